import Foundation

/// How a navigation bar's large title follows the content's scroll view (UIKit does this
/// privately): the strip closes as the content scrolls up and stretches as a pull drags it down
/// (`UINavigationController.largeTitleStrip(for:)`), and a drag released with the strip part
/// open comes to rest with it open or closed, whichever is nearer.
@MainActor
enum LargeTitleTracking {
    /// The navigation controller whose top controller's large title follows `scrollView`, and
    /// that controller; nil when none does.
    static func tracker(of scrollView: UIScrollView) -> (UINavigationController, UIViewController)?
    {
        var view: UIView? = scrollView
        while let v = view {
            if let vc = v.owningViewController as? UIViewController, vc.viewIfLoaded === v {
                guard let nav = vc.parent as? UINavigationController,
                    nav.topViewController === vc, vc.largeTitleScrollView === scrollView,
                    nav.collapsibleBarHeight(for: vc) > 0
                else { return nil }
                return (nav, vc)
            }
            view = v.superview
        }
        return nil
    }

    /// The content moved: the bar takes the strip its offset gives, unless a push or pop runs
    /// (the transition animates the bar).
    static func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let (nav, _) = tracker(of: scrollView), nav.runningTransition == nil else { return }
        nav.layoutBar()
        nav.navigationBar.layoutIfNeeded()
    }

    /// How much of the large-title strip the content of `scrollView` has scrolled closed, in
    /// points (0 … 52, 104 with a search bar that hides): how far the bar's bottom edge is above
    /// the top of the content's inset, where a plain table pins its section headers. 0 when no
    /// large title or search bar follows it.
    static func closedStrip(of scrollView: UIScrollView) -> CGFloat {
        guard let (nav, vc) = tracker(of: scrollView) else { return 0 }
        let closed = scrollView.contentOffset.y + scrollView.lastAdjustedContentInset.top
        return min(nav.collapsibleBarHeight(for: vc), max(0, closed))
    }

    /// Where a drag released with the content heading for `target` comes to rest: when a strip
    /// (the search bar's, then the large title's) would be part open there, at its open offset
    /// when half of it or more would show, else at its closed one (engine choice,
    /// Docs/Behaviour-lists.md "Large titles").
    static func restingTarget(_ target: CGPoint, for scrollView: UIScrollView) -> CGPoint {
        guard let (nav, vc) = tracker(of: scrollView) else { return target }
        var open = -scrollView.lastAdjustedContentInset.top
        for full in nav.collapsibleSegments(for: vc) {
            let closed = open + full
            if target.y > open, target.y < closed {
                let showing = closed - target.y
                let canClose = closed <= scrollView.offsetRange.y.upperBound
                return CGPoint(x: target.x, y: showing >= full / 2 || !canClose ? open : closed)
            }
            open = closed
        }
        return target
    }
}
