import Foundation
import Testing

@testable import OpenUIKit

@MainActor
@Suite struct GesturePinchTests {
    @Test func pinchOutDoublesTheScaleAtTwoPerSecond() {
        let stage = TouchStage()
        let pinch = UIPinchGestureRecognizer()
        let record = stage.watch(pinch) { CGPoint(x: $0.scale, y: $0.velocity) }
        stage.window.simulatePinch(
            center: CGPoint(x: 200, y: 400), fromDistance: 100, toDistance: 200, duration: 0.5)
        stage.run()
        #expect(record.states.first == .began)
        #expect(record.states.last == .ended)
        // 100 → 200 pt in 30 frames: the distance grows 10/3 pt a frame; it begins at ≥ 10 pt (frame 3).
        #expect(near(record.extra.first!.x, 1.1, 1e-9))
        #expect(near(record.extra.last!.x, 2.0, 1e-9))
        // Scale grows by 1 over 0.5 s.
        for sample in record.extra { #expect(near(sample.y, 2.0, 1e-6)) }
    }

    @Test func pinchLocationIsTheCentroid() {
        let stage = TouchStage()
        let pinch = UIPinchGestureRecognizer()
        let record = stage.watch(pinch) { $0.location(in: nil) }
        stage.window.simulatePinch(
            center: CGPoint(x: 150, y: 300), fromDistance: 200, toDistance: 50, duration: 0.3)
        stage.run()
        #expect(record.states.last == .ended)
        for p in record.extra { #expect(near(p, CGPoint(x: 150, y: 300), 1e-9)) }
    }

    @Test func resettingScaleGivesIncrementsThatMultiplyToTheTotal() {
        let stage = TouchStage()
        let pinch = UIPinchGestureRecognizer()
        var product: CGFloat = 1
        pinch.addAction { p in
            product *= p.scale
            p.scale = 1
        }
        stage.root.addGestureRecognizer(pinch)
        stage.window.simulatePinch(
            center: CGPoint(x: 200, y: 400), fromDistance: 120, toDistance: 60, duration: 0.25)
        stage.run()
        #expect(near(product, 0.5, 1e-9))
    }

    @Test func oneFingerNeverPinches() {
        let stage = TouchStage()
        let pinch = UIPinchGestureRecognizer()
        let record = stage.watch(pinch)
        stage.window.simulateDrag(
            from: CGPoint(x: 10, y: 10), to: CGPoint(x: 300, y: 300), duration: 0.3)
        stage.run()
        #expect(record.states.isEmpty)
    }
}
