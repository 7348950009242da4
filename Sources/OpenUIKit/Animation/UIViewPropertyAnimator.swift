import Foundation

/// An animator whose animations can be started, paused, scrubbed, reversed, stopped and continued
/// with new timing, as UIKit's `UIViewPropertyAnimator` (iOS 10+).
///
/// Property changes made in its animation blocks set the model values and add layer animations
/// whose progress the animator drives itself (they do not run on their own clock), so
/// `fractionComplete`, reversal and new timing act on them directly. Blocks added while the
/// animator is inactive run when it becomes active (`startAnimation()`, `pauseAnimation()` or
/// setting `fractionComplete`); blocks added while active run at once and cover the remaining
/// time. An active or stopped animator is retained by the engine until it becomes inactive.
///
/// Misuse stops with a precondition naming UIKit's rule (see `Docs/Behaviour-anim.md`); only the
/// `finishAnimation(at:)` message is UIKit's verbatim wording.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The timing curve (copied at creation; replaced by `continueAnimation(withTimingParameters:…)`).
    public internal(set) var timingParameters: UITimingCurveProvider?
    /// The duration in seconds. For springs with fixed constants, their settling duration.
    public private(set) var duration: TimeInterval
    /// The delay passed to `runningPropertyAnimator` or `startAnimation(afterDelay:)`. Default 0.
    public internal(set) var delay: TimeInterval = 0
    /// Whether the animated views receive touches while animating. Default true. Setting it on an
    /// active animator is a programmer error (UIKit raises). Stored only: hit testing ignores it.
    open var isUserInteractionEnabled = true {
        willSet {
            precondition(
                state != .active,
                "-[UIViewPropertyAnimator setUserInteractionEnabled:] cannot be changed on an active animator"
            )
        }
    }
    /// Whether hit testing uses the views' model positions only (no automatic presentation hit
    /// testing). Default false. Kept for API shape; the engine hit-tests model values.
    open var isManualHitTestingEnabled = false
    /// Whether the animator can be paused, scrubbed and reversed. Default true. Setting it on an
    /// active animator is a programmer error (UIKit raises).
    open var isInterruptible = true {
        willSet {
            precondition(
                state != .active,
                "-[UIViewPropertyAnimator setInterruptible:] cannot be changed on an active animator"
            )
        }
    }
    /// Whether scrubbing (`fractionComplete` while paused) uses linear timing. Default true.
    open var scrubsLinearly = true
    /// Whether pending updates (traits, properties, layout) are flushed around each animation
    /// block the animator runs (iOS 26), as `UIView.AnimationOptions.flushUpdates`: a constraint
    /// changed in `addAnimations` animates without `layoutIfNeeded()`. Default false. It applies
    /// to the blocks added after it is set.
    open var flushUpdates = false
    /// Whether the animator stays active and paused at the end instead of finishing (no completion
    /// runs). Default false.
    open var pausesOnCompletion = false

    /// The state; starts `.inactive`.
    public internal(set) var state: UIViewAnimatingState = .inactive

    // MARK: Engine state
    struct Record {
        weak var layer: CALayer?
        /// The animation the layer runs (the copy added), to remove only that one.
        weak var animation: CAAnimation?
        let animationKey: String
        let key: String
        let startValue: AnimatableValue
        let endValue: AnimatableValue
    }
    struct Group {
        let startFraction: Double
        var records: [Record] = []
    }
    enum Motion {
        /// Frozen at a fraction with one progress per group.
        case paused(fraction: Double, progress: [Double])
        /// The original run: fraction = from + (now − t0)/duration, each group on the timing curve.
        case original(t0: Double, from: Double)
        /// A retimed run from one state to the start (0) or end (1).
        case blend(
            t0: Double, length: Double, f0: Double, f1: Double, q0: [Double], target: Double,
            timing: UITimingCurveProvider?)
    }
    var groups: [Group] = []
    var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var motion: Motion = .paused(fraction: 0, progress: [])
    var reversedFlag = false
    /// Whether a resume may continue the original timeline (paused without scrub or reversal).
    var pausedOnOriginal = false
    /// Started without any animation block: UIKit's "transient paused state", which starts running
    /// when the first block is added.
    var awaitingFirstBlock = false
    var springCache: [Double: DampedSpring] = [:]

    // MARK: Initialisers

    /// An animator with `duration` seconds and `parameters` timing, not running, as UIKit's
    /// designated initialiser. NaN or negative durations count as 0.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider)
    {
        timingParameters = parameters
        let d = duration.isFinite && duration > 0 ? duration : 0
        if let fixed = parameters.springTimingParameters?.fixedSpring {
            self.duration = SpringParameterMapping.settlingDuration(of: fixed, fallback: d)
        } else {
            self.duration = d
        }
    }

    /// An animator with one of the system curves.
    public convenience init(
        duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a custom cubic Bézier curve.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of damping ratio `ratio` that settles at the end of `duration`.
    public convenience init(
        duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates and starts an animator at once, as UIKit's
    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`. The curve
    /// comes from the options' curve bits; the other options are not used by animators. Called
    /// inside a `UIView.animate` block it inherits that block's duration and curve unless
    /// `.overrideInheritedDuration`/`.overrideInheritedCurve`, and is not interruptible.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        var d = duration
        var timing = UICubicTimingParameters(animationCurve: options.curve)
        if let outer = BlockAnimationState.current, case .basic = outer.kind, outer.duration > 0 {
            // Inside another animation block: inherit its duration and curve unless overridden.
            if !options.contains(.overrideInheritedDuration) { d = outer.duration }
            if !options.contains(.overrideInheritedCurve) {
                timing = UICubicTimingParameters(
                    controlPoint1: outer.timingFunction.c1, controlPoint2: outer.timingFunction.c2)
            }
        }
        let a = Self(duration: d, timingParameters: timing)
        a.isInterruptible = BlockAnimationState.stack.isEmpty
        a.addAnimations(animations)
        if let completion { a.addCompletion(completion) }
        a.startAnimation(afterDelay: delay)
        return a
    }

    // MARK: UIViewAnimating properties

    /// Whether the animations are moving (forwards or reversed, including a start delay).
    public var isRunning: Bool {
        guard state == .active else { return false }
        if case .paused = motion { return false }
        return true
    }

    /// Whether the animations run towards their start values. Setting it while running retargets
    /// from the current values (no jump) over the time left in the new direction.
    open var isReversed: Bool {
        get { reversedFlag }
        set { setReversed(newValue) }
    }

    /// Completion of the animations, 0…1 (linear in time). Setting it while paused or inactive
    /// scrubs (an inactive animator becomes active and paused); while running or stopped it is
    /// ignored with a diagnostic, as UIKit's setter is a no-op then.
    open var fractionComplete: CGFloat {
        get { CGFloat(evaluate(at: MediaClock.shared.now).fraction) }
        set { scrub(to: Double(newValue)) }
    }

    // MARK: Adding animations and completions

    /// Adds an animation block (starting with the animator). An animator started without any block
    /// waits, paused, and starts running when the first block is added, as UIKit documents.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds an animation block that starts at `delayFactor` × duration and runs for the rest.
    /// On an active animator the block runs at once and covers the time left.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        precondition(
            state != .stopped,
            "-[UIViewPropertyAnimator addAnimations:delayFactor:] cannot be called on a stopped animator"
        )
        let factor = delayFactor.isFinite ? min(max(Double(delayFactor), 0), 1) : 0
        if state == .inactive {
            pendingBlocks.append((animation, factor))
        } else {
            let now = MediaClock.shared.now
            runBlock(animation, startFraction: max(factor, evaluate(at: now).fraction), at: now)
            if awaitingFirstBlock {
                awaitingFirstBlock = false
                pausedOnOriginal = true
                motion = .original(t0: now, from: 0)
            }
        }
    }

    /// Adds a completion handler, called in order with the final position when the animator finishes.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: UIViewAnimating methods (implemented in UIViewPropertyAnimator+StateMachine.swift)

    /// Starts the animations, or resumes them from a pause, as UIKit's `startAnimation()`.
    /// Does nothing while running; a programmer error on a stopped animator.
    open func startAnimation() { performStart(afterDelay: 0) }

    /// Starts (or resumes) the animations after `delay` seconds. The animator is active and running
    /// during the delay. A programmer error on a stopped animator.
    open func startAnimation(afterDelay delay: TimeInterval) { performStart(afterDelay: delay) }

    /// Pauses the animations, as UIKit's `pauseAnimation()`: an inactive animator becomes active
    /// and paused at the start; a paused one is left alone; a programmer error when stopped.
    open func pauseAnimation() { performPause() }

    /// Stops the animations where they are, as UIKit's `stopAnimation(_:)`: animated properties
    /// keep their current presented values. `true` makes the animator inactive at once (no
    /// completion runs); `false` leaves it stopped until `finishAnimation(at:)`. A programmer
    /// error on an inactive or already stopped animator.
    open func stopAnimation(_ withoutFinishing: Bool) { performStop(withoutFinishing) }

    /// Finishes a stopped animator, as UIKit's `finishAnimation(at:)`: animated properties go to
    /// their end, start or current values, then the completions run with `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        performFinish(at: finalPosition)
    }

    /// Continues a paused (or running) animator from where it is, with new timing, as UIKit's
    /// `continueAnimation(withTimingParameters:durationFactor:)`. The remaining run lasts
    /// `durationFactor` × the original duration, or, for 0, the time left of the original
    /// duration at the current fraction; `parameters == nil` keeps the current timing.
    /// On an inactive animator it starts it with that timing. A programmer error when stopped.
    open func continueAnimation(
        withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat
    ) {
        performContinue(withTimingParameters: parameters, durationFactor: durationFactor)
    }
}
