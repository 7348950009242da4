import Foundation
@_spi(Testing) import OpenQuartzCore

extension UIViewController {
    /// `dismiss(animated:completion:)`: finds what to dismiss and starts on the next turn.
    ///
    /// Sent to a presenter, it dismisses the controller it presented and everything above it (only
    /// the top-most animates; the ones between are removed without animation, as UIKit documents).
    /// Sent to a presented controller that presents nothing, its presenter dismisses it. With
    /// nothing to dismiss it records a warning and calls `completion` at once.
    func scheduleDismissal(animated: Bool, completion: (@MainActor () -> Void)?) {
        trace(self, "dismiss(animated: \(animated))")
        // The controller whose presented chain is dismissed.
        var presenter: UIViewController?
        var vc: UIViewController? = self
        while let c = vc {
            if c.presentedViewController != nil { presenter = c; break }
            if let p = c.presentingViewController, p.presentedViewController === c { presenter = p; break }
            vc = c.parent
        }
        guard let presenter, let bottom = presenter.presentedViewController else {
            // UIKit silently ignores this; the engine records it (misuse, Docs/Behaviour-vc.md).
            EngineDiagnostics.shared.warn("Attempt to dismiss from view controller \(uikitName(self)) which is neither presenting nor presented; nothing to dismiss.")
            completion?()
            return
        }
        var top = bottom
        while let next = top.presentedViewController { top = next }
        if presenter._activeTransition != nil || top._activeTransition != nil || bottom._activeTransition != nil {
            MainRunLoop.perform {
                // UIKit drops a dismissal requested while a transition runs; so does the engine
                // unless the presentation it overlaps has finished by the next turn.
                if presenter.presentedViewController === bottom && presenter._activeTransition == nil
                    && top._activeTransition == nil && bottom._activeTransition == nil {
                    presenter.startDismissal(bottom: bottom, animated: animated, completion: completion)
                } else {
                    EngineDiagnostics.shared.warn("Attempt to dismiss from view controller \(uikitName(presenter)) while a presentation or dismiss is in progress!")
                }
            }
            return
        }
        MainRunLoop.perform {
            guard presenter.presentedViewController === bottom else { completion?(); return }
            if presenter._activeTransition != nil || bottom._activeTransition != nil {
                // The presentation requested in the same turn has just started: UIKit drops the
                // overlapping dismissal.
                EngineDiagnostics.shared.warn("Attempt to dismiss from view controller \(uikitName(presenter)) while a presentation or dismiss is in progress!")
                return
            }
            presenter.startDismissal(bottom: bottom, animated: animated, completion: completion)
        }
    }

    /// The dismissal of `bottom` (presented by self) and everything above it.
    func startDismissal(bottom: UIViewController, animated: Bool, completion: (@MainActor () -> Void)?) {
        var chain: [UIViewController] = [bottom]
        while let next = chain.last!.presentedViewController { chain.append(next) }
        let top = chain.last!
        guard let pc = top._presentationController, let container = pc._containerView else {
            unlinkPresentation(bottom); completion?(); return
        }
        // Controllers between self and the top leave without animation.
        for mid in chain.dropLast().reversed() { removeIntermediate(mid) }
        let delegate = top.transitioningDelegate
        var animator: UIViewControllerAnimatedTransitioning?
        if animated || pc.presentationStyle == .custom, let delegate {
            trace(delegate, "animationController(forDismissed:)")
            animator = delegate.animationController(forDismissed: top)
        }
        var interactor: UIViewControllerInteractiveTransitioning?
        if let animator, animated, let delegate {
            trace(delegate, "interactionControllerForDismissal(using:)")
            interactor = delegate.interactionControllerForDismissal(using: animator)
        }
        let removes = bottom._presentationController?.shouldRemovePresentersView ?? false
        let ctx = TransitionContext(kind: "dismiss", containerView: container, isAnimated: animated,
                                    presentationStyle: pc.presentationStyle,
                                    animator: animator ?? BuiltInModalAnimator(isPresenting: false, style: top.modalTransitionStyle),
                                    interactor: interactor)
        ctx.controllers = [.from: top, .to: self]
        ctx.views[.from] = pc.presentedView
        let presenterView = viewIfLoaded
        if removes, let v = presenterView { ctx.views[.to] = v }
        let presentedFrame = pc.presentedView.map { $0.superview === container ? $0.frame : pc.frameOfPresentedViewInContainerView } ?? .zero
        ctx.initialFrames[ObjectIdentifier(top)] = presentedFrame
        ctx.finalFrames[ObjectIdentifier(top)] = .zero
        if removes {
            ctx.initialFrames[ObjectIdentifier(self)] = .zero
            ctx.finalFrames[ObjectIdentifier(self)] = container.bounds
        } else if let v = presenterView, v.window != nil {
            let f = v.convert(v.bounds, to: container)
            ctx.initialFrames[ObjectIdentifier(self)] = f
            ctx.finalFrames[ObjectIdentifier(self)] = f
        }
        top.isBeingDismissed = true
        _activeTransition = ctx
        top._activeTransition = ctx
        ctx.onComplete = { [self] completed in
            finishDismissal(chain: chain, pc: pc, ctx: ctx, removes: removes, completed: completed, completion: completion)
        }
        trace(pc, "dismissalTransitionWillBegin()")
        pc.dismissalTransitionWillBegin()
        top.sendBeginAppearance(false, animated: animated)
        if removes { sendBeginAppearance(true, animated: animated) }
        trace(ctx.animator, "transitionDuration(using:)")
        _ = ctx.animator.transitionDuration(using: ctx)
        ctx.start()
    }

