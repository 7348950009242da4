import Foundation

/// Plans a modal dismissal: `dismiss(animated:completion:)` after its run-loop turn.
///
/// Sent to a presenter, the dismissal removes everything it presented: only the top-most
/// controller animates; the ones between leave without animation, as UIKit documents. The plan:
/// the top controller's presentation controller and container, the delegate's animator for the
/// dismissal (else the built-in one) and interaction controller, and the appearance owed (the
/// presenter's only when its view was removed). A sheet's drag-to-dismiss passes its
/// `dragInteraction`: the interaction controller when the delegate gives none, and the delegate's
/// `presentationControllerWillDismiss` once the coordinator answers.
@MainActor
enum DismissalPlanner {
    static func plan(
        presenter: UIViewController, bottom: UIViewController, animated: Bool,
        completion: (@MainActor () -> Void)?,
        dragInteraction: UIPercentDrivenInteractiveTransition? = nil
    ) -> TransitionPlan? {
        var chain: [UIViewController] = [bottom]
        while let next = chain.last!.presentedViewController { chain.append(next) }
        let top = chain.last!
        guard let pc = top._presentationController, let container = pc._containerView else {
            presenter.unlinkPresentation(bottom)
            completion?()
            return nil
        }
        // Controllers between the presenter and the top leave without animation.
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
        if animated, interactor == nil, let dragInteraction {
            interactor = dragInteraction
        }
        // iOS 18's preferred zoom, when no delegate animator takes precedence: interactive when
        // its pan started the dismissal.
        if animator == nil, animated, dragInteraction == nil {
            if let pending = ZoomDismissGesture.takePending(for: top) {
                animator = pending.zoom
                interactor = pending
            } else if let zoom = ZoomTransitionAnimator(
                zoomsIn: false, zoomed: top,
                source: top.zoomDismissalSource ?? presenter)
            {
                animator = zoom
            }
        }
        let removes = bottom._presentationController?.shouldRemovePresentersView ?? false
        var plan = TransitionPlan(
            kind: .dismiss, owner: presenter, from: top, to: presenter, containerView: container,
            animator: animator
                ?? BuiltInModalAnimator(
                    isPresenting: false, style: top.preferredModalTransitionStyle),
            interactor: interactor, presentationController: pc, isAnimated: animated,
            presentationStyle: pc.presentationStyle,
            appearance: OwedAppearance(from: true, to: removes, completedEndsToFirst: true),
            coordination: Coordination(releasedLate: [presenter, top]),
            invariantsLabel: { $0 ? "dismissal" : "cancelled dismissal" },
            completionHandler: completion)
        plan.views[.from] = pc.presentedView
        let presenterView = presenter.viewIfLoaded
        if removes, let v = presenterView { plan.views[.to] = v }
        let presentedFrame =
            pc.presentedView.map {
                $0.superview === container ? $0.frame : pc.frameOfPresentedViewInContainerView
            } ?? .zero
        plan.initialFrames[ObjectIdentifier(top)] = presentedFrame
        plan.finalFrames[ObjectIdentifier(top)] = .zero
        if removes {
            plan.initialFrames[ObjectIdentifier(presenter)] = .zero
            plan.finalFrames[ObjectIdentifier(presenter)] = container.bounds
        } else if let v = presenterView, v.window != nil {
            let f = v.convert(v.bounds, to: container)
            plan.initialFrames[ObjectIdentifier(presenter)] = f
            plan.finalFrames[ObjectIdentifier(presenter)] = f
        }
        top.isBeingDismissed = true
        plan.bookkeeping = bookkeeping(presenter: presenter, chain: chain, pc: pc, removes: removes)
        if dragInteraction != nil, let sheet = pc as? UISheetPresentationController {
            let willBegin = plan.bookkeeping.willBegin
            plan.bookkeeping.willBegin = { ctx in
                sheet.dragDismissalWillBegin()
                willBegin(ctx)
            }
        }
        return plan
    }

    /// Removes a controller in the middle of a dismissed chain without animation.
    private static func removeIntermediate(_ vc: UIViewController) {
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

    private static func bookkeeping(
        presenter: UIViewController, chain: [UIViewController],
        pc: UIPresentationController, removes: Bool
    ) -> TransitionBookkeeping {
        let top = chain.last!
        var steps = TransitionBookkeeping()
        steps.willBegin = { _ in
            trace(pc, "dismissalTransitionWillBegin()")
            pc.dismissalTransitionWillBegin()
        }
        steps.settleViews = { _, completed in
            guard removes, let v = presenter.viewIfLoaded else { return }
            if completed {
                if let record = chain[0]._presentationRecord {
                    presenter.restorePresenterView(v, record: record)
                }
            } else if v.superview === pc._containerView {
                v.removeFromSuperview()
            }
        }
        steps.didSettle = { _, completed in
            top.isBeingDismissed = false
            trace(pc, "dismissalTransitionDidEnd(\(completed))")
            pc.dismissalTransitionDidEnd(completed)
        }
        steps.afterRelease = { _, completed in
            guard completed else { return }
            for vc in chain.reversed() {
                if let p = vc._presentationController {
                    if p !== pc {
                        trace(p, "dismissalTransitionDidEnd(true)")
                        p.dismissalTransitionDidEnd(true)
                    }
                    // no layout callbacks after the end
                    p._containerView?.presentationController = nil
                    p._containerView?.removeFromSuperview()
                    p._containerView = nil
                }
                vc.viewIfLoaded?.removeFromSuperview()
                presenter.unlinkPresentation(vc)
            }
        }
        steps.afterEnd = { _ in
            presenter.modalTransitionDidEnd()
            top.modalTransitionDidEnd()
        }
        return steps
    }
}
