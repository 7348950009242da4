import Foundation

extension UINavigationController {
    /// Runs a push or pop from `from` to `to` (the stack is already updated): asks the delegate,
    /// plans it with `ContainerTransitionPlanner` and runs it through the driver.
    func perform(
        _ op: Operation, from: UIViewController?, to: UIViewController, animated: Bool,
        removing: [UIViewController], previousStack: [UIViewController]
    ) {
        let barBefore = navigationBar.shown
        let largeTitleBefore = navigationBar.largeTitleShown
        let backgroundBefore = navigationBar.barBackground.shown
        // The toolbar's old item views stay where they stood until the items cross-fade (and a
        // zoom from a toolbar item can measure its view).
        _toolbar.holdsReplacedItemViews = true
        updateBars()
        _toolbar.holdsReplacedItemViews = false
        let toolbarChange = _toolbar.takeHeldItemChange()
        guard isViewLoaded, let from, let fromView = from.viewIfLoaded,
            fromView.superview === transitionView
        else {
            _toolbar.drop(toolbarChange.removed)
            if isViewLoaded {
                from?.viewIfLoaded?.removeFromSuperview()
                transitionView.showOnlyContent(of: to)
            }
            finishStackChange(op, to: to, removing: removing, previousStack: previousStack)
            return
        }
        let anim = animated && view.window != nil
        if let d = delegate {
            trace(d, "navigationController(_:willShow:animated:)")
            d.navigationController(self, willShow: to, animated: anim)
        }
        var animator: UIViewControllerAnimatedTransitioning?
        // UIKit asks for an animator only for an animated change: an unanimated push, pop or
        // setViewControllers swaps the views at once, whatever the delegate would return.
        if anim, let d = delegate {
            trace(d, "navigationController(_:animationControllerFor:from:to:)")
            animator = d.navigationController(self, animationControllerFor: op, from: from, to: to)
        }
        var interactor: UIViewControllerInteractiveTransitioning?
        if let animator, let d = delegate {
            trace(d, "navigationController(_:interactionControllerFor:)")
            interactor = d.navigationController(self, interactionControllerFor: animator)
        } else if anim, let shared = LayoutToLayoutAnimator(op, from: from, to: to) {
            animator = shared
        } else if anim, let zoom = zoomTransition(op, from: from, to: to) {
            (animator, interactor) = zoom
        } else if op == .pop, anim, let p = interactivePop {
            interactor = p
        }
        var plan = ContainerTransitionPlanner.plan(
            kind: op == .push ? .push : .pop, parent: self, container: transitionView, from: from,
            to: to, animated: anim,
            animator: animator ?? NavigationSlideAnimator(operation: op), interactor: interactor,
            toFrame: transitionView.bounds
        ) { [self] completed in
            if completed {
                finishStackChange(op, to: to, removing: removing, previousStack: previousStack)
                if let d = delegate {
                    trace(d, "navigationController(_:didShow:animated:)")
                    d.navigationController(self, didShow: to, animated: anim)
                }
            } else {
                // Cancelled (interactive pop): the stack is restored; no willShow/didShow again.
                let added = stack.filter { vc in !previousStack.contains { $0 === vc } }
                stack = previousStack
                for vc in added { vc.removeFromParent() }
                for vc in removing {
                    trace(vc, "didMove(toParent: \(uikitName(self)))")
                    vc.didMove(toParent: self)
                }
                updateBars()
            }
            interactivePop = nil
            drainQueue()
        }
        if anim && !isNavigationBarHidden {
            // The bar animates alongside, registered before the animations start (so an
            // interactive pop scrubs it with the views).
            let willBegin = plan.bookkeeping.willBegin
            plan.bookkeeping.willBegin = { [navigationBar] ctx in
                willBegin(ctx)
                navigationBar.crossFadeBackground(from: backgroundBefore, coordinator: ctx)
                navigationBar.animateLargeTitleChange(
                    from: largeTitleBefore, push: op == .push, coordinator: ctx)
                navigationBar.animateItemChange(
                    from: barBefore, push: op == .push, coordinator: ctx)
            }
        }
        if anim && !_isToolbarHidden {
            let willBegin = plan.bookkeeping.willBegin
            plan.bookkeeping.willBegin = { [_toolbar] ctx in
                willBegin(ctx)
                _toolbar.crossFadeItems(toolbarChange, coordinator: ctx)
            }
        } else {
            _toolbar.drop(toolbarChange.removed)
        }
        TransitionDriver.run(plan)
    }

