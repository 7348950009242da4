import Foundation
import Testing

@testable import OpenQuartzCore

/// Apple's `CABasicAnimation` table: which interpolation each combination of `fromValue`,
/// `toValue` and `byValue` produces. The model `position.x` is 50 throughout; every animation
/// lasts 1 s and is read at 0.25 s (a quarter of the way) and at 0.5 s.
@MainActor
@Suite struct BasicAnimationValueTests {
    let stage = Stage()

    /// Adds `anim`, returns the presented `position.x` at 0.25 s and 0.5 s.
    func quarterAndHalf(_ anim: CABasicAnimation) -> (Double, Double) {
        stage.layer.add(anim, forKey: "x")
        stage.step(0.25)
        let q = stage.x
        stage.step(0.25)
        let h = stage.x
        stage.clear()
        return (q, h)
    }

    @Test func fromAndToInterpolateBetweenThem() {
        let (q, h) = quarterAndHalf(basic("position.x", from: 0, to: 200))
        #expect(close(q, 50) && close(h, 100))
    }

    @Test func fromAndByInterpolateFromFromToFromPlusBy() {
        let (q, h) = quarterAndHalf(basic("position.x", from: 100, by: 40))  // 100 → 140
        #expect(close(q, 110) && close(h, 120))
    }

    @Test func byAndToInterpolateFromToMinusByToTo() {
        let (q, h) = quarterAndHalf(basic("position.x", to: 300, by: 100))  // 200 → 300
        #expect(close(q, 225) && close(h, 250))
    }

    @Test func fromOnlyInterpolatesFromFromToTheCurrentValue() {
        let (q, h) = quarterAndHalf(basic("position.x", from: 250))  // 250 → 50
        #expect(close(q, 200) && close(h, 150))
    }

    @Test func toOnlyInterpolatesFromTheCurrentValueToTo() {
        let (q, h) = quarterAndHalf(basic("position.x", to: 150))  // 50 → 150
        #expect(close(q, 75) && close(h, 100))
    }

    @Test func byOnlyInterpolatesFromTheCurrentValueByTheAmount() {
        let (q, h) = quarterAndHalf(basic("position.x", by: -20))  // 50 → 30
        #expect(close(q, 45) && close(h, 40))
    }

    @Test func noValuesAnimateFromThePreviousValueToTheCurrentOne() {
        // The implicit-animation case: an action animation with no values, added by a model change.
        stage.layer.actions = ["position": basic("position", duration: 1)]
        stage.layer.position = CGPoint(x: 250, y: 50)  // 50 → 250
        stage.step(0.25)
        #expect(close(stage.x, 100))
        stage.step(0.25)
        #expect(close(stage.x, 150))
        stage.clear()
    }

    @Test func noValuesOutsideAnActionHoldTheCurrentValue() {
        let (q, h) = quarterAndHalf(basic("position.x"))
        #expect(close(q, 50) && close(h, 50))
    }

    @Test func toOnlyStartsFromTheValueAnEarlierAnimationPresents() {
        // Earlier animation: 0 → 100 over 1 s (so it presents 100·t). The later to-only animation
        // reads that value each frame as its "current value": x = u + (300 − u)·t with u = 100·t.
        stage.layer.add(basic("position.x", from: 0, to: 100), forKey: "first")
        stage.layer.add(basic("position.x", to: 300), forKey: "second")
        stage.step(0.25)
        #expect(close(stage.x, 25 + (300 - 25) * 0.25))
        stage.step(0.25)
        #expect(close(stage.x, 50 + (300 - 50) * 0.5))
        stage.clear()
    }

    @Test func byOnlyAddsToTheValueAnEarlierAnimationPresents() {
        // Earlier: 0 → 100 over 1 s. Later: by 40 → u + 40·t.
        stage.layer.add(basic("position.x", from: 0, to: 100), forKey: "first")
        stage.layer.add(basic("position.x", by: 40), forKey: "second")
        stage.step(0.5)
        #expect(close(stage.x, 50 + 40 * 0.5))
        stage.clear()
    }

    @Test func laterAbsoluteAnimationHidesTheEarlierOne() {
        stage.layer.add(basic("position.x", from: 0, to: 100), forKey: "first")
        stage.layer.add(basic("position.x", from: 1000, to: 2000), forKey: "second")
        stage.step(0.5)
        #expect(close(stage.x, 1500))
        stage.clear()
    }

    @Test func pointsInterpolateComponentWise() {
        stage.layer.add(
            basic("position", from: CGPoint(x: 0, y: 100), to: CGPoint(x: 40, y: 20)), forKey: "p")
        stage.step(0.75)
        let p = stage.layer.presentation()?.position ?? .zero
        #expect(close(p, CGPoint(x: 30, y: 40)))
        stage.clear()
    }

    @Test func theModelValueIsUnchangedByAnimations() {
        stage.layer.add(basic("position.x", from: 0, to: 200), forKey: "x")
        stage.step(0.5)
        #expect(stage.layer.position.x == 50)
        #expect(stage.layer.presentation()?.model() === stage.layer)
        stage.clear()
    }
}
