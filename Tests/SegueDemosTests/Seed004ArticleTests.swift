import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueDemos

/// Seed article 004's own code (`ContainerController`, `EmptySegue`, the switching controller and
/// the storyboard in code) run as tests: the embed segue, the 0.4 s page curl through an empty
/// custom segue, and the final version that slides the children with ease-out.
@MainActor
@Suite struct Seed004ArticleTests {
    /// The storyboard's initial controller on screen, with its embedded container.
    func makeScreen(slides: Bool) throws -> (
        root: SwitchViewController, container: ContainerController, window: UIWindow
    ) {
        let root = try #require(
            Seed004.storyboard(slides: slides).instantiateInitialViewController()
                as? SwitchViewController)
        let window = DemoScenery.window(root: root)
        return (root, try #require(root.containerVC), window)
    }

    @Test func embedSegueAndTheFirstChildAreInstalledWhenTheViewLoads() throws {
        let (root, container, window) = try makeScreen(slides: false)
        #expect(container.parent === root)
        #expect(container.view.superview === root.containerView)
        // The container view: 16 pt margins, below the bar and the segmented control, above the
        // home indicator area.
        let top = DemoScenery.barBottom + 66
        let height = window.bounds.height - top - UIScreen.main.device.safeAreaInsets.bottom - 16
        #expect(
            root.containerView.frame
                == CGRect(x: 16, y: top, width: window.bounds.width - 32, height: height))
        #expect(container.children.count == 1)
        #expect(container.children[0] is FirstController)
        #expect(
            container.children[0].view.frame
                == CGRect(x: 0, y: 0, width: window.bounds.width - 32, height: height))
        #expect(container.children[0].view.window === window)
        #expect(container.currentSegue == container.segue1)
        // The custom segue itself does nothing: prepare(for:sender:) does the swap.
        let before = container.view.subviews
        EmptySegue(
            identifier: "SecondController", source: container, destination: SecondController()
        ).perform()
        #expect(
            container.children.count == 1 && container.view.subviews.elementsEqual(before, by: ===))
    }

    @Test func segmentSwitchCurlsUpToTheOtherChildIn0_4SecondsAndBack() throws {
        let (root, container, _) = try makeScreen(slides: false)
        let first = container.children[0]
        let t0 = CACurrentMediaTime()
        root.switchControllerAction(sender: root)
        let curl = try #require(
            container.view.layer.animation(forKey: "transition") as? CATransition)
        #expect(curl.type.rawValue == "pageCurl")
        #expect(curl.duration == 0.4)
        #expect(container.children.count == 2)  // until the completion removes the first
        // Halfway through (the default ease-in-out curve is symmetric), the curl is half done.
        #expect(abs(ArticleClock.advance(to: 0.2, after: curl.beginTime) - 0.2) < 1e-9)
        let progress = try #require(container.view.layer.activeTransition()).progress
        #expect(abs(progress - 0.5) < 1e-6)
        #expect(first.view.superview === container.view)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(CACurrentMediaTime() - t0 >= 0.4 - 1e-9)
        #expect(container.children.count == 1)
        #expect(container.children[0] is SecondController)
        #expect(first.view.superview == nil && first.parent == nil)
        #expect(container.view.subviews.count == 1)
        #expect(container.children[0].view.frame == container.view.bounds)
        root.switchControllerAction(sender: root)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(container.children.count == 1 && container.children[0] is FirstController)
        #expect(container.currentSegue == container.segue1)
    }

    @Test func finalVersionSlidesTheSecondInFromTheRightAndTheFirstBackFromTheLeft() throws {
        let (root, container, _) = try makeScreen(slides: true)
        let cw = container.view.bounds.width
        let p = ArticleReference.easeOutAtHalf  // 0.4 s ease-out, 0.2 s in
        let first = try #require(container.children[0] as? FirstController)
        root.switchControllerAction(sender: root)
        let second = try #require(container.children.last as? SecondController)
        UIApplication.shared.advance(by: 1.0 / 60)
        let start = try ArticleClock.start(of: second.view.layer)
        #expect(abs(ArticleClock.advance(to: 0.2, after: start) - 0.2) < 1e-9)
        #expect(abs(try ArticleClock.presented(second.view).minX - cw * (1 - p)) < 1e-6)
        #expect(abs(try ArticleClock.presented(first.view).minX - -cw * p) < 1e-6)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(second.view.frame == container.view.bounds)
        #expect(container.children.count == 1 && container.children[0] === second)
        #expect(first.view.superview == nil && first.parent == nil)

        // back to segue1: a new first child, from the left
        root.switchControllerAction(sender: root)
        let firstAgain = try #require(container.children.last as? FirstController)
        UIApplication.shared.advance(by: 1.0 / 60)
        let back = try ArticleClock.start(of: firstAgain.view.layer)
        #expect(abs(ArticleClock.advance(to: 0.2, after: back) - 0.2) < 1e-9)
        #expect(abs(try ArticleClock.presented(firstAgain.view).minX - -cw * (1 - p)) < 1e-6)
        #expect(abs(try ArticleClock.presented(second.view).minX - cw * p) < 1e-6)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(container.children.count == 1 && container.children[0] === firstAgain)
        #expect(firstAgain.view.frame == container.view.bounds && second.view.superview == nil)
        #expect(container.view.subviews.count == 1)
    }
}
