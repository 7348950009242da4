import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueDemos

/// Seed article 003's own code (`ShowAnimator`, `HideAnimator`, `MoPresentationController` and the
/// home controller's delegate methods) run as tests. Both animators run 0.5 s with UIKit's default
/// ease-in-out; the dimming view's alongside animation shares that timing.
@MainActor
@Suite struct Seed003ArticleTests {
    @Test func pushGrowsFromTheBottomRightCornerAndPopShrinksBackThere() throws {
        let home = TransitionHomeViewController()
        home.mode = .push
        let nav = UINavigationController(rootViewController: home)
        let window = DemoScenery.window(root: nav)
        #expect(nav.delegate === home)
        home.show(3)
        UIApplication.shared.advance(by: 1.0 / 60)
        let shown = try #require(nav.topViewController as? ColourViewController)
        #expect(shown.name == "Purple")
        let container = try #require(shown.view.superview)
        let cw = container.frame.width
        let ch = container.frame.height
        // initialFrame(for: to) is .zero; part 3.2 moves its origin to the corner: a point grows.
        try ArticleClock.expectHalfSecondEaseInOut(
            shown.view, from: CGRect(x: cw, y: ch, width: 0, height: 0), to: nav.view.bounds)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(shown.view.frame == nav.view.bounds && shown.view.window === window)
        #expect(home.view.window == nil)
        // Part 3.4: the home view goes back under at its final frame; the shown view keeps its size.
        try expectPopToTheCorner(nav, popping: shown, to: home, in: window)
    }

    @Test func fullScreenPresentGrowsFromTheCornerAndDismissShrinksBackThere() throws {
        let home = TransitionHomeViewController()
        home.mode = .present
        let window = DemoScenery.window(root: home)
        let w = window.bounds.width
        let h = window.bounds.height
        home.show(0)
        UIApplication.shared.advance(by: 1.0 / 60)
        let shown = try #require(home.presentedViewController as? ColourViewController)
        #expect(shown.modalPresentationStyle == .fullScreen && shown.transitioningDelegate === home)
        try ArticleClock.expectHalfSecondEaseInOut(
            shown.view, from: CGRect(x: w, y: h, width: 0, height: 0), to: window.bounds)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(shown.view.frame == window.bounds && home.view.window == nil)

        shown.dismiss(animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(home.view.frame == window.bounds)
        try ArticleClock.expectHalfSecondEaseInOut(
            shown.view, from: window.bounds, to: CGRect(x: w, y: h, width: w, height: h))
        #expect(UIApplication.shared.runUntilIdle())
        #expect(home.presentedViewController == nil && shown.view.window == nil)
        #expect(window.subviews.count == 1 && window.subviews[0] === home.view)
    }

    @Test func presentationControllerTakesTheRightHalfAndFadesTheDimmingViewAlongside() throws {
        let home = TransitionHomeViewController()
        home.mode = .presentationController
        let window = DemoScenery.window(root: home)
        let w = window.bounds.width
        let h = window.bounds.height
        let half = (w / 2).rounded(.down)  // the article's floorf(width / 2)
        home.show(1)
        UIApplication.shared.advance(by: 1.0 / 60)
        let shown = try #require(home.presentedViewController as? ColourViewController)
        let pc = try #require(shown.presentationController as? MoPresentationController)
        let container = try #require(pc.containerView)
        // presentationTransitionWillBegin: the dimming view covers the container, first (bottom).
        #expect(container.subviews.first === pc.moDimmingView)
        #expect(
            pc.moDimmingView.frame == container.bounds && pc.moDimmingView.frame == window.bounds)
        // From a point at the corner to the right half; halfway there at 0.25 s, dimming at 0.5.
        let right = CGRect(x: w - half, y: 0, width: half, height: h)
        try ArticleClock.expectHalfSecondEaseInOut(
            shown.view, from: CGRect(x: w, y: h, width: 0, height: 0), to: right)
        #expect(
            abs(Double(try #require(pc.moDimmingView.layer.presentation()).opacity) - 0.5) < 1e-6)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(shown.view.frame == right)
        #expect(pc.moDimmingView.alpha == 1)
        #expect(home.view.window === window)  // a custom presentation keeps the presenter's view

        shown.dismiss(animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        // No to-view (the presenter stayed): the half slides to the corner, the dimming fades out.
        try ArticleClock.expectHalfSecondEaseInOut(
            shown.view, from: right, to: CGRect(x: w, y: h, width: half, height: h))
        #expect(
            abs(Double(try #require(pc.moDimmingView.layer.presentation()).opacity) - 0.5) < 1e-6)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(pc.moDimmingView.superview == nil)  // dismissalTransitionDidEnd(true)
        #expect(home.presentedViewController == nil && shown.view.window == nil)
        #expect(window.subviews.count == 1 && window.subviews[0] === home.view)
    }
}
