import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// `UIToolbar` and a navigation controller's toolbar (`toolbar`, `isToolbarHidden`,
/// `setToolbarHidden(_:animated:)`, `toolbarItems`): where the bar sits on an iPhone, how its
/// items are laid out, the safe area it takes from the content. Engine choices:
/// Docs/Behaviour-today.md, "Toolbars".
@MainActor
@Suite(.serialized) struct ToolbarTests {
    /// A navigation controller in a window whose root shows `items` in a shown toolbar.
    func toolbarScreen(_ items: [UIBarButtonItem]) -> (
        UINavigationController, UIViewController, UIWindow
    ) {
        let root = UIViewController()
        root.toolbarItems = items
        let nav = UINavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        let window = makeWindow(root: nav)
        UIApplication.shared.runUntilIdle()
        return (nav, root, window)
    }

    @Test(arguments: [UIDeviceProfile.iPhone15, .iPhone16, .iPhone16Pro, .iPhone16ProMax])
    func theToolbarIs49PointsTallAboveTheHomeIndicator(_ device: UIDeviceProfile) {
        UIScreen.main.device = device
        defer { UIScreen.main.device = .iPhone15 }
        let (nav, _, window) = toolbarScreen([UIBarButtonItem(title: "Edit")])
        let size = window.bounds.size
        #expect(size == device.size)
        let bar = nav.toolbar!
        #expect(bar.frame == CGRect(x: 0, y: size.height - 34 - 49, width: size.width, height: 49))
        #expect(bar.barBackground.frame == CGRect(x: 0, y: 0, width: size.width, height: 49 + 34))
        #expect(bar.convert(bar.barBackground.frame, to: window).maxY == size.height)
        #expect(bar.shadowLine.frame == CGRect(x: 0, y: -0.5, width: size.width, height: 0.5))
        #expect(!bar.isHidden && bar.window === window)
    }

    @Test func theToolbarIsHiddenByDefaultAndAShownOneEndsTheContentsSafeArea() {
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let window = makeWindow(root: nav)
        UIApplication.shared.runUntilIdle()
        #expect(nav.isToolbarHidden && nav.toolbar.isHidden)
        #expect(nav.toolbar.frame.minY == window.bounds.height)
        #expect(root.view.safeAreaInsets.bottom == 34)
        nav.setToolbarHidden(false, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(!nav.toolbar.isHidden)
        // The safe area comes through coordinate conversions: equal to a billionth of a point.
        #expect(abs(root.view.safeAreaInsets.bottom - (34 + 49)) < 1e-9)
        #expect(root.view.bounds.height - root.view.safeAreaInsets.bottom == nav.toolbar.frame.minY)
        nav.isToolbarHidden = true
        UIApplication.shared.runUntilIdle()
        #expect(nav.toolbar.isHidden && root.view.safeAreaInsets.bottom == 34)
    }

    @Test func showingTheToolbarAnimatedSlidesItUpFromTheBottomEdge() {
        let nav = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(root: nav)
        UIApplication.shared.runUntilIdle()
        let h = window.bounds.height
        nav.setToolbarHidden(false, animated: true)
        #expect(!nav.toolbar.isHidden)
        let y0 = nav.toolbar.layer.presentation()!.frame.minY
        #expect(y0 == h)
        UIApplication.shared.advance(by: 0.175)
        let mid = nav.toolbar.layer.presentation()!.frame.minY
        #expect(mid < h && mid > h - 34 - 49)
        UIApplication.shared.runUntilIdle()
        #expect(nav.toolbar.layer.presentation()!.frame.minY == h - 34 - 49)
    }

    @Test func flexibleSpacesShareTheWidthLeftOver() throws {
        let edit = UIBarButtonItem(title: "Edit")
        let done = UIBarButtonItem(title: "Done", style: .done)
        let (nav, _, window) = toolbarScreen([
            edit, UIBarButtonItem(barButtonSystemItem: .flexibleSpace), done,
        ])
        let w = window.bounds.width
        let editView = try #require(edit.view)
        let doneView = try #require(done.view)
        #expect(editView.frame.minX == 16 && doneView.frame.maxX == w - 16)
        #expect(editView.frame.height == 49 && editView.frame.minY == 0)

        let title = UIBarButtonItem(title: "Updated just now")
        nav.toolbar.items = [
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace), title,
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace),
        ]
        nav.toolbar.layoutIfNeeded()
        let titleView = try #require(title.view)
        #expect(abs(titleView.frame.midX - w / 2) <= 0.5)
        #expect(edit.view == nil, "the item that left has no view")

        let gap = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
        gap.width = 20
        nav.toolbar.setItems([edit, gap, done], animated: false)
        nav.toolbar.layoutIfNeeded()
        let a = try #require(edit.view).frame
        let b = try #require(done.view).frame
        #expect(a.minX == 16)
        #expect(b.minX == a.maxX + 8 + 20 + 8)
    }

    @Test func theSpaceFactoriesLayOutAsTheSystemSpaceItems() throws {
        let edit = UIBarButtonItem(title: "Edit")
        let done = UIBarButtonItem(title: "Done", style: .done)
        let (nav, _, window) = toolbarScreen([
            edit, UIBarButtonItem.fixedSpace(20), UIBarButtonItem.flexibleSpace(), done,
        ])
        let w = window.bounds.width
        let a = try #require(edit.view).frame
        let b = try #require(done.view).frame
        #expect(a.minX == 16 && b.maxX == w - 16, "the flexible space took what was left")
        nav.toolbar.setItems([edit, .fixedSpace(20), done], animated: false)
        nav.toolbar.layoutIfNeeded()
        let c = try #require(done.view).frame
        #expect(c.minX == a.maxX + 8 + 20 + 8)
        #expect(UIBarButtonItem.fixedSpace().width == 0)
    }

    @Test func rightToLeftTheFirstItemIsAtTheRightMargin() throws {
        let edit = UIBarButtonItem(title: "Edit")
        let done = UIBarButtonItem(title: "Done", style: .done)
        let (nav, _, window) = toolbarScreen([edit, done])
        window.traitOverrides.layoutDirection = .rightToLeft
        nav.toolbar.setNeedsLayout()
        nav.toolbar.layoutIfNeeded()
        let w = window.bounds.width
        let a = try #require(edit.view).frame
        let b = try #require(done.view).frame
        #expect(a.maxX == w - 16)
        #expect(b.maxX == a.minX - 8)
    }

    @Test func itemsAreDrawnInTheBarsTintColour() throws {
        let share = UIBarButtonItem(title: "Share")
        let off = UIBarButtonItem(title: "Delete")
        off.isEnabled = false
        let (nav, _, _) = toolbarScreen([share, off])
        #expect((share.view as? UILabel)?.textColor == .systemBlue)
        nav.toolbar.tintColor = .systemRed
        nav.toolbar.layoutIfNeeded()
        #expect((share.view as? UILabel)?.textColor == .systemRed)
        #expect((off.view as? UILabel)?.textColor == UIColor(white: 0.6, alpha: 1))
    }

    @Test func aTapOnAToolbarItemRunsItsHandler() throws {
        var tapped = 0
        let compose = UIBarButtonItem(title: "Compose") { _ in tapped += 1 }
        let (_, _, window) = toolbarScreen([compose])
        let v = try #require(compose.view)
        window.touchSynthesizer.tap(
            at: v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: window))
        UIApplication.shared.runUntilIdle()
        #expect(tapped == 1)
    }
}
