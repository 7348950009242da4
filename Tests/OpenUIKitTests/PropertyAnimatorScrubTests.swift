import Foundation
@_spi(Testing) import OpenQuartzCore
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct PropertyAnimatorScrubTests {
    @Test func settingFractionOnAnInactiveAnimatorActivatesItAndScrubsLinearly() {
        let v = movingView()
        let a = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.center.x = 100 }
        a.fractionComplete = 0.3
        #expect(a.state == .active && !a.isRunning)
        #expect(abs(presentedX(v) - 30) < 1e-9, "scrubsLinearly defaults to true")
        a.fractionComplete = 0.8
        #expect(abs(presentedX(v) - 80) < 1e-9)
        a.stopAnimation(true)
    }

    @Test func scrubbingWithTheCurveWhenScrubsLinearlyIsOff() {
        let v = movingView()
        let a = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.center.x = 100 }
        a.scrubsLinearly = false
        a.pauseAnimation()
        a.fractionComplete = 0.6
        #expect(abs(presentedX(v) - 100 * AnimationReference.easeIn(0.6)) < 1e-6)
        a.stopAnimation(true)
    }

    @Test func settingFractionWhileRunningIsIgnoredWithADiagnostic() {
        let v = movingView()
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
        a.startAnimation()
        UIApplication.shared.advance(by: 0.2)
        let before = Double(a.fractionComplete)
        let warnings = EngineDiagnostics.shared.warnings.count
        a.fractionComplete = 0.9
        #expect(Double(a.fractionComplete) == before)
        #expect(EngineDiagnostics.shared.warnings.count == warnings + 1)
        a.stopAnimation(true)
    }

    @Test func resumingAfterAScrubFinishesOverTheRemainingTime() {
        let v = movingView()
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
        a.pauseAnimation()
        a.fractionComplete = 0.75
        let t1 = CACurrentMediaTime()
        var at = 0.0
        a.addCompletion { _ in at = CACurrentMediaTime() - t1 }
        a.startAnimation()
        UIApplication.shared.runUntilIdle()
        #expect(abs(at - 0.25) < 1.0 / 60 + 1e-9)
    }

    @Test func reversingAPausedAnimatorThenStartingRunsBackToTheStart() {
        let v = movingView()
        var got: UIViewAnimatingPosition?
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
        a.addCompletion { got = $0 }
        a.fractionComplete = 0.5
        a.isReversed = true
        #expect(
            !a.isRunning && abs(presentedX(v) - 50) < 1e-9,
            "reversing a paused animator does not move it")
        a.startAnimation()
        UIApplication.shared.runUntilIdle()
        #expect(got == .start && v.center.x == 0)
    }

    @Test func aFreshReversedAnimatorRunsFromTheEndToTheStart() {
        let v = movingView()
        let a = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { v.center.x = 100 }
        a.isReversed = true
        a.startAnimation()
        #expect(abs(presentedX(v) - 100) < 1e-9)
        UIApplication.shared.advance(by: 0.25)
        #expect(presentedX(v) < 100 && presentedX(v) > 0)
        UIApplication.shared.runUntilIdle()
        #expect(v.center.x == 0)
    }

    @Test func timingParameterInitialisersCarryTheirValues() {
        let c = UICubicTimingParameters(
            controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.4))
        #expect(c.timingCurveType == .cubic && c.controlPoint1 == CGPoint(x: 0.1, y: 0.2))
        let b = UICubicTimingParameters(animationCurve: .easeOut)
        #expect(b.timingCurveType == .builtin && b.controlPoint2 == CGPoint(x: 0.58, y: 1))
        #expect(UICubicTimingParameters().animationCurve == .easeInOut)
        let s = UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 1, dy: 0))
        #expect(
            s.timingCurveType == .spring && s.initialVelocity.dx == 1
                && s.cubicTimingParameters == nil)
        #expect(UISpringTimingParameters().dampingRatio == 4.56)
        let m = UISpringTimingParameters(
            mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
        let a = UIViewPropertyAnimator(duration: 3, timingParameters: m)
        #expect(
            abs(a.duration - DampedSpring(mass: 1, stiffness: 100, damping: 10).settlingDuration)
                < 1e-12,
            "a spring with fixed constants runs for its settling time")
        let iOS17 = UISpringTimingParameters(duration: 0.5, bounce: 0.3)
        #expect(abs(iOS17.dampingRatio - 0.7) < 1e-12)
    }
}
