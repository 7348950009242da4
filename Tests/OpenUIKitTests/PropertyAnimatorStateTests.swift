import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct PropertyAnimatorStateTests {
    @Test func runsFromInactiveThroughActiveBackToInactiveAndCompletesAtTheEnd() {
        let v = movingView()
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
        var positions: [UIViewAnimatingPosition] = []
        a.addCompletion { positions.append($0) }
        #expect(a.state == .inactive && !a.isRunning)
        #expect(v.center.x == 0, "blocks of an inactive animator have not run yet")
        let t0 = CACurrentMediaTime()
        a.startAnimation()
        #expect(a.state == .active && a.isRunning)
        #expect(
            v.center.x == 100 && presentedX(v) == 0, "model at the end, presentation at the start")
        UIApplication.shared.advance(by: 0.5)
        let t = CACurrentMediaTime() - t0
        #expect(abs(presentedX(v) - 100 * t) < 1e-9)
        #expect(abs(Double(a.fractionComplete) - t) < 1e-9)
        UIApplication.shared.runUntilIdle()
        #expect(a.state == .inactive && !a.isRunning)
        #expect(positions == [.end])
        #expect(presentedX(v) == 100 && v.layer.animationKeys() == nil)
    }

    @Test func theFractionDependsOnTheTimeSinceTheStartNotOnWhatTheClockRead() {
        var runs: [[Double]] = []
        for framesBefore in [0, 1, 7, 106, 267, 535, 3_019, 60_021] {
            UIApplication.shared.advance(by: Double(framesBefore) / 60)
            let v = movingView()
            let a = UIViewPropertyAnimator(duration: 0.6, curve: .linear) { v.center.x = 360 }
            a.startAnimation()
            var frames: [Double] = []
            for _ in 0..<35 {
                UIApplication.shared.advance(by: 1.0 / 60)
                frames += [Double(a.fractionComplete), presentedX(v)]
            }
            #expect(frames[34] == 0.5, "started \(framesBefore) frames on")
            runs.append(frames)
            UIApplication.shared.runUntilIdle()
        }
        #expect(runs.allSatisfy { $0 == runs[0] })
    }

    @Test func pauseAndResumeContinueTheSameCurveWithoutAJump() {
        let v = movingView()
        let a = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { v.center.x = 100 }
        a.startAnimation()
        UIApplication.shared.advance(by: 0.3)
        a.pauseAnimation()
        #expect(a.state == .active && !a.isRunning)
        let paused = presentedX(v)
        let f = Double(a.fractionComplete)
        UIApplication.shared.advance(by: 0.5)
        #expect(
            presentedX(v) == paused && Double(a.fractionComplete) == f, "nothing moves while paused"
        )
        a.startAnimation()
        #expect(presentedX(v) == paused)
        let t1 = CACurrentMediaTime()
        UIApplication.shared.advance(by: 0.2)
        let fraction = f + (CACurrentMediaTime() - t1)
        #expect(abs(presentedX(v) - 100 * AnimationReference.easeInOut(fraction)) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(a.state == .inactive)
    }

    @Test func pauseOnAnInactiveAnimatorMakesItActiveAtTheStart() {
        let v = movingView()
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
        a.pauseAnimation()
        #expect(a.state == .active && !a.isRunning && a.fractionComplete == 0)
        #expect(v.center.x == 100 && presentedX(v) == 0)
        a.pauseAnimation()
        #expect(a.state == .active, "pausing a paused animator does nothing")
        a.stopAnimation(true)
    }

    @Test func stopWithoutFinishingLeavesCurrentValuesAndSkipsCompletions() {
        let v = movingView()
        var called = false
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
        a.addCompletion { _ in called = true }
        a.startAnimation()
        UIApplication.shared.advance(by: 0.25)
        let current = presentedX(v)
        a.stopAnimation(true)
        #expect(a.state == .inactive)
        #expect(
            Double(v.center.x) == current && presentedX(v) == current
                && v.layer.animationKeys() == nil)
        UIApplication.shared.runUntilIdle()
        #expect(!called)
    }

    @Test(arguments: [UIViewAnimatingPosition.end, .start, .current])
    func stopThenFinishPutsThePropertiesAtThePosition(position: UIViewAnimatingPosition) {
        let v = movingView()
        var got: [UIViewAnimatingPosition] = []
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            v.center.x = 100
            v.alpha = 0
        }
        a.addCompletion { got.append($0) }
        a.startAnimation()
        UIApplication.shared.advance(by: 0.25)
        let current = presentedX(v)
        a.stopAnimation(false)
        #expect(a.state == .stopped && !a.isRunning)
        #expect(presentedX(v) == current, "stopped where it was")
        UIApplication.shared.advance(by: 0.25)
        #expect(got.isEmpty, "completions wait for finishAnimation")
        a.finishAnimation(at: position)
        #expect(a.state == .inactive && got == [position])
        let expected: Double = position == .end ? 100 : position == .start ? 0 : current
        #expect(Double(v.center.x) == expected && presentedX(v) == expected)
        #expect(
            abs(
                Double(v.alpha)
                    - (position == .end ? 0 : position == .start ? 1 : 1 - current / 100)) < 1e-6)
    }

    @Test func reversingMidFlightRunsBackWithoutAJumpAndCompletesAtTheStart() {
        let v = movingView()
        var got: [UIViewAnimatingPosition] = []
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
        a.addCompletion { got.append($0) }
        a.startAnimation()
        UIApplication.shared.advance(by: 0.4)
        let before = presentedX(v)
        let t1 = CACurrentMediaTime()
        a.isReversed = true
        #expect(abs(presentedX(v) - before) < 1e-9)
        #expect(a.isRunning && a.isReversed)
        UIApplication.shared.advance(by: 0.2)
        // Linear timing back over the time left in the new direction (fraction × duration).
        let u = (CACurrentMediaTime() - t1) / (before / 100)
        #expect(abs(presentedX(v) - before * (1 - u)) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(got == [.start])
        #expect(v.center.x == 0 && presentedX(v) == 0, "the model returns to the start")
    }

    @Test func continueWithNewTimingRunsFromTheCurrentPosition() {
        let v = movingView()
        let a = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.center.x = 100 }
        a.pauseAnimation()
        a.fractionComplete = 0.5
        #expect(abs(presentedX(v) - 50) < 1e-9)
        let t1 = CACurrentMediaTime()
        var at = 0.0
        a.addCompletion { _ in at = CACurrentMediaTime() - t1 }
        a.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .linear),
            durationFactor: 0.5)
        #expect(a.isRunning)
        UIApplication.shared.advance(by: 0.25)
        let u = (CACurrentMediaTime() - t1) / 0.5
        #expect(abs(presentedX(v) - (50 + 50 * u)) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(
            abs(at - 0.5) < 1.0 / 60 + 1e-9, "the remaining run lasts durationFactor × duration")
        #expect(presentedX(v) == 100)
    }

    @Test func continueWithAFactorOfZeroFinishesOverTheTimeLeft() {
        let v = movingView()
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
        a.pauseAnimation()
        a.fractionComplete = 0.25
        let t1 = CACurrentMediaTime()
        var at = 0.0
        a.addCompletion { _ in at = CACurrentMediaTime() - t1 }
        a.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        UIApplication.shared.advance(by: 0.375)
        let u = (CACurrentMediaTime() - t1) / 0.75
        #expect(abs(presentedX(v) - (25 + 75 * u)) < 1e-6, "no jump: half-way through the rest")
        UIApplication.shared.runUntilIdle()
        #expect(abs(at - 0.75) < 1.0 / 60 + 1e-9, "0 keeps the original pace: 0.75 s were left")
        #expect(presentedX(v) == 100)
    }

    @Test func continueReversedWithAFactorOfZeroRunsBackOverTheFractionDone() {
        let v = movingView()
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 }
        a.pauseAnimation()
        a.fractionComplete = 0.4
        a.isReversed = true
        let t1 = CACurrentMediaTime()
        var got: [UIViewAnimatingPosition] = []
        var at = 0.0
        a.addCompletion {
            got.append($0)
            at = CACurrentMediaTime() - t1
        }
        a.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        UIApplication.shared.runUntilIdle()
        #expect(got == [.start])
        #expect(abs(at - 0.4) < 1.0 / 60 + 1e-9, "back over the 0.4 s already run")
    }

    @Test func pausesOnCompletionStaysActiveWithoutCallingCompletions() {
        let v = movingView()
        var called = false
        let a = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { v.center.x = 100 }
        a.pausesOnCompletion = true
        a.addCompletion { _ in called = true }
        a.startAnimation()
        UIApplication.shared.advance(by: 1)
        #expect(a.state == .active && !a.isRunning && a.fractionComplete == 1 && !called)
        #expect(presentedX(v) == 100)
        a.isReversed = true
        a.startAnimation()
        UIApplication.shared.advance(by: 1)
        #expect(a.state == .active && a.fractionComplete == 0 && presentedX(v) == 0)
        a.pausesOnCompletion = false
        a.stopAnimation(false)
        a.finishAnimation(at: .start)
        #expect(called && v.center.x == 0)
    }

    @Test func runningPropertyAnimatorStartsAtOnceAndReportsTheEnd() {
        let v = movingView()
        var got: UIViewAnimatingPosition?
        let a = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.25, options: .curveEaseOut,
            animations: { v.center.x = 100 }, completion: { got = $0 })
        #expect(a.isRunning && a.delay == 0.25 && a.isInterruptible)
        let t0 = CACurrentMediaTime()
        UIApplication.shared.advance(by: 0.5)
        let f = (CACurrentMediaTime() - t0 - 0.25) / 0.5
        #expect(abs(presentedX(v) - 100 * AnimationReference.easeOut(f)) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(got == .end)
    }

    @Test func addAnimationsWithADelayFactorStartsPartWayThrough() {
        let v = movingView()
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.y = 100 }
        a.addAnimations({ v.center.x = 100 }, delayFactor: 0.5)
        let t0 = CACurrentMediaTime()
        a.startAnimation()
        UIApplication.shared.advance(by: 0.25)
        #expect(presentedX(v) == 0)
        UIApplication.shared.advance(by: 0.5)
        let t = CACurrentMediaTime() - t0
        #expect(abs(presentedX(v) - 100 * (t - 0.5) / 0.5) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(presentedX(v) == 100)
    }

    @Test func animationsAddedWhileRunningCoverTheRemainingTime() {
        let v = movingView()
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.y = 100 }
        a.startAnimation()
        UIApplication.shared.advance(by: 0.5)
        let f0 = Double(a.fractionComplete)
        a.addAnimations { v.center.x = 100 }
        #expect(presentedX(v) == 0)
        UIApplication.shared.advance(by: 0.25)
        let f = Double(a.fractionComplete)
        #expect(abs(presentedX(v) - 100 * (f - f0) / (1 - f0)) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(presentedX(v) == 100)
    }

    @Test func springTimingFollowsTheClosedForm() {
        let v = movingView()
        let a = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5) { v.center.x = 100 }
        let t0 = CACurrentMediaTime()
        a.startAnimation()
        let w0 = AnimationReference.underdampedOmega(duration: 1, zeta: 0.5)
        var overshoot = false
        for _ in 0..<6 {
            UIApplication.shared.advance(by: 0.1)
            let t = CACurrentMediaTime() - t0
            #expect(
                abs(
                    presentedX(v) - 100 * AnimationReference.springProgress(t, omega: w0, zeta: 0.5)
                ) < 1e-6)
            if presentedX(v) > 100 { overshoot = true }
        }
        #expect(overshoot, "an underdamped spring overshoots the target")
        UIApplication.shared.runUntilIdle()
        #expect(presentedX(v) == 100)
    }

    @Test func theSameSceneTwiceGivesTheSameValues() {
        func run() -> [Double] {
            let v = movingView()
            let a = UIViewPropertyAnimator(
                duration: 0.8, controlPoint1: CGPoint(x: 0.2, y: 0.9),
                controlPoint2: CGPoint(x: 0.4, y: 1)
            ) {
                v.center.x = 100
                v.alpha = 0.2
            }
            var out: [Double] = []
            a.startAnimation()
            for i in 0..<10 {
                UIApplication.shared.advance(by: 1.0 / 60 * Double(i % 3 + 1))
                if i == 4 {
                    a.pauseAnimation()
                    a.fractionComplete = 0.3
                    a.isReversed = true
                    a.startAnimation()
                }
                out.append(presentedX(v))
                out.append(Double(v.layer.presentation()!.opacity))
            }
            UIApplication.shared.runUntilIdle()
            return out
        }
        // The second run starts later on the shared clock, so elapsed times differ in the last
        // bits of the floating-point subtraction; the values agree to far below a pixel.
        let first = run()
        let second = run()
        #expect(first.count == second.count)
        for (a, b) in zip(first, second) { #expect(abs(a - b) < 1e-9) }
    }

    @Test func finishingAtTheStartRestoresBoundsThroughTheView() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            parent.bounds.size.width = 200
        }
        a.startAnimation()
        #expect(child.bounds.width == 200, "autoresizing follows the model change")
        UIApplication.shared.advance(by: 0.5)
        a.stopAnimation(false)
        a.finishAnimation(at: .start)
        #expect(
            parent.bounds.width == 100 && child.bounds.width == 100, "the child autoresizes back")
        UIApplication.shared.runUntilIdle()
    }

    @Test func aLaterModelChangeWinsOverTheAnimatorsEnd() {
        let v = movingView()
        let a = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { v.center.x = 100 }
        a.startAnimation()
        UIApplication.shared.advance(by: 0.25)
        v.center.x = 30
        UIApplication.shared.runUntilIdle()
        #expect(a.state == .inactive)
        #expect(v.center.x == 30 && presentedX(v) == 30)
    }

    @Test func startingWithoutBlocksWaitsPausedUntilTheFirstBlock() {
        let v = movingView()
        let a = UIViewPropertyAnimator(duration: 0.5, curve: .linear)
        var got: UIViewAnimatingPosition?
        a.addCompletion { got = $0 }
        a.startAnimation()
        #expect(a.state == .active && !a.isRunning)
        UIApplication.shared.advance(by: 1)
        #expect(
            a.state == .active && got == nil, "the transient paused state does not finish by itself"
        )
        let t1 = CACurrentMediaTime()
        a.addAnimations { v.center.x = 100 }
        #expect(a.isRunning)
        UIApplication.shared.advance(by: 0.25)
        #expect(abs(presentedX(v) - 100 * (CACurrentMediaTime() - t1) / 0.5) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(got == .end)
    }

    @Test func runningAnimatorInsideABlockInheritsItsDurationAndCurve() {
        let v = movingView()
        var inner: UIViewPropertyAnimator?
        UIView.animate(
            withDuration: 2, delay: 0, options: .curveEaseIn,
            animations: {
                inner = UIViewPropertyAnimator.runningPropertyAnimator(
                    withDuration: 0.1, delay: 0, options: [],
                    animations: { v.center.x = 100 })
            })
        #expect(inner?.duration == 2)
        #expect(
            inner?.timingParameters?.cubicTimingParameters?.controlPoint1 == CGPoint(x: 0.42, y: 0))
        #expect(inner?.isInterruptible == false)
        let own = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.1, delay: 0, options: [],
            animations: { v.alpha = 0 })
        #expect(own.duration == 0.1 && own.isInterruptible)
        UIApplication.shared.runUntilIdle()
    }

    @Test func finishingRemovesOnlyTheAnimatorsOwnAnimations() {
        let v = movingView()
        let a = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { v.center.x = 100 }
        a.startAnimation()
        UIApplication.shared.advance(by: 0.25)
        // A block animation that replaces the animator's under the same key.
        UIView.animate(
            withDuration: 1, delay: 0, options: .beginFromCurrentState,
            animations: { v.center.x = 0 })
        #expect(v.layer.animation(forKey: "position") != nil)
        a.stopAnimation(false)
        a.finishAnimation(at: .current)
        #expect(v.layer.animation(forKey: "position") != nil, "the block's animation keeps running")
        UIApplication.shared.runUntilIdle()
    }
}
