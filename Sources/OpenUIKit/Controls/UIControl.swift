import Foundation

/// The base class of controls, as UIKit's `UIControl`: state, touch tracking and actions.
///
/// A control tracks the touches it is hit-tested for (Controls/UIControl+Tracking.swift): touch
/// down highlights it and sends `.touchDown`; lifting inside sends `.touchUpInside` (and a button's
/// `.primaryActionTriggered`), lifting after dragging out sends `.touchUpOutside`. Actions are
/// `UIAction` closures (Controls/UIControl+Actions.swift), the port of UIKit's target–action.
@MainActor
open class UIControl: UIView {
    /// Whether the control reacts to touches; false adds `.disabled` to `state`. Default true.
    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    /// Whether the control is selected; true adds `.selected` to `state`. Default false.
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// Whether a touch is down inside the control; set by touch tracking. Default false.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// How content is placed horizontally. Default `.center`.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }
    /// How content is placed vertically. Default `.center`.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// Whether the control is tracking a touch (`beginTracking` returned true and it has not ended).
    open internal(set) var isTracking = false
    /// Whether the tracked touch is inside the control's touch area (the bounds grown by 70 pt).
    open internal(set) var isTouchInside = false

    /// The registered actions, in the order they were added (see UIControl+Actions.swift).
    var actionRegistrations: [(action: UIAction, events: Event)] = []
    /// The touch being tracked, from touch down to up or cancel.
    weak var trackedTouch: UITouch?
    /// The event of the touch being handled, while its actions are sent (nil otherwise, as
    /// `sendActions(for:)` called by code sends none).
    var trackingEvent: UIEvent?

    /// The control's state, combined from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var s: State = .normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Archives do not exist in this engine: as `init(frame: .zero)`, as UIKit's `init?(coder:)`.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Creates a control whose `primaryAction` runs on `.primaryActionTriggered` (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: Tracking (overridable; implemented in UIControl+Tracking.swift)

    /// A touch went down in the control; return whether to keep tracking it. Default true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return whether to keep tracking it. Default true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted (nil touch: tracking ended otherwise). Default does nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Tracking was cancelled (the touch was cancelled). Default does nothing.
    open func cancelTracking(with event: UIEvent?) {}

    /// Starts tracking the first touch: highlight, `beginTracking`, `.touchDown`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingTouchesBegan(touches, with: event)
    }
    /// Follows the tracked touch: touch-inside, highlight, `continueTracking`, drag events.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingTouchesMoved(touches, with: event)
    }
    /// Ends tracking: `endTracking`, unhighlight, `.touchUpInside` or `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingTouchesEnded(touches, with: event)
    }
    /// Cancels tracking: `cancelTracking`, unhighlight, `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingTouchesCancelled(touches, with: event)
    }

    /// Keeps a one-finger single-tap recognizer of another view (a superview's) from beginning
    /// over a button, switch or segmented control, so the control's action wins, as UIKit does
    /// since iOS 6; otherwise defers to `UIView`.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
        -> Bool
    {
        controlAllowsRecognizer(gestureRecognizer)
    }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changed; controls redraw here.
    func stateDidChange() {}

    /// Whether a one-finger single-tap recognizer on another view is kept from beginning when the
    /// touch is on this control (UIKit does this for buttons, switches and segmented controls).
    var preventsSingleTapRecognizersOfOtherViews: Bool { false }

    /// Events sent with a touch-up inside besides `.touchUpInside` (a button's primary action).
    var additionalTouchUpInsideEvents: Event { [] }
}
