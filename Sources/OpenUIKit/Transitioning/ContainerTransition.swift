import Foundation

/// Runs a transition between two children of a container (navigation push/pop, tab switch) through
/// the shared transition context: appearance callbacks, the animator or interaction controller,
/// and UIKit's clean-up, leaving the container-specific bookkeeping to `completion`.
@MainActor
enum ContainerTransition {
    /// Starts the transition. `to`'s view is not added: the animator adds it, as UIKit's contract
    /// says. `completion(didComplete)` runs after the views and appearance are settled and before
    /// the coordinator completions and `animationEnded`.
    static func run(kind: String, parent: UIViewController, container: UIView,
                    from: UIViewController, to: UIViewController, animated: Bool,
                    animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?,
                    toFrame: CGRect, completion: @escaping @MainActor (Bool) -> Void) {
        let ctx = TransitionContext(kind: kind, containerView: container, isAnimated: animated,
                                    presentationStyle: .none, animator: animator, interactor: interactor)
        let fromView: UIView = from.view
        let toView: UIView = to.view
        ctx.controllers = [.from: from, .to: to]
        ctx.views = [.from: fromView, .to: toView]
        ctx.initialFrames[ObjectIdentifier(from)] = fromView.superview === container ? fromView.frame : toFrame
        ctx.finalFrames[ObjectIdentifier(from)] = .zero
        ctx.initialFrames[ObjectIdentifier(to)] = .zero
        ctx.finalFrames[ObjectIdentifier(to)] = toFrame
        let onScreen = parent.appearance.state == .appeared || parent.appearance.state == .appearing
        parent._activeTransition = ctx
        from._activeTransition = ctx
        to._activeTransition = ctx
        ctx.onComplete = { completed in
            if completed {
                if fromView.superview === container { fromView.removeFromSuperview() }
                if toView.superview !== container { toView.frame = toFrame; container.addSubview(toView) }
                from._activeTransition = nil
                to._activeTransition = nil
                if onScreen {
                    from.sendEndAppearance()
                    to.sendEndAppearance()
                }
            } else {
                // The engine removes a to view the animator left behind (UIKit's behaviour is
                // unconfirmed) and puts the from view back.
                if toView.superview === container { toView.removeFromSuperview() }
                if fromView.superview !== container { container.addSubview(fromView) }
                from._activeTransition = nil
                to._activeTransition = nil
                if onScreen {
                    to.sendBeginAppearance(false, animated: animated)
                    to.sendEndAppearance()
                    from.sendBeginAppearance(true, animated: animated)
                    from.sendEndAppearance()
                }
            }
            parent._activeTransition = nil
            completion(completed)
            ctx.finish(didComplete: completed)
            TransitionInvariants.check(after: completed ? kind : "cancelled \(kind)")
        }
        if onScreen {
            from.sendBeginAppearance(false, animated: animated)
            to.sendBeginAppearance(true, animated: animated)
        }
        trace(animator, "transitionDuration(using:)")
        _ = animator.transitionDuration(using: ctx)
        ctx.start()
    }
}
