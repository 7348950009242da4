import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A drag moves the content under the finger, rubber-bands past the edges and springs back; a
/// flick decelerates to where UIKit's rate says; the delegate hears UIKit's calls in UIKit's order.
@MainActor
@Suite struct ScrollViewDraggingTests {
    @Test func aSlowDragMovesTheContentByTheFingersDistanceAndDoesNotDecelerate() {
        let stage = ScrollStage()
        stage.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400))
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 200))
        #expect(
            stage.log.calls == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)",
            ])
        #expect(stage.log.endVelocity == .zero)
        #expect(!stage.scrollView.isDragging && !stage.scrollView.isTracking)
    }

    @Test func aDragPastTheTopRubberBandsAndSpringsBack() throws {
        let stage = ScrollStage()
        stage.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400))
        // 100 pt past the edge of an 844 pt view: (1 − 1 / (100 · 0.55 / 844 + 1)) · 844.
        let deepest = try #require(stage.log.offsets.map(\.y).min())
        #expect(abs(deepest - -51.635) < 0.01)
        #expect(stage.scrollView.contentOffset == .zero)
        #expect(
            stage.log.calls == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "didScroll", "didEndDecelerating",
            ])
    }

    @Test func withoutBouncesTheContentStopsAtTheEdge() {
        let stage = ScrollStage()
        stage.scrollView.bounces = false
        stage.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400))
        #expect(stage.log.offsets.allSatisfy { $0 == .zero })
        #expect(stage.log.calls.contains("didEndDragging(false)"))
    }

    @Test func aFlickDeceleratesToUIKitsProjection() throws {
        let stage = ScrollStage()
        stage.flick(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.25)
        // 1,200 pt/s decaying by 0.998 per ms travels 1200 / (−1000 · ln 0.998) ≈ 599.4 pt more.
        let velocity = try #require(stage.log.endVelocity)
        #expect(abs(velocity.y - 1.2) < 1e-9, "UIKit's delegate gets points per millisecond")
        let target = try #require(stage.log.proposedTarget)
        #expect(abs(target.y - 899.4) < 0.1)
        #expect(abs(stage.scrollView.contentOffset.y - target.y) < 0.11)
        #expect(
            stage.log.calls == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "didScroll", "didEndDecelerating",
            ])
    }

    @Test func theDelegateMayMoveTheTarget() {
        let stage = ScrollStage()
        stage.log.retarget = CGPoint(x: 0, y: 500)
        stage.flick(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.25)
        #expect(abs(stage.scrollView.contentOffset.y - 500) < 0.11)
    }

    @Test func aFlickPastTheEndIsTargetedAtTheEndAndComesBackToIt() throws {
        let stage = ScrollStage(contentSize: CGSize(width: 390, height: 1200))
        stage.flick(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.25)
        // The end is 1200 − 844 = 356 pt down: the delegate is told that, the content overshoots.
        #expect(stage.log.proposedTarget == CGPoint(x: 0, y: 356))
        let furthest = try #require(stage.log.offsets.map(\.y).max())
        #expect(furthest > 356)
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 356))
    }

    @Test func aTouchStopsADeceleration() {
        let stage = ScrollStage()
        let fingers = stage.window.touchSynthesizer
        fingers.drag(
            from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.25,
            curve: .init(name: .linear))
        UIApplication.shared.advance(by: 0.4)
        #expect(stage.scrollView.isDecelerating)
        fingers.touchDown(at: CGPoint(x: 100, y: 100))
        UIApplication.shared.advance(by: 1.0 / 60)
        let stopped = stage.scrollView.contentOffset
        UIApplication.shared.advance(by: 0.2)
        #expect(!stage.scrollView.isDecelerating)
        #expect(stage.scrollView.isTracking)
        #expect(stage.scrollView.contentOffset == stopped)
        fingers.touchUp()
        UIApplication.shared.runUntilIdle()
        #expect(!stage.scrollView.isTracking)
    }

    @Test func contentThatFitsDoesNotScrollUnlessItAlwaysBounces() {
        let stage = ScrollStage(contentSize: CGSize(width: 390, height: 500))
        stage.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500))
        #expect(stage.log.calls.isEmpty)
        stage.scrollView.alwaysBounceVertical = true
        stage.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500))
        #expect(stage.log.calls.first == "willBeginDragging")
        #expect(stage.scrollView.contentOffset == .zero)
    }

    @Test func aDirectionalLockKeepsADiagonalDragToItsFirstAxis() {
        let stage = ScrollStage(contentSize: CGSize(width: 2000, height: 3000))
        stage.scrollView.isDirectionalLockEnabled = true
        stage.drag(from: CGPoint(x: 300, y: 600), to: CGPoint(x: 100, y: 500))
        #expect(stage.scrollView.contentOffset == CGPoint(x: 200, y: 0))
    }
}
