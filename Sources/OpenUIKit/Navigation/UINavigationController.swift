import Foundation

/// A container that manages a stack of controllers, as UIKit's `UINavigationController`.
///
/// The top controller's view fills the navigation controller's view under a 44 pt navigation
/// bar placed below the status bar (children get the bar in their safe area). Push and pop run
/// through the shared transition context: the delegate's animator (then interaction controller)
/// or the built-in slide. The stack (`viewControllers`) changes at once; a cancelled interactive
/// pop restores it. A push, pop or `setViewControllers` requested while a transition runs — its
/// own, or a modal presentation or dismissal it takes part in — is deferred and performed, in
/// order, when that transition ends; until then `viewControllers` does not show it, as UIKit
/// since iOS 11 (radar 44091459: "viewControllers doesn't update synchronously on
/// pushViewController:animated: when a transition is in progress").
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The delegate (weak).
    open weak var delegate: UINavigationControllerDelegate?
    /// The navigation bar.
    public let navigationBar = UINavigationBar()
    /// Whether the navigation bar is hidden. Default false.
    public private(set) var isNavigationBarHidden = false
    /// The toolbar (`toolbar`), and whether it is hidden (`isToolbarHidden`).
    let _toolbar = UIToolbar()
    var _isToolbarHidden = true
    /// The view holding the children's views (UIKit's private transition view); the container of
    /// push and pop transitions.
    let transitionView = UIView()
    var stack: [UIViewController] = []
    var queued: [@MainActor () -> Void] = []
    var interactivePop: UIPercentDrivenInteractiveTransition?
    var popGestureRecognizer: UIScreenEdgePanGestureRecognizer?
    var contentPopGestureRecognizer: UIPanGestureRecognizer?
    var contentPopArbiter: ContentPopGestureArbiter?

    /// The left-edge swipe that pops interactively with the built-in slide (created with the view).
    /// It does nothing when there is nothing to pop or when the delegate supplies a pop animator.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? {
        loadViewIfNeeded()
        return popGestureRecognizer
    }

    /// The back swipe that starts anywhere in the content (iOS 26), not only at the leading edge,
    /// and drives the same interactive pop as `interactivePopGestureRecognizer`.
    ///
    /// It begins once the finger has moved 10 pt within 30° of the horizontal toward the trailing
    /// side (engine choice, Docs/Behaviour-today.md); a touch at the leading edge belongs to
    /// `interactivePopGestureRecognizer`. It yields to the content's own pans, to a horizontal
    /// scroll view that can still scroll toward the finger (it pops once the scroll view is at its
    /// leading edge) and to a delegate's custom pop animator, and does nothing with one controller
    /// in the stack or during a transition. Available in iOS 26.
    public var interactiveContentPopGestureRecognizer: UIGestureRecognizer? {
        loadViewIfNeeded()
        return contentPopGestureRecognizer
    }

    /// Creates a navigation controller with `rootViewController` (pushed without animation).
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func loadView() {
        let v = UIView.containerRootView(transitionView: transitionView, bar: navigationBar)
        _toolbar.isHidden = _isToolbarHidden
        v.addSubview(_toolbar)
        view = v
        if let top = stack.last { transitionView.showOnlyContent(of: top) }
        updateBars()
        installPopGesture(on: v)
        installContentPopGesture(on: v)
        // UIKit: the back button pops the top controller, animated; during a push it runs the
        // push back (iOS 26).
        navigationBar.backButton.onTap = { [weak self] in self?.backButtonTapped() }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutBar()
        layoutToolbar()
    }

    override func modalTransitionDidEnd() {
        if runningTransition == nil { drainQueue() }
    }

    open override func canPerform(_ action: UIViewController.ShowAction, sender: Any?) -> Bool {
        action == .show
    }

    /// Pushes `vc` (UIKit's `show(_:sender:)` on a navigation controller).
    open override func show(_ vc: UIViewController, sender: Any?) {
        trace(self, "show(\(uikitName(vc)))")
        pushViewController(vc, animated: true)
    }

    /// Pushes `viewController` on the stack, with the slide (or the delegate's animator) when
    /// `animated`. Pushing a controller already in the stack is a programmer error, as in UIKit.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        precondition(
            !stack.contains { $0 === viewController },
            "Pushing the same view controller instance more than once is not supported (\(uikitName(viewController))) from navigationController (\(uikitName(self)))"
        )
        precondition(
            !(viewController is UINavigationController),
            "Pushing a navigation controller is not supported")
        if runningTransition != nil {
            queued.append { [weak self] in
                self?.pushViewController(viewController, animated: animated)
            }
            return
        }
        trace(self, "pushViewController(\(uikitName(viewController)), animated: \(animated))")
        let from = stack.last
        addChild(viewController)
        stack.append(viewController)
        perform(
            .push, from: from, to: viewController, animated: animated, removing: [],
            previousStack: Array(stack.dropLast()))
    }

    /// Pops the top controller; returns it (nil when only the root is left).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        // A zoom push still running runs back instead (iOS 18's zoom is interruptible).
        if reverseRunningZoomIn() { return stack.last }
        if runningTransition != nil {
            queued.append { [weak self] in self?.popViewController(animated: animated) }
            return stack.last
        }
        trace(self, "popViewController(animated: \(animated))")
        return popTo(stack[stack.count - 2], animated: animated)?.last
    }

    /// Pops to the root; returns the popped controllers (nil when none).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops until `viewController` is on top; returns the popped controllers in stack order,
    /// bottom first (nil when none, or when the pop is deferred behind a running transition).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool)
        -> [UIViewController]?
    {
        guard stack.contains(where: { $0 === viewController }) else {
            preconditionFailure("Tried to pop to a view controller that doesn't exist.")
        }
        if runningTransition != nil {
            queued.append { [weak self] in
                _ = self?.popToViewController(viewController, animated: animated)
            }
            return nil
        }
        trace(self, "popToViewController(\(uikitName(viewController)), animated: \(animated))")
        return popTo(viewController, animated: animated)
    }

    private func popTo(_ target: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let i = stack.firstIndex(where: { $0 === target }), i < stack.count - 1 else {
            return nil
        }
        let previous = stack
        let popped = Array(stack[(i + 1)...])
        stack.removeSubrange((i + 1)...)
        for vc in popped.reversed() {
            vc.markMoving(toParent: nil)
            if !vc.isMovingFromParent { vc.markMoving(toParent: nil) }
            trace(vc, "willMove(toParent: nil)")
            vc.willMove(toParent: nil)
        }
        perform(
            .pop, from: popped.last, to: target, animated: animated, removing: popped,
            previousStack: previous)
        return popped
    }

    /// The stack, bottom to top. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the stack; animates as a push when the new top was not in the stack, else as a pop.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        if runningTransition != nil {
            queued.append { [weak self] in
                self?.setViewControllers(viewControllers, animated: animated)
            }
            return
        }
        for (i, vc) in viewControllers.enumerated() {
            precondition(
                !viewControllers[..<i].contains { $0 === vc },
                "Pushing the same view controller instance more than once is not supported (\(uikitName(vc))) from navigationController (\(uikitName(self)))"
            )
        }
        trace(self, "setViewControllers(\(viewControllers.count), animated: \(animated))")
        let previous = stack
        let oldTop = stack.last
        let removed = stack.filter { old in !viewControllers.contains { $0 === old } }
        for vc in removed {
            if !vc.isMovingFromParent { vc.markMoving(toParent: nil) }
            trace(vc, "willMove(toParent: nil)")
            vc.willMove(toParent: nil)
        }
        for vc in viewControllers where vc.parent !== self { addChild(vc) }
        stack = viewControllers
        let newTop = viewControllers.last
        if oldTop === newTop || oldTop == nil || newTop == nil {
            for vc in removed {
                vc.viewIfLoaded?.removeFromSuperview()
                vc.removeFromParent()
                trace(vc, "didMove(toParent: nil)")
                vc.didMove(toParent: nil)
            }
            if let top = newTop, oldTop !== top {
                transitionView.showOnlyContent(of: top)
                trace(top, "didMove(toParent: \(uikitName(self)))")
                top.didMove(toParent: self)
            }
            for vc in viewControllers
            where vc !== newTop && !previous.contains(where: { $0 === vc }) {
                trace(vc, "didMove(toParent: \(uikitName(self)))")
                vc.didMove(toParent: self)
            }
            updateBars()
            return
        }
        let op: Operation = previous.contains { $0 === newTop } ? .pop : .push
        perform(
            op, from: oldTop, to: newTop!, animated: animated, removing: removed,
            previousStack: previous)
    }

    /// The top controller decides while the navigation bar is hidden; while it shows, the
    /// navigation controller does (its bar's default style), as in UIKit.
    open override var childForStatusBarStyle: UIViewController? {
        isNavigationBarHidden ? topViewController : nil
    }
    /// The top controller decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    /// The controller on top of the stack.
    public var topViewController: UIViewController? { stack.last }

    /// The controller whose view is visible: the top of what the navigation controller (or, for a
    /// context presentation, its top controller) presents, else the top controller.
    public var visibleViewController: UIViewController? {
        var vc = presentedViewController ?? stack.last
        while let p = vc?.presentedViewController { vc = p }
        return vc
    }

    /// Hides or shows the navigation bar (animated: 0.35 s slide, engine choice).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != isNavigationBarHidden else { return }
        isNavigationBarHidden = hidden
        let old = navigationBar.layer.presentation()?.position ?? navigationBar.layer.position
        layoutBar()
        if animated && navigationBar.window != nil {
            navigationBar.isHidden = false
            let end = navigationBar.layer.position
            EngineAnimation.run(
                duration: 0.35,
                {
                    EngineAnimation.move(navigationBar, from: old, to: end, animated: true)
                },
                completion: { [weak self] in
                    self?.navigationBar.isHidden = self?.isNavigationBarHidden ?? false
                })
        } else {
            navigationBar.isHidden = hidden
        }
        updateBars()
    }

    override func childTitleDidChange(_ child: UIViewController) { updateBars() }

    /// Pops to `subsequentVC` (UIKit's navigation unwind).
    open override func unwind(
        for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController
    ) {
        if stack.contains(where: { $0 === subsequentVC }) && stack.last !== subsequentVC {
            popToViewController(subsequentVC, animated: true)
        }
    }

    /// The controllers in the stack below the one containing the unwind source, top first.
    open override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource)
        -> [UIViewController]
    {
        let containing = childContaining(source)
        guard let i = stack.firstIndex(where: { $0 === containing }) else {
            return stack.reversed()
        }
        return Array(stack[..<i].reversed())
    }
}
