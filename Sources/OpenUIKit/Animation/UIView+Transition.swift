import Foundation
@_spi(Testing) import OpenQuartzCore

extension UIView {
    /// Animates a change of `view`'s content with a transition effect, as UIKit's
    /// `transition(with:duration:options:animations:completion:)`.
    ///
    /// The view's layer subtree is captured as presented BEFORE `animations` runs; a `CATransition`
    /// (key `"transition"`) then draws the effect from that capture to the live content: flips are
    /// type `"oglFlip"`, curl up `"pageCurl"`, curl down `"pageUnCurl"` (subtypes `fromLeft`,
    /// `fromRight`, `fromTop`, `fromBottom`), cross dissolve `"fade"`. Property changes in the block
    /// are not animated unless `.allowAnimatedContent` is set. A duration ≤ 0 (or NaN), animations
    /// disabled, or `.transitionNone` apply the changes without a transition; the completion then
    /// runs on the next run-loop turn with true.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let d = sanitized(duration)
        let group = AnimationCompletionGroup { finished in completion?(finished) }
        // The effect mapping is shared with `UIViewController.transition(from:to:…)`.
        let effect = ViewTransitionEffect.transitionType(for: options).map {
            (type: $0.0, subtype: $0.1)
        }
        guard d > 0, BlockAnimationState.animationsEnabled, let effect else {
            let ctx = BlockAnimationContext(
                kind: .none, duration: 0, delay: 0, options: options,
                timingFunction: options.curve.timingFunction, completionGroup: group)
            BlockAnimationState.with(ctx) { animations?() }
            sealOnNextTurnIfEmpty(group)
            return
        }
        let before = view.layer.frozenPresentationTree()
        let animateContent = options.contains(.allowAnimatedContent)
        let ctx = BlockAnimationContext(
            kind: animateContent ? .basic : .none, duration: d, delay: 0, options: options,
            timingFunction: options.curve.timingFunction, completionGroup: group)
        BlockAnimationState.with(ctx) { animations?() }
        let t = CATransition()
        t.type = effect.type
        t.subtype = effect.subtype
        t.duration = d
        t.timingFunction = options.curve.timingFunction
        t.capturedBefore = before
        view.layer.add(t, forKey: "transition")
        if let added = view.layer.animation(forKey: "transition") {
            for g in BlockAnimationState.stack.compactMap(\.completionGroup) + [group] {
                g.join(added)
            }
        }
        sealOnNextTurnIfEmpty(group)
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview with a transition effect, as
    /// UIKit's `transition(from:to:duration:options:completion:)`.
    ///
    /// `toView` is inserted just above `fromView` and `fromView` is removed, at once (the
    /// transition shows the change); with `.showHideTransitionViews`, `fromView` is hidden and
    /// `toView` shown instead, and neither moves. The effect runs on the superview's layer. If
    /// `fromView` has no superview, the swap happens without a transition (with a diagnostic).
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval,
        options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        let showHide = options.contains(.showHideTransitionViews)
        let swap = {
            if showHide {
                fromView.isHidden = true
                toView.isHidden = false
            } else if fromView !== toView, let container = fromView.superview {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview else {
            EngineDiagnostics.shared.warn(
                "UIView.transition(from:to:): fromView \(type(of: fromView)) has no superview; swapping without a transition"
            )
            swap()
            let group = AnimationCompletionGroup { finished in completion?(finished) }
            sealOnNextTurnIfEmpty(group)
            return
        }
        transition(
            with: container, duration: duration, options: options, animations: swap,
            completion: completion)
    }
}
