import Foundation

extension UIBarButtonItem {
    /// The system's items, as UIKit's `UIBarButtonItem.SystemItem` (raw values as UIKit's;
    /// the deprecated `pageCurl` is absent).
    public enum SystemItem: Int, Sendable {
        /// "Done", in the bold `.done` style.
        case done = 0
        /// "Cancel".
        case cancel = 1
        /// "Edit".
        case edit = 2
        /// "Save", in the bold `.done` style.
        case save = 3
        /// A plus sign.
        case add = 4
        /// Blank space that grows (in a toolbar; a navigation bar shows nothing).
        case flexibleSpace = 5
        /// Blank space of the item's `width`.
        case fixedSpace = 6
        /// A pencil.
        case compose = 7
        /// A reply arrow.
        case reply = 8
        /// The share sheet's arrow.
        case action = 9
        /// A folder.
        case organize = 10
        /// A book.
        case bookmarks = 11
        /// A magnifying glass.
        case search = 12
        /// A circular arrow.
        case refresh = 13
        /// A cross.
        case stop = 14
        /// A camera.
        case camera = 15
        /// A bin.
        case trash = 16
        /// A play triangle.
        case play = 17
        /// Two pause bars.
        case pause = 18
        /// Two triangles pointing left.
        case rewind = 19
        /// Two triangles pointing right.
        case fastForward = 20
        /// "Undo".
        case undo = 21
        /// "Redo".
        case redo = 22
        /// A cross in a circle.
        case close = 24

        /// UIKit's English title for the items it draws as text.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }

        /// The DejaVu Sans glyph drawn in place of the SF Symbol UIKit draws, for the others.
        var glyph: String? {
            switch self {
            case .add: "+"
            case .compose: "\u{270E}"
            case .reply: "\u{21A9}"
            case .action: "\u{21EA}"
            case .organize: "\u{25A4}"
            case .bookmarks: "\u{2630}"
            case .search: "\u{2315}"
            case .refresh: "\u{21BB}"
            case .stop, .close: "\u{2715}"
            case .camera: "\u{25C9}"
            case .trash: "\u{2326}"
            case .play: "\u{25B6}"
            case .pause: "\u{2759}\u{2759}"
            case .rewind: "\u{25C0}\u{25C0}"
            case .fastForward: "\u{25B6}\u{25B6}"
            default: nil
            }
        }
    }

    /// Creates a system item with an action (UIKit's `init(barButtonSystemItem:target:action:)`
    /// with a closure). Text items show UIKit's English title (`.done` and `.save` in the bold
    /// `.done` style); symbol items a glyph in place of the SF Symbol (Docs/Behaviour-controls.md).
    public convenience init(
        barButtonSystemItem systemItem: SystemItem,
        handler: (@MainActor (UIBarButtonItem) -> Void)? = nil
    ) {
        self.init(
            title: systemItem.title, style: [.done, .save].contains(systemItem) ? .done : .plain,
            handler: handler)
        self.systemItem = systemItem
    }

    /// Creates an item showing an image, with a look and an action (UIKit's
    /// `init(image:style:target:action:)` with a closure). The image is drawn at its size,
    /// centred in the item.
    public convenience init(
        image: UIImage?, style: Style = .plain,
        handler: (@MainActor (UIBarButtonItem) -> Void)? = nil
    ) {
        self.init(title: nil, style: style, handler: handler)
        self.image = image
    }
}
