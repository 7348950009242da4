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
    /// `present(_:animated:completion:)`: validates, links and asks for the presentation controller
    /// at once; the `PresentationPlanner` plans the rest on the next turn and the driver runs it.
    func schedulePresentation(
        of presented: UIViewController, animated: Bool, completion: (@MainActor () -> Void)?
    ) {
        trace(self, "present(\(uikitName(presented)), animated: \(animated))")
        // UIKit raises NSInvalidArgumentException for these three.
        precondition(
            presented !== self && !presented.isAncestorController(of: self),
            "Application tried to present modally an active controller \(uikitName(presented)).")
        precondition(
            presented.parent == nil,
            "Application tried to present modally a view controller \(uikitName(presented)) that has a parent view controller \(uikitName(presented.parent))."
        )
        precondition(
            presented.presentingViewController == nil,
            "Application tried to present modally a view controller \(uikitName(presented)) that is already being presented by \(uikitName(presented.presentingViewController))."
        )
        let style = presented.modalPresentationStyle
        let presenter = presentingController(for: style)
        if let running = presenter.runningTransition, !running.hasCompleted {
            EngineDiagnostics.shared.warn(
                "Attempt to present \(uikitName(presented)) on \(uikitName(presenter)) while a presentation is in progress!"
            )
            return
        }
        if let already = presenter.presentedViewController {
            EngineDiagnostics.shared.warn(
                "Attempt to present \(uikitName(presented)) on \(uikitName(presenter)) which is already presenting \(uikitName(already))"
            )
            return
        }
        presenter.presentedViewController = presented
        presented._presentingViewController = presenter
        presented.isBeingPresented = true
        // The presentation controller is asked for now, before `present` returns, and the presented
        // controller keeps it: Apple's sample makes it its own (weak) transitioning delegate and
        // lets go of it when `present` returns.
        let requested = presenter.makePresentationController(
            for: presented, source: self, delegate: presented.transitioningDelegate)
        presented._presentationController = requested
        let record = PresentationRecord()
        record.source = self
        MainRunLoop.perform { [weak presenter] in
            guard let presenter else { return }
            guard
                let plan = PresentationPlanner.plan(
                    presenter: presenter, presented: presented, source: self,
                    requestedController: requested, record: record,
                    animated: animated, completion: completion)
            else { return }
            TransitionDriver.run(plan)
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

    /// The transition style to use: the context's when a context-defining ancestor provides it.
    func contextTransitionStyle(default style: UIModalTransitionStyle) -> UIModalTransitionStyle {
        var vc: UIViewController? = self
        while let c = vc {
            if c.definesPresentationContext && c.providesPresentationContextTransitionStyle {
                return c.modalTransitionStyle
            }
            vc = c.parent
        }
        return style
    }

    /// Resolves the presentation controller of the requested style, before adaptation: the
    /// delegate's for `.custom`, else the built-in one (the one created by reading
    /// `presentationController` / `popoverPresentationController` beforehand, if any, so its delegate
    /// and settings are kept). `.automatic` is `.pageSheet`.
    func makePresentationController(
        for presented: UIViewController, source: UIViewController,
        delegate: UIViewControllerTransitioningDelegate?
    ) -> UIPresentationController {
        var style = presented.modalPresentationStyle
        // `.automatic` is a page sheet, or full screen for iOS 18's zoom (engine choice).
        if style == .automatic {
            let zooms =
                presented.preferredTransition?.zoomRuns(zoomed: presented, source: source) ?? false
            style = zooms ? .fullScreen : .pageSheet
        }
        if style == .custom {
            var pc: UIPresentationController?
            if let delegate {
                trace(delegate, "presentationController(forPresented:presenting:source:)")
                pc = delegate.presentationController(
                    forPresented: presented, presenting: self, source: source)
            }
            let result =
                pc ?? UIPresentationController(presentedViewController: presented, presenting: self)
            result._style = .custom
            return result
        }
        if let existing = presented._presentationController, existing._style == style {
            existing.presentingViewController = self
            return existing
        }
        let pc = UIViewController.makeBuiltInPresentationController(
            for: presented, style: style, presenting: self)
        if let old = presented._presentationController { pc.delegate = old.delegate }
        return pc
    }

    /// The built-in presentation controller of a (non-custom) style; `.automatic` is `.pageSheet`.
    static func makeBuiltInPresentationController(
        for presented: UIViewController, style requested: UIModalPresentationStyle,
        presenting: UIViewController?
    ) -> UIPresentationController {
        let style = requested == .automatic ? .pageSheet : requested
        let pc: UIPresentationController
        switch style {
        case .fullScreen:
            pc = FullScreenPresentationController(
                presentedViewController: presented, presenting: presenting)
        case .overFullScreen:
            pc = OverFullScreenPresentationController(
                presentedViewController: presented, presenting: presenting)
        case .currentContext:
            pc = CurrentContextPresentationController(
                presentedViewController: presented, presenting: presenting)
        case .overCurrentContext:
            pc = OverCurrentContextPresentationController(
                presentedViewController: presented, presenting: presenting)
        case .none:
            pc = UIPresentationController(
                presentedViewController: presented, presenting: presenting)
        case .popover:
            pc = UIPopoverPresentationController(
                presentedViewController: presented, presenting: presenting)
        default:
            pc = UISheetPresentationController(
                presentedViewController: presented, presenting: presenting)
        }
        pc._style = style
        return pc
    }

    /// Puts the presenter's view back where it was before a presentation moved it into the
    /// container (after a dismissal, or a cancelled presentation).
    func restorePresenterView(_ v: UIView, record: PresentationRecord) {
        guard let sv = record.presenterSuperview else {
            v.removeFromSuperview()
            return
        }
        sv.insertSubview(v, at: min(record.presenterIndex, sv.subviews.count))
        v.frame = record.presenterFrame
    }
}
