import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit

extension TransitionDoctor {
    /// Builds the scene, plays the transition and checks it; false when the transition cannot
    /// be played (no custom animator for an interactive run). Everything it builds is released
    /// when it returns, so that the caller can look for leaks.
    func play(
        _ transition: Transition, probe: DoctorProbe, weakAnimator: WeakBox,
        animatorFor: (Transition) -> (any UIViewControllerAnimatedTransitioning)?,
        interactionController: ((Transition) -> UIPercentDrivenInteractiveTransition)?,
        findings: inout [DoctorFinding]
    ) -> Bool {
        let interactive = transition.interaction != .none
        let animator = animatorFor(transition)
        if animator == nil && interactive { return false }
        weakAnimator.object = animator
        let interactor =
            interactive
            ? (interactionController?(transition) ?? UIPercentDrivenInteractiveTransition()) : nil
        let checksCurves = interactive && interactionController != nil

        let delegate = DoctorDelegate()
        let scene = DoctorScene(
            transition.operation, delegate: delegate, probe: probe,
            style: transition.presentationStyle ?? presentationStyle,
            size: windowSize ?? UIScreen.main.bounds.size)
        defer { scene.tearDown() }
        _ = UIApplication.shared.runUntilIdle(timeout: timeout)

        delegate.animator = animator
        delegate.interactor = interactor
        delegate.armed = true
        UIApplication.shared.diagnostics.reset()
        EngineDiagnostics.shared.reset()
        UIApplication.shared.diagnostics.completionObserver = { [unowned probe] context, flag in
            probe.completed(context, flag)
        }
        let start = CACurrentMediaTime()
        scene.act()

        if let interactor {
            let frame = 1.0 / 60
            UIApplication.shared.advance(by: frame)
            interactor.update(0.3)
            UIApplication.shared.advance(by: frame)
            // An interruptible animator is scrubbed through fractionComplete (linearly, as
            // UIKit's scrubsLinearly), not through layer time: its curves do not matter then.
            let scrubsLayerTime = UIApplication.shared.diagnostics.timeline.contains {
                $0.event == "animateTransition(using:)"
            }
            if checksCurves, scrubsLayerTime, let problem = probe.animatorsNonLinearTiming() {
                findings.append(
                    DoctorFinding(
                        identifier: .nonLinearInteractive,
                        message:
                            "\(problem) under a percent-driven interaction: the finger's progress maps to time, so the view lags and then jumps; Apple advises linear timing for interactive transitions — use options: .curveLinear and no spring (or vend an interruptible UIViewPropertyAnimator)",
                        transition: transition))
            }
            interactor.update(0.6)
            UIApplication.shared.advance(by: frame)
            if transition.interaction == .finish {
                interactor.finish()
            } else {
                interactor.cancel()
            }
        }
        let idle = UIApplication.shared.runUntilIdle(timeout: timeout)
        let waited = CACurrentMediaTime() - start
        delegate.animator = nil
        delegate.interactor = nil

        let name = animator.map(typeName) ?? "UIKit's built-in animator"
        guard let completion = probe.completion else {
            if !idle, let context = probe.context {
                let duration = DoctorProbe.duration(of: context)
                findings.append(
                    DoctorFinding(
                        identifier: .neverCompletes,
                        message:
                            "\(name) never called completeTransition(_:): waited \(seconds(waited)) of virtual time (transitionDuration \(seconds(duration))); call transitionContext.completeTransition(!transitionContext.transitionWasCancelled) when the animations end, in every path (also when they are interrupted)",
                        transition: transition))
                probe.rescuing = true
                context.completeTransition(!context.transitionWasCancelled)
                _ = UIApplication.shared.runUntilIdle(timeout: timeout)
            }
            return true
        }
        findings += check(completion, of: transition, animatorName: name, start: start)
        findings += invariantFindings(of: transition, besides: findings)
        if EngineDiagnostics.shared.warnings.contains(where: {
            $0.message.hasPrefix("completeTransition: called more than once")
        }) {
            findings.append(
                DoctorFinding(
                    identifier: .completesTwice,
                    message:
                        "\(name) called completeTransition(_:) more than once (UIKit ignores the later calls, but whatever they meant is lost): call it once, in the completion of the last animation",
                    transition: transition))
        }
        return true
    }
}