    /// Removes a controller in the middle of a dismissed chain without animation.
    private func removeIntermediate(_ vc: UIViewController) {
        if vc.isAppearingOrAppeared {
            vc.sendBeginAppearance(false, animated: false)
            vc.sendEndAppearance()
        }
        if let pc = vc._presentationController {
            trace(pc, "dismissalTransitionWillBegin()")
            pc.dismissalTransitionWillBegin()
            pc._containerView?.isHidden = true
        }
    }

    /// UIKit's clean-up after `completeTransition(_:)` of a dismissal.
    func finishDismissal(chain: [UIViewController], pc: UIPresentationController, ctx: TransitionContext,
                         removes: Bool, completed: Bool, completion: (@MainActor () -> Void)?) {
        let top = chain.last!
        if completed {
            if removes, let v = viewIfLoaded, let record = chain[0]._presentationRecord { restorePresenterView(v, record: record) }
            if removes { sendEndAppearance() }
            top.sendEndAppearance()
        } else {
            // Cancelled (§6.3): the controller that was appearing disappears first, then the one
            // that was disappearing reappears.
            if removes, let v = viewIfLoaded, v.superview === pc._containerView { v.removeFromSuperview() }
            if removes {
                sendBeginAppearance(false, animated: ctx.isAnimated)
                sendEndAppearance()
            }
            top.sendBeginAppearance(true, animated: ctx.isAnimated)
            top.sendEndAppearance()
        }
        top.isBeingDismissed = false
        trace(pc, "dismissalTransitionDidEnd(\(completed))")
        pc.dismissalTransitionDidEnd(completed)
        _activeTransition = nil
        top._activeTransition = nil
        if completed {
            for vc in chain.reversed() {
                if let p = vc._presentationController {
                    if p !== pc {
                        trace(p, "dismissalTransitionDidEnd(true)")
                        p.dismissalTransitionDidEnd(true)
                    }
                    p._containerView?.presentationController = nil   // no layout callbacks after the end
                    p._containerView?.removeFromSuperview()
                    p._containerView = nil
                }
                vc.viewIfLoaded?.removeFromSuperview()
                unlinkPresentation(vc)
            }
        }
        ctx.finish(didComplete: completed, beforeAnimationEnded: completed ? completion : nil)
        TransitionInvariants.check(after: completed ? "dismissal" : "cancelled dismissal")
        modalTransitionDidEnd()
        top.modalTransitionDidEnd()
    }

    func unlinkPresentation(_ vc: UIViewController) {
        if let p = vc.presentingViewController, p.presentedViewController === vc { p.presentedViewController = nil }
        vc._presentingViewController = nil
        vc._presentationController = nil
        vc._presentationRecord = nil
        vc._adaptedPopover = nil
    }
}
