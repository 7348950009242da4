import Foundation
@_spi(Testing) import OpenQuartzCore
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct KeyframeAnimationTests {
    /// Linear overall pacing: the curve bits of `AnimationOptions` passed through the raw value.
    let linear = UIView.KeyframeAnimationOptions(
        rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    @Test func keyframesReachTheirValuesAtTheirRelativeTimes() {
        let v = UIView(frame: CGRect(x: -10, y: 0, width: 20, height: 20))
        let t0 = CACurrentMediaTime()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    v.center.x = 100
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    v.center.x = 40
                }
            })
        #expect(v.center.x == 40, "the model ends at the last keyframe's value")
        let a = v.layer.animation(forKey: "position") as? CAKeyframeAnimation
        #expect(a?.keyTimes?.map(\.doubleValue) == [0, 0.5, 1])
        UIApplication.shared.advance(by: 0.25)
        var t = CACurrentMediaTime() - t0
        #expect(abs(presentedX(v) - 100 * t / 0.5) < 1e-6)
        UIApplication.shared.advance(by: 0.5)
        t = CACurrentMediaTime() - t0
        #expect(abs(presentedX(v) - (100 - 60 * (t - 0.5) / 0.5)) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(presentedX(v) == 40)
    }

    @Test func aValueIsHeldBetweenKeyframes() {
        let v = UIView(frame: CGRect(x: -10, y: 0, width: 20, height: 20))
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.2) {
                    v.center.x = 100
                }
                UIView.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0.2) {
                    v.center.x = 0
                }
            })
        let a = v.layer.animation(forKey: "position") as? CAKeyframeAnimation
        #expect(a?.keyTimes?.map(\.doubleValue) == [0, 0.2, 0.4, 0.8, 1])
        UIApplication.shared.advance(by: 0.1)
        #expect(presentedX(v) == 0, "before the first keyframe starts")
        UIApplication.shared.advance(by: 0.5)
        #expect(abs(presentedX(v) - 100) < 1e-9, "held between keyframes")
        UIApplication.shared.runUntilIdle()
    }

    @Test func theWholeKeyframeAnimationIsEasedInOutByDefault() {
        let v = UIView(frame: CGRect(x: -10, y: 0, width: 20, height: 20))
        let t0 = CACurrentMediaTime()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                    v.center.x = 100
                }
            })
        UIApplication.shared.advance(by: 0.2)
        let t = CACurrentMediaTime() - t0
        #expect(abs(presentedX(v) - 100 * AnimationReference.easeInOut(t)) < 1e-6)
        UIApplication.shared.runUntilIdle()
    }

    @Test func calculationModesMapToCoreAnimationModes() {
        let v = UIView()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: .calculationModeDiscrete,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0 }
            })
        #expect(
            (v.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)?.calculationMode
                == .discrete)
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: .calculationModeCubicPaced,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 1 }
            })
        #expect(
            (v.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)?.calculationMode
                == .cubicPaced)
        UIApplication.shared.runUntilIdle()
    }

    @Test func keyframeCompletionRunsOnceAfterTheDuration() {
        let a = UIView()
        let b = UIView()
        var calls: [Bool] = []
        let t0 = CACurrentMediaTime()
        var at = 0.0
        UIView.animateKeyframes(
            withDuration: 0.5, delay: 0.25, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { a.alpha = 0 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    b.alpha = 0
                }
            },
            completion: {
                calls.append($0)
                at = CACurrentMediaTime() - t0
            })
        UIApplication.shared.runUntilIdle()
        #expect(calls == [true])
        #expect(abs(at - 0.75) < 1.0 / 60 + 1e-9)
    }

    @Test func addKeyframeOutsideAKeyframeBlockAppliesAtOnce() {
        let v = UIView()
        let before = EngineDiagnostics.shared.warnings.count
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0.3 }
        #expect(abs(v.alpha - 0.3) < 1e-6 && v.layer.animationKeys() == nil)
        #expect(EngineDiagnostics.shared.warnings.count == before + 1)
    }
}
