#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

/// The tab bar riding with a screen during a push to a controller that
/// `hidesBottomBarWhenPushed` (it leaves with the old screen) or the pop back (it arrives with
/// the new one), as UIKit's own push does: a snapshot of the bar is pinned to the bottom of that
/// screen while the real bar is hidden, and the bar's state is settled at the end, cancelled or
/// not.
@MainActor
struct TabBarPassenger {
    private let tabBar: UITabBar
    private let snapshot: UIView
    private let hiddenAfterwards: Bool
    private let hiddenBefore: Bool

    /// A passenger for a transition between `from` and `to` whose screens are `fromView` and
    /// `toView`; nil when the tab bar does not change between the two.
    init?(
        from: UIViewController?, to: UIViewController?, fromView: UIView, toView: UIView,
        forward: Bool
    ) {
        guard let from, let to,
            let tabBar = from.tabBarController?.tabBar ?? to.tabBarController?.tabBar,
            from.navigationController != nil || to.navigationController != nil
        else { return nil }
        // Push: the bar leaves when the new top hides it. Pop: it comes back when the controller
        // that hid it goes.
        let leaves = forward && to.hidesBottomBarWhenPushed && !from.hidesBottomBarWhenPushed
        let arrives = !forward && from.hidesBottomBarWhenPushed && !to.hidesBottomBarWhenPushed
        guard leaves || arrives, let container = tabBar.superview,
            let snapshot = tabBar.snapshotView(afterScreenUpdates: false)
        else { return nil }
        let rider = leaves ? fromView : toView
        snapshot.frame = container.convert(tabBar.frame, to: rider)
        rider.addSubview(snapshot)
        self.tabBar = tabBar
        self.snapshot = snapshot
        hiddenBefore = tabBar.isHidden
        hiddenAfterwards = leaves
        tabBar.isHidden = true
    }

    /// Removes the snapshot and shows or hides the real bar as the stack now needs.
    func land(cancelled: Bool) {
        snapshot.removeFromSuperview()
        tabBar.isHidden = cancelled ? hiddenBefore : hiddenAfterwards
    }
}
