import Foundation
import Testing

@testable import OpenUIKit

/// Illegal state transitions stop the process with UIKit's rule, as UIKit raises
/// NSInternalInconsistencyException. Each runs in its own process (exit test).
@MainActor
@Suite struct PropertyAnimatorMisuseTests {
    func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func finishingAnInactiveAnimatorStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { UIView().alpha = 0 }
                a.finishAnimation(at: .end)
            }
        }
        #expect(
            stderr(result).contains(
                "finishAnimationAtPosition: should only be called on a stopped animator!"))
    }

    @Test func finishingARunningAnimatorStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { UIView().alpha = 0 }
                a.startAnimation()
                a.finishAnimation(at: .current)
            }
        }
    }

    @Test func startingAStoppedAnimatorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { UIView().alpha = 0 }
                a.startAnimation()
                a.stopAnimation(false)
                a.startAnimation()
            }
        }
        #expect(stderr(result).contains("stopped animator"))
    }

    @Test func pausingAStoppedAnimatorStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { UIView().alpha = 0 }
                a.pauseAnimation()
                a.stopAnimation(false)
                a.pauseAnimation()
            }
        }
    }

    @Test func stoppingAnInactiveAnimatorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                UIViewPropertyAnimator(duration: 1, curve: .linear).stopAnimation(true)
            }
        }
        #expect(stderr(result).contains("active animator"))
    }

    @Test func stoppingAStoppedAnimatorStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = UIViewPropertyAnimator(duration: 1, curve: .linear)
                a.startAnimation()
                a.stopAnimation(false)
                a.stopAnimation(false)
            }
        }
    }

    @Test func changingInterruptibleOnAnActiveAnimatorStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = UIViewPropertyAnimator(duration: 1, curve: .linear)
                a.startAnimation()
                a.isInterruptible = false
            }
        }
    }

    @Test func changingUserInteractionOnAnActiveAnimatorStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = UIViewPropertyAnimator(duration: 1, curve: .linear)
                a.pauseAnimation()
                a.isUserInteractionEnabled = false
            }
        }
    }

    @Test func addingAnimationsToAStoppedAnimatorStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = UIViewPropertyAnimator(duration: 1, curve: .linear)
                a.startAnimation()
                a.stopAnimation(false)
                a.addAnimations {}
            }
        }
    }

    @Test func continuingAStoppedAnimatorStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = UIViewPropertyAnimator(duration: 1, curve: .linear)
                a.startAnimation()
                a.stopAnimation(false)
                a.continueAnimation(withTimingParameters: nil, durationFactor: 1)
            }
        }
    }

    @Test func legalRepeatsAreHarmless() {
        let v = UIView()
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
        a.startAnimation()
        a.startAnimation()
        #expect(a.isRunning)
        a.pauseAnimation()
        a.pauseAnimation()
        #expect(a.state == .active && !a.isRunning)
        a.stopAnimation(false)
        a.fractionComplete = 0.5
        #expect(a.state == .stopped, "setting fractionComplete on a stopped animator is ignored")
        a.finishAnimation(at: .end)
        #expect(a.state == .inactive && v.alpha == 0)
    }
}
