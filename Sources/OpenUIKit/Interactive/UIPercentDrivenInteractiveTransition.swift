import Foundation

/// Drives an animator's Core Animation animations from a percentage, as UIKit's
/// `UIPercentDrivenInteractiveTransition`.
///
/// The standard recipe: `startInteractiveTransition` freezes the container's layer time
/// (`speed = 0`) and calls the animator's `animateTransition`; `update(_:)` sets the layer's
/// `timeOffset` to `percent × duration` (linear while scrubbing, as Apple documents); `finish()`
/// runs the layer time on to the end with `completionCurve` over `(1 − p) · duration /
/// completionSpeed`; `cancel()` runs it back to 0 with `completionCurve` over
/// `p · duration / completionSpeed`, then removes the animations so the animator's completion runs
/// with `transitionWasCancelled == true`. Views registered with `animateAlongsideTransition(in:…)`
/// are scrubbed the same way. When the animator vends an interruptible animator, that animator is
/// scrubbed through `fractionComplete` and continued (or reversed) with `timingCurve`, or
/// `completionCurve` when `timingCurve` is nil. Subclasses must call super in every override, as
/// in UIKit.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning
{
    weak var context: TransitionContext?
    /// The layers whose time is scrubbed (the container's, and those of views registered with
    /// `animateAlongsideTransition(in:…)` outside it).
    var layers: [CALayer] = []
    /// The display link running the layer time after `finish()` or `cancel()`.
    var completionLink: CADisplayLink?
    /// The animator's interruptible animator when it vends one (then it is scrubbed instead of
    /// the container's layer time).
    var interruptible: UIViewImplicitlyAnimating?
    /// Whether `finish()` or `cancel()` was called since the transition started.
    var interactionEnded = false

    /// Whether the transition is running without interaction: started with
    /// `wantsInteractiveStart == false` and neither paused, finished nor cancelled since.
    var runsWithoutInteraction: Bool {
        guard let context else { return false }
        return !context.isInteractive && !interactionEnded
    }

    /// The animator's duration when the transition started, in seconds (0 before).
    public internal(set) var duration: CGFloat = 0
    /// The last value passed to `update(_:)`, 0…1.
    public internal(set) var percentComplete: CGFloat = 0
    /// Speed of the non-interactive completion; must be > 0 (smaller values are treated as
    /// 0.0001). Default 1: the completion takes `(1 − percentComplete) · duration` on finish and
    /// `percentComplete · duration` on cancel, divided by this speed.
    open var completionSpeed: CGFloat = 1
    /// The curve of the non-interactive completion after `finish()` or `cancel()`. Default
    /// `.easeInOut`, as in UIKit (scrubbing itself is linear). The remaining layer time (or the
    /// interruptible animator's remaining progress) follows this curve from where the interaction
    /// left it to the end (finish) or the start (cancel).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing curve an interruptible animator continues with after `finish()` or `cancel()`,
    /// as UIKit's `timingCurve` (iOS 10+). Default nil: `completionCurve` is used. Ignored when the
    /// animator vends no interruptible animator, as Apple documents.
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts interactively. Default true. When false, the transition runs
    /// at once, at `completionSpeed`, with the animations' own timing (no completion curve);
    /// `pause()` makes it interactive, as Apple documents, and `cancel()` runs it back from where
    /// it is.
    open var wantsInteractiveStart = true

    /// Creates an interaction controller; `duration` and `percentComplete` are 0 until it starts.
    public override init() { super.init() }

    /// Freezes the container's layer time and starts the animator.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    {
        guard let ctx = transitionContext as? TransitionContext else {
            preconditionFailure(
                "UIPercentDrivenInteractiveTransition needs a context created by UIKit")
        }
        context = ctx
        interactionEnded = false
        duration = CGFloat(ctx.animator.transitionDuration(using: ctx))
        if let animator = ctx.animator.vendedInterruptibleAnimator(using: ctx) {
            // Interruptible: UIKit drives the vended animator (paused, scrubbed by
            // fractionComplete, continued on finish or reversed on cancel); `animateTransition`
            // is not called (engine choice; UIKit's behaviour is unconfirmed).
            trace(ctx.animator, "interruptibleAnimator(using:)")
            interruptible = animator
            if wantsInteractiveStart {
                animator.pauseAnimation()
            } else {
                ctx.finishInteractiveTransition()
                animator.continueAnimation(
                    withTimingParameters: nil, durationFactor: 1 / completionSpeedForUse)
            }
            return
        }
        layers = [ctx.containerView.layer]
        for l in layers {
            l.speed = 0
            l.timeOffset = 0
        }
        // Layer time goes back to normal once the transition is over.
        ctx.animate(alongsideTransition: nil) { [weak self] _ in
            guard let self else { return }
            self.stopCompletionLink()
            for l in self.layers {
                l.speed = 1
                l.timeOffset = 0
                l.beginTime = 0
            }
            self.layers.removeAll()
        }
        trace(ctx.animator, "animateTransition(using:)")
        ctx.animator.animateTransition(using: ctx)
        for v in ctx.extraScrubbedViews where !layers.contains(where: { $0 === v.layer }) {
            v.layer.speed = 0
            v.layer.timeOffset = 0
            layers.append(v.layer)
        }
        if !wantsInteractiveStart {
            ctx.finishInteractiveTransition()
            resumeLayerTime(at: 0)
        }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1). While a transition started
    /// with `wantsInteractiveStart == false` runs and has not been paused, it is not driven: Apple
    /// documents `pause()` as the call that stops it so that updates can drive it
    /// (Docs/Behaviour-vc.md).
    open func update(_ percentComplete: CGFloat) {
        guard !runsWithoutInteraction else { return }
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

    /// Pauses the transition where it is (a running completion stops): the interaction takes
    /// over again.
    open func pause() {
        if let a = interruptible, a.state == .active, a.isRunning {
            a.pauseAnimation()
            percentComplete = a.fractionComplete
        }
        if completionLink != nil {
            stopCompletionLink()
            if duration > 0, let offset = layers.first?.timeOffset {
                percentComplete = min(1, max(0, CGFloat(offset) / duration))
            }
        }
        for l in layers where l.speed != 0 {
            let now = l.convertTime(CACurrentMediaTime(), from: nil)
            l.speed = 0
            l.timeOffset = now
            if l === layers.first, duration > 0 {
                percentComplete = min(1, max(0, CGFloat(now) / duration))
            }
        }
        interactionEnded = false
        context?.pauseInteractiveTransition()
    }

    /// Lets the transition finish from the current percentage: the rest runs with
    /// `completionCurve` (or `timingCurve` for an interruptible animator) over
    /// `(1 − percentComplete) · duration / completionSpeed`.
    open func finish() {
        interactionEnded = true
        stopCompletionLink()
        adoptExtraLayers()
        context?.finishInteractiveTransition()
        let s = completionSpeedForUse
        if let a = interruptible {
            a.isReversed = false
            a.continueAnimation(
                withTimingParameters: continuationTiming, durationFactor: (1 - percentComplete) / s)
            return
        }
        let from = layers.first?.timeOffset ?? Double(percentComplete * duration)
        let end = Double(duration)
        runLayerTime(from: from, to: end, over: max(0, end - from) / Double(s)) { [weak self] in
            self?.resumeLayerTime(at: end)
        }
    }

    /// Runs the transition back to its start with `completionCurve` (or `timingCurve` for an
    /// interruptible animator) over `percentComplete · duration / completionSpeed`, then ends it
    /// cancelled. A transition running without interaction (`wantsInteractiveStart == false`,
    /// not paused) is paused where it is first, then runs back from there.
    open func cancel() {
        if runsWithoutInteraction { pause() }
        interactionEnded = true
        stopCompletionLink()
        adoptExtraLayers()
        context?.cancelInteractiveTransition()
        let s = completionSpeedForUse
        if let a = interruptible {
            a.isReversed = true
            a.continueAnimation(
                withTimingParameters: continuationTiming, durationFactor: percentComplete / s)
            return
        }
        let from = layers.first?.timeOffset ?? Double(percentComplete * duration)
        runLayerTime(from: from, to: 0, over: max(0, from) / Double(s)) { [weak self] in
            self?.endCancelled()
        }
    }

    /// `completionSpeed`, kept above 0 so that durations stay finite.
    var completionSpeedForUse: CGFloat {
        completionSpeed.isFinite ? max(completionSpeed, 0.000_1) : 1
    }

    /// The timing an interruptible animator continues with: `timingCurve`, else `completionCurve`.
    var continuationTiming: UITimingCurveProvider {
        timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
    }

    func adoptExtraLayers() {
        guard let ctx = context else { return }
        for v in ctx.extraScrubbedViews where !layers.contains(where: { $0 === v.layer }) {
            v.layer.speed = layers.first?.speed ?? 0
            v.layer.timeOffset = layers.first?.timeOffset ?? 0
            v.layer.beginTime = layers.first?.beginTime ?? 0
            layers.append(v.layer)
        }
    }
}
