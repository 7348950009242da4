import Foundation
@_spi(Testing) import OpenQuartzCore

/// A container that shows one of several children selected by a tab bar, as UIKit's
/// `UITabBarController`. Tab switches are not animated unless the delegate supplies an animator;
/// without one the views swap at once with `viewWillDisappear`/`viewWillAppear`, then the did
/// callbacks (engine order; UIKit's is unconfirmed).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The delegate (weak).
    open weak var delegate: UITabBarControllerDelegate?
    /// The tab bar.
    public let tabBar = UITabBar()
    let transitionView = UIView()
    var tabs: [UIViewController] = []
    var _selectedIndex = Int.max

    open override func loadView() {
        view = UIView.containerRootView(transitionView: transitionView, bar: tabBar)
        tabBar.controller = self
        if let vc = selectedViewController { transitionView.showOnlyContent(of: vc) }
        updateTabBarVisibility()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutTabBar()
    }

    /// The children, one per tab. Setting selects the first (or keeps the selection if present).
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs (unanimated in this engine).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        let old = selectedViewController
        for vc in tabs where !new.contains(where: { $0 === vc }) {
            if !vc.isMovingFromParent { vc.markMoving(toParent: nil) }
            trace(vc, "willMove(toParent: nil)")
            vc.willMove(toParent: nil)
            vc.viewIfLoaded?.removeFromSuperview()
            vc.removeFromParent()
            trace(vc, "didMove(toParent: nil)")
            vc.didMove(toParent: nil)
        }
        for vc in new where vc.parent !== self {
            addChild(vc)
            trace(vc, "didMove(toParent: \(uikitName(self)))")
            vc.didMove(toParent: self)
        }
        tabs = new
        tabBar.items = new.map { $0.tabBarItem }
        if let old, let i = new.firstIndex(where: { $0 === old }) {
            _selectedIndex = i
        } else {
            _selectedIndex = new.isEmpty ? Int.max : 0
            if isViewLoaded, let vc = selectedViewController {
                transitionView.showOnlyContent(of: vc)
            }
        }
        tabBar.selectedItem = selectedViewController?.tabBarItem
        updateTabBarVisibility()
    }

    /// The index of the selected tab (`Int.max`, UIKit's `NSNotFound`, when there are no tabs).
    open var selectedIndex: Int {
        get { _selectedIndex }
        set {
            guard tabs.indices.contains(newValue) else { return }
            select(newValue)
        }
    }

    /// The selected controller decides the status bar's style, as in UIKit.
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    /// The selected controller decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    /// The selected child.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(_selectedIndex) ? tabs[_selectedIndex] : nil }
        set {
            guard let newValue, let i = tabs.firstIndex(where: { $0 === newValue }) else { return }
            select(i)
        }
    }

    /// A user tapped tab `index`: asks `shouldSelect`, selects, then tells `didSelect`, as UIKit
    /// does for taps on the bar (the gestures layer calls this).
    ///
    /// A tap during a running tab transition is ignored before the delegate is asked (UIKit's bar
    /// takes no touches then), with the same warning as a programmatic selection.
    package func selectTab(at index: Int) {
        guard tabs.indices.contains(index) else { return }
        guard runningTransition == nil else {
            if index != _selectedIndex {
                EngineDiagnostics.shared.warn(
                    "UITabBarController \(uikitName(self)): selection of tab \(index) ignored while a transition is in progress."
                )
            }
            return
        }
        let vc = tabs[index]
        if let d = delegate {
            trace(d, "tabBarController(_:shouldSelect:)")
            guard d.tabBarController(self, shouldSelect: vc) else { return }
        }
        select(index)
        if let d = delegate {
            trace(d, "tabBarController(_:didSelect:)")
            d.tabBarController(self, didSelect: vc)
        }
    }

    /// Selects tab `index`, animated when the delegate vends an animator.
    ///
    /// A selection of another tab made while a transition of this controller is running (a tab
    /// switch, or a presentation or dismissal it runs) is ignored with a warning: UIKit's behaviour
    /// is undocumented, so the engine keeps the running transition intact (Docs/Behaviour-vc.md).
    func select(_ index: Int) {
        guard index != _selectedIndex else { return }
        guard runningTransition == nil else {
            EngineDiagnostics.shared.warn(
                "UITabBarController \(uikitName(self)): selection of tab \(index) ignored while a transition is in progress."
            )
            return
        }
        let from = selectedViewController
        _selectedIndex = index
        let to = tabs[index]
        tabBar.selectedItem = to.tabBarItem
        trace(self, "select(\(index))")
        guard isViewLoaded, let from, from.viewIfLoaded?.superview === transitionView,
            view.window != nil
        else {
            if isViewLoaded { transitionView.showOnlyContent(of: to) }
            updateTabBarVisibility()
            return
        }
        var animator: UIViewControllerAnimatedTransitioning?
        if let d = delegate {
            trace(d, "tabBarController(_:animationControllerForTransitionFrom:to:)")
            animator = d.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
        }
        var interactor: UIViewControllerInteractiveTransitioning?
        if let animator, let d = delegate {
            trace(d, "tabBarController(_:interactionControllerFor:)")
            interactor = d.tabBarController(self, interactionControllerFor: animator)
        }
        let plan = ContainerTransitionPlanner.plan(
            kind: .tabSelection, parent: self, container: transitionView, from: from, to: to,
            animated: animator != nil, animator: animator ?? ImmediateSwapAnimator(),
            interactor: interactor,
            toFrame: transitionView.bounds
        ) { [self] completed in
            if !completed {
                _selectedIndex = tabs.firstIndex { $0 === from } ?? _selectedIndex
                tabBar.selectedItem = from.tabBarItem
            }
            updateTabBarVisibility()
        }
        TransitionDriver.run(plan)
    }

    /// Places the bar at the bottom: 49 pt plus the window's bottom safe-area inset.
    func layoutTabBar() {
        guard let v = viewIfLoaded else { return }
        let bottom =
            v.window.map { $0.safeAreaInsets.bottom } ?? UIScreen.main.safeAreaInsets.bottom
        let h = UITabBar.standardHeight + bottom
        tabBar.frame = CGRect(x: 0, y: v.bounds.height - h, width: v.bounds.width, height: h)
    }

    /// Hides the bar when the selected navigation controller's top controller has
    /// `hidesBottomBarWhenPushed` (engine rule: the top controller's flag decides), and gives the
    /// children the bar's height in their safe area while it shows.
    func updateTabBarVisibility() {
        var hidden = false
        if let nav = selectedViewController as? UINavigationController,
            let top = nav.topViewController, nav.viewControllers.count > 1
        {
            hidden = top.hidesBottomBarWhenPushed
        }
        tabBar.isHidden = hidden
        let inset: CGFloat = hidden ? 0 : UITabBar.standardHeight
        for vc in tabs where vc._systemBarInsets.bottom != inset {
            vc._systemBarInsets.bottom = inset
            vc.safeAreaDidChange()
        }
        layoutTabBar()
    }

    override func childTitleDidChange(_ child: UIViewController) {
        tabBar.items = tabs.map { $0.tabBarItem }
    }
}
