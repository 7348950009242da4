import Foundation
@_spi(Testing) import OpenQuartzCore

/// The base class of gesture recognizers, as UIKit's `UIGestureRecognizer`.
///
/// A recognizer attached to a view (`UIView.addGestureRecognizer(_:)`) sees every touch hit-tested
/// to that view or its subviews, before the view does. It moves through `state` (see
/// `UIGestureRecognizer.State`); the engine resolves failure requirements and exclusion between
/// recognizers, cancels the view's touches when `cancelsTouchesInView`, and calls the actions at
/// the end of the event's delivery (UIKit: "at the next turn of the run loop"; here in the same
/// `.events` phase of the frame, after every recognizer saw the event).
///
/// Target–action needs `#selector`, which Linux Swift lacks: use `init(handler:)` or
/// `addAction(_:)` with a closure (see Docs/Porting-gestures.md).
///
/// Subclasses override `touchesBegan/Moved/Ended/Cancelled(_:with:)` and `reset()` (calling
/// `super`) and set `state`, as with UIKit's `UIGestureRecognizerSubclass.h`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    // MARK: Stored state (engine bookkeeping lives in the +Touches and GestureEnvironment files)

    var _state: State = .possible
    /// Transitions requested while waiting for required recognizers to fail (see `require(toFail:)`).
    var pendingTransitions: [State] = []
    /// Whether the recognizer takes part in the current gesture attempt (saw a touch since its last reset).
    var isEngaged = false
    /// Touches given to the recognizer since its last reset, in arrival order (ended ones included).
    var trackedTouches: [UITouch] = []
    /// Touches that ended or were cancelled in the most recent touch delivery.
    var lastEndedTouches: [UITouch] = []
    /// Bumped on reset so timers scheduled for an earlier attempt do nothing.
    var attemptGeneration = 0
    /// Recognizers this one waits for (`require(toFail:)`), held weakly.
    var explicitFailureRequirements: [WeakGestureRecognizer] = []
    @preconcurrency var actions: [(id: Int, body: @MainActor (UIGestureRecognizer) -> Void)] = []
    var nextActionID = 0
    var _isEnabled = true

    // MARK: Public properties

    /// The view the recognizer is attached to; set by `UIView.addGestureRecognizer(_:)`.
    public internal(set) weak var view: UIView?

    /// The delegate consulted about beginning, simultaneity, failure requirements and touches.
    public weak var delegate: UIGestureRecognizerDelegate?

    /// Whether touches recognized as part of the gesture are cancelled in the view
    /// (`touchesCancelled(_:with:)`) just before the action is called. Default true, as UIKit.
    public var cancelsTouchesInView = true

    /// Whether the view gets `touchesBegan` (and later phases) only after this recognizer failed.
    /// Default false, as UIKit. Supported: held phases are delivered in order on failure, and
    /// dropped on recognition (the view then never hears of the touch).
    public var delaysTouchesBegan = false

    /// Whether the view gets `touchesEnded` only after this recognizer failed, so that the touch can
    /// still be cancelled if the gesture is recognized late (a double tap). Default true, as UIKit.
    public var delaysTouchesEnded = true

    /// A name for debugging and for finding the recognizer in tests.
    public var name: String?

    // MARK: Creating

    /// Creates a recognizer with no action, as UIKit's `init(target: nil, action: nil)`.
    public override init() { super.init() }

    /// Creates a recognizer whose action is `handler`, called with the recognizer itself on each
    /// action-sending state change (began, changed, ended/recognized, cancelled).
    ///
    /// The closure form of UIKit's `init(target:action:)`.
    public convenience init(handler: @escaping @MainActor (Self) -> Void) {
        self.init()
        addAction(handler)
    }

    // MARK: State

    /// The current state. Consumers read it; subclasses set it (only UIKit's legal transitions are
    /// applied: an illegal one is ignored and recorded in `EngineDiagnostics`).
    open var state: State {
        get { _state }
        set { requestState(newValue) }
    }

    /// Whether the recognizer receives touches. Default true. Setting it to false cancels a
    /// gesture in progress (began/changed → cancelled, with its action) and abandons a possible one.
    open var isEnabled: Bool {
        get { _isEnabled }
        set {
            guard newValue != _isEnabled else { return }
            _isEnabled = newValue
            if !newValue { abandonCurrentAttempt() }
        }
    }

    // MARK: Subclass hooks (UIGestureRecognizerSubclass.h)

    /// Touches began; the default does nothing. Subclasses call `super`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved; the default does nothing. Subclasses call `super`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended; the default does nothing. Subclasses call `super`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled; the default does nothing. Subclasses call `super`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called by the engine after the recognizer ended, was cancelled or failed, with `state`
    /// already back at `.possible`: clear per-attempt state here. Touches still down are ignored
    /// from now on, as in UIKit. Subclasses call `super`.
    open func reset() {}

    /// Whether this recognizer, once recognized, makes `preventedGestureRecognizer` fail.
    /// Default true (a `UITapGestureRecognizer` does not prevent one needing more taps).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, once recognized, can make this one fail. Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Class-wide failure requirement: whether this recognizer waits for `otherGestureRecognizer`
    /// to fail. Default false. Asked once per attempt, for recognizers sharing a touch.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Class-wide failure requirement: whether `otherGestureRecognizer` waits for this one to fail.
    /// Default false. Asked once per attempt, for recognizers sharing a touch.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    // MARK: Location (overridable; defaults in UIGestureRecognizer+Touches.swift)

    /// A single point for the gesture in `view`'s coordinates (nil: the window's): the centroid of
    /// its touches. After the last touch lifted, the centroid of the touches that just lifted.
    open func location(in view: UIView?) -> CGPoint { defaultLocation(in: view) }

    /// The number of touches whose location can be queried with `location(ofTouch:in:)`: those
    /// down, or after the last lift, those that just lifted.
    open var numberOfTouches: Int { locatableTouches.count }

    /// The location of touch `touchIndex` (0 ..< `numberOfTouches`) in `view`'s coordinates.
    /// An index out of range stops with UIKit's exception message.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        defaultLocation(ofTouch: touchIndex, in: view)
    }
}

/// A weak reference to a recognizer (failure requirements do not keep recognizers alive).
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
