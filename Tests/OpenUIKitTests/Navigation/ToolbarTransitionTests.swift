import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A navigation controller's toolbar during pushes and pops (its items cross-fade alongside the
/// transition, as UIKit's), `setItems(_:animated:)`, and iOS 26's zoom out of a toolbar item
/// (`.zoom(options:sourceBarButtonItemProvider:)`). Docs/Behaviour-today.md, "Toolbars".
@MainActor
@Suite(.serialized) struct ToolbarTransitionTests {
    final class Screen: UIViewController {
        let item: UIBarButtonItem
        init(_ title: String) {
            item = UIBarButtonItem(title: title)
            super.init(nibName: nil, bundle: nil)
            toolbarItems = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace), item]
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() { view.backgroundColor = .white }
    }

    func alpha(_ v: UIView?) -> CGFloat {
        guard let v else { return -1 }
        return CGFloat((v.layer.presentation() ?? v.layer).opacity)
    }

    func settled(_ root: UIViewController) -> (UINavigationController, UIWindow) {
        let nav = UINavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        let window = makeWindow(root: nav)
        UIApplication.shared.runUntilIdle()
        return (nav, window)
    }

    /// At half the 0.35 s slide (eased: half way) the old items are at half opacity going out
    /// and the new ones at half coming in; at the end only the new ones are in the bar.
    @Test func theItemsCrossFadeDuringAPushAndAPop() throws {
        let a = Screen("Select")
        let (nav, _) = settled(a)
        let oldView = try #require(a.item.view)
        let b = Screen("Reply")
        nav.pushViewController(b, animated: true)
        let t0 = CACurrentMediaTime()
        let newView = try #require(b.item.view)
        #expect(oldView.superview === nav.toolbar, "the old item stays while it fades")
        #expect(alpha(oldView) == 1 && alpha(newView) == 0)
        UIApplication.shared.advance(by: 0.175)
        let f = (CACurrentMediaTime() - t0) / 0.35
        let p = CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).value(at: f))
        #expect(abs(f - 0.5) < 0.05)
        #expect(abs(alpha(oldView) - (1 - p)) < 0.02)
        #expect(abs(alpha(newView) - p) < 0.02)
        #expect(abs(p - 0.5) < 0.05)
        UIApplication.shared.runUntilIdle()
        #expect(oldView.superview == nil && a.item.view == nil)
        #expect(alpha(newView) == 1 && newView.superview === nav.toolbar)

        nav.popViewController(animated: true)
        let back = try #require(a.item.view)
        UIApplication.shared.advance(by: 0.175)
        #expect(abs(alpha(back) - p) < 0.05 && abs(alpha(newView) - (1 - p)) < 0.05)
        UIApplication.shared.runUntilIdle()
        #expect(newView.superview == nil && alpha(back) == 1)
        #expect(nav.toolbar.items?.last === a.item)
    }

    @Test func setToolbarItemsAnimatedFadesTheItemsOverAQuarterSecond() throws {
        let a = Screen("Select")
        let (_, _) = settled(a)
        let oldView = try #require(a.item.view)
        let next = UIBarButtonItem(title: "Cancel")
        a.setToolbarItems([next], animated: true)
        let newView = try #require(next.view)
        UIApplication.shared.advance(by: 0.125)
        #expect(alpha(oldView) > 0.2 && alpha(oldView) < 0.8)
        #expect(abs(alpha(oldView) + alpha(newView) - 1) < 0.02)
        UIApplication.shared.advance(by: 0.15)
        #expect(oldView.superview == nil && alpha(newView) == 1)
        #expect(newView.frame.minX == 16)
    }

    /// `.zoom(sourceBarButtonItemProvider:)` with an item in the toolbar: the pushed screen starts
    /// as the item's frame in the toolbar, and ends filling the container.
    @Test func aZoomFromAToolbarItemStartsAsTheItemsFrame() throws {
        let a = Screen("Compose")
        let (nav, window) = settled(a)
        let itemView = try #require(a.item.view)
        let itemFrame = itemView.convert(itemView.bounds, to: window)
        #expect(itemFrame.minY == window.bounds.height - 34 - 49)
        let detail = UIViewController()
        detail.view.backgroundColor = .white
        detail.preferredTransition = .zoom { _ in a.item }
        nav.pushViewController(detail, animated: true)
        let box = try #require(detail.view.superview)
        #expect(box.clipsToBounds, "the zoom's clipping card")
        let p = try #require(box.layer.presentation())
        let w = p.bounds.width * p.transform.m11
        let h = p.bounds.height * p.transform.m22
        let start = try #require(box.superview).convert(
            CGRect(x: p.position.x - w / 2, y: p.position.y - h / 2, width: w, height: h),
            to: window)
        #expect(abs(start.minX - itemFrame.minX) < 0.5 && abs(start.minY - itemFrame.minY) < 0.5)
        #expect(abs(start.width - itemFrame.width) < 0.5)
        #expect(abs(start.height - itemFrame.height) < 0.5)
        UIApplication.shared.runUntilIdle()
        #expect(nav.topViewController === detail)
        #expect(detail.view.frame == detail.view.superview?.bounds)
    }
}
