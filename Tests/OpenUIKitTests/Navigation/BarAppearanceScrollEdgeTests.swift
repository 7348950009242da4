import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// iOS 15's scroll edges: a bar shows its scroll-edge look (by default its standard look made
/// transparent) while the content is at its edge, and fades to the standard look over the first
/// 16 pt the content scrolls under it; a screen's own appearances win over the bar's.
@MainActor
@Suite struct BarAppearanceScrollEdgeTests {
    /// The standard look's opacity and the scroll-edge look's, as set now.
    private func looks(_ bar: UINavigationBar) -> (standard: CGFloat, edge: CGFloat) {
        bar.layoutIfNeeded()
        let b = bar.barBackground
        return (b.standardLook.alpha, b.edgeLook.isHidden ? 0 : b.edgeLook.alpha)
    }

    @Test func aLargeTitleListAtRestHasNoBackgroundAndNoHairline() {
        let (nav, list, _) = makeLargeTitleStack()
        let bar = nav.navigationBar
        #expect(list.tableView.contentOffset.y == -155)
        #expect(looks(bar) == (0, 1))
        let edge = bar.barBackground.edgeLook
        #expect(edge.materialView.isHidden && edge.colorView.isHidden && edge.hairline.isHidden)
        // The standard look underneath is the default one, material and hairline.
        let standard = bar.barBackground.standardLook
        #expect(!standard.materialView.isHidden && !standard.hairline.isHidden)
    }

    @Test func theBackgroundFadesInOverTheFirst16PointsUnderTheCollapsedBar() {
        let (nav, list, _) = makeLargeTitleStack()
        let bar = nav.navigationBar
        let table = list.tableView!
        // While the strip closes (−155 … −103) the bar stays transparent.
        table.contentOffset.y = -130
        #expect(looks(bar) == (0, 1))
        table.contentOffset.y = -103
        #expect(looks(bar) == (0, 1))
        // Then 4, 8 and 16 pt under the bar: a quarter, a half, all of the standard look.
        table.contentOffset.y = -99
        #expect(looks(bar) == (0.25, 0.75))
        table.contentOffset.y = -95
        #expect(looks(bar) == (0.5, 0.5))
        table.contentOffset.y = -87
        #expect(looks(bar) == (1, 0))
        table.contentOffset.y = 300
        #expect(looks(bar) == (1, 0))
        // Back at the top: transparent again.
        table.contentOffset.y = -155
        #expect(looks(bar) == (0, 1))
    }

    @Test func withoutLargeTitlesTheFadeStartsAtTheBarsEdge() {
        let list = LargeTitleList(style: .plain)
        list.title = "Rows"
        let nav = UINavigationController(rootViewController: list)
        _ = makeWindow(root: nav)
        UIApplication.shared.runUntilIdle()
        let top = list.tableView.adjustedContentInset.top
        #expect(list.tableView.contentOffset.y == -top)
        #expect(looks(nav.navigationBar) == (0, 1))
        list.tableView.contentOffset.y = -top + 12
        #expect(looks(nav.navigationBar) == (0.75, 0.25))
    }

    @Test func aScreenWithoutAScrollViewShowsTheStandardLook() {
        let vc = UIViewController()
        vc.title = "Plain"
        let nav = UINavigationController(rootViewController: vc)
        _ = makeWindow(root: nav)
        UIApplication.shared.runUntilIdle()
        #expect(looks(nav.navigationBar) == (1, 0))
    }

    @Test func anOpaqueScrollEdgeLookCoversTheStandardOneAsItFades() {
        let (nav, list, _) = makeLargeTitleStack()
        let bar = nav.navigationBar
        let edge = UINavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .systemYellow
        bar.scrollEdgeAppearance = edge
        #expect(looks(bar) == (1, 1))
        #expect(bar.barBackground.edgeLook.colorView.backgroundColor == .systemYellow)
        list.tableView.contentOffset.y = -95
        #expect(looks(bar) == (1, 0.5))
    }

    @Test func theTopItemsAppearancesWinOverTheBars() {
        let (nav, list, _) = makeLargeTitleStack()
        let bar = nav.navigationBar
        let barLook = UINavigationBarAppearance()
        barLook.configureWithOpaqueBackground()
        barLook.backgroundColor = .systemRed
        bar.standardAppearance = barLook
        bar.scrollEdgeAppearance = barLook
        bar.layoutIfNeeded()
        #expect(bar.barBackground.edgeLook.colorView.backgroundColor == .systemRed)
        let itemLook = UINavigationBarAppearance()
        itemLook.configureWithOpaqueBackground()
        itemLook.backgroundColor = .systemGreen
        itemLook.titleTextAttributes = [.foregroundColor: UIColor.systemPurple]
        list.navigationItem.scrollEdgeAppearance = itemLook
        bar.layoutIfNeeded()
        #expect(bar.barBackground.edgeLook.colorView.backgroundColor == .systemGreen)
        #expect(bar.barBackground.standardLook.colorView.backgroundColor == .systemRed)
        // At the edge the scroll-edge look's title attributes show; scrolled, the standard's.
        #expect(bar.titleLabel.textColor == .systemPurple)
        list.navigationItem.standardAppearance = itemLook
        list.tableView.contentOffset.y = 0
        bar.layoutIfNeeded()
        #expect(bar.barBackground.standardLook.colorView.backgroundColor == .systemGreen)
        // An item that is not on top does not count.
        let other = UIViewController()
        other.title = "Other"
        nav.pushViewController(other, animated: false)
        bar.layoutIfNeeded()
        #expect(bar.barBackground.standardLook.colorView.backgroundColor == .systemRed)
    }

