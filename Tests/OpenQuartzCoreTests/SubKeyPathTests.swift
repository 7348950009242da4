import Foundation
import Testing

@testable import OpenQuartzCore

/// Key-path animations of one component of a structured property, as Core Animation's key-value
/// coding extensions (`position.x`, `bounds.size.width`, `transform.rotation.z`, …).
@MainActor
@Suite struct SubKeyPathTests {
    let stage = Stage()

    var presentedTransform: CATransform3D {
        stage.layer.presentation()?.transform ?? CATransform3DIdentity
    }

    @Test func positionXLeavesYAlone() {
        stage.layer.add(basic("position.x", from: 0, to: 100), forKey: "x")
        stage.step(0.5)
        #expect(stage.layer.presentation()?.position == CGPoint(x: 50, y: 50))
        stage.layer.add(basic("position.y", from: 0, to: 40), forKey: "y")
        stage.step(0.25)
        let p = stage.layer.presentation()?.position ?? .zero
        #expect(close(p, CGPoint(x: 75, y: 10)))
        stage.clear()
    }

    @Test func boundsSizeWidthAnimatesOnlyTheWidth() {
        stage.layer.add(basic("bounds.size.width", from: 100, to: 300), forKey: "w")
        stage.step(0.5)
        let b = stage.layer.presentation()?.bounds ?? .zero
        #expect(b == CGRect(x: 0, y: 0, width: 200, height: 100))
        stage.clear()
    }

    @Test func boundsOriginYAnimatesTheOrigin() {
        stage.layer.add(basic("bounds.origin.y", from: 0, to: -40), forKey: "oy")
        stage.step(0.25)
        #expect(close(stage.layer.presentation()?.bounds.origin.y ?? 0, -10))
        stage.clear()
    }

    @Test func transformScaleScalesAllThreeAxes() {
        stage.layer.add(basic("transform.scale", from: 1, to: 3), forKey: "s")
        stage.step(0.5)
        let t = presentedTransform
        #expect(close(t.m11, 2) && close(t.m22, 2) && close(t.m33, 2))
        #expect(close(t.m12, 0) && close(t.m41, 0))
        stage.clear()
    }

    @Test func transformRotationZFromZeroToTwoPiMakesAFullTurn() {
        stage.layer.add(basic("transform.rotation.z", from: 0, to: 2 * Double.pi), forKey: "spin")
        // At a quarter: 90°, the x axis maps to +y (m11 = cos, m12 = sin in Core Animation's rows).
        stage.step(0.25)
        var t = presentedTransform
        #expect(close(t.m11, 0, 1e-9) && close(t.m12, 1, 1e-9) && close(t.m21, -1, 1e-9))
        // At half: 180°, not the identity: the interpolation is of the angle, not the matrix.
        stage.step(0.25)
        t = presentedTransform
        #expect(close(t.m11, -1, 1e-9) && close(t.m22, -1, 1e-9))
        stage.step(0.25)
        t = presentedTransform
        #expect(close(t.m11, 0, 1e-9) && close(t.m12, -1, 1e-9))
        stage.clear()
    }

    @Test func transformRotationIsTheZRotation() {
        stage.layer.add(basic("transform.rotation", from: 0, to: Double.pi / 2), forKey: "r")
        stage.step(0.5)
        let t = presentedTransform
        #expect(close(t.m11, cos(Double.pi / 4), 1e-9) && close(t.m12, sin(Double.pi / 4), 1e-9))
        stage.clear()
    }

    @Test func transformTranslationXMovesAlongX() {
        stage.layer.add(basic("transform.translation.x", from: 0, to: 80), forKey: "tx")
        stage.step(0.25)
        let t = presentedTransform
        #expect(close(t.m41, 20) && close(t.m42, 0) && close(t.m11, 1))
        stage.clear()
    }

    @Test func transformTranslationAnimatesASize() {
        stage.layer.add(
            basic(
                "transform.translation", from: CGSize(width: 0, height: 0),
                to: CGSize(width: 40, height: -20)), forKey: "t")
        stage.step(0.5)
        let t = presentedTransform
        #expect(close(t.m41, 20) && close(t.m42, -10))
        stage.clear()
    }

    @Test func componentAnimationBuildsOnTheModelTransform() {
        // A model scale of 2 with an animated rotation keeps the scale.
        stage.layer.actions = ["transform": NSNull()]
        var model = CATransform3DIdentity
        model.m11 = 2
        model.m22 = 2
        stage.layer.transform = model
        stage.layer.add(basic("transform.rotation.z", from: 0, to: Double.pi), forKey: "r")
        stage.step(0.5)
        let t = presentedTransform
        #expect(close(t.m11, 0, 1e-9) && close(t.m12, 2, 1e-9) && close(t.m21, -2, 1e-9))
        stage.clear()
    }

    @Test func keyValueCodingReadsAndWritesComponents() {
        stage.layer.actions = ["position": NSNull(), "transform": NSNull()]
        stage.layer.setValue(120.0, forKeyPath: "position.y")
        #expect(stage.layer.position == CGPoint(x: 50, y: 120))
        #expect(stage.layer.value(forKeyPath: "position.y") as? CGFloat == 120)
        stage.layer.setValue(3.0, forKeyPath: "transform.scale.x")
        #expect(close(stage.layer.transform.m11, 3))
        #expect(stage.layer.value(forKeyPath: "bounds.size.height") as? CGFloat == 100)
    }
}
