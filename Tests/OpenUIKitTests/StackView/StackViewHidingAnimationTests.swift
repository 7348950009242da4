import Foundation
@_spi(Testing) import OpenQuartzCore
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Hiding an arranged subview inside `UIView.animate` and laying out there animates the collapse:
/// the siblings' frames move, the hidden view shrinks and stays drawn until its collapse ends.
@MainActor
@Suite struct StackViewHidingAnimationTests {
    /// The presented frame of `view` (its layer's presentation, in its superview's coordinates).
    func shown(_ view: UIView) -> CGRect { view.layer.presentation()!.frame }

    @Test func hidingAnimatesTheCollapseLinearlyOverTheDuration() {
        let (container, stack, views) = makeStack(.horizontal, [(40, 20), (60, 30), (80, 10)]) {
            $0.spacing = 10
        }
        #expect(views[2].frame.minX == 120 && stack.frame.width == 200)

        let t0 = CACurrentMediaTime()
        var finished = false
        UIView.animate(
            withDuration: 0.25, delay: 0, options: [.curveLinear],
            animations: {
                views[1].isHidden = true
                container.layoutIfNeeded()
            }, completion: { finished = $0 })
        // t = 0: the model is final at once, the screen has not moved yet.
        #expect(views[1].isHidden, "reads hidden at once")
        #expect(!views[1].layer.isHidden, "still drawn while it collapses")
        #expect(views[2].frame == rect(50, 0, 80, 30))
        #expect(views[1].frame == rect(40, 0, 0, 30))
        #expect(stack.frame.width == 130)
        #expect(close(shown(views[2]), rect(120, 0, 80, 30)))
        #expect(close(shown(views[1]), rect(50, 0, 60, 30)))
        #expect(close(shown(stack), rect(10, 20, 200, 30)))

        // t = 0.125: halfway.
        UIApplication.shared.advance(by: 0.125)
        let t = (CACurrentMediaTime() - t0) / 0.25
        #expect(abs(t - 0.5) < 0.07, "about halfway (frames are 1/60 s)")
        let f = CGFloat(t)
        #expect(close(shown(views[2]), rect(120 - 70 * f, 0, 80, 30)))
        #expect(close(shown(views[1]), rect(50 - 10 * f, 0, 60 - 60 * f, 30)))
        #expect(close(shown(stack), rect(10, 20, 200 - 70 * f, 30)))
        #expect(close(shown(views[0]), rect(0, 0, 40, 30)), "the first view stays put")
        #expect(!views[1].layer.isHidden)

        // t = 0.25: collapsed, and only now hidden.
        UIApplication.shared.runUntilIdle()
        #expect(close(shown(views[2]), rect(50, 0, 80, 30)))
        #expect(close(shown(views[1]), rect(40, 0, 0, 30)))
        #expect(close(shown(stack), rect(10, 20, 130, 30)))
        #expect(views[1].layer.isHidden && views[1].isHidden)
        #expect(finished)
    }

    @Test func showingAgainAnimatesTheViewOpenAndDrawsItAtOnce() {
        let (container, _, views) = makeStack(.vertical, [(40, 20), (60, 30), (80, 10)]) {
            $0.spacing = 10
        }
        views[1].isHidden = true
        container.layoutIfNeeded()
        #expect(views[1].layer.isHidden && views[2].frame.minY == 30)

        UIView.animate(
            withDuration: 0.25, delay: 0, options: [.curveLinear],
            animations: {
                views[1].isHidden = false
                container.layoutIfNeeded()
            })
        #expect(!views[1].isHidden && !views[1].layer.isHidden)
        #expect(views[2].frame.minY == 70)
        #expect(close(shown(views[2]), rect(0, 30, 80, 10)))
        UIApplication.shared.runUntilIdle()
        #expect(close(shown(views[2]), rect(0, 70, 80, 10)))
        #expect(close(shown(views[1]), rect(0, 30, 80, 30)))
    }

    @Test func hidingOutsideAnAnimationHidesAtOnce() {
        let (container, _, views) = makeStack(.horizontal, [(40, 20), (60, 30)]) {
            $0.spacing = 10
        }
        UIView.performWithoutAnimation { views[0].isHidden = true }
        #expect(views[0].layer.isHidden)
        container.layoutIfNeeded()
        #expect(views[1].frame.minX == 0)
    }

    @Test func showingBeforeTheCollapseEndsKeepsTheViewDrawn() {
        let (container, _, views) = makeStack(.horizontal, [(40, 20), (60, 30)]) {
            $0.spacing = 10
        }
        UIView.animate(withDuration: 0.25) {
            views[0].isHidden = true
            container.layoutIfNeeded()
        }
        UIApplication.shared.advance(by: 0.1)
        UIView.animate(withDuration: 0.25) {
            views[0].isHidden = false
            container.layoutIfNeeded()
        }
        UIApplication.shared.runUntilIdle()
        #expect(!views[0].isHidden && !views[0].layer.isHidden)
        #expect(views[0].frame == rect(0, 0, 40, 30))
        #expect(close(shown(views[1]), rect(50, 0, 60, 30)))
    }
}
