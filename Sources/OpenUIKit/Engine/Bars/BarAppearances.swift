import Foundation

/// The appearances a bar or navigation item holds (UIKit's `standardAppearance`,
/// `compactAppearance`, `scrollEdgeAppearance`, `compactScrollEdgeAppearance`), each a copy of
/// what was assigned, owned by the holder so that changing it lays the bar out again.
struct BarAppearances<Appearance: UIBarAppearance> {
    var standard: Appearance?
    var compact: Appearance?
    var scrollEdge: Appearance?
    var compactScrollEdge: Appearance?

    /// The standard appearance, made by `make` and owned by `owner` the first time it is read
    /// (a bar's `standardAppearance` is never nil: by default, the default background).
    @MainActor
    mutating func standard(ownedBy owner: AnyObject, making make: () -> Appearance) -> Appearance {
        if let standard { return standard }
        let made = make()
        made.owner = owner
        standard = made
        return made
    }
}

/// What a bar's legacy customisations (before iOS 13's appearances) set, kept so that their
/// getters answer what was set; each setter also writes into the bar's standard appearance
/// (Docs/Behaviour-today.md, "Bar appearances").
struct LegacyBarSettings {
    var isTranslucent = true
    var titleTextAttributes: [NSAttributedString.Key: Any]?
    var shadowImage: UIImage?
    var backgroundImages: [UIBarMetrics: UIImage] = [:]
}

/// How far the content must scroll past a bar's edge for the bar to fade from its scroll-edge
/// look to its standard one, and where a bar's content is (UIKit does this privately).
@MainActor
enum BarAppearanceTracking {
    /// The distance over which a bar fades between its scroll-edge and standard looks, in points
    /// (engine choice, Docs/Behaviour-today.md "Bar appearances").
    static let fadeDistance: CGFloat = 16

    /// How far (0 … 1) the top bar of `nav` has faded to its standard look for `vc`'s content:
    /// 0 while the content's top edge is at or below the bar's (below the large-title strip
    /// when `vc` shows one), 1 once it has scrolled `fadeDistance` under it; 1 with no scroll
    /// view to follow.
    static func topProgress(of vc: UIViewController, in nav: UINavigationController) -> CGFloat {
        guard let s = vc.largeTitleScrollView else { return 1 }
        let strip: CGFloat =
            nav.largeTitleStyle(for: vc) == .strip ? UINavigationBar.largeTitleStripHeight : 0
        let under = s.contentOffset.y + s.lastAdjustedContentInset.top - strip
        return min(1, max(0, under / fadeDistance))
    }

    /// How far (0 … 1) a bottom bar has faded to its standard look for `scrollView`: 0 while the
    /// content's bottom edge is at or above the bar's top, 1 once `fadeDistance` of content is
    /// under it; 1 with no scroll view to follow.
    static func bottomProgress(of scrollView: UIScrollView?) -> CGFloat {
        guard let s = scrollView else { return 1 }
        let end = s.contentSize.height + s.adjustedContentInset.bottom
        let under = end - (s.contentOffset.y + s.bounds.height)
        return min(1, max(0, under / fadeDistance))
    }

    /// The scroll view the bottom bars follow for `vc`: the one set for the bottom edge, else
    /// the view itself when it is a scroll view, else its first subview when that is one; for a
    /// navigation controller, its top controller's.
    static func bottomScrollView(of vc: UIViewController?) -> UIScrollView? {
        guard let vc else { return nil }
        if let nav = vc as? UINavigationController {
            return bottomScrollView(of: nav.topViewController)
        }
        if let set = vc.contentScrollView(for: .bottom) { return set }
        guard let v = vc.viewIfLoaded else { return nil }
        if let s = v as? UIScrollView { return s }
        return v.subviews.first as? UIScrollView
    }

    /// The content of some controller moved or changed size: the bars above it take their look
    /// for it.
    static func scrollViewDidScroll(_ scrollView: UIScrollView) {
        var view: UIView? = scrollView
        var owner: UIViewController?
        while let v = view, owner == nil {
            if let vc = v.owningViewController as? UIViewController, vc.viewIfLoaded === v {
                owner = vc
            }
            view = v.superview
        }
        var vc = owner
        while let c = vc {
            if let nav = c.parent as? UINavigationController {
                relayout(nav.navigationBar)
                relayout(nav.toolbar)
            }
            if let tabs = c.parent as? UITabBarController { relayout(tabs.tabBar) }
            vc = c.parent
        }
    }

    private static func relayout(_ bar: UIView?) {
        guard let bar, bar.window != nil else { return }
        bar.setNeedsLayout()
        bar.layoutIfNeeded()
    }
}
