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
