import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// The invariant checker judges appearance once the code that completed a transition has
/// returned, not inside `completeTransition(_:)`.
@MainActor
@Suite struct DiagnosticsInvariantTimingTests {
    /// Fades the presented view in or out and sends the presenter's appearance by hand (a custom
    /// presentation leaves the presenter's view, so UIKit sends it none), ending it on the line
    /// after `completeTransition(_:)` — or never, when `endsAppearance` is false.
    final class ManualAppearanceAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        var endsAppearance = true
        init(presenting: Bool) { self.presenting = presenting }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
            -> TimeInterval
        { 0.3 }

        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            guard let from = ctx.viewController(forKey: .from),
                let to = ctx.viewController(forKey: .to)
            else { return }
            let presenter = presenting ? from : to
            presenter.beginAppearanceTransition(!presenting, animated: true)
            let moving = presenting ? to.view! : from.view!
            if presenting {
                moving.frame = ctx.finalFrame(for: to)
                moving.alpha = 0
                ctx.containerView.addSubview(moving)
            }
            let ends = endsAppearance
            UIView.animate(
                withDuration: 0.3, animations: { moving.alpha = self.presenting ? 1 : 0 },
                completion: { _ in
                    if !self.presenting { moving.removeFromSuperview() }
                    ctx.completeTransition(true)
                    if ends { presenter.endAppearanceTransition() }
                })
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let present = ManualAppearanceAnimator(presenting: true)
        let dismiss = ManualAppearanceAnimator(presenting: false)
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { present }
        func animationController(forDismissed dismissed: UIViewController)
            -> UIViewControllerAnimatedTransitioning?
        { dismiss }
    }

    @Test func appearanceEndedOnTheLineAfterCompleteTransitionIsNotStuck() {
        let d = Delegate()
        let (a, b, _) = presentationPair(.custom, delegate: d)
        let before = violationCount
        a.present(b, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(a.appearance.state == .disappeared)
        b.dismiss(animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(a.appearance.state == .appeared)
        #expect(violationCount == before)
    }

    @Test func appearanceNeverEndedIsStillReported() {
        let d = Delegate()
        d.present.endsAppearance = false
        let (a, b, _) = presentationPair(.custom, delegate: d)
        let before = violationCount
        a.present(b, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(
            TransitionDiagnostics.shared.invariantViolations.dropFirst(before).map {
                $0.drop { $0 != "]" }.dropFirst(2)
            } == ["after presentation: <LoggingVC> is stuck in disappearing"])
        TransitionDiagnostics.shared.forgetInvariantViolations(after: before)
        a.endAppearanceTransition()
    }
}
