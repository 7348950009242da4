import Foundation
@_spi(Testing) import OpenQuartzCore

/// Plans a modal presentation: `present(_:animated:completion:)` after its run-loop turn.
///
/// The plan: the adapted presentation controller and its container view (the window for
/// full-screen styles, over the context view otherwise), the delegate's animator (else the
/// built-in one of the transition style) and interaction controller, the frames of UIKit-semantics.md §4.4, and the
/// appearance owed (the presenter's only when its view is removed).
@MainActor
enum PresentationPlanner {
    static func plan(
        presenter: UIViewController, presented requested: UIViewController,
        source: UIViewController,
        requestedController: UIPresentationController, record: PresentationRecord,
        animated: Bool, completion: (@MainActor () -> Void)?
    ) -> TransitionPlan? {
        guard let presenterView = presenter.viewIfLoaded, let window = presenterView.window else {
            EngineDiagnostics.shared.warn(
                "Attempt to present \(uikitName(requested)) on \(uikitName(presenter)) whose view is not in the window hierarchy."
            )
            presenter.presentedViewController = nil
            requested._presentingViewController = nil
            requested.isBeingPresented = false
            if requested._presentationController === requestedController,
                requestedController.presentationStyle == .custom
            {
                requested._presentationController = nil
            }
            return nil
        }
        let delegate = requested.transitioningDelegate
        let adaptation = presenter.adaptPresentation(requestedController, presented: requested)
        let presented = adaptation.presented
        let pc = adaptation.presentationController
        let style = pc.presentationStyle
        presented._presentationController = pc

        let container = makeContainer(for: pc, presenterView: presenterView, window: window)
        pc.presentingViewController = presenter

        // Animator, then interaction controller (only for a custom animator).
        var animator: UIViewControllerAnimatedTransitioning?
        if animated || style == .custom, let delegate {
            trace(delegate, "animationController(forPresented:presenting:source:)")
            animator = delegate.animationController(
                forPresented: presented, presenting: presenter, source: source)
        }
        var interactor: UIViewControllerInteractiveTransitioning?
        if let animator, animated, let delegate {
            trace(delegate, "interactionControllerForPresentation(using:)")
            interactor = delegate.interactionControllerForPresentation(using: animator)
        }
        // iOS 18's preferred zoom, when no delegate animator takes precedence.
        if animator == nil, animated,
            let zoom = ZoomTransitionAnimator(zoomsIn: true, zoomed: presented, source: source)
        {
            animator = zoom
            ZoomDismissGesture.install(on: presented)
        }
        // A popover shown as a popover fades in (engine choice, Docs/Behaviour-vc.md); a preferred
        // modal transition (iOS 18) stands for the modal transition style.
        let transitionStyle =
            pc is UIPopoverPresentationController
            ? .crossDissolve
            : source.contextTransitionStyle(default: presented.preferredModalTransitionStyle)

        let removes = pc.shouldRemovePresentersView
        let fromFrame =
            presenterView.superview == nil
            ? container.bounds : presenterView.convert(presenterView.bounds, to: container)
        if removes {
            record.presenterSuperview = presenterView.superview
            record.presenterIndex =
                presenterView.superview?.subviews.firstIndex(where: { $0 === presenterView }) ?? 0
            record.presenterFrame = presenterView.frame
        }
        var plan = TransitionPlan(
            kind: .present, owner: presenter, from: presenter, to: presented,
            containerView: container,
            animator: animator ?? BuiltInModalAnimator(isPresenting: true, style: transitionStyle),
            interactor: interactor, presentationController: pc, isAnimated: animated,
            presentationStyle: style,
            appearance: OwedAppearance(from: removes, to: true, completedEndsToFirst: true),
            coordination: Coordination(releasedLate: [presenter, presented]),
            invariantsLabel: { $0 ? "presentation" : "cancelled presentation" },
            completionHandler: completion)
        plan.views[.to] = pc.presentedView
        if removes { plan.views[.from] = presenterView }
        plan.initialFrames[ObjectIdentifier(presenter)] = fromFrame
        plan.finalFrames[ObjectIdentifier(presenter)] = removes ? .zero : fromFrame
        plan.initialFrames[ObjectIdentifier(presented)] = .zero
        plan.finalFrames[ObjectIdentifier(presented)] = pc.frameOfPresentedViewInContainerView
        plan.bookkeeping = bookkeeping(
            presenter: presenter, presented: presented, pc: pc,
            requestedController: requestedController, adaptedStyle: adaptation.style,
            record: record, fromFrame: fromFrame)
        return plan
    }

    /// The container: the window for full-screen styles, over the context view otherwise.
    private static func makeContainer(
        for pc: UIPresentationController, presenterView: UIView, window: UIWindow
    ) -> UITransitionView {
        let container = UITransitionView()
        container.presentationController = pc
        if pc.shouldPresentInFullscreen || presenterView.superview == nil {
            container.frame = window.bounds
            window.addSubview(container)
        } else {
            container.frame = presenterView.frame
            presenterView.superview!.insertSubview(container, aboveSubview: presenterView)
        }
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pc._containerView = container
        return container
    }

    private static func bookkeeping(
        presenter: UIViewController, presented: UIViewController, pc: UIPresentationController,
        requestedController: UIPresentationController, adaptedStyle: UIModalPresentationStyle,
        record: PresentationRecord, fromFrame: CGRect
    ) -> TransitionBookkeeping {
        var steps = TransitionBookkeeping()
        let removes = pc.shouldRemovePresentersView
        steps.willBegin = { ctx in
            if removes, let presenterView = presenter.viewIfLoaded {
                // UIKit relocates the presenter's view into the container for the transition.
                ctx.containerView.insertSubview(presenterView, at: 0)
                presenterView.frame = fromFrame
            }
            if let d = requestedController.delegate {
                trace(
                    d,
                    "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)")
                d.presentationController(
                    requestedController, willPresentWithAdaptiveStyle: adaptedStyle,
                    transitionCoordinator: ctx)
            }
            trace(pc, "presentationTransitionWillBegin()")
            pc.presentationTransitionWillBegin()
            // The to view is the presented view as it stands now: a presentation controller may
            // have wrapped it in presentationTransitionWillBegin (Apple's sample does).
            ctx.views[.to] = pc.presentedView
        }
        steps.settleViews = { ctx, completed in
            guard removes, let v = presenter.viewIfLoaded else { return }
            if completed {
                if v.superview === pc.containerView { v.removeFromSuperview() }
            } else {
                presenter.restorePresenterView(v, record: record)
            }
        }
        steps.didSettle = { _, completed in
            if !completed {
                pc._containerView?.presentationController = nil
                pc._containerView?.removeFromSuperview()
                presenter.presentedViewController = nil
                presented._presentingViewController = nil
            }
            presented.isBeingPresented = false
            trace(pc, "presentationTransitionDidEnd(\(completed))")
            pc.presentationTransitionDidEnd(completed)
            if completed {
                presented._presentationRecord = record
            } else {
                presented._presentationController = nil
                presented._adaptedPopover = nil
            }
        }
        steps.afterEnd = { _ in
            presenter.modalTransitionDidEnd()
            presented.modalTransitionDidEnd()
        }
        return steps
    }
}
