import Foundation
import Testing

@testable import OpenQuartzCore

@Suite struct SpringMappingTests {
    @Test func uiViewSpringReproducesTheSpecCheckValues() {
        let critical = DampedSpring.uiViewSpring(duration: 0.5, dampingRatio: 1)
        #expect(
            abs(critical.stiffness - 341.0) < 0.1 && abs(critical.damping - 36.9) < 0.05
                && critical.mass == 1)
        let bouncy = DampedSpring.uiViewSpring(duration: 0.5, dampingRatio: 0.7)
        #expect(abs(bouncy.stiffness - 387.3) < 0.1 && abs(bouncy.damping - 27.6) < 0.05)
        let slow = DampedSpring.uiViewSpring(duration: 1, dampingRatio: 1)
        #expect(abs(slow.stiffness - 85.3) < 0.1 && abs(slow.damping - 18.5) < 0.05)
    }

    @Test func underdampedMappingHasAClosedForm() {
        // With v = 0: ω₀ = ln(ζ / (√(1 − ζ²)·0.001)) / (ζ·d).
        for (d, zeta) in [(0.3, 0.5), (0.5, 0.7), (2.0, 0.2), (0.25, 0.95)] {
            let omega = log(zeta / ((1 - zeta * zeta).squareRoot() * 0.001)) / (zeta * d)
            let spring = DampedSpring.uiViewSpring(duration: d, dampingRatio: zeta)
            #expect(abs(spring.angularFrequency - omega) < 1e-9 * omega)
            #expect(abs(spring.dampingRatio - zeta) < 1e-12)
        }
    }

    @Test func criticalMappingSolvesTheEnvelopeEquation() {
        // e^(−ω₀d)(ω₀d + 1) = 0.001 at the returned ω₀, with the velocity term when v ≠ 0.
        for (d, v) in [(0.5, 0.0), (0.35, 2.0), (1.0, -1.0)] {
            let w = DampedSpring.uiViewSpring(duration: d, dampingRatio: 1, initialVelocity: v)
                .angularFrequency
            #expect(abs(exp(-w * d) * ((w - v) * d + 1) - 0.001) < 1e-12)
        }
    }

    @Test func underdampedMappingWithVelocitySolvesTheEnvelopeEquation() {
        let d = 0.4
        let zeta = 0.6
        let v = 3.0
        let spring = DampedSpring.uiViewSpring(duration: d, dampingRatio: zeta, initialVelocity: v)
        let w = spring.angularFrequency
        let wd = w * (1 - zeta * zeta).squareRoot()
        #expect(abs(abs((zeta * w - v) / wd) * exp(-zeta * w * d) - 0.001) < 1e-12)
        #expect(spring.initialVelocity == v)
    }

    @Test func overdampedMappingEndsWithinEpsilonAtTheDuration() {
        let spring = DampedSpring.uiViewSpring(duration: 0.6, dampingRatio: 1.5)
        #expect(abs(abs(spring.displacement(at: 0.6)) - 0.001) < 1e-12)
        #expect(abs(spring.dampingRatio - 1.5) < 1e-12)
    }

    @Test func longerDurationsGiveSofterSprings() {
        let stiffnesses = [0.2, 0.35, 0.5, 1, 3].map {
            DampedSpring.uiViewSpring(duration: $0, dampingRatio: 0.8).stiffness
        }
        #expect(zip(stiffnesses, stiffnesses.dropFirst()).allSatisfy { $0 > $1 })
    }

    @Test func tinyDampingRatiosAreClampedSoTheRuleHasASolution() {
        let spring = DampedSpring.uiViewSpring(duration: 0.5, dampingRatio: 0)
        #expect(
            abs(spring.dampingRatio - 0.01) < 1e-12 && spring.stiffness.isFinite
                && spring.stiffness > 0)
    }

    @Test func zeroDurationIsRejectedWithAClearMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            _ = DampedSpring.uiViewSpring(duration: 0, dampingRatio: 1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("duration must be positive"))
    }

    @Test func swiftUIDurationAndBounceMatchApplesExample() {
        // Spring(duration: 0.5, bounce: 0.3) → stiffness (2π/0.5)² = 157.91, damping 4π·0.7/0.5 = 17.59.
        let spring = DampedSpring(duration: 0.5, bounce: 0.3)
        #expect(
            abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9
                && abs(spring.stiffness - 157.9) < 0.05)
        #expect(
            abs(spring.damping - 4 * .pi * 0.7 / 0.5) < 1e-9 && abs(spring.damping - 17.6) < 0.05)
        #expect(spring.mass == 1)
    }

    @Test func negativeBounceIsOverdampedBySwiftUIsRule() {
        // bounce −0.5 → damping ratio 1/(1 − 0.5) = 2.
        let spring = DampedSpring(duration: 1, bounce: -0.5)
        #expect(abs(spring.dampingRatio - 2) < 1e-12)
        #expect(abs(spring.bounce + 0.5) < 1e-12)
    }

    @Test func perceptualDurationAndBounceInvertTheMapping() {
        // Spring(mass 1, stiffness 100, damping 10) → duration 2π/10 ≈ 0.63, bounce 0.5.
        let spring = DampedSpring()
        #expect(
            abs(spring.perceptualDuration - 2 * .pi / 10) < 1e-14
                && abs(spring.bounce - 0.5) < 1e-14)
        for (d, b) in [(0.3, 0.0), (0.8, 0.4), (0.5, -0.3)] {
            let s = DampedSpring(duration: d, bounce: b)
            #expect(abs(s.perceptualDuration - d) < 1e-12 && abs(s.bounce - b) < 1e-12)
        }
    }
}
