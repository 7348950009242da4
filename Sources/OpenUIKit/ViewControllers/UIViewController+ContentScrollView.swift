import Foundation

extension UIViewController {
    /// Sets the scroll view whose scrolling the bars at `edge` follow (iOS 15): the navigation
    /// bar's large title collapses with the `.top` one. Held weakly. Without one, the bar
    /// follows the controller's view when it is a scroll view, else its first subview when that
    /// is one (Docs/Behaviour-lists.md, "Large titles").
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        if edge.contains(.top) { _topContentScrollView = scrollView }
        if edge.contains(.bottom) { _bottomContentScrollView = scrollView }
        (parent as? UINavigationController)?.layoutBar()
    }

    /// Sets the scroll view the bars at the top and bottom edges follow (iOS 15).
    public func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: [.top, .bottom])
    }

    /// The scroll view set for `edge` with `setContentScrollView(_:for:)`, nil when none.
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        if edge.contains(.top) { return _topContentScrollView }
        if edge.contains(.bottom) { return _bottomContentScrollView }
        return nil
    }

    /// The scroll view a navigation bar's large title follows: the one set for the top edge,
    /// else the view itself when it is a scroll view, else its first subview when that is one.
    var largeTitleScrollView: UIScrollView? {
        if let set = _topContentScrollView { return set }
        guard let v = viewIfLoaded else { return nil }
        if let s = v as? UIScrollView { return s }
        return v.subviews.first as? UIScrollView
    }
}
