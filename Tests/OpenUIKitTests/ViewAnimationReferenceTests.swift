import Foundation
import SegueTestSupport
import Testing

@testable import OpenUIKit

/// Reference values computed independently of the engine: Bézier curves solved by bisection on
/// the parameter (the engine uses Newton–Raphson), and closed-form springs.
enum AnimationReference {
    /// y of the cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1) at x, by bisection on t.
    static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
        -> Double
    {
        BezierByBisection(x1: x1, y1: y1, x2: x2, y2: y2).value(x)
    }

    static func easeInOut(_ x: Double) -> Double { BezierByBisection.easeInOut.value(x) }
    static func easeIn(_ x: Double) -> Double { BezierByBisection.easeIn.value(x) }
    static func easeOut(_ x: Double) -> Double { BezierByBisection.easeOut.value(x) }

    /// ω₀ whose envelope ζ/√(1−ζ²)·e^(−ζω₀d) is 0.001 at d, solved in closed form (ζ < 1, v = 0).
    static func underdampedOmega(duration d: Double, zeta: Double) -> Double {
        log(zeta / ((1 - zeta * zeta).squareRoot() * 0.001)) / (zeta * d)
    }

    /// ω₀ with e^(−ω₀d)(ω₀d + 1) = 0.001 (critical damping, v = 0), by bisection on y = ω₀d.
    static func criticalOmega(duration d: Double) -> Double {
        var lo = 0.0
        var hi = 100.0
        for _ in 0..<200 {
            let y = (lo + hi) / 2
            if exp(-y) * (y + 1) > 0.001 { lo = y } else { hi = y }
        }
        return (lo + hi) / 2 / d
    }

    /// Progress 0→1 of an underdamped unit spring released with progress velocity v.
    static func springProgress(_ t: Double, omega w0: Double, zeta: Double, velocity v: Double = 0)
        -> Double
    {
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let x = exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v) / wd * sin(wd * t))
        return 1 - x
    }
}

@MainActor
@Suite struct ViewAnimationReferenceTests {
    @Test func bisectedEaseInOutIsSymmetricAboutTheMidpoint() {
        #expect(abs(AnimationReference.easeInOut(0.5) - 0.5) < 1e-12)
        let a = AnimationReference.easeInOut(0.2)
        let b = AnimationReference.easeInOut(0.8)
        #expect(abs(a + b - 1) < 1e-12)
    }

    @Test func springMappingMatchesTheSpecCheckValues() {
        // UIKit-semantics.md §8.2: d 0.5, ζ 1 → k ≈ 341.0, c ≈ 36.9; d 0.5, ζ 0.7 → k ≈ 387.3, c ≈ 27.6; d 1, ζ 1 → k ≈ 85.3, c ≈ 18.5.
        let a = SpringParameterMapping.spring(duration: 0.5, dampingRatio: 1, initialVelocity: 0)
        #expect(abs(a.stiffness - 341.0) < 0.1 && abs(a.damping - 36.9) < 0.05)
        let b = SpringParameterMapping.spring(duration: 0.5, dampingRatio: 0.7, initialVelocity: 0)
        #expect(abs(b.stiffness - 387.3) < 0.1 && abs(b.damping - 27.6) < 0.05)
        let c = SpringParameterMapping.spring(duration: 1, dampingRatio: 1, initialVelocity: 0)
        #expect(abs(c.stiffness - 85.3) < 0.1 && abs(c.damping - 18.5) < 0.05)
        #expect(a.mass == 1 && b.mass == 1)
    }

    @Test func springMappingAgreesWithTheClosedFormEnvelope() {
        for (d, zeta) in [(0.3, 0.2), (1.0, 0.5), (2.0, 0.9)] {
            let s = SpringParameterMapping.spring(
                duration: d, dampingRatio: zeta, initialVelocity: 0)
            let w0 = AnimationReference.underdampedOmega(duration: d, zeta: zeta)
            #expect(abs(s.angularFrequency - w0) < 1e-6 * w0)
            #expect(abs(s.dampingRatio - zeta) < 1e-9)
        }
        let crit = SpringParameterMapping.spring(duration: 0.8, dampingRatio: 1, initialVelocity: 0)
        #expect(abs(crit.angularFrequency - AnimationReference.criticalOmega(duration: 0.8)) < 1e-6)
    }
}
