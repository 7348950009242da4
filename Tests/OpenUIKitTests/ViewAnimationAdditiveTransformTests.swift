import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// UIView blocks re-animating `transform` while an earlier transform animation is in flight
/// (iOS 8+): the earlier one keeps running and a concatenated delta is added, so the presented
/// transform never jumps. Expected values are derived by hand in the comments (a view transform
/// of uniform scale k and translation b maps v ↦ k·v + b; `A · B` applies A first, then B).
@MainActor
@Suite struct ViewAnimationAdditiveTransformTests {
    /// The presented transform of `v`'s layer at the current virtual time.
    func presented(_ v: UIView) -> CATransform3D { v.layer.presentation()!.transform }

    /// The largest entry difference between a 3-D transform and a 2-D one embedded in 3-D.
    func distance(_ t: CATransform3D, _ a: CGAffineTransform) -> Double {
        let got: [CGFloat] = [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ]
        let want: [CGFloat] = [a.a, a.b, 0, 0, a.c, a.d, 0, 0, 0, 0, 1, 0, a.tx, a.ty, 0, 1]
        return Double(zip(got, want).map { abs($0 - $1) }.max()!)
    }

    func distance(_ s: CATransform3D, _ t: CATransform3D) -> Double {
        let a: [CGFloat] = [
            s.m11, s.m12, s.m13, s.m14, s.m21, s.m22, s.m23, s.m24,
            s.m31, s.m32, s.m33, s.m34, s.m41, s.m42, s.m43, s.m44,
        ]
        let b: [CGFloat] = [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ]
        return Double(zip(a, b).map { abs($0 - $1) }.max()!)
    }

    /// v ↦ k·v + (tx, ty).
    func similarity(_ k: Double, _ tx: Double, _ ty: Double) -> CGAffineTransform {
        CGAffineTransform(a: k, b: 0, c: 0, d: k, tx: tx, ty: ty)
    }

    func basic(_ v: UIView, _ key: String) -> CABasicAnimation? {
        v.layer.animation(forKey: key) as? CABasicAnimation
    }

