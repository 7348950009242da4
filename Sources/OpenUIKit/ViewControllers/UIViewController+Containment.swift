import Foundation

extension UIViewController {
    /// The child controllers, in the order they were added (never presented controllers).
    public var children: [UIViewController] { _children }

    func performAddChild(_ child: UIViewController) {
        precondition(
            child !== self,
            "child view controller:\(uikitName(child)) should have parent view controller:(null) but actual parent is:\(uikitName(self))"
        )
        var p: UIViewController? = self
        while let c = p {
            precondition(
                c !== child,
                "UIViewControllerHierarchyInconsistency: cannot add \(uikitName(child)) as a child of its own descendant \(uikitName(self))"
            )
            p = c.parent
        }
        if child.parent === self { return }
        if child.parent != nil { child.removeFromParent() }
        child.markMoving(toParent: self)
        trace(child, "willMove(toParent: \(uikitName(self)))")
        child.willMove(toParent: self)
        _children.append(child)
        child.parent = self
        trace(self, "addChild(\(uikitName(child)))")
    }

    /// Sets the moving flags read inside appearance callbacks; they clear after the next
    /// `viewDidAppear` / `viewDidDisappear`.
    func markMoving(toParent parent: UIViewController?) {
        isMovingToParent = parent != nil
        isMovingFromParent = parent == nil && self.parent != nil
    }

    func performRemoveFromParent() {
        guard let p = parent else { return }
        p._children.removeAll { $0 === self }
        parent = nil
        trace(self, "removeFromParent()")
    }

    /// Swaps two children's views with an optional animation (planned by `ChildSwapPlanner`), as UIKit's
    /// `transition(from:to:duration:options:animations:completion:)`.
    ///
    /// Both must be children of the receiver (else UIKit's exception). The to view is added to the
    /// from view's superview, `animations` run inside one Core Animation transaction of `duration`
    /// seconds (with the built-in transition effect of `options`, if any), and the from view is
    /// removed when the transition completes; then `completion(finished)` runs. The children get
    /// `viewWillAppear`/`viewWillDisappear` before the animations and the did callbacks after, when
    /// the receiver forwards appearance automatically. Containment calls stay the caller's job.
    public func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController,
        duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        precondition(
            fromViewController.parent === self && toViewController.parent === self,
            "Children view controllers \(uikitName(fromViewController)) and \(uikitName(toViewController)) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
        )
        trace(
            self,
            "transition(from: \(uikitName(fromViewController)), to: \(uikitName(toViewController)))"
        )
        TransitionDriver.run(
            ChildSwapPlanner.plan(
                parent: self, from: fromViewController, to: toViewController,
                duration: duration, options: options,
                animations: animations, completion: completion))
    }
}
