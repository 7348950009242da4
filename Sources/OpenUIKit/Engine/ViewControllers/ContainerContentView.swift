import Foundation

/// The content view of a container controller (`UINavigationController`, `UITabBarController`):
/// the root view they load and how they show a child without a transition.
extension UIView {
    /// A screen-sized root view in which `transitionView` fills the whole area, resizing with it,
    /// and `bar` (the navigation or tab bar) lies on top.
    static func containerRootView(transitionView: UIView, bar: UIView) -> UIView {
        let v = UIView(frame: UIScreen.main.bounds)
        transitionView.frame = v.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v.addSubview(transitionView)
        v.addSubview(bar)
        return v
    }

    /// Makes `vc`'s view the only subview of this (transition) view, filling it and resizing with
    /// it; appearance callbacks follow the window, as for any view added without a transition.
    func showOnlyContent(of vc: UIViewController) {
        for v in subviews where v !== vc.viewIfLoaded { v.removeFromSuperview() }
        let v: UIView = vc.view
        v.frame = bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if v.superview !== self { addSubview(v) }
    }
}
