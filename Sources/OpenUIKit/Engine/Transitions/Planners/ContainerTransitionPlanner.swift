import Foundation

/// Plans a transition between two children of a container: a navigation push or pop (and a
/// stack replacement, which runs as one of them) and a tab selection.
///
/// The to view is not added: the animator adds it, as UIKit's contract says. The children get
/// appearance callbacks when the container is on screen. When the transition completes, a from
/// view left in the container is removed and a to view the animator did not add is added; when it
/// is cancelled, a to view the animator left behind is removed (UIKit's behaviour is
/// unconfirmed) and the from view is put back. `onEnd(completed)` is the container's own
/// bookkeeping (the stack, the selected tab), run once the children are settled and before the
/// coordinator completions and `animationEnded`.
@MainActor
enum ContainerTransitionPlanner {
    static func plan(
        kind: TransitionPlan.Kind, parent: UIViewController, container: UIView,
        from: UIViewController, to: UIViewController, animated: Bool,
        animator: UIViewControllerAnimatedTransitioning,
        interactor: UIViewControllerInteractiveTransitioning?,
        toFrame: CGRect, onEnd: @escaping @MainActor (_ completed: Bool) -> Void
    ) -> TransitionPlan {
        let fromView: UIView = from.view
        let toView: UIView = to.view
        let onScreen = parent.appearance.state == .appeared || parent.appearance.state == .appearing
        var plan = TransitionPlan(
            kind: kind, owner: parent, from: from, to: to, containerView: container,
            animator: animator, interactor: interactor, presentationController: nil,
            isAnimated: animated, presentationStyle: .none,
            appearance: OwedAppearance(from: onScreen, to: onScreen, completedEndsToFirst: false),
            coordination: Coordination(releasedEarly: [from, to], releasedLate: [parent]),
            invariantsLabel: { $0 ? kind.rawValue : "cancelled \(kind.rawValue)" })
        plan.views = [.from: fromView, .to: toView]
        plan.initialFrames[ObjectIdentifier(from)] =
            fromView.superview === container ? fromView.frame : toFrame
        plan.finalFrames[ObjectIdentifier(from)] = .zero
        plan.initialFrames[ObjectIdentifier(to)] = .zero
        plan.finalFrames[ObjectIdentifier(to)] = toFrame
        plan.bookkeeping.settleViews = { _, completed in
            if completed {
                if fromView.superview === container { fromView.removeFromSuperview() }
                if toView.superview !== container {
                    toView.frame = toFrame
                    container.addSubview(toView)
                }
            } else {
                if toView.superview === container { toView.removeFromSuperview() }
                if fromView.superview !== container { container.addSubview(fromView) }
            }
        }
        plan.bookkeeping.afterRelease = { _, completed in onEnd(completed) }
        return plan
    }
}
