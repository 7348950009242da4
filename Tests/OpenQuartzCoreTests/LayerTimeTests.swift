import Foundation
import Testing

@_spi(Testing) @testable import OpenQuartzCore

/// Layer time spaces: `beginTime`, `speed` and `timeOffset` on layers, `convertTime`, and the
/// pause / scrub / resume recipe from Apple's Technical Q&A QA1673.
@MainActor
@Suite struct LayerTimeTests {
    let stage = Stage()

    @Test func parentSpeedTwoMakesChildAnimationsRunTwiceAsFast() {
        stage.root.speed = 2
        let log = DelegateLog("fast")
        let added = CACurrentMediaTime()
        let a = basic("position.x", from: 0, to: 100)
        a.delegate = log
        stage.layer.add(a, forKey: "x")
        stage.step(0.25)
        #expect(close(stage.x, 50))
        stage.step(0.25)
        #expect(log.events.last == .stop("fast", finished: true))
        #expect(close((log.times.last ?? 0) - added, 0.5))
        stage.root.speed = 1
    }

    @Test func speedsMultiplyDownTheTree() {
        let child = CALayer()
        stage.layer.addSublayer(child)
        stage.root.speed = 2
        stage.layer.speed = 1.5
        child.add(basic("opacity", from: 0, to: 1, duration: 3), forKey: "o")
        stage.step(0.5)  // 0.5 s × 2 × 1.5 = 1.5 s of the child's time
        #expect(close(stage.number("opacity", of: child), 0.5))
        #expect(child.effectiveSpeed == 3)
        child.removeAllAnimations()
        stage.root.speed = 1
    }

    @Test func localTimeFollowsTheTimingFormulaDownTheChain() {
        // root: (t − 0)·1 + 0; layer: (tr − 2)·4 + 3; child: (tl − 1)·0.5 + 0.
        let child = CALayer()
        stage.layer.addSublayer(child)
        stage.layer.beginTime = 2
        stage.layer.speed = 4
        stage.layer.timeOffset = 3
        child.beginTime = 1
        child.speed = 0.5
        let t = 10.0
        let expectedLayer = (t - 2) * 4 + 3
        let expectedChild = (expectedLayer - 1) * 0.5
        #expect(close(stage.layer.convertTime(t, from: nil), expectedLayer))
        #expect(close(child.convertTime(t, from: nil), expectedChild))
        #expect(close(child.convertTime(expectedLayer, from: stage.layer), expectedChild))
        #expect(close(stage.layer.convertTime(expectedChild, from: child), expectedLayer))
        stage.layer.beginTime = 0
        stage.layer.speed = 1
        stage.layer.timeOffset = 0
    }

    @Test(arguments: [0.0, 1.5, 123.456, -7.25])
    func convertTimeRoundTrips(_ t: Double) {
        let child = CALayer()
        stage.layer.addSublayer(child)
        stage.root.beginTime = 0.75
        stage.root.speed = 3
        stage.root.timeOffset = -2
        child.speed = 0.25
        child.timeOffset = 11
        let there = child.convertTime(t, to: nil)
        #expect(close(child.convertTime(there, from: nil), t, 1e-9))
        let toRoot = child.convertTime(t, to: stage.root)
        #expect(close(stage.root.convertTime(toRoot, to: child), t, 1e-9))
        stage.root.beginTime = 0
        stage.root.speed = 1
        stage.root.timeOffset = 0
    }

    @Test func pauseScrubAndResumeFollowTheRecipe() {
        let layer = stage.layer
        layer.add(basic("position.x", from: 0, to: 100), forKey: "x")
        stage.step(0.25)
        #expect(close(stage.x, 25))

        // Pause.
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        stage.step(0.5)
        #expect(close(stage.x, 25), "frozen while paused")

        // Scrub: move the paused time 0.35 s further into the animation.
        layer.timeOffset = pausedTime + 0.35
        #expect(close(stage.x, 60))
        stage.step(0.5)
        #expect(close(stage.x, 60))

        // Resume from the scrubbed time.
        let resumeFrom = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - resumeFrom
        #expect(close(stage.x, 60), "no jump at resume")
        stage.step(0.25)
        #expect(close(stage.x, 85))
        stage.step(0.5)
        #expect(layer.animation(forKey: "x") == nil, "finished after the remaining 0.4 s")
        layer.beginTime = 0
    }

    @Test func pausedLayerKeepsRunUntilIdleWaitingAndSaysWhy() {
        stage.layer.add(basic("opacity", from: 0, to: 1), forKey: "fade")
        stage.layer.speed = 0
        let idle = MainRunLoop.shared.runUntilIdle(timeout: 0.5)
        #expect(!idle)
        #expect(
            MainRunLoop.shared.lastPendingWork.contains {
                $0.contains("fade") && $0.contains("paused")
            })
        stage.layer.speed = 1
        stage.clear()
    }
}
