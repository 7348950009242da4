import Foundation

/// An object that can respond to and handle events, as UIKit's `UIResponder`.
///
/// Views, view controllers, windows and the application form the responder chain through `next`.
/// An `NSObject` subclass, as in UIKit: responders compare by identity (`==`, `isEqual`, `hash`),
/// so `Set`, `firstIndex(of:)` and `isKind(of:)` work, and `description` reads like Apple's
/// (`<MyApp.DetailViewController: 0x600000c04000>`).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// Called once the object has been loaded from a storyboard (after `init(coder:)`), so that
    /// it can finish setting itself up; the default does nothing. Overrides call `super`.
    ///
    /// UIKit declares it on `NSObject`; here it is on `UIResponder`, the base of views and view
    /// controllers, as Swift cannot add overridable methods to Foundation's `NSObject`. A
    /// controller gets it from `UIStoryboard.instantiateViewController(withIdentifier:)`, the
    /// views of its scene when its view loads (Docs/Behaviour-vc.md).
    open func awakeFromNib() {}

    /// Called after each change of a key path this object observes through
    /// `addObserver(_:forKeyPath:options:context:)`; the default stops with the message NSObject's
    /// raises ("An -observeValueForKeyPath:ofObject:change:context: message was received but not
    /// handled."), so an override calls `super` only for a context that is not its own.
    ///
    /// UIKit inherits it from `NSObject`; here it is `UIResponder`'s, adopting
    /// `NSKeyValueObserving`, for the reason `awakeFromNib()` is (Docs/Porting.md,
    /// "Key-value observing").
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        preconditionFailure(
            unhandledObservationMessage(
                self, keyPath: keyPath, object: object, change: change, context: context))
    }

    /// `<MyApp.DetailViewController: 0x600000c04000>`, as NSObject's description on Apple platforms.
    nonisolated open override var description: String { appleObjectDescription(self) }

    /// The next responder in the chain: a view's view controller or superview, a view
    /// controller's view's superview, a window's application.
    open var next: UIResponder? { nil }

    /// Whether the responder can become first responder. Default false.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this responder is the window's first responder.
    open var isFirstResponder: Bool { UIResponder.firstResponder === self }

    /// The first responder (one for the process: the engine runs one window scene). Reading or
    /// setting it is a change of the engine's world (`EngineWorld.willChange()`), so a test's
    /// first use discards what the previous test left first.
    static var firstResponder: UIResponder? {
        get {
            EngineWorld.willChange()
            return storedFirstResponder
        }
        set {
            EngineWorld.willChange()
            storedFirstResponder = newValue
        }
    }
    private static weak var storedFirstResponder: UIResponder?

    /// Makes this the first responder if it can become one.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        UIResponder.firstResponder = self
        return true
    }

    /// Gives up first-responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if UIResponder.firstResponder === self { UIResponder.firstResponder = nil }
        return true
    }

    /// One or more fingers touched down; the default forwards to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }
    /// Touches moved; the default forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }
    /// Touches lifted; the default forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }
    /// Touches were cancelled (for example by a gesture recognizer); the default forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}

extension UIResponder: NSKeyValueObserving {}
