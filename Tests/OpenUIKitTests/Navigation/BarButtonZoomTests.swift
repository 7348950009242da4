import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// iOS 26's `UIViewController.Transition.zoom(options:sourceBarButtonItemProvider:)`: a pushed or
/// presented screen grows out of a bar button item's view and shrinks back into it. Apple's page:
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourcebarbuttonitemprovider:)
/// and WWDC25 "What's new in UIKit" (zoom transitions from bar button items). The item's view is
/// read with the package's `UIBarButtonItem.view` (UIKit keeps it private).
@MainActor
@Suite(.serialized) struct BarButtonZoomTests {
    final class ListVC: UIViewController {
        let compose = UIBarButtonItem(title: "New")
        override func viewDidLoad() {
            view.backgroundColor = .white
            navigationItem.rightBarButtonItem = compose
        }
    }

    /// The apparent frame of `view` (its presentation layer, scaled), in its superview.
    func apparentFrame(_ v: UIView?) -> CGRect {
        guard let v, let p = v.layer.presentation() else { return .zero }
        let w = p.bounds.width * p.transform.m11
        let h = p.bounds.height * p.transform.m22
        return CGRect(x: p.position.x - w / 2, y: p.position.y - h / 2, width: w, height: h)
    }

    /// The clipping wrapper a zoom runs in: the superview that clips `view`.
    func wrapper(of view: UIView) -> UIView? {
        view.superview?.clipsToBounds == true ? view.superview : nil
    }

    func settledList() -> (UINavigationController, ListVC, UIWindow) {
        let list = ListVC()
        let nav = UINavigationController(rootViewController: list)
        let window = makeWindow(root: nav)
        UIApplication.shared.runUntilIdle()
        return (nav, list, window)
    }

    /// A push grows the screen out of the item (at 0 % the card is the item's frame, at 100 % the
    /// full container), and the pop shrinks it back into the item, which shows again after.
    @Test func aPushGrowsOutOfTheBarButtonItemAndThePopShrinksBackIntoIt() throws {
        let (nav, list, window) = settledList()
        let itemView = try #require(list.compose.view)
        let itemFrame = itemView.convert(itemView.bounds, to: window)
        let detail = UIViewController()
        detail.preferredTransition = .zoom { _ in list.compose }
        nav.pushViewController(detail, animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        let box = try #require(wrapper(of: detail.view))
        let container = try #require(box.superview)
        let start = container.convert(apparentFrame(box), to: window)
        #expect(abs(start.midX - itemFrame.midX) < 12 && abs(start.midY - itemFrame.midY) < 25)
        #expect(start.width < itemFrame.width + 40)
        UIApplication.shared.advance(by: 0.25 - 1.0 / 60)
        let half = apparentFrame(box)
        #expect(half.width > start.width + 100 && half.width < container.bounds.width)
        UIApplication.shared.runUntilIdle()
        #expect(nav.topViewController === detail)
        #expect(detail.view.frame == detail.view.superview?.bounds)

        nav.popViewController(animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        let back = try #require(list.compose.view)
        #expect(back.window === window && back.isHidden, "the item's view hides under the card")
        let backFrame = back.convert(back.bounds, to: window)
        UIApplication.shared.advance(by: 0.45)
        let closing = try #require(wrapper(of: detail.view))
        let end = try #require(closing.superview).convert(apparentFrame(closing), to: window)
        #expect(abs(end.midX - backFrame.midX) < 20 && abs(end.midY - backFrame.midY) < 40)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers == [list])
        #expect(list.compose.view?.isHidden == false)
    }

    /// A presentation (`.automatic` resolves to full screen for a zoom, as for a view's) grows
    /// out of the item in the presenter's bar and shrinks back into it on dismissal.
    @Test func aPresentationGrowsOutOfTheItemAndShrinksBack() throws {
        let (nav, list, window) = settledList()
        let itemView = try #require(list.compose.view)
        let itemFrame = itemView.convert(itemView.bounds, to: window)
        let sheet = UIViewController()
        sheet.preferredTransition = .zoom { _ in list.compose }
        nav.present(sheet, animated: true)
        var box: UIView?
        for _ in 0..<10 where box == nil {
            UIApplication.shared.advance(by: 1.0 / 60)
            box = wrapper(of: sheet.view)
        }
        let card = try #require(box)
        let start = try #require(card.superview).convert(apparentFrame(card), to: window)
        #expect(abs(start.midX - itemFrame.midX) < 12 && abs(start.midY - itemFrame.midY) < 25)
        UIApplication.shared.runUntilIdle()
        #expect(sheet.view.frame == window.bounds)
        #expect(itemView.isHidden)
        sheet.dismiss(animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(nav.presentedViewController == nil)
        #expect(!itemView.isHidden)
    }

    /// Bad input: an item in no bar (never shown, so no view in a window). The zoom cannot run and
    /// the standard transition runs instead — the navigation slide, whose pushed view is at 0 %
    /// the container's width to the right — as Apple's "Enhancing your app with fluid transitions"
    /// says the system does where the zoom is not available.
    @Test func anItemInNoBarFallsBackToTheStandardSlide() throws {
        let (nav, _, _) = settledList()
        let stray = UIBarButtonItem(title: "Nowhere")
        let detail = UIViewController()
        var asked = 0
        detail.preferredTransition = .zoom { _ in
            asked += 1
            return stray
        }
        nav.pushViewController(detail, animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(wrapper(of: detail.view) == nil)
        #expect(apparentFrame(detail.view).minX > 300, "slides in from the right edge")
        UIApplication.shared.runUntilIdle()
        #expect(nav.topViewController === detail)
        #expect(asked >= 1)
        // The slide's pop and the edge swipe work on it as on any pushed screen.
        nav.view.window?.touchSynthesizer.edgeSwipe(edge: .left, distance: 300, duration: 0.4)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 1)
    }
}
