import Foundation
@_spi(Testing) import OpenQuartzCore

extension UIView {
    /// Animates the property changes made in `animations` over `duration` seconds after `delay`,
    /// as UIKit's `animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// Changes made in the block set the model values at once and add animations to the views'
    /// layers (additively for numbers, points, sizes and rects, as on iOS 8+). `completion` runs
    /// once, with `true` when every animation the block created ran to its end and `false` if any
    /// was removed. A block that animated nothing (including a duration ≤ 0, or animations
    /// disabled) calls `completion(true)` on the next run-loop turn. NaN or negative durations and
    /// delays count as 0.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runAnimationBlock(
            kind: .basic, duration: duration, delay: delay, options: options,
            animations: animations, completion: completion)
    }

    /// Animates with no delay and the default options (ease in-out), as UIKit.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(
            withDuration: duration, delay: 0, options: [], animations: animations,
            completion: completion)
    }

    /// Animates with no delay, default options and no completion, as UIKit.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void)
    {
        animate(
            withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates with a spring, as UIKit's
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
    ///
    /// Installs `CASpringAnimation`s with mass 1 and stiffness/damping chosen so the oscillation
    /// envelope decays to 0.001 of the distance at `duration` (see `SpringParameterMapping`); they run
    /// for exactly `duration`. `velocity` is in units of the total distance per second (0.5 for a
    /// 200 pt move means 100 pt/s). The curve bits of `options` are ignored.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runAnimationBlock(
            kind: .spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity)),
            duration: duration, delay: delay, options: options.union(.overrideInheritedCurve),
            animations: animations, completion: completion)
    }

    /// Animates with a spring of perceptual duration and bounce (iOS 17), as UIKit's
    /// `animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`.
    ///
    /// The spring is SwiftUI's: stiffness (2π/duration)², damping ratio 1 − bounce (bounce clamped to −0.99…0.99). The animations
    /// run until the spring settles (its `settlingDuration`), so the completion comes later than
    /// `springDuration` for bouncy springs. Defaults: duration 0.5, bounce 0, velocity 0, delay 0.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
        initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let d = sanitized(duration)
        guard d > 0 else {
            runAnimationBlock(
                kind: .basic, duration: 0, delay: delay, options: options, animations: animations,
                completion: completion)
            return
        }
        var s = DampedSpring(
            duration: d, bounce: min(max(bounce.isFinite ? Double(bounce) : 0, -0.99), 0.99))
        s.initialVelocity = velocity.isFinite ? Double(velocity) : 0
        runAnimationBlock(
            kind: .fixedSpring(s),
            duration: SpringParameterMapping.settlingDuration(of: s, fallback: d), delay: delay,
            options: options.union([.overrideInheritedCurve, .overrideInheritedDuration]),
            animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, as UIKit's
    /// `performWithoutAnimation(_:)`: property changes inside apply at once, even inside an
    /// enclosing animation block.
    /// Inside a `.flushUpdates` block, pending updates are flushed (animated) before animations
    /// are disabled and (unanimated) before they are enabled again, as UIKit 26 documents.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let flushes = BlockAnimationState.flushesUpdates
        if flushes { BlockAnimationState.flushPendingUpdates() }
        let saved = BlockAnimationState.animationsEnabled
        BlockAnimationState.animationsEnabled = false
        actionsWithoutAnimation()
        if flushes { BlockAnimationState.flushPendingUpdates() }
        BlockAnimationState.animationsEnabled = saved
    }

    /// Turns `UIView` animations on or off globally, as UIKit's `setAnimationsEnabled(_:)`.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        BlockAnimationState.animationsEnabled = enabled
    }

    /// Whether `UIView` animations are enabled. Default true.
    public class var areAnimationsEnabled: Bool { BlockAnimationState.animationsEnabled }

    /// The duration of the innermost animation block being built, in seconds; 0 outside any.
    public class var inheritedAnimationDuration: TimeInterval {
        guard let c = BlockAnimationState.current else { return 0 }
        switch c.kind {
        case .basic, .spring, .fixedSpring, .keyframes: return c.duration
        case .animator(let a, _): return a.duration
        case .none: return 0
        }
    }

    /// NaN, infinite and negative times count as 0.
    static func sanitized(_ t: TimeInterval) -> TimeInterval {
        t.isFinite && t > 0 ? t : 0
    }

    /// Opens a block, runs `animations`, closes it, and arranges the completion.
    static func runAnimationBlock(
        kind: BlockAnimationContext.Kind, duration: TimeInterval, delay: TimeInterval,
        options: AnimationOptions, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let group = AnimationCompletionGroup { finished in completion?(finished) }
        let d = sanitized(duration)
        let context = BlockAnimationContext.nested(
            in: BlockAnimationState.current, kind: kind,
            duration: d, delay: sanitized(delay), options: options, group: group)
        BlockAnimationState.with(context, animations)
        sealOnNextTurnIfEmpty(group)
    }

    /// Seals `group`; a group no animation joined completes on the next run-loop turn, as UIKit
    /// calls the completion of a block that animated nothing asynchronously.
    static func sealOnNextTurnIfEmpty(_ group: AnimationCompletionGroup) {
        if group.memberCount == 0 {
            MainRunLoop.perform { group.seal() }
        } else {
            group.seal()
        }
    }
}
