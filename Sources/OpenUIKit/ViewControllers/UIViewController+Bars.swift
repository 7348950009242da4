import Foundation

extension UIViewController {
    /// The item this controller shows in a navigation bar (created on first access; its title
    /// follows `title` until set).
    public var navigationItem: UINavigationItem {
        if let i = _navigationItem { return i }
        let i = UINavigationItem()
        i.title = title
        _navigationItem = i
        return i
    }

    /// The item this controller shows in a tab bar (created on first access; its title follows
    /// `title` until set).
    public var tabBarItem: UITabBarItem! {
        get {
            if let i = _tabBarItem { return i }
            let i = UITabBarItem()
            i.title = title
            _tabBarItem = i
            return i
        }
        set { _tabBarItem = newValue }
    }

    /// The items the navigation controller's toolbar shows while this controller is on top of
    /// its stack. Default nil. Setting it is `setToolbarItems(_:animated: false)`.
    public var toolbarItems: [UIBarButtonItem]? {
        get { _toolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems`; when this controller is on top of a navigation controller's stack its
    /// toolbar shows them at once, cross-fading them when `animated`, as UIKit's
    /// `setItems(_:animated:)`.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        _toolbarItems = toolbarItems
        if let nav = parent as? UINavigationController, nav.topViewController === self {
            nav.toolbar.setItems(toolbarItems, animated: animated)
        }
    }

    /// The nearest ancestor that is a navigation controller.
    public var navigationController: UINavigationController? {
        nearestAncestor(UINavigationController.self)
    }

    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    /// The nearest controller of type `T` among the parent, its parent, and so on (not self).
    func nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        var vc: UIViewController? = parent
        while let c = vc {
            if let match = c as? T { return match }
            vc = c.parent
        }
        return nil
    }
}
