import Foundation
import Testing

@testable import OpenQuartzCore

/// `isAdditive` and `isCumulative`: animations that build on the underlying value and on their own
/// earlier iterations. The model `position.x` is 50.
@MainActor
@Suite struct AdditiveCumulativeTests {
    let stage = Stage()

    @Test func additiveAnimationAddsToTheModelValue() {
        let a = basic("position.x", from: 0, to: 20)
        a.isAdditive = true
        stage.layer.add(a, forKey: "x")
        stage.step(0.5)
        #expect(close(stage.x, 60))
        stage.clear()
    }

    @Test func additiveAnimationsStack() {
        for (i, amount) in [20.0, -100.0].enumerated() {
            let a = basic("position.x", from: 0, to: amount)
            a.isAdditive = true
            stage.layer.add(a, forKey: "a\(i)")
        }
        stage.step(0.25)
        #expect(close(stage.x, 50 + 5 - 25))
        stage.clear()
    }

    @Test func additiveFromOffsetToZeroEasesIntoTheNewModelValue() {
        // UIKit's additive pattern: set the model to 150, animate from −100 to 0 additively.
        stage.layer.actions = ["position": NSNull()]
        stage.layer.position = CGPoint(x: 150, y: 50)
        let a = basic("position.x", from: -100, to: 0)
        a.isAdditive = true
        stage.layer.add(a, forKey: "x")
        stage.step(0.25)
        #expect(close(stage.x, 150 - 75))
        stage.step(1)
        #expect(close(stage.x, 150))
        stage.clear()
    }

    @Test func additiveOnAPointAddsBothComponents() {
        let a = basic("position", from: CGPoint(x: 10, y: -10), to: CGPoint(x: 30, y: 10))
        a.isAdditive = true
        stage.layer.add(a, forKey: "p")
        stage.step(0.5)
        #expect(close(stage.layer.presentation()?.position ?? .zero, CGPoint(x: 70, y: 50)))
        stage.clear()
    }

    @Test func cumulativeRepeatsContinueFromTheEndOfThePreviousIteration() {
        let a = basic("position.x", from: 0, to: 10)
        a.isCumulative = true
        a.repeatCount = 3
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        stage.layer.add(a, forKey: "x")
        stage.step(0.5)
        #expect(close(stage.x, 5))
        stage.step(1)
        #expect(close(stage.x, 15))
        stage.step(1)
        #expect(close(stage.x, 25))
        stage.step(1)
        #expect(close(stage.x, 30), "three iterations of +10, held")
        stage.clear()
    }

    @Test func nonCumulativeRepeatsRestartFromTheFromValue() {
        let a = basic("position.x", from: 0, to: 10)
        a.repeatCount = 3
        stage.layer.add(a, forKey: "x")
        stage.step(1.5)
        #expect(close(stage.x, 5))
        stage.clear()
    }

    @Test func cumulativeKeyframesStepByLastMinusFirstValue() {
        let k = CAKeyframeAnimation(keyPath: "position.x")
        k.values = [10, 30, 20]
        k.duration = 1
        k.repeatCount = 2
        k.isCumulative = true
        stage.layer.add(k, forKey: "k")
        stage.step(1.25)
        // Second iteration: keyframe value at 0.25 is 20 (halfway 10 → 30), plus one step of 20 − 10.
        #expect(close(stage.x, 30))
        stage.clear()
    }
}