    @Test func buttonAndTitleAttributesColourTheBar() {
        let (nav, list, _) = makeLargeTitleStack()
        let bar = nav.navigationBar
        let look = UINavigationBarAppearance()
        look.largeTitleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        look.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        look.doneButtonAppearance.normal.titleTextAttributes = [
            .foregroundColor: UIColor.systemGreen
        ]
        look.backButtonAppearance.normal.titleTextAttributes = [
            .foregroundColor: UIColor.systemBrown
        ]
        bar.scrollEdgeAppearance = look
        bar.standardAppearance = look
        let edit = UIBarButtonItem(title: "Edit", style: .plain)
        let done = UIBarButtonItem(title: "Done", style: .done)
        list.navigationItem.rightBarButtonItems = [done, edit]
        bar.layoutIfNeeded()
        #expect(bar.largeTitleLabel.textColor == .systemOrange)
        #expect((edit.view as? UILabel)?.textColor == .systemPink)
        #expect((done.view as? UILabel)?.textColor == .systemGreen)
        let detail = UIViewController()
        detail.title = "Detail"
        nav.pushViewController(detail, animated: false)
        bar.layoutIfNeeded()
        #expect(bar.backButton.label.textColor == .systemBrown)
    }

    @Test func aTabBarIsTransparentAtTheBottomEdgeOfItsContent() {
        let long = LargeTitleList(style: .plain)
        long.title = "Long"
        let short = LargeTitleList(style: .plain)
        short.rows = 3
        short.title = "Short"
        let tabs = UITabBarController()
        tabs.viewControllers = [long, short]
        _ = makeWindow(root: tabs)
        UIApplication.shared.runUntilIdle()
        let bar = tabs.tabBar
        bar.layoutIfNeeded()
        // 60 rows, at the top: far from the bottom edge, the standard look.
        #expect(bar.barBackground.standardLook.alpha == 1)
        #expect(bar.barBackground.edgeLook.isHidden)
        // Scrolled to the very bottom: the transparent scroll-edge look.
        let table = long.tableView!
        let bottom = table.contentSize.height + table.adjustedContentInset.bottom
        table.contentOffset.y = bottom - table.bounds.height
        bar.layoutIfNeeded()
        #expect(bar.barBackground.standardLook.alpha == 0)
        // 8 pt short of it: half way.
        table.contentOffset.y = bottom - table.bounds.height - 8
        bar.layoutIfNeeded()
        #expect(bar.barBackground.standardLook.alpha == 0.5)
        // Three rows do not reach the bar: at its edge.
        tabs.selectedIndex = 1
        UIApplication.shared.runUntilIdle()
        bar.layoutIfNeeded()
        #expect(bar.barBackground.standardLook.alpha == 0)
    }

    @Test func tabItemAppearancesColourTheIconsAndTitles() {
        let a = UIViewController()
        a.title = "Home"
        a.tabBarItem.image = UIImage(systemName: "house.fill")
        let b = UIViewController()
        b.title = "Profile"
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let look = UITabBarAppearance()
        look.stackedLayoutAppearance.selected.iconColor = .systemOrange
        look.stackedLayoutAppearance.selected.titleTextAttributes = [
            .foregroundColor: UIColor.systemRed
        ]
        look.stackedLayoutAppearance.normal.iconColor = .systemTeal
        tabs.tabBar.standardAppearance = look
        _ = makeWindow(root: tabs)
        UIApplication.shared.runUntilIdle()
        let views = tabs.tabBar.itemViews
        tabs.tabBar.layoutIfNeeded()
        let glyph = views[0].icon.layer.sublayers!.first as! CAShapeLayer
        #expect(glyph.fillColor == UIColor.systemOrange.cgColor)
        #expect(views[0].label.textColor == .systemRed)
        #expect(views[1].label.textColor == .systemTeal)
    }

    @Test func aNavigationControllersToolbarFollowsTheBottomEdge() {
        let list = LargeTitleList(style: .plain)
        list.rows = 3
        list.toolbarItems = [UIBarButtonItem(title: "Compose", style: .plain)]
        let nav = UINavigationController(rootViewController: list)
        nav.isToolbarHidden = false
        _ = makeWindow(root: nav)
        UIApplication.shared.runUntilIdle()
        let toolbar = nav.toolbar!
        toolbar.layoutIfNeeded()
        #expect(toolbar.barBackground.standardLook.alpha == 0)
        let look = UIToolbarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = .systemMint
        toolbar.scrollEdgeAppearance = look
        toolbar.layoutIfNeeded()
        #expect(toolbar.barBackground.edgeLook.colorView.backgroundColor == .systemMint)
        #expect(toolbar.barBackground.edgeLook.alpha == 1)
    }
}
