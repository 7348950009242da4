import Foundation
import SegueTestSupport
import Testing

@_spi(Testing) @testable import OpenUIKit

/// After `finish()` or `cancel()`, a percent-driven transition runs the rest with
/// `completionCurve` (layer time) or `timingCurve` (interruptible animators) at `completionSpeed`.
/// Expected values come from `BezierByBisection`, which evaluates the curves from their control
/// points without the engine's timing code.
@MainActor
@Suite struct InteractiveCompletionCurveTests {
    typealias LayerDelegate = InteractiveTransitionTests.Delegate
    typealias InterruptibleDelegate = InteractiveInterruptibleTests.Delegate

    /// Presents `b` over `a` without animation, with `delegate` as its transitioning delegate.
    func presented(_ delegate: UIViewControllerTransitioningDelegate) -> (
        UIViewController, UIViewController, UIWindow
    ) {
        let a = LoggingVC()
        let b = LoggingVC()
        let w = makeWindow(root: a)
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: false)
        UIApplication.shared.runUntilIdle()
        return (a, b, w)
    }

    /// The dismissal's progress, 0…1, read from the presented view's presentation layer (the
    /// animators move it down by the window height, linearly in their own timing).
    func progress(_ b: UIViewController, _ w: UIWindow) -> CGFloat {
        let h = w.bounds.height
        return (b.view.layer.presentation()!.position.y - h / 2) / h
    }

    /// Advances to `seconds` after `t0` and returns the elapsed virtual time actually reached.
    func advance(to seconds: Double, since t0: CFTimeInterval) -> Double {
        UIApplication.shared.advance(by: seconds - (CACurrentMediaTime() - t0))
        return CACurrentMediaTime() - t0
    }

    @Test func bisectionReferenceMatchesPublishedEaseInOutValues() {
        let ease = BezierByBisection.easeInOut
        #expect(abs(ease.value(0.5) - 0.5) < 1e-9)  // symmetric about the midpoint
        #expect(abs(ease.value(0.25) + ease.value(0.75) - 1) < 1e-9)
        #expect(ease.value(0.25) > 0.12 && ease.value(0.25) < 0.14)  // ≈ 0.1291, slow start
        #expect(abs(ease.value(0)) < 1e-12 && abs(ease.value(1) - 1) < 1e-12)
    }

    @Test func finishRunsTheRestWithTheEaseInOutCompletionCurve() {
        let d = LayerDelegate()
        let (a, b, w) = presented(d)
        b.dismiss(animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        d.interactor.update(0.4)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(abs(progress(b, w) - 0.4) < 1e-3)
        #expect(d.interactor.completionCurve == .easeInOut)
        let t0 = CACurrentMediaTime()
        d.interactor.finish()
        // The rest lasts (1 − 0.4) · 1 s / 1 = 0.6 s and follows easeInOut from 0.4 to 1.
        for target in [0.15, 0.3, 0.45] {
            let e = advance(to: target, since: t0)
            let expected = 0.4 + 0.6 * BezierByBisection.easeInOut.value(e / 0.6)
            #expect(abs(Double(progress(b, w)) - expected) < 1e-3, "at \(e) s after finish")
        }
        // 0.3 s after finish is half-way through the curve: 0.4 + 0.6 · easeInOut(0.5) = 0.7.
        while a.presentedViewController != nil && CACurrentMediaTime() - t0 < 2 {
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        #expect(abs((CACurrentMediaTime() - t0) - 0.6) < 1.5 / 60)
        #expect(b.view.window == nil)
        #expect(UIApplication.shared.runUntilIdle())
    }

    @Test func cancelRunsBackWithTheCompletionCurveAtCompletionSpeed() {
        let d = LayerDelegate()
        let (a, b, w) = presented(d)
        b.dismiss(animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        d.interactor.update(0.6)
        d.interactor.completionSpeed = 2
        d.interactor.completionCurve = .easeIn
        UIApplication.shared.advance(by: 1.0 / 60)
        let t0 = CACurrentMediaTime()
        d.interactor.cancel()
        // Back from 0.6 to 0 over 0.6 · 1 s / 2 = 0.3 s, along easeIn.
        for target in [0.1, 0.2] {
            let e = advance(to: target, since: t0)
            let expected = 0.6 * (1 - BezierByBisection.easeIn.value(e / 0.3))
            #expect(abs(Double(progress(b, w)) - expected) < 1e-3, "at \(e) s after cancel")
        }
        while b.transitionCoordinator != nil && CACurrentMediaTime() - t0 < 2 {
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        #expect(abs((CACurrentMediaTime() - t0) - 0.3) < 1.5 / 60)
        #expect(a.presentedViewController === b)
        #expect(b.view.layer.presentation()!.position == b.view.layer.position)
        #expect(UIApplication.shared.runUntilIdle())
        b.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
    }

    @Test func linearCompletionCurveKeepsConstantSpeed() {
        let d = LayerDelegate()
        d.interactor.completionCurve = .linear
        let (a, b, w) = presented(d)
        b.dismiss(animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        d.interactor.update(0.4)
        UIApplication.shared.advance(by: 1.0 / 60)
        let t0 = CACurrentMediaTime()
        d.interactor.finish()
        let e = advance(to: 0.15, since: t0)
        #expect(abs(Double(progress(b, w)) - (0.4 + e)) < 1e-3)  // 1 s of transition per second
        #expect(UIApplication.shared.runUntilIdle())
        #expect(a.presentedViewController == nil)
    }

    @Test func timingCurveIsIgnoredWithoutAnInterruptibleAnimator() {
        let d = LayerDelegate()
        d.interactor.timingCurve = UICubicTimingParameters(animationCurve: .linear)
        let (_, b, w) = presented(d)
        b.dismiss(animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        d.interactor.update(0.4)
        UIApplication.shared.advance(by: 1.0 / 60)
        let t0 = CACurrentMediaTime()
        d.interactor.finish()
        let e = advance(to: 0.15, since: t0)
        let expected = 0.4 + 0.6 * BezierByBisection.easeInOut.value(e / 0.6)
        #expect(abs(Double(progress(b, w)) - expected) < 1e-3)
        #expect(UIApplication.shared.runUntilIdle())
    }

    @Test func pauseDuringTheCompletionHoldsTheTransitionWhereItIs() {
        let d = LayerDelegate()
        let (a, b, w) = presented(d)
        b.dismiss(animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        d.interactor.update(0.4)
        UIApplication.shared.advance(by: 1.0 / 60)
        let t0 = CACurrentMediaTime()
        d.interactor.finish()
        let e = advance(to: 0.15, since: t0)
        let held = 0.4 + 0.6 * BezierByBisection.easeInOut.value(e / 0.6)
        d.interactor.pause()
        #expect(abs(Double(d.interactor.percentComplete) - held) < 1e-3)
        #expect(b.transitionCoordinator?.isInteractive == true)
        UIApplication.shared.advance(by: 0.5)
        #expect(abs(Double(progress(b, w)) - held) < 1e-3)
        d.interactor.finish()
        #expect(UIApplication.shared.runUntilIdle())
        #expect(a.presentedViewController == nil)
    }

    @Test func interruptibleAnimatorContinuesWithTheCompletionCurveWhenNoTimingCurveIsSet() {
        let d = InterruptibleDelegate()
        let (a, b, w) = presented(d)
        b.dismiss(animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        d.interactor.update(0.4)
        UIApplication.shared.advance(by: 1.0 / 60)
        let t0 = CACurrentMediaTime()
        d.interactor.finish()
        for target in [0.15, 0.45] {
            let e = advance(to: target, since: t0)
            let expected = 0.4 + 0.6 * BezierByBisection.easeInOut.value(e / 0.6)
            #expect(abs(Double(progress(b, w)) - expected) < 1e-3, "at \(e) s after finish")
        }
        #expect(UIApplication.shared.runUntilIdle())
        #expect(a.presentedViewController == nil)
    }

    @Test func interruptibleAnimatorContinuesWithTheTimingCurve() {
        let d = InterruptibleDelegate()
        let custom = BezierByBisection(x1: 0.1, y1: 0.8, x2: 0.2, y2: 1)
        d.interactor.timingCurve = UICubicTimingParameters(
            controlPoint1: CGPoint(x: 0.1, y: 0.8),
            controlPoint2: CGPoint(x: 0.2, y: 1))
        d.interactor.completionSpeed = 0.5
        let (a, b, w) = presented(d)
        b.dismiss(animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        d.interactor.update(0.5)
        UIApplication.shared.advance(by: 1.0 / 60)
        let t0 = CACurrentMediaTime()
        d.interactor.cancel()
        // Back from 0.5 to 0 over 0.5 · 1 s / 0.5 = 1 s, along the custom curve.
        for target in [0.1, 0.5] {
            let e = advance(to: target, since: t0)
            let expected = 0.5 * (1 - custom.value(e / 1.0))
            #expect(abs(Double(progress(b, w)) - expected) < 1e-3, "at \(e) s after cancel")
        }
        #expect(UIApplication.shared.runUntilIdle())
        #expect(a.presentedViewController === b)
        #expect(b.view.center.y == w.bounds.height / 2)
        b.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
    }
}
