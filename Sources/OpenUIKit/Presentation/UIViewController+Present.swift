import Foundation
@_spi(Testing) import OpenQuartzCore

/// The state of one modal presentation, kept by the presentation controller's owner.
@MainActor
final class PresentationRecord {
    /// Where the presenter's view was before a presentation that removes it moved it into the
    /// container (restored after the dismissal, as UIKit does).
    weak var presenterSuperview: UIView?
    var presenterIndex = 0
    var presenterFrame: CGRect = .zero
    weak var source: UIViewController?
}

extension UIViewController {
    /// `present(_:animated:completion:)`: validates and links at once, starts on the next turn.
    func schedulePresentation(of presented: UIViewController, animated: Bool, completion: (@MainActor () -> Void)?) {
        trace(self, "present(\(uikitName(presented)), animated: \(animated))")
        // UIKit raises NSInvalidArgumentException for these three.
        precondition(presented !== self && !presented.isAncestorController(of: self),
                     "Application tried to present modally an active controller \(uikitName(presented)).")
        precondition(presented.parent == nil,
                     "Application tried to present modally a view controller \(uikitName(presented)) that has a parent view controller \(uikitName(presented.parent)).")
        precondition(presented.presentingViewController == nil,
                     "Application tried to present modally a view controller \(uikitName(presented)) that is already being presented by \(uikitName(presented.presentingViewController)).")
        let style = presented.modalPresentationStyle
        let presenter = presentingController(for: style)
        if presenter._activeTransition != nil && !(presenter._activeTransition?.hasCompleted ?? true) {
            EngineDiagnostics.shared.warn("Attempt to present \(uikitName(presented)) on \(uikitName(presenter)) while a presentation is in progress!")
            return
        }
        if let already = presenter.presentedViewController {
            EngineDiagnostics.shared.warn("Attempt to present \(uikitName(presented)) on \(uikitName(presenter)) which is already presenting \(uikitName(already))")
            return
        }
        presenter.presentedViewController = presented
        presented._presentingViewController = presenter
        presented.isBeingPresented = true
        let record = PresentationRecord()
        record.source = self
        MainRunLoop.perform { [weak presenter] in
            guard let presenter else { return }
            presenter.startPresentation(of: presented, source: self, record: record, animated: animated, completion: completion)
        }
    }

    /// The controller that will present a controller of `style` when `present` is sent to self:
    /// the context-defining ancestor for the context styles (else the root), otherwise the
    /// top-most ancestor; then the top of its presentation chain if that is on screen.
    func presentingController(for style: UIModalPresentationStyle) -> UIViewController {
        if style == .currentContext || style == .overCurrentContext {
            var vc: UIViewController? = self
            while let c = vc {
                if c.definesPresentationContext { return c }
                vc = c.parent ?? c.presentingViewController
            }
        }
        var top: UIViewController = self
        while let p = top.parent { top = p }
        return top
    }

    /// The presentation itself, run on the turn after `present`.
    func startPresentation(of presented: UIViewController, source: UIViewController, record: PresentationRecord,
                           animated: Bool, completion: (@MainActor () -> Void)?) {
        guard let presenterView = viewIfLoaded, let window = presenterView.window else {
            EngineDiagnostics.shared.warn("Attempt to present \(uikitName(presented)) on \(uikitName(self)) whose view is not in the window hierarchy.")
            presentedViewController = nil
            presented._presentingViewController = nil
            presented.isBeingPresented = false
            return
        }
        let delegate = presented.transitioningDelegate
        let requestedPC = makePresentationController(for: presented, source: source, delegate: delegate)
        let adaptation = adaptPresentation(requestedPC, presented: presented)
        let presented = adaptation.presented
        let pc = adaptation.presentationController
        let style = pc.presentationStyle
        presented._presentationController = pc

        // Container: the window for full-screen styles, over the context view otherwise.
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
        pc.presentingViewController = self

        // Animator, then interaction controller (only for a custom animator).
        var animator: UIViewControllerAnimatedTransitioning?
        if animated || style == .custom, let delegate {
            trace(delegate, "animationController(forPresented:presenting:source:)")
            animator = delegate.animationController(forPresented: presented, presenting: self, source: source)
        }
        var interactor: UIViewControllerInteractiveTransitioning?
        if let animator, animated, let delegate {
            trace(delegate, "interactionControllerForPresentation(using:)")
            interactor = delegate.interactionControllerForPresentation(using: animator)
        }
        // A popover shown as a popover fades in (engine choice, Docs/Behaviour-vc.md).
        let transitionStyle = pc is UIPopoverPresentationController
            ? .crossDissolve : source.contextTransitionStyle(default: presented.modalTransitionStyle)
        let ctx = TransitionContext(kind: "present", containerView: container, isAnimated: animated,
                                    presentationStyle: style,
                                    animator: animator ?? BuiltInModalAnimator(isPresenting: true, style: transitionStyle),
                                    interactor: interactor)
        let removes = pc.shouldRemovePresentersView
        ctx.controllers = [.from: self, .to: presented]
        ctx.views[.to] = pc.presentedView
        if removes {
            ctx.views[.from] = presenterView
            record.presenterSuperview = presenterView.superview
            record.presenterIndex = presenterView.superview?.subviews.firstIndex(where: { $0 === presenterView }) ?? 0
            record.presenterFrame = presenterView.frame
        }
        let fromFrame = presenterView.superview == nil ? container.bounds : presenterView.convert(presenterView.bounds, to: container)
        ctx.initialFrames[ObjectIdentifier(self)] = fromFrame
        ctx.finalFrames[ObjectIdentifier(self)] = removes ? .zero : fromFrame
        ctx.initialFrames[ObjectIdentifier(presented)] = .zero
        ctx.finalFrames[ObjectIdentifier(presented)] = pc.frameOfPresentedViewInContainerView
        _activeTransition = ctx
        presented._activeTransition = ctx
        ctx.onComplete = { [self] completed in
            finishPresentation(of: presented, pc: pc, ctx: ctx, record: record, completed: completed, completion: completion)
        }

        if removes {
            // UIKit relocates the presenter's view into the container for the transition.
            let frame = fromFrame
            container.insertSubview(presenterView, at: 0)
            presenterView.frame = frame
        }
        if let d = requestedPC.delegate {
            trace(d, "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)")
            d.presentationController(requestedPC, willPresentWithAdaptiveStyle: adaptation.style, transitionCoordinator: ctx)
        }
        trace(pc, "presentationTransitionWillBegin()")
        pc.presentationTransitionWillBegin()
        if removes { sendBeginAppearance(false, animated: animated) }
        presented.sendBeginAppearance(true, animated: animated)
        trace(ctx.animator, "transitionDuration(using:)")
        _ = ctx.animator.transitionDuration(using: ctx)
        ctx.start()
    }

