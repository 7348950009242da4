import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// The back swipe on a screen that is a horizontal carousel: the edge pan and the carousel's pan
/// share the touch; with the carousel's pan waiting for the back swipe to fail (what UIKit apps
/// write: `panGestureRecognizer.require(toFail: interactivePopGestureRecognizer)`), a swipe from
/// the edge pops and a swipe from the middle pages.
@MainActor
@Suite struct PopBesideScrollViewTests {
    /// A navigation controller showing a home screen and, pushed over it, a full-screen carousel of
    /// three pages.
    private func carousel(waitsForBackSwipe: Bool) -> (
        UINavigationController, UIScrollView, UIWindow
    ) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let nav = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = nav
        window.makeKeyAndVisible()
        let screen = UIViewController()
        let carousel = UIScrollView(frame: screen.view.bounds)
        carousel.contentSize = CGSize(width: screen.view.bounds.width * 3, height: 10)
        carousel.isPagingEnabled = true
        carousel.contentInsetAdjustmentBehavior = .never
        screen.view.addSubview(carousel)
        nav.pushViewController(screen, animated: false)
        UIApplication.shared.runUntilIdle()
        if waitsForBackSwipe, let back = nav.interactivePopGestureRecognizer {
            carousel.panGestureRecognizer.require(toFail: back)
        }
        return (nav, carousel, window)
    }

    /// UIKit's default, the conflict apps work around: the carousel's pan takes the swipe and the
    /// screen stays (Docs/Behaviour-lists.md, "The back swipe beside a horizontal scroll view").
    @Test func byDefaultTheCarouselTakesTheEdgeSwipe() {
        let (nav, carousel, window) = carousel(waitsForBackSwipe: false)
        var pulled: CGFloat = 0
        window.touchSynthesizer.edgeSwipe(
            edge: .left, distance: 300, duration: 0.4, position: nil, inset: 2,
            curve: .init(name: .linear))
        UIApplication.shared.advance(by: 0.3)
        pulled = carousel.contentOffset.x
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 2)
        #expect(pulled < 0, "rubber-banded past its first page")
    }

    @Test func waitingForTheBackSwipeAnEdgeSwipePops() {
        let (nav, carousel, window) = carousel(waitsForBackSwipe: true)
        window.touchSynthesizer.edgeSwipe(
            edge: .left, distance: 300, duration: 0.4, position: nil, inset: 2,
            curve: .init(name: .linear))
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 1)
        #expect(carousel.contentOffset == .zero)
    }

    @Test func waitingForTheBackSwipeASwipeFromTheMiddlePages() {
        let (nav, carousel, window) = carousel(waitsForBackSwipe: true)
        window.touchSynthesizer.drag(
            from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.3,
            curve: .init(name: .linear))
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 2)
        #expect(abs(carousel.contentOffset.x - carousel.bounds.width) < 0.11)
    }
}
