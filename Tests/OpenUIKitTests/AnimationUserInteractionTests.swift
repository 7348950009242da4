import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// `UIView.AnimationOptions.allowUserInteraction`: while a `UIView.animate…` block's animation is in
/// flight on a view, hit-testing skips that view (and so its subviews) unless the block used the
/// option; once the animation ends the view takes touches again.
@MainActor
@Suite struct AnimationUserInteractionTests {
    /// A 100 × 100 view at (100, 100) in a touch stage, with a tap recognizer whose actions are recorded.
    @MainActor private struct Fixture {
        let stage = TouchStage()
        let target = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let record = ActionRecord()

        init() {
            stage.root.addSubview(target)
            target.addSubview(child)
            let tap = UITapGestureRecognizer()
            record.attach(to: tap)
            target.addGestureRecognizer(tap)
            UIApplication.shared.advance(by: 1.0 / 60)
        }

        func hit(_ x: CGFloat, _ y: CGFloat) -> UIView? {
            stage.window.hitTest(CGPoint(x: x, y: y), with: nil)
        }
    }

    @Test func aViewAnimatedWithoutTheOptionIsSkippedByHitTestingUntilTheAnimationEnds() {
        let f = Fixture()
        #expect(f.hit(150, 150) === f.target)
        UIView.animate(withDuration: 1, delay: 0, options: [], animations: { f.target.alpha = 0.5 })
        UIApplication.shared.advance(by: 6.0 / 60)
        #expect(
            f.hit(150, 150) === f.stage.root,
            "the animated view is skipped; its superview takes the touch")
        #expect(f.hit(115, 115) === f.stage.root, "and so are its subviews")
        _ = f.stage.window.simulateTap(at: CGPoint(x: 150, y: 150))
        UIApplication.shared.advance(by: 12.0 / 60)
        #expect(
            f.record.states.isEmpty,
            "the tap went to the superview, not to the animated view's recognizer")
        #expect(f.stage.root.log.contains("began"))
        f.stage.run()  // the animation ends
        #expect(f.hit(150, 150) === f.target)
        #expect(f.hit(115, 115) === f.child)
        _ = f.stage.window.simulateTap(at: CGPoint(x: 150, y: 150))
        f.stage.run()
        #expect(f.record.states == [.ended])
    }

    @Test func allowUserInteractionKeepsTheAnimatedViewTappable() {
        let f = Fixture()
        UIView.animate(
            withDuration: 1, delay: 0, options: [.allowUserInteraction],
            animations: { f.target.alpha = 0.5 })
        UIApplication.shared.advance(by: 6.0 / 60)
        #expect(f.hit(150, 150) === f.target)
        _ = f.stage.window.simulateTap(at: CGPoint(x: 150, y: 150))
        UIApplication.shared.advance(by: 12.0 / 60)
        #expect(f.record.states == [.ended])
        f.stage.run()
    }

    @Test func aDelayedAnimationBlocksTouchesDuringItsDelay() {
        let f = Fixture()
        UIView.animate(
            withDuration: 0.5, delay: 1, options: [], animations: { f.target.alpha = 0.5 })
        UIApplication.shared.advance(by: 30.0 / 60)  // still in the delay
        #expect(f.hit(150, 150) === f.stage.root)
        f.stage.run()
        #expect(f.hit(150, 150) === f.target)
    }

    @Test func keyframeBlocksFollowTheSameRule() {
        let f = Fixture()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                    f.target.alpha = 0.5
                }
            })
        UIApplication.shared.advance(by: 6.0 / 60)
        #expect(f.hit(150, 150) === f.stage.root)
        f.stage.run()
        let g = Fixture()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [.allowUserInteraction],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                    g.target.alpha = 0.5
                }
            })
        UIApplication.shared.advance(by: 6.0 / 60)
        #expect(g.hit(150, 150) === g.target)
        g.stage.run()
    }

    @Test func aPropertyAnimatorLeavesItsViewsTappableByDefault() {
        let f = Fixture()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { f.target.alpha = 0.5 }
        animator.startAnimation()
        UIApplication.shared.advance(by: 6.0 / 60)
        #expect(f.hit(150, 150) === f.target)
        f.stage.run()
    }
}
