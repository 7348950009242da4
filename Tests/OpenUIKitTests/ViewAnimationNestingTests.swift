import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct ViewAnimationNestingTests {
    @Test func nestedBlocksInheritDurationAndCurve() {
        let v = UIView()
        var inherited = 0.0
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                UIView.animate(
                    withDuration: 0.2, delay: 0, options: .curveEaseIn,
                    animations: {
                        inherited = UIView.inheritedAnimationDuration
                        v.alpha = 0
                    })
            })
        let a = v.layer.animation(forKey: "opacity")
        #expect(a?.duration == 1)
        #expect(a?.timingFunction == CAMediaTimingFunction(name: .linear))
        #expect(inherited == 1)
        #expect(UIView.inheritedAnimationDuration == 0, "0 outside any block")
        UIApplication.shared.runUntilIdle()
    }

    @Test func overrideFlagsKeepTheInnerDurationAndCurve() {
        let v = UIView()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                UIView.animate(
                    withDuration: 0.2, delay: 0,
                    options: [.curveEaseIn, .overrideInheritedDuration], animations: { v.alpha = 0 }
                )
                UIView.animate(
                    withDuration: 0.3, delay: 0, options: [.curveEaseOut, .overrideInheritedCurve],
                    animations: { v.center.x = 9 })
            })
        let a = v.layer.animation(forKey: "opacity")
        let b = v.layer.animation(forKey: "position")
        #expect(a?.duration == 0.2 && a?.timingFunction == CAMediaTimingFunction(name: .linear))
        #expect(b?.duration == 1 && b?.timingFunction == CAMediaTimingFunction(name: .easeOut))
        UIApplication.shared.runUntilIdle()
    }

    @Test func optionsAreInheritedUnlessOverridden() {
        let v = UIView()
        UIView.animate(
            withDuration: 1, delay: 0, options: [.autoreverse],
            animations: {
                UIView.animate(withDuration: 1, animations: { v.alpha = 0 })
                UIView.animate(
                    withDuration: 1, delay: 0, options: .overrideInheritedOptions,
                    animations: { v.center.x = 3 })
            })
        #expect(v.layer.animation(forKey: "opacity")?.autoreverses == true)
        #expect(v.layer.animation(forKey: "position")?.autoreverses == false)
        UIApplication.shared.runUntilIdle()
    }

    @Test func outerCompletionWaitsForNestedAnimations() {
        let v = UIView()
        var outer: Double?
        var inner: Double?
        let t0 = CACurrentMediaTime()
        UIView.animate(
            withDuration: 0.25,
            animations: {
                v.alpha = 0.5
                UIView.animate(
                    withDuration: 1, delay: 0, options: .overrideInheritedDuration,
                    animations: { v.center.x = 5 },
                    completion: { _ in inner = CACurrentMediaTime() - t0 })
            }, completion: { _ in outer = CACurrentMediaTime() - t0 })
        UIApplication.shared.runUntilIdle()
        #expect(inner != nil && outer != nil)
        #expect(
            abs((outer ?? 0) - 1) < 1.0 / 60 + 1e-9,
            "the outer block's completion covers the nested animation")
    }

    @Test func layoutSubviewsOptionLaysOutInsideTheBlock() {
        final class Parent: UIView {
            let child = UIView()
            override func layoutSubviews() { child.frame = bounds }
        }
        let p = Parent(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        p.addSubview(p.child)
        p.layoutIfNeeded()
        UIView.animate(
            withDuration: 1, delay: 0, options: .layoutSubviews,
            animations: { p.bounds.size.width = 50 })
        #expect(
            p.child.layer.animation(forKey: "bounds") != nil,
            "the child's layout change is animated too")
        UIApplication.shared.runUntilIdle()
        #expect(p.child.bounds.width == 50)
    }
}
