import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct ViewAnimationCurveTests {
    /// Animates center.x 0 → 100 over 1 s with `options`, returns the presented x at each sample
    /// time with the elapsed time.
    func samples(_ options: UIView.AnimationOptions, frames: [Int]) -> [(Double, Double)] {
        let v = UIView(frame: CGRect(x: -10, y: 0, width: 20, height: 20))
        let t0 = CACurrentMediaTime()
        UIView.animate(
            withDuration: 1, delay: 0, options: options, animations: { v.center.x = 100 })
        var out: [(Double, Double)] = []
        var done = 0
        for f in frames {
            UIApplication.shared.advance(by: Double(f - done) / 60)
            done = f
            out.append((CACurrentMediaTime() - t0, Double(v.layer.presentation()!.position.x)))
        }
        UIApplication.shared.runUntilIdle()
        #expect(v.center.x == 100)
        return out
    }

    @Test(arguments: [
        (UIView.AnimationOptions.curveEaseInOut, 0),
        (UIView.AnimationOptions.curveEaseIn, 1),
        (UIView.AnimationOptions.curveEaseOut, 2),
        (UIView.AnimationOptions.curveLinear, 3),
    ])
    func eachCurveOptionPacesTheAnimationWithItsBezier(option: UIView.AnimationOptions, index: Int)
    {
        let reference: (Double) -> Double = [
            AnimationReference.easeInOut, AnimationReference.easeIn,
            AnimationReference.easeOut, { $0 },
        ][index]
        for (t, x) in samples(option, frames: [6, 15, 30, 45, 54]) {
            #expect(abs(x - 100 * reference(t)) < 1e-6, "at t = \(t)")
        }
    }

    @Test func defaultCurveIsEaseInOutNotCoreAnimationDefault() {
        let (t, x) = samples([], frames: [12])[0]
        #expect(abs(x - 100 * AnimationReference.easeInOut(t)) < 1e-6)
        #expect(abs(x - 100 * AnimationReference.bezier(t, 0.25, 0.1, 0.25, 1)) > 1e-3)
    }

    @Test func optionRawValuesAreUIKits() {
        typealias O = UIView.AnimationOptions
        #expect(O.layoutSubviews.rawValue == 1 && O.allowUserInteraction.rawValue == 2)
        #expect(
            O.beginFromCurrentState.rawValue == 4 && O.repeat.rawValue == 8
                && O.autoreverse.rawValue == 16)
        #expect(
            O.overrideInheritedDuration.rawValue == 32 && O.overrideInheritedCurve.rawValue == 64)
        #expect(O.allowAnimatedContent.rawValue == 128 && O.showHideTransitionViews.rawValue == 256)
        #expect(O.overrideInheritedOptions.rawValue == 512)
        #expect(O.curveEaseInOut.rawValue == 0 && O.curveEaseIn.rawValue == 0x10000)
        #expect(O.curveEaseOut.rawValue == 0x20000 && O.curveLinear.rawValue == 0x30000)
        #expect(
            O.transitionFlipFromLeft.rawValue == 0x100000
                && O.transitionFlipFromRight.rawValue == 0x200000)
        #expect(
            O.transitionCurlUp.rawValue == 0x300000 && O.transitionCurlDown.rawValue == 0x400000)
        #expect(
            O.transitionCrossDissolve.rawValue == 0x500000
                && O.transitionFlipFromTop.rawValue == 0x600000)
        #expect(O.transitionFlipFromBottom.rawValue == 0x700000)
        #expect(
            O.preferredFramesPerSecond60.rawValue == 0x3000000
                && O.preferredFramesPerSecond30.rawValue == 0x7000000)
        #expect(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4 << 10)
        #expect(UIView.AnimationCurve.linear.rawValue == 3)
    }

    @Test func delayHoldsTheOldValueThenRunsTheFullCurve() {
        let v = UIView(frame: CGRect(x: -10, y: 0, width: 20, height: 20))
        let t0 = CACurrentMediaTime()
        UIView.animate(
            withDuration: 1, delay: 0.5, options: .curveLinear, animations: { v.center.x = 100 })
        UIApplication.shared.advance(by: 0.25)
        #expect(v.layer.presentation()!.position.x == 0, "the old value shows during the delay")
        #expect(v.center.x == 100, "the model changes at once")
        UIApplication.shared.advance(by: 0.75)
        let t = CACurrentMediaTime() - t0
        #expect(abs(Double(v.layer.presentation()!.position.x) - 100 * (t - 0.5)) < 1e-6)
        UIApplication.shared.runUntilIdle()
    }
}
