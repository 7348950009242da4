import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct ViewAnimationSpringTests {
    @Test func springBlockInstallsAUIKitSpringThatRunsForExactlyTheDuration() {
        let v = UIView(frame: CGRect(x: -10, y: 0, width: 20, height: 20))
        let t0 = CACurrentMediaTime()
        var done: Double?
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
            options: [],
            animations: { v.center.x = 200 }, completion: { _ in done = CACurrentMediaTime() - t0 })
        let s = v.layer.animation(forKey: "position") as? CASpringAnimation
        let w0 = AnimationReference.underdampedOmega(duration: 1, zeta: 0.5)
        #expect(s?.mass == 1)
        #expect(abs(Double(s?.stiffness ?? 0) - w0 * w0) < 1e-6 * w0 * w0)
        #expect(abs(Double(s?.damping ?? 0) - 2 * 0.5 * w0) < 1e-6 * w0)
        #expect(s?.duration == 1)
        for frames in [6, 12, 24] {
            UIApplication.shared.advance(by: Double(frames) / 60)
            let t = CACurrentMediaTime() - t0
            let expected = 200 * AnimationReference.springProgress(t, omega: w0, zeta: 0.5)
            #expect(
                abs(Double(v.layer.presentation()!.position.x) - expected) < 1e-6, "at t = \(t)")
        }
        UIApplication.shared.runUntilIdle()
        #expect(abs((done ?? 0) - 1) < 1.0 / 60 + 1e-9)
    }

    @Test func initialVelocityIsInDistancesPerSecond() {
        let v = UIView(frame: CGRect(x: -10, y: 0, width: 20, height: 20))
        let t0 = CACurrentMediaTime()
        UIView.animate(
            withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 2,
            options: [],
            animations: { v.center.x = 100 })
        let s = v.layer.animation(forKey: "position") as? CASpringAnimation
        #expect(s?.initialVelocity == 2)
        UIApplication.shared.advance(by: 0.1)
        let t = CACurrentMediaTime() - t0
        let spring = SpringParameterMapping.spring(
            duration: 0.6, dampingRatio: 0.8, initialVelocity: 2)
        let expected =
            100
            * AnimationReference.springProgress(
                t, omega: spring.angularFrequency, zeta: 0.8, velocity: 2)
        #expect(abs(Double(v.layer.presentation()!.position.x) - expected) < 1e-6)
        UIApplication.shared.runUntilIdle()
    }

    @Test func iOS17SpringUsesSwiftUIsResponseAndRunsUntilSettled() {
        let v = UIView()
        var finished: Bool?
        UIView.animate(
            springDuration: 0.5, bounce: 0.3, animations: { v.center.y = 40 },
            completion: { finished = $0 })
        let s = v.layer.animation(forKey: "position") as? CASpringAnimation
        // SwiftUI's documented example: duration 0.5, bounce 0.3 → stiffness 157.9, damping 17.6.
        #expect(abs(Double(s?.stiffness ?? 0) - 157.91) < 0.01)
        #expect(abs(Double(s?.damping ?? 0) - 17.59) < 0.01)
        #expect(
            (s?.duration ?? 0) > 0.5,
            "runs for the settling time, longer than the perceptual duration")
        UIApplication.shared.runUntilIdle()
        #expect(finished == true)
    }
}
