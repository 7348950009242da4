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

    /// The nearest ancestor that is a navigation controller.
    public var navigationController: UINavigationController? {
        var vc: UIViewController? = parent
        while let c = vc {
            if let nav = c as? UINavigationController { return nav }
            vc = c.parent
        }
        return nil
    }

    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: UITabBarController? {
        var vc: UIViewController? = parent
        while let c = vc {
            if let tab = c as? UITabBarController { return tab }
            vc = c.parent
        }
        return nil
    }
}
