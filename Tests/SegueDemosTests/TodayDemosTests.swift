import Foundation
@_spi(Testing) import OpenUIKit
import SegueRender
import Testing

@testable import SegueDemos

/// The gallery's iOS 26 entries (issue 25), each at 0, 50 and 100 % of its motion: the content
/// back swipe (Apple's `interactiveContentPopGestureRecognizer` page), the zoom out of a bar
/// button item (`zoom(options:sourceBarButtonItemProvider:)`, WWDC25 "What's new in UIKit") and
/// an alert shown in the middle of a custom presentation (`UIAlertController`; its timings are
/// engine choices, Docs/Behaviour-today.md, "Alerts").
@MainActor
@Suite(.serialized) struct TodayDemosTests {
    func perform(_ step: DemoStep) {
        if case .perform(_, let action) = step { action() }
    }

    func apparentFrame(_ v: UIView?) -> CGRect {
        guard let v, let p = v.layer.presentation() else { return .zero }
        let w = p.bounds.width * p.transform.m11
        let h = p.bounds.height * p.transform.m22
        return CGRect(x: p.position.x - w / 2, y: p.position.y - h / 2, width: w, height: h)
    }

    /// Records the demo at 15 fps and writes its filmstrip to /tmp/demos/<name>.png.
    func record(_ name: String) throws {
        let demo = try #require(DemoCatalog.demo(named: name))
        let player = DemoPlayer(demo: demo)
        let recording = try player.record(player.makeScene(), fps: 15, scale: 1)
        #expect(recording.frames.count > 15)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/demos", withIntermediateDirectories: true)
        if let strip = try? recording.filmstrip(columns: 6, maximumFrames: 24) {
            try? strip.pngData().write(to: URL(fileURLWithPath: "/tmp/demos/\(name).png"))
        }
    }

    /// The message follows the finger: a few points in at 0 %, half the finger's 60 % of the
    /// width at 50 % of the drag, and gone at 100 % with the mailbox back in place.
    @Test func theContentBackSwipePopsTheMessageUnderTheFinger() throws {
        let demo = try #require(DemoCatalog.demo(named: "content-back-swipe"))
        let scene = DemoPlayer(demo: demo).makeScene()
        let window = scene.window
        let nav = try #require(scene.retained.first as? UINavigationController)
        let message = try #require(nav.topViewController as? MessageViewController)
        let w = window.bounds.width
        perform(scene.steps[1])
        // 0 %: the finger passes the pan's 10 pt threshold on its second frame; the pop starts.
        UIApplication.shared.advance(by: 3.0 / 60)
        #expect(message.transitionCoordinator?.isInteractive == true)
        #expect(apparentFrame(message.view).minX < 30)
        UIApplication.shared.advance(by: TodayDemos.swipeDuration / 2 - 3.0 / 60)
        let travel = (TodayDemos.swipeEnd - TodayDemos.swipeStart) * w
        #expect(abs(apparentFrame(message.view).minX - travel / 2) < 10)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.viewControllers.count == 1)
        #expect(message.view.window == nil)
        #expect(apparentFrame(nav.topViewController?.view).minX == 0)
        try record("content-back-swipe")
    }

    /// The compose screen starts as the New item (0 %), is between the item and the screen at
    /// 50 %, fills the window at 100 %; the pop shrinks it back and the item shows again.
    @Test func theComposeScreenGrowsOutOfTheNewItemAndBack() throws {
        let demo = try #require(DemoCatalog.demo(named: "bar-button-zoom"))
        let scene = DemoPlayer(demo: demo).makeScene()
        let window = scene.window
        let nav = try #require(scene.retained.first as? UINavigationController)
        let item = try #require(nav.topViewController?.navigationItem.rightBarButtonItem)
        let itemView = try #require(item.view)
        let itemFrame = itemView.convert(itemView.bounds, to: window)
        perform(scene.steps[1])
        var box: UIView?
        for _ in 0..<30 where box == nil {
            UIApplication.shared.advance(by: 1.0 / 60)
            if let v = (nav.topViewController as? ComposeViewController)?.view,
                v.superview?.clipsToBounds == true
            {
                box = v.superview
            }
        }
        let wrapper = try #require(box)
        let container = try #require(wrapper.superview)
        let start = container.convert(apparentFrame(wrapper), to: window)
        #expect(abs(start.midX - itemFrame.midX) < 12 && abs(start.midY - itemFrame.midY) < 25)
        UIApplication.shared.advance(by: 0.25)
        let mid = container.convert(apparentFrame(wrapper), to: window)
        #expect(mid.width > itemFrame.width + 100 && mid.width < window.bounds.width)
        #expect(UIApplication.shared.runUntilIdle())
        let compose = try #require(nav.topViewController as? ComposeViewController)
        #expect(compose.view.convert(compose.view.bounds, to: window) == window.bounds)
        perform(scene.steps[4])
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.viewControllers.count == 1)
        #expect(item.view?.isHidden == false && item.view?.window === window)
        try record("bar-button-zoom")
    }

    /// Over the card the Segue cover brought up, the alert fades in from 1.2× (0 %: transparent
    /// and large, 50 %: half way, 100 %: opaque at its size); Discard dismisses the alert, then
    /// the card.
    @Test func theAlertFadesInOverTheCustomPresentedCardAndDiscardDismissesBoth() throws {
        let demo = try #require(DemoCatalog.demo(named: "alert-in-custom-flow"))
        let scene = DemoPlayer(demo: demo).makeScene()
        let window = scene.window
        perform(scene.steps[1])
        #expect(UIApplication.shared.runUntilIdle())
        let card = try #require(scene.retained.last as? ComposeViewController)
        #expect(card.view.window === window)
        perform(scene.steps[4])
        var alert: UIAlertController?
        for _ in 0..<10 where alert?.view.layer.presentation() == nil {
            UIApplication.shared.advance(by: 1.0 / 60)
            alert = card.presentedViewController as? UIAlertController
        }
        let shown = try #require(alert)
        let start = try #require(shown.view.layer.presentation())
        #expect(start.opacity < 0.15 && start.transform.m11 > 1.15)
        UIApplication.shared.advance(by: 0.15 - 1.0 / 60)
        let mid = try #require(shown.view.layer.presentation())
        #expect(
            mid.opacity > 0.4 && mid.opacity < 1 && mid.transform.m11 > 1 && mid.transform.m11 < 1.1
        )
        #expect(UIApplication.shared.runUntilIdle())
        let end = try #require(shown.view.layer.presentation())
        #expect(end.opacity == 1 && end.transform.m11 == 1)
        perform(scene.steps[7])
        #expect(UIApplication.shared.runUntilIdle())
        #expect(card.presentingViewController == nil && card.view.window == nil)
        try record("alert-in-custom-flow")
    }
}
