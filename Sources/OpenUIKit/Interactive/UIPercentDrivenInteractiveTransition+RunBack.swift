import Foundation

extension UIPercentDrivenInteractiveTransition {
    /// Runs a running non-interactive transition back from where it stands (an animator with
    /// Core Animation animations and no interaction controller): the container's layers and
    /// those registered alongside stop at the present time, the transition is paused and
    /// cancelled, and their time runs back to the transition's start with `completionCurve` over
    /// the time it had run, divided by `completionSpeed`; then it ends cancelled, as `cancel()`
    /// ends a scrubbed one. How iOS 26's interrupted navigation transitions run back
    /// (`UINavigationController+Interruption.swift`). Returns false when the to view has no
    /// running animation (the time the transition began is read from it).
    func runBack(_ ctx: TransitionContext) -> Bool {
        let container = ctx.containerView.layer
        let local = container.convertTime(CACurrentMediaTime(), from: nil)
        // The transition began when the animator's animations on its to view did.
        guard let toLayer = ctx.view(forKey: .to)?.layer,
            let start = toLayer.attachedAnimations.filter({ $0.repeatCount.isFinite })
                .map(\.beginTime).min(),
            start < local
        else { return false }
        context = ctx
        duration = CGFloat(ctx.animator.transitionDuration(using: ctx))
        layers = [container]
        for v in ctx.extraScrubbedViews where !layers.contains(where: { $0 === v.layer }) {
            layers.append(v.layer)
        }
        for l in layers {
            l.speed = 0
            l.timeOffset = local
        }
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
        if duration > 0 { percentComplete = min(1, max(0, CGFloat(local - start) / duration)) }
        ctx.pauseInteractiveTransition()
        interactionEnded = true
        ctx.cancelInteractiveTransition()
        let s = Double(completionSpeedForUse)
        runLayerTime(from: local, to: start, over: (local - start) / s) { [weak self] in
            self?.endCancelled()
        }
        return true
    }
}