    /// The transition style to use: the context's when a context-defining ancestor provides it.
    func contextTransitionStyle(default style: UIModalTransitionStyle) -> UIModalTransitionStyle {
        var vc: UIViewController? = self
        while let c = vc {
            if c.definesPresentationContext && c.providesPresentationContextTransitionStyle { return c.modalTransitionStyle }
            vc = c.parent
        }
        return style
    }

    /// Resolves the presentation controller of the requested style, before adaptation: the
    /// delegate's for `.custom`, else the built-in one (the one created by reading
    /// `presentationController` / `popoverPresentationController` beforehand, if any, so its delegate
    /// and settings are kept). `.automatic` is `.pageSheet`.
    func makePresentationController(for presented: UIViewController, source: UIViewController,
                                    delegate: UIViewControllerTransitioningDelegate?) -> UIPresentationController {
        var style = presented.modalPresentationStyle
        if style == .automatic { style = .pageSheet }
        if style == .custom {
            var pc: UIPresentationController?
            if let delegate {
                trace(delegate, "presentationController(forPresented:presenting:source:)")
                pc = delegate.presentationController(forPresented: presented, presenting: self, source: source)
            }
            let result = pc ?? UIPresentationController(presentedViewController: presented, presenting: self)
            result._style = .custom
            return result
        }
        if let existing = presented._presentationController, existing._style == style {
            existing.presentingViewController = self
            return existing
        }
        let pc = UIViewController.makeBuiltInPresentationController(for: presented, style: style, presenting: self)
        if let old = presented._presentationController { pc.delegate = old.delegate }
        return pc
    }

    /// The built-in presentation controller of a (non-custom) style; `.automatic` is `.pageSheet`.
    static func makeBuiltInPresentationController(for presented: UIViewController, style requested: UIModalPresentationStyle,
                                                  presenting: UIViewController?) -> UIPresentationController {
        let style = requested == .automatic ? .pageSheet : requested
        let pc: UIPresentationController
        switch style {
        case .fullScreen: pc = FullScreenPresentationController(presentedViewController: presented, presenting: presenting)
        case .overFullScreen: pc = OverFullScreenPresentationController(presentedViewController: presented, presenting: presenting)
        case .currentContext: pc = CurrentContextPresentationController(presentedViewController: presented, presenting: presenting)
        case .overCurrentContext: pc = OverCurrentContextPresentationController(presentedViewController: presented, presenting: presenting)
        case .none: pc = UIPresentationController(presentedViewController: presented, presenting: presenting)
        case .popover: pc = UIPopoverPresentationController(presentedViewController: presented, presenting: presenting)
        default: pc = UISheetPresentationController(presentedViewController: presented, presenting: presenting)
        }
        pc._style = style
        return pc
    }

    /// UIKit's clean-up after `completeTransition(_:)` of a presentation.
    func finishPresentation(of presented: UIViewController, pc: UIPresentationController, ctx: TransitionContext,
                            record: PresentationRecord, completed: Bool, completion: (@MainActor () -> Void)?) {
        let removes = pc.shouldRemovePresentersView
        let presenterView = viewIfLoaded
        if completed {
            if removes, let v = presenterView, v.superview === pc.containerView { v.removeFromSuperview() }
            presented.sendEndAppearance()
            if removes { sendEndAppearance() }
        } else {
            // Cancelled: the presenter's view goes back; appearance is reversed (§6.3).
            if removes, let v = presenterView { restorePresenterView(v, record: record) }
            presented.sendBeginAppearance(false, animated: ctx.isAnimated)
            presented.sendEndAppearance()
            if removes {
                sendBeginAppearance(true, animated: ctx.isAnimated)
                sendEndAppearance()
            }
            pc._containerView?.presentationController = nil
            pc._containerView?.removeFromSuperview()
            presentedViewController = nil
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
        _activeTransition = nil
        presented._activeTransition = nil
        ctx.finish(didComplete: completed, beforeAnimationEnded: completed ? completion : nil)
        TransitionInvariants.check(after: completed ? "presentation" : "cancelled presentation")
        modalTransitionDidEnd()
        presented.modalTransitionDidEnd()
    }

    func restorePresenterView(_ v: UIView, record: PresentationRecord) {
        guard let sv = record.presenterSuperview else { v.removeFromSuperview(); return }
        sv.insertSubview(v, at: min(record.presenterIndex, sv.subviews.count))
        v.frame = record.presenterFrame
    }
}
