import Foundation
import Testing

@_spi(Testing) @testable import OpenQuartzCore

/// One frame costs one engine tick: `advance(by:)` flushes the caller's changes with a tick at the
/// current time only when something changed since the last tick (issue 2), and that skip must not
/// move any completion.
@MainActor
@Suite struct FrameTickTests {
    let stage = Stage()

    @Test func aSteadyFrameTicksTheEngineOnce() {
        drainOtherTestsAnimations()
        let a = basic("opacity", from: 0, to: 1, duration: 10)
        stage.layer.add(a, forKey: "o")
        stage.step(1.0 / 60)  // the add itself: a flush tick and the turn's tick
        let before = AnimationEngine.shared.tickCount
        stage.step(1.0 / 60)
        #expect(AnimationEngine.shared.tickCount - before == 1)
        stage.step(3.0 / 60)
        #expect(AnimationEngine.shared.tickCount - before == 4)
        stage.clear()
    }

    @Test func addingAnAnimationBetweenFramesTicksAtTheCurrentTimeFirst() {
        drainOtherTestsAnimations()
        stage.step(1.0 / 60)
        let before = AnimationEngine.shared.tickCount
        stage.layer.add(basic("opacity", from: 0, to: 1, duration: 10), forKey: "o")
        stage.step(1.0 / 60)
        #expect(AnimationEngine.shared.tickCount - before == 2)
        stage.clear()
    }

    @Test func anAnimationAddedAlreadyOverStopsBeforeTimeMoves() {
        let log = DelegateLog("past")
        let a = basic("opacity", from: 0, to: 1, duration: 1)
        a.delegate = log
        // Began 2 s ago in the layer's time, lasting 1 s: over as soon as it is committed.
        a.beginTime = stage.layer.convertTime(CACurrentMediaTime(), from: nil) - 2
        let added = CACurrentMediaTime()
        stage.layer.add(a, forKey: "o")
        stage.step(1.0 / 60)
        #expect(log.events == [.start("past"), .stop("past", finished: true)])
        #expect(log.times.last == added)
        stage.clear()
    }

    @Test func jumpingALayersTimeOffsetPastTheEndStopsAtTheFlush() {
        let log = DelegateLog("jump")
        let a = basic("opacity", from: 0, to: 1, duration: 1)
        a.delegate = log
        stage.layer.add(a, forKey: "o")
        stage.step(0.25)
        let jumped = CACurrentMediaTime()
        stage.layer.timeOffset = 5  // the layer's clock is now 5 s ahead
        stage.step(1.0 / 60)
        #expect(log.events.last == .stop("jump", finished: true))
        #expect(log.times.last == jumped)
        stage.layer.timeOffset = 0
        stage.clear()
    }

    @Test func shorteningAnAttachedAnimationStopsItAtTheFlush() {
        let log = DelegateLog("short")
        let a = basic("opacity", from: 0, to: 1, duration: 1)
        a.delegate = log
        stage.layer.add(a, forKey: "o")
        stage.step(0.5)
        let now = CACurrentMediaTime()
        // The attached copy is a live object here (Core Animation would ignore the change).
        stage.layer.animation(forKey: "o")?.duration = 0.25
        stage.step(1.0 / 60)
        #expect(log.events.last == .stop("short", finished: true))
        #expect(log.times.last == now)
        stage.clear()
    }

    @Test func aFrameWithNoChangesDeliversCompletionsAtTheSameTimesAsBefore() {
        // 0.5 s at 60 Hz: the stop is delivered by the turn whose time reaches the end, 30 frames on.
        let log = DelegateLog("steady")
        let a = basic("opacity", from: 0, to: 1, duration: 0.5)
        a.delegate = log
        let added = CACurrentMediaTime()
        stage.layer.add(a, forKey: "o")
        for _ in 0..<40 { stage.step(1.0 / 60) }
        #expect(log.events == [.start("steady"), .stop("steady", finished: true)])
        #expect(close((log.times.last ?? 0) - added, 0.5, 1e-9))
        stage.clear()
    }

    /// Tests of every target share one engine in one process: a finite animation another test left
    /// running would end inside the measured frames and cost its own idle-layer tick. Finishing
    /// them first makes the count this test's alone.
    private func drainOtherTestsAnimations() {
        MainRunLoop.shared.runUntilIdle(timeout: 120)
    }
}
