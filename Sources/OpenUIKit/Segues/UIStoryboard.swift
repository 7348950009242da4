import Foundation

/// A storyboard built in code, as UIKit's `UIStoryboard`: scenes registered by identifier with
/// factory closures, segues registered per source scene (identifier, kind, destination scene).
/// Interface Builder files do not exist in this engine (see Docs/Porting-vc.md).
@preconcurrency @MainActor
public final class UIStoryboard: NSObject {
    /// How a segue shows its destination (Interface Builder's segue kinds).
    public enum SegueKind {
        /// `show(_:sender:)`: a push in a navigation controller, else a presentation.
        case show
        /// `showDetailViewController(_:sender:)`.
        case showDetail
        /// `present(_:animated:)` with an optional style and transition style.
        case presentModally(
            UIModalPresentationStyle? = nil, UIModalTransitionStyle? = nil, animated: Bool = true)
        /// A popover presentation (adapts to a sheet on iPhone).
        case popover
        /// Adds the destination as a child; its view goes into the view `containerView` returns.
        /// Performed automatically when the source's view loads (before `viewDidLoad`), as UIKit
        /// does for container views.
        case embed(containerView: @MainActor (UIViewController) -> UIView)
        /// A `UIStoryboardSegue` subclass whose `perform()` does the work.
        case custom(UIStoryboardSegue.Type)
        /// An unwind segue to the controller that answers the unwind action.
        case unwind(action: String)
    }

    struct SegueDefinition {
        let identifier: String
        let kind: SegueKind
        let destination: String?
    }

    /// The storyboard's name.
    public let name: String
    private var factories: [String: @MainActor () -> UIViewController] = [:]
    private var segues: [String: [String: SegueDefinition]] = [:]
    private var embedOrder: [String: [String]] = [:]
    /// The identifier of the initial scene.
    public var initialViewControllerIdentifier: String?

    /// Creates an empty storyboard.
    public init(name: String) { self.name = name }

    /// Registers a scene: `factory` creates its controller.
    public func register(
        identifier: String, initial: Bool = false,
        _ factory: @escaping @MainActor () -> UIViewController
    ) {
        factories[identifier] = factory
        if initial { initialViewControllerIdentifier = identifier }
    }

    /// Registers a segue from scene `source` (destination: a scene identifier; nil for unwinds).
    public func addSegue(
        from source: String, identifier: String, kind: SegueKind, destination: String?
    ) {
        segues[source, default: [:]][identifier] = SegueDefinition(
            identifier: identifier, kind: kind, destination: destination)
        if case .embed = kind { embedOrder[source, default: []].append(identifier) }
    }

    /// Creates the controller of scene `identifier` (UIKit's exception when there is none), then
    /// sends it `awakeFromNib()`, as UIKit does once it has decoded the scene's controller.
    public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let f = factories[identifier] else {
            preconditionFailure(
                "Storyboard (<UIStoryboard: \(name)>) doesn't contain a view controller with identifier '\(identifier)'"
            )
        }
        let vc = f()
        vc._storyboard = self
        vc._storyboardIdentifier = identifier
        vc.awakeFromNib()
        return vc
    }

    /// Creates the initial scene's controller, or nil when there is none.
    public func instantiateInitialViewController() -> UIViewController? {
        initialViewControllerIdentifier.map { instantiateViewController(withIdentifier: $0) }
    }

    /// The identifiers of the embed segues of scene `scene`, in registration order.
    func embedSegueIdentifiers(from scene: String?) -> [String] {
        guard let scene else { return [] }
        return (embedOrder[scene] ?? []).filter { id in
            if case .embed = segues[scene]?[id]?.kind { return true } else { return false }
        }
    }

    func segue(from scene: String?, identifier: String) -> SegueDefinition? {
        scene.flatMap { segues[$0]?[identifier] }
    }
}
