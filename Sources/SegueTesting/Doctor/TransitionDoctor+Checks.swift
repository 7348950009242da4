import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit

extension TransitionDoctor {
    /// The findings from the container as the animator left it at `completeTransition(_:)`.
    func check(
        _ completion: DoctorProbe.Completion, of transition: Transition, animatorName name: String,
        start: CFTimeInterval
    ) -> [DoctorFinding] {
        var findings: [DoctorFinding] = []
        func report(_ identifier: DoctorFinding.Identifier, _ message: String) {
            findings.append(
                DoctorFinding(identifier: identifier, message: message, transition: transition))
        }
        let cancelled = completion.wasCancelled
        if cancelled && completion.didComplete {
            report(
                .completesTrueAfterCancel,
                "\(name) called completeTransition(true) after the interaction was cancelled: UIKit then ends the transition as if it had finished, with the wrong controller on screen; pass !transitionContext.transitionWasCancelled"
            )
        }
        if !cancelled && completion.didComplete {
            if completion.toViewExists && !completion.toViewInContainer {
                report(
                    .toViewNotAdded,
                    "\(name) completed the \(transition.operation.rawValue) without the to-view in the container (never added, or removed before completeTransition(true)): the destination screen does not show; add transitionContext.view(forKey: .to) with transitionContext.containerView.addSubview(_:) before animating it, and leave it there"
                )
            }
            if completion.toViewInContainer, let frame = completion.toFrame,
                let expected = completion.expectedToFrame,
                !expected.isEmpty, !nearlyEqual(frame, expected)
            {
                report(
                    .finalFrameMismatch,
                    "\(name) left the to-view at \(rect(frame)), not at finalFrame(for:) \(rect(expected)): set toView.frame = transitionContext.finalFrame(for: toViewController) in the animations (the presentation controller or the container decides the final frame)"
                )
            }
            if completion.presentingViewInContainer {
                report(
                    .presentingViewAdded,
                    "\(name) added the presenting view to the container on a dismissal whose presentation controller leaves it in place (.\(transition.presentationStyle ?? presentationStyle), transitionContext.view(forKey: .to) is nil): on a .custom dismissal, do not add the presenting view to the container: UIKit leaves it in place, and the container, with what you added to it, is removed when the transition ends, so the screen goes black; animate it where it is, or add view(forKey: .to) only when it is not nil"
                )
            }
            if !transition.isForward, let left = completion.visibleFromView {
                report(
                    .fromViewLeftBehind,
                    "\(name) completed the \(transition.operation.rawValue) with the from-view still visible in the container (\(left)): remove it in the completion (fromView.removeFromSuperview()) before completeTransition(true)"
                )
            }
        } else if cancelled && !completion.didComplete && !completion.leftovers.isEmpty {
            report(
                .viewsLeftAfterCancel,
                "\(name) called completeTransition(false) with views it had added still in the container (\(completion.leftovers.joined(separator: ", "))): remove them when transitionContext.transitionWasCancelled is true, as Apple's samples do, so the screen is as it was"
            )
        }
        if transition.interaction == .none {
            let elapsed = completion.time - start
            let duration = completion.duration
            // One frame of slack: completions land on the clock's frames (60 Hz).
            let slack = 1.0 / 60
            let off =
                duration > 0
                ? abs(elapsed - duration) > durationTolerance * duration + slack
                : elapsed > 2 * slack
            if off {
                report(
                    .durationMismatch,
                    "the transition lasted \(seconds(elapsed)) but \(name).transitionDuration(using:) says \(seconds(duration)): UIKit runs alongside animations and interactive completions with that duration; make the animations use transitionDuration(using:) and call completeTransition(_:) when they end"
                )
            }
        }
        return findings
    }

    /// UIKit's invariants that the transition broke (`TransitionDiagnostics.invariantViolations`),
    /// each with what to change, when no other finding of the transition already names the
    /// cause (a to-view never added, a completion that ignored the cancel, the black screen all
    /// leave a visible view out of the window).
    func invariantFindings(of transition: Transition, besides found: [DoctorFinding])
        -> [DoctorFinding]
    {
        guard UIKitChecks.isEnabled, found.isEmpty else { return [] }
        return UIApplication.shared.diagnostics.invariantViolations.map { violation in
            DoctorFinding(
                identifier: .invariantBroken, message: UIKitChecks.explain(violation),
                transition: transition)
        }
    }
}
