#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

extension SegueAnimator {
    /// Puts both screens in the container, builds the choreography and the property animator
    /// that plays it, and the completion that tidies up and completes the transition.
    func makeAnimator(_ context: UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
        let container = context.containerView
        let toController = context.viewController(forKey: .to)
        let fromController = context.viewController(forKey: .from)
        // A view the context withholds (a presenter that stays on screen) is never touched: a
        // stand-in takes its part.
        let toView = context.view(forKey: .to) ?? UIView()
        let fromView = context.view(forKey: .from) ?? UIView()
        let placeholders: [UIView] = [toView, fromView].filter {
            $0 !== context.view(forKey: .to) && $0 !== context.view(forKey: .from)
        }
        if let toController {
            let final = context.finalFrame(for: toController)
            toView.frame = final == .zero ? container.bounds : final
        }
        if let fromController, fromView.superview == nil {
            let initial = context.initialFrame(for: fromController)
            fromView.frame = initial == .zero ? container.bounds : initial
        }
        let transition = effective
        let forward = operation == .forward
        let incoming = forward ? toView : fromView
        let outgoing = forward ? fromView : toView
        if fromView.superview !== container { container.addSubview(fromView) }
        container.addSubview(toView)
        // The tab bar rides with the screen it belongs to (before any screen is cut in pieces).
        let passenger = TabBarPassenger(
            from: fromController, to: toController, fromView: fromView, toView: toView,
            forward: forward)
        var choreography = Choreography.make(
            transition, incoming: incoming, outgoing: outgoing, in: container)
        // Both screens sit under any stand-ins; the incoming one in front when the style says so.
        let back = choreography.incomingInFront ? outgoing : incoming
        let front = choreography.incomingInFront ? incoming : outgoing
        container.insertSubview(front, at: 0)
        container.insertSubview(back, at: 0)
        if !forward { choreography = choreography.reversed }
        // Matched elements travel over everything, from where they are to where they will be.
        toView.layoutIfNeeded()
        let matches =
            UIAccessibility.isReduceMotionEnabled
            ? [] : MatchedElement.pairs(from: fromView, to: toView, in: container)

        let stage = Stage(choreography, matches: matches)
        UIView.performWithoutAnimation { stage.applyStart() }
        let animator = UIViewPropertyAnimator(
            duration: transition.duration,
            timingParameters: forward
                ? transition.timing.parameters
                : transition.timing.mirrored.parameters)
        let duration = transition.duration
        animator.addAnimations { stage.animate(duration: duration) }
        animator.addCompletion { [weak context] _ in
            stage.tidy()
            for view in placeholders { view.removeFromSuperview() }
            guard let context else { return }
            let cancelled = context.transitionWasCancelled
            passenger?.land(cancelled: cancelled)
            if cancelled, toView.superview === container, toView !== fromView {
                toView.removeFromSuperview()
            }
            // The screen going away leaves the container with the transition, as Apple's
            // samples do (the transition doctor's `from-view-left-behind`).
            if !cancelled, !forward, fromView.superview === container {
                fromView.removeFromSuperview()
            }
            context.completeTransition(!cancelled)
        }
        return animator
    }
}

extension SegueTransition.Timing {
    /// UIKit's timing parameters for the curve.
    var parameters: UITimingCurveProvider {
        switch self {
        case .easeInOut: UICubicTimingParameters(animationCurve: .easeInOut)
        case .easeIn: UICubicTimingParameters(animationCurve: .easeIn)
        case .easeOut: UICubicTimingParameters(animationCurve: .easeOut)
        case .linear: UICubicTimingParameters(animationCurve: .linear)
        case .spring(let ratio): UISpringTimingParameters(dampingRatio: ratio)
        }
    }
}
