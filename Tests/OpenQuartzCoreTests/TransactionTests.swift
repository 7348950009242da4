import Foundation
import Testing

@testable import OpenQuartzCore

/// `CATransaction`: nesting, disabled actions, duration and timing function, completion blocks,
/// and which layers run implicit animations.
@MainActor
@Suite struct TransactionTests {
    let stage = Stage()

    @Test func implicitAnimationUsesTheTransactionDuration() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        stage.layer.opacity = 0
        CATransaction.commit()
        #expect(stage.layer.animation(forKey: "opacity")?.duration == 2)
        stage.step(0.5)
        #expect(close(stage.number("opacity"), 0.75, 1e-6))
        stage.clear()
    }

    @Test func nestedTransactionsInheritAndRestoreSettings() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 1, "inherited from the outer transaction")
        CATransaction.setAnimationDuration(3)
        stage.layer.opacity = 0.5
        CATransaction.commit()
        #expect(
            CATransaction.animationDuration() == 1, "the inner setting ends with the inner commit")
        stage.layer.position = CGPoint(x: 80, y: 80)
        CATransaction.commit()
        #expect(stage.layer.animation(forKey: "opacity")?.duration == 3)
        #expect(stage.layer.animation(forKey: "position")?.duration == 1)
        #expect(CATransaction.animationDuration() == 0.25, "the default again")
        stage.clear()
    }

    @Test func disableActionsInAnOuterTransactionCoversInnerOnes() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.begin()
        stage.layer.opacity = 0.2
        CATransaction.commit()
        CATransaction.commit()
        #expect(stage.layer.animationKeys() == nil)
        #expect(stage.layer.presentation()?.opacity == 0.2)
    }

    @Test func timingFunctionAppliesToImplicitAnimations() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        stage.layer.opacity = 0
        CATransaction.commit()
        let tf = stage.layer.animation(forKey: "opacity")?.timingFunction
        #expect(tf != nil)
        stage.step(0.5)
        let expected = 1 - (tf?.value(at: 0.5) ?? .nan)
        #expect(close(stage.number("opacity"), expected, 1e-6))
        #expect(
            stage.number("opacity") > 0.5, "ease-in has covered less than half the way at half time"
        )
        stage.clear()
    }

    @Test func completionBlockRunsWhenTheLastAnimationStops() {
        var firedAt: CFTimeInterval?
        let t0 = CACurrentMediaTime()
        CATransaction.begin()
        CATransaction.setCompletionBlock { firedAt = CACurrentMediaTime() }
        stage.layer.opacity = 0  // 0.25 s
        stage.layer.add(basic("position.x", from: 0, to: 1, duration: 0.5), forKey: "x")
        CATransaction.commit()
        stage.step(0.25)
        #expect(firedAt == nil)
        stage.step(0.25)
        #expect(close((firedAt ?? .nan) - t0, 0.5))
    }

    @Test func completionBlockWithoutAnimationsRunsAtCommit() {
        var fired = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { fired = true }
        CATransaction.setDisableActions(true)
        stage.layer.opacity = 0.5
        #expect(!fired)
        CATransaction.commit()
        #expect(fired, "no animations: the block runs at commit, without waiting for a frame")
    }

    @Test func completionBlockOfAnInnerTransactionWaitsOnlyForItsOwnAnimations() {
        var inner: CFTimeInterval?
        var outer: CFTimeInterval?
        let t0 = CACurrentMediaTime()
        CATransaction.begin()
        CATransaction.setCompletionBlock { outer = CACurrentMediaTime() }
        stage.layer.add(basic("position.x", from: 0, to: 1, duration: 1), forKey: "long")
        CATransaction.begin()
        CATransaction.setCompletionBlock { inner = CACurrentMediaTime() }
        stage.layer.add(basic("opacity", from: 0, to: 1, duration: 0.5), forKey: "short")
        CATransaction.commit()
        CATransaction.commit()
        stage.step(1)
        #expect(close((inner ?? .nan) - t0, 0.5))
        #expect(close((outer ?? .nan) - t0, 1))
    }

    @Test func completionBlockHearsRemovedAnimationsToo() {
        var fired = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { fired = true }
        stage.layer.add(basic("opacity", from: 0, to: 1, duration: 10), forKey: "o")
        CATransaction.commit()
        stage.step(0.1)
        #expect(!fired)
        stage.layer.removeAnimation(forKey: "o")
        #expect(fired)
    }

    @Test func layerCreatedInTheCurrentTransactionDoesNotAnimate() {
        let fresh = CALayer()
        stage.root.addSublayer(fresh)
        fresh.opacity = 0.3
        #expect(fresh.animationKeys() == nil, "never committed: nothing on screen to animate from")
        stage.step(1.0 / 60)
        fresh.opacity = 0.6
        #expect(fresh.animationKeys() == ["opacity"], "after a commit the change animates")
        fresh.removeFromSuperlayer()
        fresh.removeAllAnimations()
    }

    @Test func layerOutsideAnyTreeDoesNotAnimateImplicitly() {
        let loose = CALayer()
        stage.step(1.0 / 60)
        loose.opacity = 0.3
        #expect(loose.animationKeys() == nil)
    }

    @Test func delegateReturningNSNullSuppressesTheImplicitAnimation() {
        final class Suppressor: CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
        }
        let suppressor = Suppressor()
        stage.layer.delegate = suppressor
        stage.layer.opacity = 0.1
        #expect(stage.layer.animationKeys() == nil)
        stage.layer.delegate = nil
    }

    @Test func actionsDictionaryOverridesTheImplicitAnimation() {
        let custom = basic("opacity", duration: 2)
        stage.layer.actions = ["opacity": custom]
        stage.layer.opacity = 0
        #expect(stage.layer.animation(forKey: "opacity")?.duration == 2)
        stage.step(1)
        #expect(close(stage.number("opacity"), 0.5, 1e-9))
        stage.clear()
    }

    @Test func flushCommitsTheImplicitTransactionAndDeliversStarts() {
        let log = DelegateLog("f")
        let a = basic("opacity", from: 0, to: 1)
        a.delegate = log
        stage.layer.add(a, forKey: "o")
        #expect(log.events.isEmpty, "starts are delivered when the transaction commits")
        CATransaction.flush()
        #expect(log.events == [.start("f")])
        stage.clear()
    }
}
