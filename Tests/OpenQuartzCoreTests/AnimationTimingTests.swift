import Foundation
import Testing

@testable import OpenQuartzCore

/// CAMediaTiming on animations: fill modes, repeats, autoreverse, time offset and speed.
/// Every animation here runs `position.x` from 0 to 100 (model value 50), linear, 1 s per iteration.
@MainActor
@Suite struct AnimationTimingTests {
    let stage = Stage()

    func ramp(_ configure: (CABasicAnimation) -> Void = { _ in }) -> CABasicAnimation {
        let a = basic("position.x", from: 0, to: 100)
        configure(a)
        return a
    }

    /// The layer's local time now plus `delay` (a begin time for an animation added now).
    func begin(in delay: Double) -> CFTimeInterval {
        stage.layer.convertTime(CACurrentMediaTime(), from: nil) + delay
    }

    @Test func removedFillShowsTheModelValueBeforeAndAfter() {
        let t0 = begin(in: 0.5)
        stage.layer.add(
            ramp {
                $0.beginTime = t0
                $0.isRemovedOnCompletion = false
            }, forKey: "x")
        stage.step(0.25)
        #expect(close(stage.x, 50), "before the begin time: the model value")
        stage.step(0.5)
        #expect(close(stage.x, 25), "0.25 s into the animation")
        stage.step(1)
        #expect(close(stage.x, 50), "after the end with .removed: the model value")
        #expect(
            stage.layer.animation(forKey: "x") != nil, "kept because isRemovedOnCompletion is false"
        )
        stage.clear()
    }

    /// A fill mode, and what `position.x` shows 0.25 s before an animation that begins in 0.5 s
    /// and 1.5 s after its end.
    struct Fill: Sendable, CustomTestStringConvertible {
        var mode: CAMediaTimingFillMode
        var isRemovedOnCompletion: Bool
        var before: Double
        var after: Double
        var testDescription: String { mode.rawValue }
    }

    @Test(arguments: [
        // Backwards: the first value before the begin time; the model value after the end.
        Fill(mode: .backwards, isRemovedOnCompletion: true, before: 0, after: 50),
        // Forwards: the model value before; the last value after the end while not removed.
        Fill(mode: .forwards, isRemovedOnCompletion: false, before: 50, after: 100),
        // Both: the first value before and the last after.
        Fill(mode: .both, isRemovedOnCompletion: false, before: 0, after: 100),
    ])
    func aFillModeHoldsTheValuesItCoversBeforeTheBeginAndAfterTheEnd(_ fill: Fill) {
        let t0 = begin(in: 0.5)
        stage.layer.add(
            ramp {
                $0.beginTime = t0
                $0.fillMode = fill.mode
                $0.isRemovedOnCompletion = fill.isRemovedOnCompletion
            }, forKey: "x")
        stage.step(0.25)
        #expect(close(stage.x, fill.before), "before the begin time")
        stage.step(2)
        #expect(close(stage.x, fill.after), "after the end")
        stage.clear()
    }

    @Test func forwardsFillIsLostWhenTheAnimationIsRemovedOnCompletion() {
        stage.layer.add(ramp { $0.fillMode = .forwards }, forKey: "x")
        stage.step(1.5)
        #expect(stage.layer.animation(forKey: "x") == nil)
        #expect(close(stage.x, 50))
    }

    @Test func fractionalRepeatCountStopsPartWayThroughAnIteration() {
        stage.layer.add(
            ramp {
                $0.repeatCount = 1.5
                $0.fillMode = .forwards
                $0.isRemovedOnCompletion = false
            }, forKey: "x")
        stage.step(1.25)
        #expect(close(stage.x, 25), "second iteration, a quarter in")
        stage.step(1)
        #expect(close(stage.x, 50), "held at the point where 1.5 iterations end")
        stage.clear()
    }

    @Test func repeatCountMultipliesTheActiveDuration() {
        let log = DelegateLog("r")
        let added = CACurrentMediaTime()
        stage.layer.add(
            ramp {
                $0.repeatCount = 3
                $0.delegate = log
            }, forKey: "x")
        stage.step(2.5)
        #expect(close(stage.x, 50), "third iteration, halfway")
        #expect(log.events == [.start("r")])
        stage.step(0.5)
        #expect(log.events == [.start("r"), .stop("r", finished: true)])
        #expect(close((log.times.last ?? 0) - added, 3))
    }

    @Test func repeatDurationRunsForThatLongWhateverTheCount() {
        let log = DelegateLog("d")
        let added = CACurrentMediaTime()
        stage.layer.add(
            ramp {
                $0.repeatDuration = 2.5
                $0.repeatCount = 10
                $0.delegate = log
            }, forKey: "x")
        stage.step(2.25)
        #expect(close(stage.x, 25))
        stage.step(0.5)
        #expect(log.events.last == .stop("d", finished: true))
        #expect(close((log.times.last ?? 0) - added, 2.5))
    }

    @Test func autoreversePlaysForwardsThenBackwardsDoublingTheDuration() {
        stage.layer.add(
            ramp {
                $0.autoreverses = true
                $0.fillMode = .forwards
                $0.isRemovedOnCompletion = false
            }, forKey: "x")
        stage.step(0.5)
        #expect(close(stage.x, 50))
        stage.step(1)
        #expect(close(stage.x, 50), "on the way back, 0.5 s from the end")
        stage.step(0.25)
        #expect(close(stage.x, 25))
        stage.step(1)
        #expect(close(stage.x, 0), "an autoreversed animation ends at its start value")
        stage.clear()
    }

    @Test func autoreverseWithRepeatsRepeatsTheWholeCycle() {
        stage.layer.add(
            ramp {
                $0.autoreverses = true
                $0.repeatCount = 2
            }, forKey: "x")
        stage.step(2.25)
        #expect(close(stage.x, 25), "second cycle, forwards a quarter")
        stage.step(1.5)
        #expect(close(stage.x, 25), "second cycle, backwards, a quarter from the end")
        stage.step(0.5)
        #expect(stage.layer.animation(forKey: "x") == nil, "4 s in total")
    }

    @Test func speedTwoPlaysTheAnimationInHalfTheTime() {
        let log = DelegateLog("s")
        let added = CACurrentMediaTime()
        stage.layer.add(
            ramp {
                $0.speed = 2
                $0.delegate = log
            }, forKey: "x")
        stage.step(0.25)
        #expect(close(stage.x, 50))
        stage.step(0.25)
        #expect(log.events.last == .stop("s", finished: true))
        #expect(close((log.times.last ?? 0) - added, 0.5))
    }

    @Test func halfSpeedTakesTwiceAsLong() {
        stage.layer.add(ramp { $0.speed = 0.5 }, forKey: "x")
        stage.step(1)
        #expect(close(stage.x, 50))
        stage.clear()
    }

    @Test func timeOffsetStartsPartWayAndWrapsAround() {
        // Core Animation plays C→D→E→A→B for a time offset at C: the full active duration still runs.
        let log = DelegateLog("o")
        let added = CACurrentMediaTime()
        stage.layer.add(
            ramp {
                $0.timeOffset = 0.25
                $0.delegate = log
            }, forKey: "x")
        stage.step(0.25)
        #expect(close(stage.x, 50))
        stage.step(0.5)
        #expect(close(stage.x, 0), "wrapped to the start at 0.75 s")
        stage.step(0.125 + 1.0 / 120)
        #expect(log.events.count == 1, "still running before 1 s")
        stage.step(0.125)
        #expect(log.events.last == .stop("o", finished: true))
        #expect(close((log.times.last ?? 0) - added, 1))
    }

    @Test func zeroSpeedAnimationScrubsByTimeOffset() {
        stage.layer.add(
            ramp {
                $0.speed = 0
                $0.timeOffset = 0.3
            }, forKey: "x")
        stage.step(2)
        #expect(close(stage.x, 30), "frozen at the offset")
        stage.clear()
    }

    @Test func timingFunctionShapesProgressWithinAnIteration() {
        // easeIn is the cubic Bézier (0.42, 0) (1, 1); at x = 0.5 solve for the curve parameter
        // independently by bisection and read y.
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<80 {
            let m = (lo + hi) / 2
            if bezier(m, 0.42, 1) < 0.5 { lo = m } else { hi = m }
        }
        let expected = 100 * bezier((lo + hi) / 2, 0, 1)
        stage.layer.add(
            ramp { $0.timingFunction = CAMediaTimingFunction(name: .easeIn) }, forKey: "x")
        stage.step(0.5)
        #expect(close(stage.x, expected, 1e-6), "expected \(expected), got \(stage.x)")
        stage.clear()
    }
}
