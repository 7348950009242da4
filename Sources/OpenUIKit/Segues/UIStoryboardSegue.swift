import Foundation

/// A transition between two controllers defined in a storyboard, as UIKit's `UIStoryboardSegue`.
/// Subclass and override `perform()` for a custom segue (call super first in `init`).
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The identifier, if any.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller it goes to.
    public let destination: UIViewController
    private let performHandler: (@MainActor () -> Void)?

    /// Creates a segue (designated initialiser).
    public required init(
        identifier: String?, source: UIViewController, destination: UIViewController
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = nil
    }

    /// Creates a segue whose `perform()` runs `performHandler`.
    public init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping @MainActor () -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
    }

    /// Performs the transition; the default runs the perform handler, if any.
    open func perform() {
        performHandler?()
    }
}

/// The information about an unwind in progress, as UIKit's `UIStoryboardUnwindSegueSource`.
@preconcurrency @MainActor
public final class UIStoryboardUnwindSegueSource {
    /// The controller the unwind started from.
    public let source: UIViewController
    /// The unwind action's name (the Swift stand-in for UIKit's selector).
    public let unwindAction: String
    /// The sender.
    public let sender: Any?

    init(source: UIViewController, unwindAction: String, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}

extension UIViewController {
    /// Registers an unwind action: the closure form of an `@IBAction func name(_ segue:)` unwind
    /// method. Unwind segues naming `action` can end at this controller.
    public func addUnwindAction(
        _ action: String, _ handler: @escaping @MainActor (UIStoryboardSegue) -> Void
    ) {
        _unwindActions[action] = handler
    }

    /// The storyboard this controller was created from, if any.
    public var storyboard: UIStoryboard? { _storyboard }

    /// The child of this controller that is or contains the unwind source.
    func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var vc: UIViewController? = source.source
        while let c = vc {
            if c.parent === self { return c }
            vc = c.parent ?? c.presentingViewController
        }
        return nil
    }
}
