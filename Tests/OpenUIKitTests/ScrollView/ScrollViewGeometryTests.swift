import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// The content offset is the bounds' origin; insets and the safe area set where the content may
/// rest; code scrolls at once or over 0.3 s.
@MainActor
@Suite struct ScrollViewGeometryTests {
    @Test func theContentOffsetIsTheBoundsOriginAndMovesTheSubviews() {
        let stage = ScrollStage()
        let row = UIView(frame: CGRect(x: 0, y: 1000, width: 390, height: 44))
        stage.scrollView.addSubview(row)
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 900)
        #expect(stage.scrollView.bounds.origin == CGPoint(x: 0, y: 900))
        #expect(row.convert(row.bounds, to: nil) == CGRect(x: 0, y: 100, width: 390, height: 44))
        #expect(stage.log.calls == ["didScroll"])
    }

    @Test func aScrollViewClipsToItsBoundsByDefault() {
        #expect(UIScrollView().clipsToBounds)
    }

    @Test func theInsetsWidenWhereTheContentMayRest() {
        let stage = ScrollStage(contentSize: CGSize(width: 390, height: 1000))
        stage.scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        let range = stage.scrollView.offsetRange
        #expect(range.y == -20...186)
        #expect(stage.scrollView.clamped(CGPoint(x: 5, y: 500)) == CGPoint(x: 0, y: 186))
    }

    @Test func aListUnderANavigationBarRestsBelowItAndItsInsetIncludesTheBar() {
        let list = UIViewController()
        let scrollView = UIScrollView()
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        list.view = scrollView
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: list)
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        // iPhone 15: 59 pt of status bar and the 44 pt bar; 34 pt of home indicator below.
        #expect(
            scrollView.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0)
        )
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -103))
    }

    @Test func neverLeavesTheSafeAreaOut() {
        let list = UIViewController()
        let scrollView = UIScrollView()
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        list.view = scrollView
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UINavigationController(rootViewController: list)
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        #expect(scrollView.adjustedContentInset == .zero)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func anAnimatedScrollEasesOverAThirdOfASecond() {
        let stage = ScrollStage()
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        UIApplication.shared.advance(by: 0.15)
        // Ease in and out at half the time is half the way.
        #expect(abs(stage.scrollView.contentOffset.y - 150) < 1)
        UIApplication.shared.runUntilIdle()
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(stage.log.calls == ["didScroll", "didEndScrollingAnimation"])
    }

    @Test func scrollRectToVisibleMovesTheLeastDistance() {
        let stage = ScrollStage()
        stage.scrollView.scrollRectToVisible(
            CGRect(x: 0, y: 1000, width: 390, height: 44), animated: false)
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 1044 - 844))
        stage.scrollView.scrollRectToVisible(
            CGRect(x: 0, y: 100, width: 390, height: 44), animated: false)
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 100))
        stage.log.calls.removeAll()
        stage.scrollView.scrollRectToVisible(
            CGRect(x: 0, y: 200, width: 10, height: 10), animated: false)
        #expect(stage.log.calls.isEmpty, "already visible")
    }

    @Test(arguments: [(150.0, 0.0), (250.0, 390.0)]) func aPagingDragSettlesOnTheNearestPage(
        distance: CGFloat, page: CGFloat
    ) {
        let stage = ScrollStage(contentSize: CGSize(width: 390 * 3, height: 844))
        stage.scrollView.isPagingEnabled = true
        stage.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 300 - distance, y: 400))
        #expect(abs(stage.scrollView.contentOffset.x - page) < 0.11)
    }

    @Test func aPagingFlickTurnsToTheNextPage() {
        let stage = ScrollStage(contentSize: CGSize(width: 390 * 3, height: 844))
        stage.scrollView.isPagingEnabled = true
        stage.flick(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 240, y: 400), duration: 0.1)
        #expect(abs(stage.scrollView.contentOffset.x - 390) < 0.11)
    }

    @Test func theIndicatorShowsWhileDraggingAndFadesAfter() {
        let stage = ScrollStage()
        let fingers = stage.window.touchSynthesizer
        fingers.touchDown(at: CGPoint(x: 200, y: 600))
        for y in stride(from: 590, through: 400, by: -10) {
            fingers.move(to: CGPoint(x: 200, y: y))
        }
        UIApplication.shared.advance(by: 0.5)
        let bar = stage.scrollView.indicators.vertical
        #expect(bar.superview === stage.scrollView && bar.alpha == 1)
        // 3 pt from the right edge, as long as the visible fraction of an 838 pt track.
        #expect(abs(bar.frame.minX - (390 - 3 - 3)) < 0.001)
        #expect(abs(bar.frame.height - 838 * 844 / 3000) < 0.01)
        fingers.touchUp()
        UIApplication.shared.runUntilIdle()
        #expect(bar.alpha == 0)
    }
}
