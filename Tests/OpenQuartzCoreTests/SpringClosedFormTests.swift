import Foundation
import Testing

@testable import OpenQuartzCore

@Suite struct SpringClosedFormTests {
    /// Integrates m·x″ + c·x′ + k·x = 0 from x = 1, x′ = −v with classical Runge–Kutta: an
    /// independent numerical check of the closed form.
    func integrate(
        mass m: Double, stiffness k: Double, damping c: Double, velocity v: Double,
        until end: Double
    ) -> (x: Double, v: Double) {
        var x = 1.0
        var dx = -v
        let steps = 200_000
        let h = end / Double(steps)
        func accel(_ x: Double, _ dx: Double) -> Double { -(k * x + c * dx) / m }
        for _ in 0..<steps {
            let k1x = dx
            let k1v = accel(x, dx)
            let k2x = dx + h / 2 * k1v
            let k2v = accel(x + h / 2 * k1x, dx + h / 2 * k1v)
            let k3x = dx + h / 2 * k2v
            let k3v = accel(x + h / 2 * k2x, dx + h / 2 * k2v)
            let k4x = dx + h * k3v
            let k4v = accel(x + h * k3x, dx + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            dx += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return (x, dx)
    }

    @Test func underdampedDefaultMatchesTheTextbookSolution() {
        // m 1, k 100, c 10: a = 5, ω_d = √75, x(t) = e^(−5t)(cos ω_d t + 5/ω_d · sin ω_d t).
        let spring = DampedSpring()
        let wd = 75.0.squareRoot()
        for t in [0.01, 0.1, 0.3, 0.5, 1, 2] {
            let x = exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t))
            #expect(abs(spring.displacement(at: t) - x) < 1e-14)
            #expect(abs(spring.value(at: t) - (1 - x)) < 1e-14)
        }
    }

    @Test func criticallyDampedMatchesOnePlusOmegaT() {
        let spring = DampedSpring(stiffness: 100, damping: 20)
        #expect(spring.dampingRatio == 1)
        for t in [0.05, 0.2, 0.7, 1.5] {
            #expect(abs(spring.displacement(at: t) - (1 + 10 * t) * exp(-10 * t)) < 1e-14)
        }
    }

    @Test func overdampedMatchesTheTwoExponentials() {
        // c 50: r = −25 ± √525; x = c1·e^(r1 t) + c2·e^(r2 t) with c1 + c2 = 1, r1c1 + r2c2 = 0.
        let spring = DampedSpring(stiffness: 100, damping: 50)
        let r1 = -25 + 525.0.squareRoot()
        let r2 = -25 - 525.0.squareRoot()
        let c2 = -r1 / (r2 - r1)
        let c1 = 1 - c2
        for t in [0.01, 0.1, 1, 3, 10] {
            let x = c1 * exp(r1 * t) + c2 * exp(r2 * t)
            #expect(abs(spring.displacement(at: t) - x) <= 1e-12 * max(1, abs(x)))
        }
        let stiff = DampedSpring(stiffness: 100, damping: 1000)
        #expect(stiff.displacement(at: 500).isFinite && stiff.velocity(at: 500).isFinite)
    }

