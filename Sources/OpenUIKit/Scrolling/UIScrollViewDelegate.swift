import Foundation

/// The delegate of a scroll view, as UIKit's `UIScrollViewDelegate`; every method is optional
/// (default implementations do nothing).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (by code; there is no scrolling by touch yet).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
