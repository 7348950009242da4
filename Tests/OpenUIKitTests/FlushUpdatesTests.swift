import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// iOS 26's `UIView.AnimationOptions.flushUpdates` and `UIViewPropertyAnimator.flushUpdates`
/// (Apple's documentation of both: pending trait, property and layout updates are flushed before
/// entering an animation scope, unanimated, and before leaving it, animated).
@MainActor
@Suite struct FlushUpdatesTests {
    /// A 100 pt wide box pinned to the top left of a window's root view, and its width constraint.
    func box() -> (UIView, NSLayoutConstraint) {
        let root = UIViewController()
        makeWindow(root: root)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalToConstant: 50),
            box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.view.topAnchor),
        ])
        UIApplication.shared.runUntilIdle()
        return (box, width)
    }

    func presentedWidth(_ view: UIView) -> CGFloat {
        view.layer.presentation()?.bounds.width ?? view.bounds.width
    }

    @Test func aConstraintChangedInAFlushingBlockAnimatesWithoutLayoutIfNeeded() {
        let (view, width) = box()
        #expect(view.frame.width == 100)
        UIView.animate(withDuration: 1, delay: 0, options: [.flushUpdates, .curveLinear]) {
            width.constant = 300
        }
        #expect(view.frame.width == 300)  // the model value, set when the block ended
        UIApplication.shared.advance(by: 0.5)
        #expect(abs(presentedWidth(view) - 200) < 0.01)
        UIApplication.shared.runUntilIdle()
        #expect(presentedWidth(view) == 300)
    }

    @Test func withoutTheOptionTheSameChangeJumpsAtTheNextLayoutPass() {
        let (view, width) = box()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            width.constant = 300
        }
        #expect(view.frame.width == 100)  // nothing laid out yet
        UIApplication.shared.advance(by: 0.5)
        #expect(presentedWidth(view) == 300)
    }

    @Test func changesMadeBeforeTheBlockAreAppliedWithoutAnimation() {
        let (view, width) = box()
        width.constant = 150  // pending, outside any animation
        UIView.animate(withDuration: 1, delay: 0, options: [.flushUpdates, .curveLinear]) {
            width.constant = 250
        }
        UIApplication.shared.advance(by: 0.5)
        // 150 → 250, not 100 → 250: the earlier change was flushed before the block began.
        #expect(abs(presentedWidth(view) - 200) < 0.01)
    }

    @Test func nestedBlocksAndPerformWithoutAnimationInheritTheFlush() {
        let (view, width) = box()
        UIView.animate(withDuration: 1, delay: 0, options: [.flushUpdates, .curveLinear]) {
            UIView.performWithoutAnimation { width.constant = 180 }
            // flushed unanimated when animations came back on
            #expect(view.frame.width == 180)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
                width.constant = 380
            }
            #expect(view.frame.width == 380)  // the nested block flushed before it ended
        }
        UIApplication.shared.advance(by: 0.5)
        #expect(abs(presentedWidth(view) - 280) < 0.01)
    }

    @Test func aPropertyAnimatorWithFlushUpdatesAnimatesAConstraintChange() {
        let (view, width) = box()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.flushUpdates = true
        animator.addAnimations { width.constant = 300 }
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.25)
        #expect(abs(presentedWidth(view) - 150) < 0.01)
        UIApplication.shared.runUntilIdle()
        #expect(view.frame.width == 300)
    }

    @Test func theOptionHasTheSDKsRawValue() {
        #expect(UIView.AnimationOptions.flushUpdates.rawValue == 1 << 29)
    }
}