    @Test func closedFormAgreesWithRungeKuttaIntegration() {
        for (m, k, c, v) in [
            (1.0, 100.0, 10.0, 0.0), (2.0, 300.0, 5.0, 3.0), (1.0, 200.0, 28.2842712474619, -2.0),
            (0.5, 50.0, 40.0, 1.0),
        ] {
            let spring = DampedSpring(mass: m, stiffness: k, damping: c, initialVelocity: v)
            let reference = integrate(mass: m, stiffness: k, damping: c, velocity: v, until: 0.8)
            #expect(
                abs(spring.displacement(at: 0.8) - reference.x) < 1e-9,
                "m \(m) k \(k) c \(c) v \(v)")
            #expect(
                abs(spring.velocity(at: 0.8) + reference.v) < 1e-8, "m \(m) k \(k) c \(c) v \(v)")
        }
    }

    @Test func initialVelocityPushesTowardsTheTarget() {
        let still = DampedSpring()
        let pushed = DampedSpring(initialVelocity: 5)
        #expect(pushed.velocity(at: 0) == 5 && still.velocity(at: 0) == 0)
        #expect(pushed.value(at: 0.02) > still.value(at: 0.02))
        // Underdamped with v: x(t) = e^(−at)(cos ω_d t + (a − v)/ω_d · sin ω_d t).
        let wd = 75.0.squareRoot()
        #expect(
            abs(
                pushed.displacement(at: 0.3) - exp(-1.5)
                    * (cos(wd * 0.3) + (5 - 5) / wd * sin(wd * 0.3))) < 1e-14)
    }

    @Test func analyticVelocityMatchesACentralDifference() {
        for spring in [
            DampedSpring(), DampedSpring(stiffness: 100, damping: 20),
            DampedSpring(mass: 3, stiffness: 80, damping: 60, initialVelocity: 2),
        ] {
            for t in [0.05, 0.31, 0.9] {
                let h = 1e-6
                let numeric = (spring.value(at: t + h) - spring.value(at: t - h)) / (2 * h)
                #expect(abs(spring.velocity(at: t) - numeric) < 1e-6)
            }
        }
    }

    @Test func nearCriticalDampingIsContinuous() {
        let critical = DampedSpring(stiffness: 100, damping: 20)
        for damping in [20 - 1e-9, 20 + 1e-9, 20 - 1e-5, 20 + 1e-5] {
            let near = DampedSpring(stiffness: 100, damping: damping)
            for t in [0.1, 0.5, 2] {
                #expect(abs(near.value(at: t) - critical.value(at: t)) < 1e-5)
                #expect(abs(near.velocity(at: t) - critical.velocity(at: t)) < 1e-4)
            }
        }
    }

    @Test func sameFrequencyAndRatioGiveTheSameCurve() {
        // m 2, k 200, c 20 has ω₀ = 10 and ζ = ½, like the default.
        let heavy = DampedSpring(mass: 2, stiffness: 200, damping: 20)
        #expect(abs(heavy.angularFrequency - 10) < 1e-14 && abs(heavy.dampingRatio - 0.5) < 1e-14)
        #expect(abs(heavy.value(at: 0.4) - DampedSpring().value(at: 0.4)) < 1e-14)
    }

    @Test func settlingDurationMatchesApplesDocumentedExamples() {
        // Apple: damping 5 → "approximately 2.85 seconds"; damping 15 → "just over 1 second".
        let bouncy = DampedSpring(damping: 5).settlingDuration
        #expect(abs(bouncy - 2.85) < 0.01)
        // By hand: a = 2.5, ω_d = √93.75, bound (1 + 2.5/ω_d)·e^(−2.5t) = 0.001.
        #expect(abs(bouncy - log(1000 * (1 + 2.5 / 93.75.squareRoot())) / 2.5) < 1e-9)
        let firm = DampedSpring(damping: 15).settlingDuration
        #expect(firm > 1 && firm < 1.1)
    }

    @Test func afterSettlingTheSpringStaysWithinEpsilon() {
        for spring in [
            DampedSpring(), DampedSpring(damping: 3), DampedSpring(stiffness: 100, damping: 20),
            DampedSpring(stiffness: 100, damping: 80, initialVelocity: -4),
            DampedSpring(initialVelocity: 20),
        ] {
            let settle = spring.settlingDuration
            #expect(settle > 0 && settle.isFinite)
            for i in 0...400 {
                let t = settle + Double(i) * 0.01
                #expect(abs(spring.value(at: t) - 1) <= DampedSpring.settlingEpsilon * (1 + 1e-9))
            }
        }
        #expect(DampedSpring(damping: 0).settlingDuration == .infinity)
    }

    @Test func settlingDurationIsContinuousAcrossCriticalDamping() {
        let below = DampedSpring(damping: 20 - 1e-7).settlingDuration
        let at = DampedSpring(damping: 20).settlingDuration
        let above = DampedSpring(damping: 20 + 1e-7).settlingDuration
        #expect(abs(below - at) < 1e-4 && abs(above - at) < 1e-4)
    }

    @Test func nonPositiveMassStopsWithApplesRule() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            _ = DampedSpring(mass: 0)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("mass must be greater than 0"))
    }

    @Test func nanStiffnessStops() async {
        await #expect(processExitsWith: .failure) {
            var spring = DampedSpring()
            spring.stiffness = .nan
        }
    }
}
