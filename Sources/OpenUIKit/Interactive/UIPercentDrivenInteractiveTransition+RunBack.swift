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
        // Held by the context until the transition ends, as in `runBackAlongside`: the
        // navigation controller may let go of it first, and the layers' time must run again.
        ctx.animate(alongsideTransition: nil) { _ in
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

extension UIPercentDrivenInteractiveTransition {
    /// Runs the animations registered alongside `ctx` outside its container (the navigation
    /// bar's, the toolbar's) back from where they stand to their start, linearly in layer time
    /// over the time they had run, so each retraces its own curve as a reversed property
    /// animator does; the layers' time runs normally again when the transition ends. Used when
    /// an interruptible animator is reversed (its own animations run back in it). Returns false
    /// when none of those layers has an animation running.
    func runBackAlongside(_ ctx: TransitionContext) -> Bool {
        var found: [CALayer] = []
        for v in ctx.extraScrubbedViews where !found.contains(where: { $0 === v.layer }) {
            found.append(v.layer)
        }
        func begins(_ l: CALayer) -> [CFTimeInterval] {
            l.attachedAnimations.filter { $0.repeatCount.isFinite }.map(\.beginTime)
                + (l.sublayers ?? []).flatMap(begins)
        }
        guard let first = found.first,
            let start = found.flatMap(begins).min()
        else { return false }
        let local = first.convertTime(CACurrentMediaTime(), from: nil)
        guard start < local else { return false }
        context = ctx
        layers = found
        completionCurve = .linear
        for l in layers {
            l.speed = 0
            l.timeOffset = local
        }
        // Held by the context until the transition ends (the navigation controller lets go of
        // it first), so the layers' time always runs normally again.
        ctx.animate(alongsideTransition: nil) { _ in
            self.stopCompletionLink()
            for l in self.layers {
                l.speed = 1
                l.timeOffset = 0
                l.beginTime = 0
            }
            self.layers.removeAll()
        }
        runLayerTime(from: local, to: start, over: local - start) {}
        return true
    }
}
