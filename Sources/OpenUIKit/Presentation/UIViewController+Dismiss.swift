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
            if c.presentedViewController != nil {
                presenter = c
                break
            }
            if let p = c.presentingViewController, p.presentedViewController === c {
                presenter = p
                break
            }
            vc = c.parent
        }
        guard let presenter, let bottom = presenter.presentedViewController else {
            // UIKit silently ignores this; the engine records it (misuse, Docs/Behaviour-vc.md).
            EngineDiagnostics.shared.warn(
                "Attempt to dismiss from view controller \(uikitName(self)) which is neither presenting nor presented; nothing to dismiss."
            )
            completion?()
            return
        }
        var top = bottom
        while let next = top.presentedViewController { top = next }
        // A zoom presentation still running runs back instead (iOS 18's zoom is interruptible);
        // the completion runs when it is back.
        if top === bottom, let running = top.runningTransition, top.reverseRunningZoomIn() {
            running.animate(alongsideTransition: nil) { _ in completion?() }
            return
        }
        if presenter.runningTransition != nil || top.runningTransition != nil
            || bottom.runningTransition != nil
        {
            MainRunLoop.perform {
                // UIKit drops a dismissal requested while a transition runs; so does the engine
                // unless the presentation it overlaps has finished by the next turn.
                if presenter.presentedViewController === bottom
                    && presenter.runningTransition == nil
                    && top.runningTransition == nil && bottom.runningTransition == nil
                {
                    presenter.startDismissal(
                        bottom: bottom, animated: animated, completion: completion)
                } else {
                    EngineDiagnostics.shared.warn(
                        "Attempt to dismiss from view controller \(uikitName(presenter)) while a presentation or dismiss is in progress!"
                    )
                }
            }
            return
        }
        MainRunLoop.perform {
            guard presenter.presentedViewController === bottom else {
                completion?()
                return
            }
            if presenter.runningTransition != nil || bottom.runningTransition != nil {
                // The presentation requested in the same turn has just started: UIKit drops the
                // overlapping dismissal.
                EngineDiagnostics.shared.warn(
                    "Attempt to dismiss from view controller \(uikitName(presenter)) while a presentation or dismiss is in progress!"
                )
                return
            }
            presenter.startDismissal(bottom: bottom, animated: animated, completion: completion)
        }
    }

    /// The dismissal of `bottom` (presented by self) and everything above it: planned by the
    /// `DismissalPlanner` and run by the driver. A sheet's drag passes its `dragInteraction`.
    func startDismissal(
        bottom: UIViewController, animated: Bool, completion: (@MainActor () -> Void)?,
        dragInteraction: UIPercentDrivenInteractiveTransition? = nil
    ) {
        guard
            let plan = DismissalPlanner.plan(
                presenter: self, bottom: bottom, animated: animated, completion: completion,
                dragInteraction: dragInteraction)
        else { return }
        TransitionDriver.run(plan)
    }

    /// Cuts the presentation links of `vc` once its dismissal is over.
    func unlinkPresentation(_ vc: UIViewController) {
        if let p = vc.presentingViewController, p.presentedViewController === vc {
            p.presentedViewController = nil
        }
        vc._presentingViewController = nil
        vc._presentationController = nil
        vc._presentationRecord = nil
        vc._adaptedPopover = nil
    }
}
