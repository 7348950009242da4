import Foundation
@_spi(Testing) import OpenQuartzCore
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Keyframes inside a property animator's block follow the animator, as UIKit's do (WWDC 2016,
/// session 216: "Advances in UIKit Animations and Transitions").
@MainActor
@Suite struct PropertyAnimatorKeyframeTests {
    /// Right to 100 over the first half, down to 60 over the second, in a linear 1 s animator.
    func keyframed(_ v: UIView, completion: ((Bool) -> Void)? = nil) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: 1, curve: .linear) {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeLinear]) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    v.center.x = 100
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    v.center.y = 60
                }
            } completion: {
                completion?($0)
            }
        }
    }

    @Test func scrubbingMovesThroughTheKeyframes() {
        let v = movingView()
        let a = keyframed(v)
        a.fractionComplete = 0.25
        #expect(abs(presentedX(v) - 50) < 1e-6)
        #expect(abs(presentedY(v) - 10) < 1e-6)
        a.fractionComplete = 0.75
        #expect(abs(presentedX(v) - 100) < 1e-6)
        #expect(abs(presentedY(v) - 35) < 1e-6)
        a.stopAnimation(true)
    }

    @Test func reversingFromAScrubRunsTheKeyframesBackToTheStart() {
        let v = movingView()
        var finished: Bool?
        let a = keyframed(v) { finished = $0 }
        a.pauseAnimation()
        a.fractionComplete = 0.75
        a.isReversed = true
        a.continueAnimation(withTimingParameters: nil, durationFactor: 0.75)
        // 0.75 s back to the start, linear: half a second on, the film is at 0.25.
        UIApplication.shared.advance(by: 0.5)
        #expect(abs(presentedX(v) - 50) < 1)
        #expect(abs(presentedY(v) - 10) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(finished == false, "ended at the start")
        #expect(abs(presentedX(v)) < 1e-6)
    }

    @Test func runningPlaysTheKeyframesOnTheAnimatorsClock() {
        let v = movingView()
        let a = keyframed(v)
        a.startAnimation()
        UIApplication.shared.advance(by: 0.5)
        #expect(abs(presentedX(v) - 100) < 2)
        a.pauseAnimation()
        let held = presentedX(v)
        UIApplication.shared.advance(by: 0.5)
        #expect(presentedX(v) == held, "paused with the animator")
        a.stopAnimation(true)
    }

    private func presentedY(_ v: UIView) -> Double { Double(v.layer.presentation()!.position.y) }
}
