import Foundation
import Testing

@_spi(Testing) @testable import OpenQuartzCore

/// The virtual run loop: deferred blocks, timers, display links and `runUntilIdle`.
@MainActor
@Suite struct RunLoopTests {
    let loop = MainRunLoop.shared

    @Test func performRunsBlocksOnTheNextTurnInFIFOOrder() {
        var order: [Int] = []
        MainRunLoop.perform { order.append(1) }
        MainRunLoop.perform { order.append(2) }
        MainRunLoop.perform { order.append(3) }
        #expect(order.isEmpty, "nothing runs before the run loop turns")
        loop.advance(by: 1.0 / 60)
        #expect(order == [1, 2, 3])
    }

    @Test func blocksDeferredByDeferredBlocksRunInTheFollowingTurnAtTheSameInstant() {
        let t0 = CACurrentMediaTime()
        var log: [String] = []
        var turnOf: [String: CFTimeInterval] = [:]
        MainRunLoop.perform {
            log.append("outer")
            turnOf["outer"] = CACurrentMediaTime()
            MainRunLoop.perform {
                log.append("inner")
                turnOf["inner"] = CACurrentMediaTime()
            }
        }
        MainRunLoop.perform { log.append("second") }
        #expect(log.isEmpty, "nothing runs before the run loop turns")
        loop.advance(by: 1.0 / 60)
        // The next turn comes at once, as on a device: the inner block runs after the batch it
        // was deferred from, before the clock moves.
        #expect(log == ["outer", "second", "inner"])
        #expect(turnOf["outer"] == t0)
        #expect(turnOf["inner"] == t0)
    }

    @Test func blocksDeferredDuringAFrameRunAtThatFrameTimeWhenTheLoopNextAdvances() {
        let t0 = CACurrentMediaTime()
        var ranAt: CFTimeInterval?
        MainRunLoop.perform(after: 1.0 / 60) {
            MainRunLoop.perform { ranAt = CACurrentMediaTime() }
        }
        loop.advance(by: 1.0 / 60)
        #expect(close((ranAt ?? 0) - t0, 1.0 / 60), "deferred in frame 1, run in frame 1's turns")
        loop.advance(by: 1.0 / 60)
        #expect(close((ranAt ?? 0) - t0, 1.0 / 60))
    }

    @Test func performAfterRunsOnTheFirstFrameAtOrAfterTheDelay() {
        let t0 = CACurrentMediaTime()
        var at: [String: CFTimeInterval] = [:]
        MainRunLoop.perform(after: 0.1) { at["b"] = CACurrentMediaTime() }
        MainRunLoop.perform(after: 0.05) { at["a"] = CACurrentMediaTime() }
        MainRunLoop.perform(after: 0.11) { at["c"] = CACurrentMediaTime() }
        loop.advance(by: 0.2)
        #expect(close((at["a"] ?? 0) - t0, 3.0 / 60))
        #expect(close((at["b"] ?? 0) - t0, 6.0 / 60))
        #expect(close((at["c"] ?? 0) - t0, 7.0 / 60), "0.11 s falls between frames 6 and 7")
    }

    @Test func timersDueTogetherRunInFireTimeThenCreationOrder() {
        var order: [String] = []
        MainRunLoop.perform(after: 0.02) { order.append("late") }
        MainRunLoop.perform(after: 0.01) { order.append("early") }
        MainRunLoop.perform(after: 0.01) { order.append("early2") }
        loop.advance(by: 1.0 / 60)
        #expect(order == ["early", "early2"])
        loop.advance(by: 1.0 / 60)
        #expect(order == ["early", "early2", "late"])
    }

    @Test func runUntilIdleReturnsTrueOnceEverythingHasRun() {
        var ran = false
        MainRunLoop.perform(after: 0.3) { ran = true }
        // A generous timeout: the clock is shared, and another suite's finite animation may still run.
        #expect(loop.runUntilIdle(timeout: 10))
        #expect(ran)
        #expect(loop.lastPendingWork.isEmpty)
    }

    @Test func runUntilIdleReturnsFalseAndNamesThePendingWork() {
        let root = CALayer()
        let spin = basic("opacity", from: 0, to: 1)
        spin.repeatCount = .infinity
        root.add(spin, forKey: "forever")
        MainRunLoop.perform(after: 5) {}
        let t0 = CACurrentMediaTime()
        #expect(!loop.runUntilIdle(timeout: 0.5))
        #expect(close(CACurrentMediaTime() - t0, 0.5, 1e-9), "gave up at the timeout")
        let pending = loop.lastPendingWork
        #expect(pending.contains { $0.contains("forever") }, "\(pending)")
        #expect(pending.contains { $0.contains("perform(after:)") }, "\(pending)")
        root.removeAllAnimations()
        #expect(loop.runUntilIdle(timeout: 10))
    }

    @Test func displayLinkFiresEveryFrameWithTheFrameTimestamps() {
        var stamps: [(CFTimeInterval, CFTimeInterval, CFTimeInterval)] = []
        let link = CADisplayLink { l in
            stamps.append((l.timestamp, l.targetTimestamp, CACurrentMediaTime()))
        }
        link.add(to: .main, forMode: .common)
        loop.advance(by: 3.0 / 60)
        link.invalidate()
        loop.advance(by: 2.0 / 60)
        #expect(stamps.count == 3)
        for (ts, target, now) in stamps {
            #expect(ts == now)
            #expect(close(target - ts, 1.0 / 60))
        }
        #expect(close(stamps[2].0 - stamps[0].0, 2.0 / 60))
        #expect(close(link.duration, 1.0 / 60))
    }

    @Test func preferredFramesPerSecondThirtyFiresEveryOtherFrame() {
        var count = 0
        var stamps: [CFTimeInterval] = []
        let link = CADisplayLink { l in
            count += 1
            stamps.append(l.timestamp)
        }
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .common)
        loop.advance(by: 1)
        link.invalidate()
        #expect(count == 30)
        #expect(zip(stamps, stamps.dropFirst()).allSatisfy { close($1 - $0, 1.0 / 30) })
    }

    @Test func pausedDisplayLinkDoesNotFire() {
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.add(to: .main, forMode: .common)
        link.isPaused = true
        loop.advance(by: 0.1)
        link.isPaused = false
        loop.advance(by: 1.0 / 60)
        link.invalidate()
        #expect(count == 1)
    }

    @Test func displayLinksDoNotKeepTheLoopBusy() {
        let link = CADisplayLink { _ in }
        link.add(to: .main, forMode: .common)
        #expect(loop.runUntilIdle(timeout: 1))
        link.invalidate()
    }

    @Test func displayLinkRunsBeforeLayoutAndAnimationCompletion() {
        var order: [String] = []
        let root = CALayer()
        let a = basic("opacity", from: 0, to: 1, duration: 1.0 / 60)
        let log = DelegateLog("a")
        log.onStop = { _ in order.append("animation stop") }
        a.delegate = log
        root.add(a, forKey: "o")
        MainRunLoop.perform { order.append("deferred") }
        let link = CADisplayLink { _ in order.append("display link") }
        link.add(to: .main, forMode: .common)
        loop.advance(by: 1.0 / 60)
        link.invalidate()
        #expect(order == ["deferred", "display link", "animation stop"])
    }
}
