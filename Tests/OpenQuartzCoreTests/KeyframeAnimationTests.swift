import Foundation
import Testing

@testable import OpenQuartzCore

/// `CAKeyframeAnimation` calculation modes, key times and per-segment timing functions, and
/// `CAAnimationGroup` timing. All animations last 1 s and animate `position.x` (model 50).
@MainActor
@Suite struct KeyframeAnimationTests {
    let stage = Stage()

    func keyframes(
        _ values: [Double], keyTimes: [Double]? = nil, mode: CAAnimationCalculationMode = .linear
    ) -> CAKeyframeAnimation {
        let k = CAKeyframeAnimation(keyPath: "position.x")
        k.values = values
        k.keyTimes = keyTimes?.map { NSNumber(value: $0) }
        k.calculationMode = mode
        k.duration = 1
        return k
    }

    /// Presented x at each of `times` (seconds after adding `anim`).
    func sample(_ anim: CAAnimation, at times: [Double]) -> [Double] {
        stage.layer.add(anim, forKey: "k")
        var elapsed = 0.0
        var out: [Double] = []
        for t in times {
            stage.step(t - elapsed)
            elapsed = t
            out.append(stage.x)
        }
        stage.clear()
        return out
    }

    @Test func linearWithoutKeyTimesSpacesValuesEvenly() {
        let xs = sample(keyframes([0, 100, 40]), at: [0.25, 0.5, 0.75])
        #expect(zip(xs, [50.0, 100, 70]).allSatisfy { close($0, $1) }, "\(xs)")
    }

    @Test func linearFollowsKeyTimes() {
        // Segments: 0→100 over [0, 0.2], 100→40 over [0.2, 0.8], 40→40 over [0.8, 1].
        let xs = sample(
            keyframes([0, 100, 40, 40], keyTimes: [0, 0.2, 0.8, 1]), at: [0.1, 0.5, 0.9])
        #expect(zip(xs, [50.0, 70, 40]).allSatisfy { close($0, $1) }, "\(xs)")
    }

    @Test func discreteHoldsEachValueUntilTheNextKeyTime() {
        // Evenly: n values each hold for 1/n of the duration.
        let xs = sample(keyframes([10, 20, 30, 40], mode: .discrete), at: [0.2, 0.3, 0.6, 0.9])
        #expect(xs == [10, 20, 30, 40], "\(xs)")
    }

    @Test func discreteUsesOneMoreKeyTimeThanValuesAsAppleDocuments() {
        // Apple: for discrete mode the keyTimes array has one more entry than values.
        let k = keyframes([10, 20, 30], keyTimes: [0, 0.5, 0.75, 1], mode: .discrete)
        let xs = sample(k, at: [0.25, 0.6, 0.8])
        #expect(xs == [10, 20, 30], "\(xs)")
    }

    @Test func discreteAlsoAcceptsOneKeyTimePerValue() {
        let k = keyframes([10, 20, 30], keyTimes: [0, 0.5, 0.75], mode: .discrete)
        let xs = sample(k, at: [0.25, 0.6, 0.8])
        #expect(xs == [10, 20, 30], "\(xs)")
    }

    @Test func pacedMovesAtConstantSpeedIgnoringKeyTimes() {
        // Path length 0→10→40 is 40: at any time t the value is 40·t.
        let k = keyframes([0, 10, 40], keyTimes: [0, 0.9, 1], mode: .paced)
        let xs = sample(k, at: [0.25, 0.5, 0.75])
        #expect(zip(xs, [10.0, 20, 30]).allSatisfy { close($0, $1) }, "\(xs)")
    }

