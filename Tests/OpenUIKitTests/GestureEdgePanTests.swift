import Foundation
import Testing

@testable import OpenUIKit

@MainActor
@Suite struct GestureEdgePanTests {
    private func edgePan(_ edges: UIRectEdge, on stage: TouchStage) -> (
        UIScreenEdgePanGestureRecognizer, ActionRecord
    ) {
        let pan = UIScreenEdgePanGestureRecognizer()
        pan.edges = edges
        let record = stage.watch(pan) { $0.translation(in: nil) }
        return (pan, record)
    }

    @Test func swipeFromTheLeftEdgeBeginsAndTracksTheFinger() {
        let stage = TouchStage()
        let (_, record) = edgePan(.left, on: stage)
        stage.window.simulateEdgeSwipe(edge: .left, distance: 200, duration: 0.4)
        stage.run()
        #expect(record.states.first == .began)
        #expect(record.states.last == .ended)
        #expect(near(record.extra.last!, CGPoint(x: 200, y: 0)))
    }

    @Test func sameSwipeStartingMidScreenFails() {
        let stage = TouchStage()
        let (_, record) = edgePan(.left, on: stage)
        stage.window.simulateDrag(
            from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.4)
        stage.run()
        #expect(record.states.isEmpty)
        #expect(stage.root.log.last == "ended", "the view keeps the touch")
    }

    @Test func edgeZoneIsTwentyPoints() {
        let stage = TouchStage()
        let (_, record) = edgePan(.left, on: stage)
        stage.window.simulateDrag(
            from: CGPoint(x: 21, y: 400), to: CGPoint(x: 221, y: 400), duration: 0.4)
        stage.run()
        #expect(record.states.isEmpty)
        stage.window.simulateDrag(
            from: CGPoint(x: 20, y: 400), to: CGPoint(x: 220, y: 400), duration: 0.4)
        stage.run()
        #expect(record.states.first == .began)
    }

    @Test func movingAlongTheEdgeFails() {
        let stage = TouchStage()
        let (_, record) = edgePan(.left, on: stage)
        stage.window.simulateDrag(
            from: CGPoint(x: 5, y: 400), to: CGPoint(x: 5, y: 200), duration: 0.4)
        stage.run()
        #expect(record.states.isEmpty)
    }

    @Test func rightEdgeRecognizerIgnoresALeftSwipeAndTakesARightOne() {
        let stage = TouchStage()
        let (_, record) = edgePan(.right, on: stage)
        stage.window.simulateEdgeSwipe(edge: .left, distance: 150, duration: 0.3)
        stage.run()
        #expect(record.states.isEmpty)
        stage.window.simulateEdgeSwipe(edge: .right, distance: 150, duration: 0.3)
        stage.run()
        #expect(record.states.last == .ended)
        #expect(near(record.extra.last!, CGPoint(x: -150, y: 0)))
    }

    @Test func noEdgesNeverBegins() {
        let stage = TouchStage()
        let (_, record) = edgePan([], on: stage)
        stage.window.simulateEdgeSwipe(edge: .left, distance: 150, duration: 0.3)
        stage.run()
        #expect(record.states.isEmpty)
    }
}