    @Test func scaleRetargetMidFlightAddsADeltaAndLetsTheFirstAnimationFinish() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        var first: Bool?
        var second: Bool?
        let t0 = CACurrentMediaTime()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { v.transform = CGAffineTransform(scaleX: 2, y: 2) },
            completion: { first = $0 })
        // First delta: new⁻¹ · old = scale ½, to identity.
        #expect(basic(v, "transform")?.isAdditive == true)
        #expect(
            (basic(v, "transform")?.fromValue as? AnimatableValue).map {
                if case .transform(let m) = $0 { return distance(m, similarity(0.5, 0, 0)) < 1e-12 }
                return false
            } == true)
        UIApplication.shared.advance(by: 0.5)
        let e1 = CACurrentMediaTime() - t0
        let before = presented(v)
        // 2 · (½ + ½·e₁) = 1 + e₁.
        #expect(distance(before, similarity(1 + e1, 0, 0)) < 1e-9)

        let t1 = CACurrentMediaTime()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { v.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) },
            completion: { second = $0 })
        #expect(distance(presented(v), before) < 1e-9, "no jump at the retarget")
        #expect(
            v.layer.animationKeys() == ["transform", "transform-2"],
            "the second animation is added, not replacing")
        #expect(first == nil)
        // Second delta: old model ÷ new model = 2 ÷ ½ = scale 4, to identity.
        #expect(
            (basic(v, "transform-2")?.fromValue as? AnimatableValue).map {
                if case .transform(let m) = $0 { return distance(m, similarity(4, 0, 0)) < 1e-9 }
                return false
            } == true)

        UIApplication.shared.advance(by: 0.25)
        var e2 = CACurrentMediaTime() - t1
        let both = 0.5 * (0.5 + 0.5 * (CACurrentMediaTime() - t0)) * (4 - 3 * e2)
        #expect(distance(presented(v), similarity(both, 0, 0)) < 1e-9, "model · delta₁ · delta₂")

        UIApplication.shared.advance(by: 0.5)
        #expect(first == true, "the first animation ran to its end")
        #expect(second == nil)
        e2 = CACurrentMediaTime() - t1
        #expect(
            distance(presented(v), similarity(0.5 * (4 - 3 * e2), 0, 0)) < 1e-9,
            "model · delta₂ alone")

        UIApplication.shared.runUntilIdle()
        #expect(second == true)
        #expect(distance(presented(v), similarity(0.5, 0, 0)) < 1e-12)
        #expect(v.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
    }

    @Test func rotationRetargetAtTheMidpointStaysContinuousFrameByFrame() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        func angle() -> Double {
            let t = presented(v)
            return atan2(Double(t.m12), Double(t.m11))
        }
        let t0 = CACurrentMediaTime()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { v.transform = CGAffineTransform(rotationAngle: .pi / 2) })
        var last = angle()
        var biggestStep = 0.0
        for _ in 0..<30 {
            UIApplication.shared.advance(by: 1.0 / 60)
            biggestStep = max(biggestStep, abs(angle() - last))
            last = angle()
        }
        let e1 = CACurrentMediaTime() - t0
        #expect(abs(last - .pi / 2 * e1) < 1e-9, "½π · e₁ before the retarget")
        let t1 = CACurrentMediaTime()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { v.transform = .identity })
        #expect(abs(angle() - last) < 1e-9, "no jump at the retarget")
        for _ in 0..<90 {
            UIApplication.shared.advance(by: 1.0 / 60)
            biggestStep = max(biggestStep, abs(angle() - last))
            last = angle()
            // identity · R(−½π(1 − e₁)) · R(½π(1 − e₂)), each delta stopping at its end.
            let d1 = -.pi / 2 * max(0, 1 - (CACurrentMediaTime() - t0))
            let d2 = .pi / 2 * max(0, 1 - (CACurrentMediaTime() - t1))
            #expect(abs(last - (d1 + d2)) < 1e-9)
        }
        // At ½π per second a 60 Hz frame turns 0.026 rad; a jump would be far larger.
        #expect(biggestStep < 0.03)
        UIApplication.shared.runUntilIdle()
        #expect(distance(presented(v), CGAffineTransform.identity) < 1e-12)
    }

    @Test func mixedTranslationAndScaleRetargetDoesNotJumpAndEndsAtTheNewModel() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let t0 = CACurrentMediaTime()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { v.transform = similarity(2, 100, 0) })
        UIApplication.shared.advance(by: 0.5)
        // Delta₁ runs from m₁⁻¹ = (½, (−50, 0)) to identity: k = ½ + ½e, b = (−50(1 − e), 0).
        // m₁ · delta₁ maps v ↦ (½ + ½e)(2v + (100, 0)) − (50(1 − e), 0) = (1 + e)v + (100e, 0).
        let e1 = CACurrentMediaTime() - t0
        let k = 1 + e1
        let p = 100 * e1
        let before = presented(v)
        #expect(distance(before, similarity(k, p, 0)) < 1e-9)

        let t1 = CACurrentMediaTime()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { v.transform = similarity(0.5, 0, 50) })
        #expect(distance(presented(v), before) < 1e-9, "no jump at the retarget")
        // Delta₂ = P⁻¹ · m₁ · m₂⁻¹ · P: v ↦ (v − (p, 0))/k ↦ ·2 + (100, 0) ↦ ·2 − (0, 100) ↦ ·k + (p, 0)
        // = 4v + (200k − 3p, −100k).
        let cx = 200 * k - 3 * p
        let cy = -100 * k
        let from = (basic(v, "transform-2")?.fromValue as? AnimatableValue).flatMap {
            if case .transform(let m) = $0 { return m }
            return nil
        }
        #expect(from.map { distance($0, similarity(4, cx, cy)) < 1e-9 } == true)
        // The plain delta m₂⁻¹ · m₁ = (4, (100, −200)) would have shown m₂ · (m₁⁻¹ · P) · (m₂⁻¹ · m₁),
        // which is 50 points off in x and y at e = ½: the concatenated order needs the conjugate.
        let a1 = similarity(2, 100, 0).inverted().concatenating(similarity(k, p, 0))
        let plain = similarity(0.5, 0, 50).concatenating(a1).concatenating(similarity(4, 100, -200))
        #expect(distance(before, plain) > 10)

        var last = presented(v)
        var biggestStep = 0.0
        for _ in 0..<45 {
            UIApplication.shared.advance(by: 1.0 / 60)
            biggestStep = max(biggestStep, distance(presented(v), last))
            last = presented(v)
        }
        #expect(biggestStep < 6, "translation moves at most ~3 points a frame; a jump would be ~50")
        // ¾ s later delta₁ has ended and delta₂ has not: m₂ · delta₂, delta₂ = (4 − 3e₂, c·(1 − e₂)) applied after v ↦ ½v + (0, 50).
        let e2 = CACurrentMediaTime() - t1
        let s = 4 - 3 * e2
        #expect(
            distance(presented(v), similarity(0.5 * s, cx * (1 - e2), 50 * s + cy * (1 - e2)))
                < 1e-9)
        #expect(e2 < 1 && CACurrentMediaTime() - t0 > 1)
        UIApplication.shared.runUntilIdle()
        #expect(distance(presented(v), similarity(0.5, 0, 50)) < 1e-9)
    }

    @Test func beginFromCurrentStateReplacesTheTransformAnimationWithADeltaFromThePresentedValue() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        var first: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { v.transform = similarity(2, 100, 0) }, completion: { first = $0 })
        UIApplication.shared.advance(by: 0.5)
        let before = presented(v)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
            animations: { v.transform = .identity })
        #expect(first == false, "the replaced animation's completion reports unfinished")
        #expect(v.layer.animationKeys() == ["transform"])
        #expect(distance(presented(v), before) < 1e-9)
        // identity⁻¹ · P = P: the delta is the presented transform itself.
        #expect(
            (basic(v, "transform")?.fromValue as? AnimatableValue).map {
                if case .transform(let m) = $0 { return distance(m, before) < 1e-12 }
                return false
            } == true)
        UIApplication.shared.runUntilIdle()
        #expect(distance(presented(v), CGAffineTransform.identity) < 1e-12)
    }

    @Test func animatingToASingularScaleFallsBackToAnimatingFromThePresentedValue() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let t0 = CACurrentMediaTime()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { v.transform = CGAffineTransform(scaleX: 0, y: 0) })
        #expect(basic(v, "transform")?.isAdditive == false, "scale 0 has no inverse, so no delta")
        UIApplication.shared.advance(by: 0.5)
        // From identity to scale 0, linear: 1 − e.
        let e = CACurrentMediaTime() - t0
        #expect(distance(presented(v), similarity(1 - e, 0, 0)) < 1e-9)
        UIApplication.shared.runUntilIdle()
        #expect(distance(presented(v), similarity(0, 0, 0)) < 1e-12)
    }
}