    /// iOS 18's preferred zoom, when no delegate animator takes precedence: a push zooms into the
    /// pushed controller, a pop out of the popped one (interactive when the zoom's pan started it).
    private func zoomTransition(_ op: Operation, from: UIViewController, to: UIViewController)
        -> (UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning?)?
    {
        if op == .push, let zoom = ZoomTransitionAnimator(zoomsIn: true, zoomed: to, source: from) {
            ZoomDismissGesture.install(on: to)
            return (zoom, nil)
        }
        guard op == .pop else { return nil }
        if let pending = ZoomDismissGesture.takePending(for: from) {
            return (pending.zoom, pending)
        }
        return ZoomTransitionAnimator(zoomsIn: false, zoomed: from, source: to).map { ($0, nil) }
    }

    /// Containment calls at the end of a stack change: `didMove(toParent:)` for the added, and
    /// `removeFromParent` + `didMove(toParent: nil)` for the removed.
    func finishStackChange(
        _ op: Operation, to: UIViewController, removing: [UIViewController],
        previousStack: [UIViewController]
    ) {
        for vc in removing {
            if vc.viewIfLoaded?.superview === transitionView { vc.view.removeFromSuperview() }
            vc.removeFromParent()
            trace(vc, "didMove(toParent: nil)")
            vc.didMove(toParent: nil)
        }
        for vc in stack where !previousStack.contains(where: { $0 === vc }) {
            trace(vc, "didMove(toParent: \(uikitName(self)))")
            vc.didMove(toParent: self)
        }
        updateBars()
    }

    func drainQueue() {
        let q = queued
        queued.removeAll()
        for op in q { op() }
    }

    /// Places the bar 44 pt tall, plus its large-title strip, below the status bar (above the
    /// top edge when hidden), its background extending up under the status bar (`.topAttached`).
    func layoutBar() {
        guard let v = viewIfLoaded, !navigationBar.isAnimatingLargeTitle else { return }
        let top = v.window.map { $0.safeAreaInsets.top } ?? UIScreen.main.safeAreaInsets.top
        let h = applyLargeTitle()
        // An active search controller slides the row and large title up under the status bar.
        let shift = searchPresentationShift
        navigationBar.topAttachmentHeight = top
        navigationBar.frame = CGRect(
            x: 0, y: isNavigationBarHidden ? -h : top - shift, width: v.bounds.width, height: h)
    }

    /// Bar items, toolbar items, children's safe area, and the tab bar's visibility after a stack
    /// change.
    func updateBars() {
        navigationBar.items = stack.map(\.navigationItem)
        for vc in stack where vc._systemBarInsets.top != topBarInset(for: vc) {
            vc._systemBarInsets.top = topBarInset(for: vc)
            vc.safeAreaDidChange()
        }
        layoutBar()
        updateToolbar()
        tabBarController?.updateTabBarVisibility()
    }

    // MARK: Interactive pop (driven by the edge-swipe gesture)

    /// Starts an interactive pop with the built-in slide, as the edge-swipe gesture does. Refused
    /// (false) when there is nothing to pop, a transition is running, or the delegate supplies a
    /// custom pop animator (UIKit then disables the built-in gesture); the delegate is asked once
    /// to find out.
    @discardableResult
    func beginInteractivePop() -> Bool {
        guard stack.count > 1, runningTransition == nil, view.window != nil else { return false }
        // A zoomed controller's own pan handles the edge (iOS 18's zoom dismissal).
        if ZoomDismissGesture.handlesBackSwipe(of: stack[stack.count - 1]) { return false }
        if let d = delegate {
            trace(d, "navigationController(_:animationControllerFor:from:to:)")
            if d.navigationController(
                self, animationControllerFor: .pop, from: stack[stack.count - 1],
                to: stack[stack.count - 2]) != nil
            {
                return false
            }
        }
        let p = UIPercentDrivenInteractiveTransition()
        interactivePop = p
        popViewController(animated: true)
        return true
    }

    /// Moves the interactive pop to `percent` (the finger's horizontal travel / width).
    func updateInteractivePop(_ percent: CGFloat) {
        interactivePop?.update(percent)
    }

    /// Ends the interactive pop: finishes it when `finish`, otherwise cancels it.
    func endInteractivePop(finish: Bool) {
        guard let p = interactivePop else { return }
        if finish { p.finish() } else { p.cancel() }
    }
}
