import Foundation

/// A button of an alert or action sheet, as UIKit's `UIAlertAction`: its title, style and the
/// handler run when the user chooses it (after the alert is dismissed).
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How the action is drawn and where it goes, as UIKit's `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        /// A regular button, in the tint colour.
        case `default` = 0
        /// Dismisses without change: bold, and last (in its own group in an action sheet).
        case cancel = 1
        /// Changes or deletes data: drawn in `.systemRed`.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The action's style.
    public let style: Style
    /// Whether the action can be chosen; a disabled one is drawn grey and ignores taps.
    /// Default true.
    open var isEnabled = true {
        didSet { alertController?.actionsChanged() }
    }

    let handler: ((UIAlertAction) -> Void)?
    weak var alertController: UIAlertController?

    /// An action with `title`, `style` and the block run when the user chooses it.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
