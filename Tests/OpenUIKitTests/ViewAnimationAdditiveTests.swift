import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct ViewAnimationAdditiveTests {
    @Test func reanimatingInFlightDoesNotJumpAndEndsAtTheNewTarget() {
        let v = UIView(frame: CGRect(x: -10, y: 0, width: 20, height: 20))
        let t0 = CACurrentMediaTime()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 100 })
        UIApplication.shared.advance(by: 0.3)
        let t1 = CACurrentMediaTime()
        let before = presentedX(v)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 300 })
        let after = presentedX(v)
        #expect(abs(before - after) < 1e-9, "no jump at the retarget")
        #expect(
            v.layer.animationKeys() == ["position", "position-2"],
            "the second animation is added, not replacing")
        UIApplication.shared.advance(by: 0.4)
        // Both deltas decay linearly: 300 − 100·(1 − e₁) − 200·(1 − e₂).
        let t = CACurrentMediaTime()
        let expected = 300 - 100 * (1 - (t - t0)) - 200 * (1 - (t - t1))
        #expect(abs(presentedX(v) - expected) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(presentedX(v) == 300 && v.center.x == 300)
    }

    @Test func additiveAnimationRunsFromOldMinusNewToZero() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        UIView.animate(
            withDuration: 0.5,
            animations: {
                v.bounds.size.width = 100
                v.alpha = 0.25
            })
        let pos = v.layer.animation(forKey: "bounds") as? CABasicAnimation
        #expect(pos?.isAdditive == true)
        #expect(
            (pos?.fromValue as? AnimatableValue).map {
                if case .rect(let r) = $0 { return r.size.width == -60 }
                return false
            } == true)
        #expect(
            (pos?.toValue as? AnimatableValue).map {
                if case .rect(let r) = $0 { return r == .zero }
                return false
            } == true)
        let opacity = v.layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(opacity?.isAdditive == true)
        #expect((opacity?.fromValue as? AnimatableValue)?.number == 0.75)
        UIApplication.shared.runUntilIdle()
    }

    @Test func coloursAnimateFromThePresentedValueAndReplace() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        v.backgroundColor = .red
        var first: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { v.backgroundColor = .blue },
            completion: { first = $0 })
        let c = v.layer.animation(forKey: "backgroundColor") as? CABasicAnimation
        #expect(c?.isAdditive == false)
        UIApplication.shared.advance(by: 0.5)
        let mid = v.layer.presentation()!.backgroundColor!.blue
        #expect(mid > 0.3 && mid < 0.7)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { v.backgroundColor = .red })
        #expect(
            abs(v.layer.presentation()!.backgroundColor!.blue - mid) < 1e-9,
            "the new animation starts where the old one was")
        #expect(v.layer.animationKeys() == ["backgroundColor"], "one animation per key")
        #expect(first == false, "the replaced animation's completion reports unfinished")
        UIApplication.shared.runUntilIdle()
        #expect(v.layer.presentation()!.backgroundColor!.blue == 0)
    }

    @Test func beginFromCurrentStateReplacesTheInFlightAnimationWithoutAJump() {
        let v = UIView(frame: CGRect(x: -10, y: 0, width: 20, height: 20))
        var first: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 100 },
            completion: { first = $0 })
        UIApplication.shared.advance(by: 0.5)
        let before = presentedX(v)
        let t1 = CACurrentMediaTime()
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
            animations: { v.center.x = 0 })
        #expect(abs(presentedX(v) - before) < 1e-9)
        #expect(first == false, "the replaced animation's completion reports unfinished")
        UIApplication.shared.advance(by: 0.5)
        let t = CACurrentMediaTime() - t1
        #expect(
            abs(presentedX(v) - before * (1 - t)) < 1e-6,
            "runs from the presented value to the new one")
        UIApplication.shared.runUntilIdle()
    }

    @Test func cornerRadiusAndOtherLayerPropertiesAnimateThroughTheViewsLayer() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { v.layer.cornerRadius = 20 })
        #expect(v.layer.animation(forKey: "cornerRadius") != nil)
        UIApplication.shared.advance(by: 0.25)
        #expect(abs(v.layer.presentation()!.cornerRadius - 5) < 0.1)
        UIApplication.shared.runUntilIdle()
        v.layer.cornerRadius = 0
        #expect(v.layer.animationKeys() == nil, "outside a block a view's layer does not animate")
    }
}
