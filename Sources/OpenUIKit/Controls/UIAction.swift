import Foundation

/// The closure an action runs, as UIKit's `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A titled, imaged closure a control performs, as UIKit's `UIAction` (iOS 14).
///
/// This is the port of target–action: `control.addAction(action, for: .touchUpInside)` replaces
/// `addTarget(self, action: #selector(…), for: .touchUpInside)` (Docs/Porting.md). When a control
/// performs the action it sets `sender` to itself, then calls the handler. Menus are not modelled,
/// so UIKit's `UIMenuElement` superclass, `attributes` and `state` are absent.
@MainActor
open class UIAction {
    /// The title; a button built with `init(type:primaryAction:)` shows it. Default "".
    open var title: String
    /// A secondary line of text (iOS 15). Default nil.
    open var subtitle: String?
    /// The image; a button built from the action shows it. Default nil.
    open var image: UIImage?
    /// A longer title for discoverability (keyboard HUD). Default nil.
    open var discoverabilityTitle: String?
    /// The identifier: a control holds at most one action per identifier. Default a unique one.
    public let identifier: UIAction.Identifier
    /// The control performing the action, set just before the handler runs; nil otherwise.
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    /// Creates an action, as UIKit's `UIAction(title:image:identifier:discoverabilityTitle:handler:)`.
    /// `identifier` nil gives a new unique identifier, so two such actions never replace each other.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil,
        identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.identifier = identifier ?? UIAction.Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
    }

    /// Runs the handler with `sender` set for the duration of the call.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

extension UIAction {
    /// A string that identifies an action, as UIKit's `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier with the given string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
