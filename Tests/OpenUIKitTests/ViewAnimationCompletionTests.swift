import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct ViewAnimationCompletionTests {
    @Test func completionRunsOnceWithTrueWhenEveryAnimationFinished() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        var calls: [Bool] = []
        let t0 = CACurrentMediaTime()
        var at = 0.0
        UIView.animate(
            withDuration: 0.5,
            animations: {
                v.center.x = 50
                v.alpha = 0.5
            },
            completion: {
                calls.append($0)
                at = CACurrentMediaTime() - t0
            })
        UIApplication.shared.advance(by: 0.4)
        #expect(calls.isEmpty)
        UIApplication.shared.runUntilIdle()
        #expect(calls == [true])
        #expect(abs(at - 0.5) < 1.0 / 60 + 1e-9)
    }

    @Test func completionsRunInTheOrderTheirAnimationsEnd() {
        let a = UIView()
        let b = UIView()
        var order: [String] = []
        UIView.animate(
            withDuration: 0.5, animations: { a.alpha = 0 },
            completion: { _ in order.append("long") })
        UIView.animate(
            withDuration: 0.25, animations: { b.alpha = 0 },
            completion: { _ in order.append("short") })
        UIApplication.shared.runUntilIdle()
        #expect(order == ["short", "long"])
    }

    @Test func removingTheAnimationsReportsUnfinished() {
        let v = UIView()
        var result: Bool?
        UIView.animate(
            withDuration: 1,
            animations: {
                v.center.x = 50
                v.alpha = 0
            }, completion: { result = $0 })
        UIApplication.shared.advance(by: 0.2)
        v.layer.removeAnimation(forKey: "opacity")
        #expect(result == nil, "waits for the other animation")
        v.layer.removeAllAnimations()
        #expect(result == false)
        #expect(v.layer.presentation()!.position.x == 50, "the model value shows once removed")
    }

    @Test func aBlockThatAnimatesNothingCompletesOnTheNextTurn() {
        var result: Bool?
        UIView.animate(withDuration: 1, animations: {}, completion: { result = $0 })
        #expect(result == nil, "never synchronously")
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(result == true)
    }

    @Test(arguments: [0.0, -1.0, Double.nan])
    func zeroNegativeOrNaNDurationAppliesAtOnceAndCompletesNextTurn(duration: Double) {
        let v = UIView()
        var result: Bool?
        UIView.animate(
            withDuration: duration, animations: { v.center.x = 80 }, completion: { result = $0 })
        #expect(v.layer.animationKeys() == nil)
        #expect(v.layer.presentation()!.position.x == 80)
        #expect(result == nil)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(result == true)
    }

    @Test func performWithoutAnimationSuppressesAnimationsEvenInsideABlock() {
        let v = UIView()
        UIView.animate(
            withDuration: 1,
            animations: {
                v.alpha = 0.5
                UIView.performWithoutAnimation { v.center.x = 30 }
            })
        #expect(v.layer.animation(forKey: "opacity") != nil)
        #expect(v.layer.animation(forKey: "position") == nil)
        #expect(UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 1, animations: { v.bounds.size.width = 99 })
        UIView.setAnimationsEnabled(true)
        #expect(v.layer.animation(forKey: "bounds") == nil && v.bounds.width == 99)
        UIApplication.shared.runUntilIdle()
    }

    @Test func repeatAndAutoreverseRunBackAndForth() {
        let v = UIView(frame: CGRect(x: -10, y: 0, width: 20, height: 20))
        let t0 = CACurrentMediaTime()
        var result: Bool?
        UIView.animate(
            withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
            animations: { v.center.x = 100 }, completion: { result = $0 })
        let anim = v.layer.animation(forKey: "position")
        #expect(anim?.repeatCount == .infinity && anim?.autoreverses == true)
        UIApplication.shared.advance(by: 0.75)
        var t = CACurrentMediaTime() - t0
        #expect(
            abs(Double(v.layer.presentation()!.position.x) - 100 * (1 - (t - 0.5) / 0.5)) < 1e-6,
            "on the way back")
        UIApplication.shared.advance(by: 0.5)
        t = CACurrentMediaTime() - t0
        #expect(
            abs(Double(v.layer.presentation()!.position.x) - 100 * (t - 1) / 0.5) < 1e-6,
            "forwards again")
        #expect(result == nil, "a repeating animation never finishes")
        v.layer.removeAllAnimations()
        #expect(result == false)
    }

    @Test func autoreverseWithoutRepeatEndsAtTheModelValue() {
        let v = UIView(frame: CGRect(x: -10, y: 0, width: 20, height: 20))
        var result: Bool?
        UIView.animate(
            withDuration: 0.25, delay: 0, options: .autoreverse, animations: { v.center.x = 100 },
            completion: { result = $0 })
        UIApplication.shared.advance(by: 0.4)
        #expect(v.layer.presentation()!.position.x < 100)
        UIApplication.shared.runUntilIdle()
        #expect(result == true && v.layer.presentation()!.position.x == 100)
    }
}
