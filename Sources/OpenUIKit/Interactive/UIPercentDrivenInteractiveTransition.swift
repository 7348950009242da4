import Foundation

/// Drives an animator's Core Animation animations from a percentage, as UIKit's
/// `UIPercentDrivenInteractiveTransition`.
///
/// The standard recipe: `startInteractiveTransition` freezes the container's layer time
/// (`speed = 0`) and calls the animator's `animateTransition`; `update(_:)` sets the layer's
/// `timeOffset` to `percent × duration` (linear while scrubbing); `finish()` resumes layer time at
/// `completionSpeed`, so the rest takes `(1 − p) · duration / completionSpeed`; `cancel()` runs the
/// layer time back to 0 at `completionSpeed` (taking `p · duration / completionSpeed`), then removes
/// the animations so the animator's completion runs with `transitionWasCancelled == true`. Views
/// registered with `animateAlongsideTransition(in:…)` are scrubbed the same way.
/// Subclasses must call super in every override, as in UIKit.
@MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    private weak var context: TransitionContext?
    private var layers: [CALayer] = []
    private var rewindLink: CADisplayLink?
    /// The animator's interruptible animator when it vends one (then it is scrubbed instead of
    /// the container's layer time).
    private var interruptible: UIViewImplicitlyAnimating?

    /// The animator's duration when the transition started, in seconds (0 before).
    public private(set) var duration: CGFloat = 0
    /// The last value passed to `update(_:)`, 0…1.
    public private(set) var percentComplete: CGFloat = 0
    /// Speed of the non-interactive completion; must be > 0. Default 1.
    open var completionSpeed: CGFloat = 1
    /// Curve reported for the non-interactive completion. Default `.easeInOut` (the animations
    /// keep their own timing in this engine; see Docs/Behaviour-vc.md).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether the transition starts interactively. Default true.
    open var wantsInteractiveStart = true

    public init() {}

    /// Freezes the container's layer time and starts the animator.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let ctx = transitionContext as? TransitionContext else {
            preconditionFailure("UIPercentDrivenInteractiveTransition needs a context created by UIKit")
        }
        context = ctx
        duration = CGFloat(ctx.animator.transitionDuration(using: ctx))
        if let animator = ctx.animator.vendedInterruptibleAnimator(using: ctx) {
            // Interruptible: UIKit drives the vended animator (paused, scrubbed by
            // fractionComplete, continued on finish or reversed on cancel); `animateTransition`
            // is not called (engine choice; UIKit's behaviour is unconfirmed).
            trace(ctx.animator, "interruptibleAnimator(using:)")
            interruptible = animator
            animator.pauseAnimation()
            if !wantsInteractiveStart { finish() }
            return
        }
        layers = [ctx.containerView.layer]
        for l in layers { l.speed = 0; l.timeOffset = 0 }
        // Layer time goes back to normal once the transition is over.
        ctx.animate(alongsideTransition: nil) { [weak self] _ in
            guard let self else { return }
            for l in self.layers { l.speed = 1; l.timeOffset = 0; l.beginTime = 0 }
            self.layers.removeAll()
        }
        trace(ctx.animator, "animateTransition(using:)")
        ctx.animator.animateTransition(using: ctx)
        for v in ctx.extraScrubbedViews where !layers.contains(where: { $0 === v.layer }) {
            v.layer.speed = 0; v.layer.timeOffset = 0
            layers.append(v.layer)
        }
        if !wantsInteractiveStart { finish() }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        let p = min(1, max(0, percentComplete))
        self.percentComplete = p
        if let a = interruptible {
            a.fractionComplete = p
            context?.updateInteractiveTransition(p)
            return
        }
        adoptExtraLayers()
        for l in layers { l.timeOffset = Double(p * duration) }
        context?.updateInteractiveTransition(p)
    }

    /// Pauses (an interruptible transition): the interaction takes over again.
    open func pause() {
        if let a = interruptible, a.state == .active, a.isRunning { a.pauseAnimation(); percentComplete = a.fractionComplete }
        for l in layers where l.speed != 0 {
            let now = l.convertTime(CACurrentMediaTime(), from: nil)
            l.speed = 0
            l.timeOffset = now
        }
        context?.pauseInteractiveTransition()
    }

    /// Lets the transition finish from the current percentage at `completionSpeed`.
    open func finish() {
        adoptExtraLayers()
        context?.finishInteractiveTransition()
        let s = max(completionSpeed, 0.000_1)
        if let a = interruptible {
            a.isReversed = false
            a.continueAnimation(withTimingParameters: nil, durationFactor: (1 - percentComplete) / s)
            return
        }
        for l in layers {
            let paused = l.timeOffset
            l.speed = Float(s)
            l.timeOffset = 0
            l.beginTime = 0
            let parentNow = l.superlayer?.localTime(atGlobal: CACurrentMediaTime()) ?? CACurrentMediaTime()
            l.beginTime = parentNow - paused / Double(s)
        }
    }

    /// Runs the transition back to its start at `completionSpeed`, then ends it cancelled.
    open func cancel() {
        adoptExtraLayers()
        context?.cancelInteractiveTransition()
        let s = max(completionSpeed, 0.000_1)
        if let a = interruptible {
            a.isReversed = true
            a.continueAnimation(withTimingParameters: nil, durationFactor: percentComplete / s)
            return
        }
        let link = CADisplayLink { [weak self] link in
            guard let self else { link.invalidate(); return }
            var done = false
            for l in self.layers {
                l.timeOffset -= link.duration * Double(s)
                if l.timeOffset <= 0 { l.timeOffset = 0; done = true }
            }
            if done || self.layers.isEmpty {
                link.invalidate()
                self.rewindLink = nil
                self.endCancelled()
            }
        }
        rewindLink = link
        link.add(to: .main, forMode: .common)
    }

    private func endCancelled() {
        for l in layers { Self.removeAnimations(in: l) }
        for l in layers { l.speed = 1; l.timeOffset = 0; l.beginTime = 0 }
    }

    private func adoptExtraLayers() {
        guard let ctx = context else { return }
        for v in ctx.extraScrubbedViews where !layers.contains(where: { $0 === v.layer }) {
            v.layer.speed = layers.first?.speed ?? 0
            v.layer.timeOffset = layers.first?.timeOffset ?? 0
            v.layer.beginTime = layers.first?.beginTime ?? 0
            layers.append(v.layer)
        }
    }

    private static func removeAnimations(in layer: CALayer) {
        layer.removeAllAnimations()
        for s in layer.sublayers ?? [] { removeAnimations(in: s) }
    }
}
