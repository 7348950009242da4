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
        // Ticks counted over one frame, then over three more (cumulative): one tick a frame.
        let counts = measured(expecting: [1, 4]) {
            let a = basic("opacity", from: 0, to: 1, duration: 10)
            stage.layer.add(a, forKey: "o")
            stage.step(1.0 / 60)  // the add itself: a flush tick and the turn's tick
            let before = AnimationEngine.shared.tickCount
            stage.step(1.0 / 60)
            let one = AnimationEngine.shared.tickCount - before
            stage.step(3.0 / 60)
            let four = AnimationEngine.shared.tickCount - before
            stage.clear()
            return [one, four]
        }
        #expect(counts.contains([1, 4]), "ticks per attempt: \(counts)")
    }

    @Test func addingAnAnimationBetweenFramesTicksAtTheCurrentTimeFirst() {
        let counts = measured(expecting: [2]) {
            stage.step(1.0 / 60)
            let before = AnimationEngine.shared.tickCount
            stage.layer.add(basic("opacity", from: 0, to: 1, duration: 10), forKey: "o")
            stage.step(1.0 / 60)
            let ticks = AnimationEngine.shared.tickCount - before
            stage.clear()
            return [ticks]
        }
        #expect(counts.contains([2]), "ticks per attempt: \(counts)")
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

    /// Runs `attempt` up to three times, until it gives `expected`, and returns every attempt's
    /// counts. Tests of every target share one engine in one process, and tests off the main
    /// actor may release layers with animations meanwhile (an idle-layer tick of their own): one
    /// clean attempt shows the frame's own cost, and a regression fails all three.
    private func measured(expecting expected: [Int], _ attempt: () -> [Int]) -> [[Int]] {
        var counts: [[Int]] = []
        for _ in 0..<3 {
            MainRunLoop.shared.runUntilIdle(timeout: 120)
            counts.append(attempt())
            if counts.last == expected { break }
        }
        return counts
    }
}