    @Test func pacedPointsUseDistanceAlongThePath() {
        let k = CAKeyframeAnimation(keyPath: "position")
        // lengths 50, 50
        k.values = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 40), CGPoint(x: 30, y: 90)]
        k.calculationMode = .paced
        k.duration = 1
        stage.layer.add(k, forKey: "k")
        stage.step(0.75)
        #expect(close(stage.layer.presentation()?.position ?? .zero, CGPoint(x: 30, y: 65)))
        stage.clear()
    }

    @Test func cubicPassesThroughEveryKeyframe() {
        let xs = sample(keyframes([0, 80, 20, 60], mode: .cubic), at: [1.0 / 3, 2.0 / 3])
        #expect(close(xs[0], 80, 1e-9) && close(xs[1], 20, 1e-9), "\(xs)")
    }

    @Test func cubicInteriorSegmentFollowsCatmullRom() {
        // Values 0, 10, 0, 10 at thirds; the middle segment at its midpoint (t = 0.5):
        // 0.5·(2·10 + (0 − 0)·0.5 + (0 − 50 + 0 − 10)·0.25 + (0 + 30 − 0 + 10)·0.125) = 5,
        // and at t = 0.25: 0.5·(20 + 0 − 60·0.0625 + 40·0.015625) = 8.4375.
        let xs = sample(keyframes([0, 10, 0, 10], mode: .cubic), at: [1.0 / 3 + 0.25 / 3, 0.5])
        #expect(close(xs[0], 8.4375, 1e-9) && close(xs[1], 5, 1e-9), "\(xs)")
    }

    @Test func cubicReproducesAStraightLineInTheMiddle() {
        let xs = sample(keyframes([0, 10, 20, 30], mode: .cubic), at: [0.5])
        #expect(close(xs[0], 15, 1e-9))
    }

    @Test func perSegmentTimingFunctionsShapeEachSegment() {
        let k = keyframes([0, 100, 200])
        k.timingFunctions = [
            CAMediaTimingFunction(controlPoints: 0, 0, 1, 1),  // linear
            CAMediaTimingFunction(name: .easeIn),
        ]
        // easeIn at 0.5 (Bézier (0.42,0),(1,1)), computed independently by bisection.
        func b(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<80 {
            let m = (lo + hi) / 2
            if b(m, 0.42, 1) < 0.5 { lo = m } else { hi = m }
        }
        let easeInHalf = b((lo + hi) / 2, 0, 1)
        let xs = sample(k, at: [0.25, 0.75])
        #expect(close(xs[0], 50, 1e-6), "linear first segment")
        #expect(close(xs[1], 100 + 100 * easeInHalf, 1e-4), "\(xs[1]) vs \(100 + 100 * easeInHalf)")
    }

    @Test func singleValueHoldsThatValue() {
        let xs = sample(keyframes([33]), at: [0.5])
        #expect(xs == [33])
    }

    @Test func groupRunsChildrenInItsOwnTimeAndCutsThemAtItsDuration() {
        let late = basic("position.x", from: 0, to: 200, duration: 1)
        late.beginTime = 0.5
        let long = basic("opacity", from: 0, to: 1, duration: 4)
        let g = CAAnimationGroup()
        g.animations = [late, long]
        g.duration = 2
        let log = DelegateLog("g")
        g.delegate = log
        let added = CACurrentMediaTime()
        stage.layer.add(g, forKey: "g")
        stage.step(0.25)
        #expect(close(stage.x, 50), "the late child has not begun: model value")
        #expect(close(stage.number("opacity"), 0.25 / 4))
        stage.step(0.75)
        #expect(close(stage.x, 100), "late child halfway: 0 → 200 at 0.5 s of its 1 s")
        stage.step(1)
        #expect(log.events.last == .stop("g", finished: true))
        #expect(close((log.times.last ?? 0) - added, 2), "the group ends at its own duration")
        #expect(close(stage.number("opacity"), 1), "model value after the group")
    }

    @Test func groupSpeedScalesItsChildren() {
        let g = CAAnimationGroup()
        g.animations = [basic("position.x", from: 0, to: 100, duration: 1)]
        g.duration = 1
        g.speed = 2
        stage.layer.add(g, forKey: "g")
        stage.step(0.25)
        #expect(close(stage.x, 50))
        stage.clear()
    }
}
