import Foundation

/// One open `UIView` animation block (or property-animator block): how property changes made
/// inside it are animated.
@MainActor
final class BlockAnimationContext {
    /// How changes inside the block are turned into animations.
    enum Kind {
        /// A `CABasicAnimation` paced by `timingFunction`.
        case basic
        /// A `CASpringAnimation` whose constants come from the duration (`SpringParameterMapping`).
        case spring(dampingRatio: Double, initialVelocity: Double)
        /// A `CASpringAnimation` with fixed constants (iOS 17 `animate(springDuration:bounce:…)`).
        case fixedSpring(DampedSpring)
        /// Changes are recorded for `animateKeyframes`, not animated one by one.
        case keyframes(KeyframeRecorder)
        /// Changes are not animated (the content block of a transition without `.allowAnimatedContent`).
        case none
        /// Changes are animations driven by a property animator, for one of its animation groups.
        case animator(UIViewPropertyAnimator, group: Int)
    }

    let kind: Kind
    /// Duration in seconds (after inheritance).
    let duration: TimeInterval
    /// Delay in seconds (after inheritance).
    let delay: TimeInterval
    /// Options (after inheritance).
    let options: UIView.AnimationOptions
    /// Pacing for `.basic`.
    let timingFunction: CAMediaTimingFunction
    /// The block's completion group (nil for property-animator blocks and transitions' content).
    let completionGroup: AnimationCompletionGroup?
    /// Views whose properties changed inside the block (for `.layoutSubviews`).
    var animatedViews: [UIView] = []
    /// Whether pending updates are flushed when entering and leaving this block (`.flushUpdates`
    /// on it or on an enclosing block, or a property animator's `flushUpdates`).
    var flushesUpdates = false

    init(
        kind: Kind, duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        timingFunction: CAMediaTimingFunction, completionGroup: AnimationCompletionGroup?
    ) {
        self.kind = kind
        self.duration = duration
        self.delay = delay
        self.options = options
        self.timingFunction = timingFunction
        self.completionGroup = completionGroup
    }

    /// Whether changes inside this block may produce animations.
    var animates: Bool {
        switch kind {
        case .none: return false
        case .animator, .keyframes: return true
        default: return duration > 0
        }
    }

    /// A context for a new block nested in `outer` (nil: top level), applying UIKit's inheritance:
    /// without `.overrideInheritedDuration` the block takes the enclosing block's duration and
    /// delay; without `.overrideInheritedCurve` its curve (or spring); without
    /// `.overrideInheritedOptions` its repeat/autoreverse/beginFromCurrentState flags.
    static func nested(
        in outer: BlockAnimationContext?, kind: Kind, duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions, group: AnimationCompletionGroup?
    ) -> BlockAnimationContext {
        var kind = kind
        var duration = duration
        var delay = delay
        var options = options
        var tf = options.curve.timingFunction
        if let outer, outer.inherits {
            if !options.contains(.overrideInheritedDuration) {
                duration = outer.duration
                delay = outer.delay
            }
            if !options.contains(.overrideInheritedCurve) {
                tf = outer.timingFunction
                if case .basic = kind { kind = outer.kind }
            }
            if !options.contains(.overrideInheritedOptions) {
                let inherited: UIView.AnimationOptions = [
                    .repeat, .autoreverse, .beginFromCurrentState, .allowUserInteraction,
                ]
                options.subtract(inherited)
                options.formUnion(outer.options.intersection(inherited))
            }
        }
        let context = BlockAnimationContext(
            kind: kind, duration: duration, delay: delay, options: options,
            timingFunction: tf, completionGroup: group)
        context.flushesUpdates =
            options.contains(.flushUpdates) || (outer?.flushesUpdates ?? false)
        return context
    }

    /// Whether blocks nested in this one inherit from it (plain and spring blocks only).
    private var inherits: Bool {
        switch kind {
        case .basic, .spring, .fixedSpring: return duration > 0
        default: return false
        }
    }
}
