import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueDemos

/// Seed article 000's own code (`MyAnimator`, `Seed000ViewController`) run as tests: frames at
/// chosen times, the final hierarchy, and the animator's cancel branch. `MyAnimator` animates over
/// 0.5 s with UIKit's default ease-in-out.
@MainActor
@Suite struct Seed000ArticleTests {
    @Test func presentGrowsTheDetailOutOfTheBottomRightCornerAndDismissSlidesItBack() throws {
        let list = Seed000ViewController()
        let window = DemoScenery.window(root: list)
        let w = window.bounds.width
        let h = window.bounds.height
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        UIApplication.shared.advance(by: 1.0 / 60)
        let detail = try #require(list.presentedViewController as? AniTestViewController)
        #expect(detail.rowTitle == "Row 2")
        #expect(
            detail.modalPresentationStyle == .fullScreen && detail.transitioningDelegate === list)
        // initialFrame(for: to) is .zero; the article moves only its origin, to the container's
        // bottom-right corner, so the detail grows from a point there.
        let start = try ArticleClock.start(of: detail.view.layer)
        try ArticleClock.expectHalfSecondEaseInOut(
            detail.view, from: CGRect(x: w, y: h, width: 0, height: 0), to: window.bounds)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(CACurrentMediaTime() - start >= 0.5 - 1e-9)
        #expect(detail.view.frame == window.bounds)
        #expect(list.view.window == nil)  // full screen: UIKit removes the presenter's view
        #expect(detail.view.window === window)

        detail.dismiss(animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        // Dismissal: the detail keeps its size and slides to the bottom-right corner.
        try ArticleClock.expectHalfSecondEaseInOut(
            detail.view, from: window.bounds, to: CGRect(x: w, y: h, width: w, height: h))
        #expect(list.view.frame == window.bounds)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(list.presentedViewController == nil)
        #expect(detail.view.window == nil)
        // The animator removed the list's view on success; UIKit puts the presenter back.
        #expect(window.subviews.count == 1 && window.subviews[0] === list.view)
        #expect(list.view.frame == window.bounds)
    }

    @Test func navigationDelegateUsesMyAnimatorForPushAndPop() throws {
        let list = Seed000ViewController()
        list.pushes = true
        let nav = UINavigationController(rootViewController: list)
        let window = DemoScenery.window(root: nav)
        #expect(nav.delegate === list)  // set in the article's viewDidLoad
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        UIApplication.shared.advance(by: 1.0 / 60)
        let detail = try #require(nav.topViewController as? AniTestViewController)
        let container = try #require(detail.view.superview)
        let cw = container.frame.width
        let ch = container.frame.height
        try ArticleClock.expectHalfSecondEaseInOut(
            detail.view, from: CGRect(x: cw, y: ch, width: 0, height: 0), to: nav.view.bounds)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(detail.view.frame == nav.view.bounds)
        #expect(detail.view.window === window && list.view.window == nil)
        try expectPopToTheCorner(nav, popping: detail, to: list, in: window)
    }

    @Test func cancelledInteractivePresentRemovesTheDetailAndCancelledDismissKeepsIt() throws {
        let list = Seed000ViewController()
        let window = DemoScenery.window(root: list)
        let delegate = InteractiveMyAnimatorDelegate()
        let detail = AniTestViewController()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = delegate
        list.present(detail, animated: true)
        delegate.scrubAndCancel()
        // Presenting and cancelled: MyAnimator removes the to-view itself.
        #expect(list.presentedViewController == nil)
        #expect(detail.view.superview == nil)
        #expect(window.subviews.count == 1 && window.subviews[0] === list.view)

        list.present(detail, animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        delegate.interactor.finish()
        #expect(UIApplication.shared.runUntilIdle())
        #expect(list.presentedViewController === detail && detail.view.frame == window.bounds)
        detail.dismiss(animated: true)
        delegate.scrubAndCancel()
        // Dismissing and cancelled: MyAnimator keeps both views; the detail stays presented.
        #expect(list.presentedViewController === detail)
        #expect(detail.view.window === window)
        #expect(list.view.window == nil)
        detail.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(window.subviews.count == 1 && window.subviews[0] === list.view)
    }

    @Test func cancelledInteractivePushAndPopLeaveTheStackAsItWas() throws {
        let list = Seed000ViewController()
        let nav = UINavigationController(rootViewController: list)
        let window = DemoScenery.window(root: nav)
        let delegate = InteractiveMyAnimatorDelegate()
        nav.delegate = delegate
        let detail = AniTestViewController()
        nav.pushViewController(detail, animated: true)
        delegate.scrubAndCancel()
        #expect(nav.viewControllers.count == 1 && nav.topViewController === list)
        #expect(detail.view.superview == nil)  // removed by MyAnimator's cancel branch
        #expect(list.view.window === window)

        nav.pushViewController(detail, animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        delegate.interactor.finish()
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.topViewController === detail)
        nav.popViewController(animated: true)
        delegate.scrubAndCancel()
        #expect(nav.viewControllers.count == 2 && nav.topViewController === detail)
        #expect(detail.view.window === window)
        #expect(list.view.window == nil)
    }
}
