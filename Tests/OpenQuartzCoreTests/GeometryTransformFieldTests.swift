import Foundation
import Testing

@testable import OpenQuartzCore

@Suite struct GeometryTransformFieldTests {
    typealias Field = CATransform3D.Field

    @Test func keyPathsParseWithOrWithoutTheProperty() {
        #expect(Field(keyPath: "transform.rotation.z") == .rotationZ)
        #expect(Field(keyPath: "transform.rotation") == .rotation)
        #expect(Field(keyPath: "scale.x") == .scaleX)
        #expect(Field(keyPath: "sublayerTransform.translation") == .translation)
        #expect(Field(keyPath: "transform") == nil)
        #expect(Field(keyPath: "transform.scale.w") == nil)
        #expect(Field(keyPath: "position.x") == nil)
        #expect(Field.allCases.count == 12)
    }

    @Test func rotationReadsAsTheZAngle() {
        let t = CATransform3DMakeRotation(0.7, 0, 0, 1)
        #expect(close(CATransform3D.fieldValue(.rotationZ, of: t), 0.7, 1e-12))
        #expect(close(CATransform3D.fieldValue(.rotation, of: t), 0.7, 1e-12))
        #expect(close(CATransform3D.fieldValue(.rotationX, of: t), 0, 1e-12))
    }

    @Test func singleAxisRotationsReadBackTheirAngle() {
        #expect(
            close(
                CATransform3D.fieldValue(
                    .rotationY, of: CATransform3DMakeRotation(2 * .pi / 3, 0, 1, 0)), 2 * .pi / 3,
                1e-12))
        #expect(
            close(
                CATransform3D.fieldValue(.rotationY, of: CATransform3DMakeRotation(-0.4, 0, 1, 0)),
                -0.4, 1e-12))
        #expect(
            close(
                CATransform3D.fieldValue(.rotationX, of: CATransform3DMakeRotation(-1.2, 1, 0, 0)),
                -1.2, 1e-12))
        #expect(
            close(
                CATransform3D.fieldValue(.rotationX, of: CATransform3DMakeRotation(2.5, 1, 0, 0)),
                2.5, 1e-12))
        #expect(
            close(
                CATransform3D.fieldValue(.rotationZ, of: CATransform3DMakeRotation(3, 0, 0, 1)), 3,
                1e-12))
    }

    @Test func scaleIsTheMeanOfTheThreeFactors() {
        let t = CATransform3DMakeScale(2, 3, 7)
        #expect(close(CATransform3D.fieldValue(.scale, of: t), 4, 1e-12))
        #expect(close(CATransform3D.fieldValue(.scaleX, of: t), 2, 1e-12))
        #expect(close(CATransform3D.fieldValue(.scaleY, of: t), 3, 1e-12))
        #expect(close(CATransform3D.fieldValue(.scaleZ, of: t), 7, 1e-12))
    }

    @Test func translationReadsAsASizeAndThreeNumbers() {
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 2), 5, 6, 7)
        // Translate first, then scale: the translation row is (10, 12, 14).
        #expect(CATransform3D.fieldComponents(.translation, of: t) == [10, 12])
        #expect(CATransform3D.fieldValue(.translationZ, of: t) == 14)
    }

    @Test func settingAFieldOnTheIdentityBuildsThatTransform() {
        let id = CATransform3DIdentity
        #expect(
            close(
                id.settingField(.rotationZ, to: 0.9), CATransform3DMakeRotation(0.9, 0, 0, 1), 1e-12
            ))
        #expect(
            close(
                id.settingField(.rotation, to: 3 * .pi / 2),
                CATransform3DMakeRotation(3 * .pi / 2, 0, 0, 1), 1e-12))
        #expect(
            close(id.settingField(.rotationY, to: 2), CATransform3DMakeRotation(2, 0, 1, 0), 1e-12))
        #expect(
            close(id.settingField(.scale, to: 0.5), CATransform3DMakeScale(0.5, 0.5, 0.5), 1e-12))
        #expect(close(id.settingField(.scaleY, to: 3), CATransform3DMakeScale(1, 3, 1), 1e-12))
        #expect(
            close(
                id.settingField(.translation, to: CGSize(width: 4, height: -5)),
                CATransform3DMakeTranslation(4, -5, 0), 1e-12))
        #expect(
            close(
                id.settingField(.translationZ, to: 9), CATransform3DMakeTranslation(0, 0, 9), 1e-12)
        )
    }

    @Test func settingAFieldKeepsTheOtherParts() {
        // Scale (2, 1, 1), rotate 0.3 about z, translate (5, 0, 0); replace the rotation with 1.1.
        func make(_ angle: CGFloat) -> CATransform3D {
            CATransform3DConcat(
                CATransform3DConcat(
                    CATransform3DMakeScale(2, 1, 1), CATransform3DMakeRotation(angle, 0, 0, 1)),
                CATransform3DMakeTranslation(5, 0, 0))
        }
        #expect(close(make(0.3).settingField(.rotationZ, to: 1.1), make(1.1), 1e-12))
        // Setting the x translation of a scaled transform does not scale the translation.
        let moved = CATransform3DMakeScale(2, 2, 1).settingField(.translationX, to: 10)
        #expect(
            close(
                moved,
                CATransform3DConcat(
                    CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0)), 1e-12)
        )
    }

    @Test func readingThenSettingAFieldChangesNothing() {
        var rng = testSeed("readingThenSettingAFieldChangesNothing")
        for _ in 0..<100 {
            var t = CATransform3DMakeScale(
                .random(in: 0.2...3, using: &rng), .random(in: 0.2...3, using: &rng),
                .random(in: 0.2...3, using: &rng))
            t = CATransform3DConcat(
                t,
                CATransform3DMakeRotation(
                    .random(in: -3...3, using: &rng), .random(in: -1...1, using: &rng),
                    .random(in: -1...1, using: &rng), .random(in: -1...1, using: &rng)))
            t = CATransform3DConcat(
                t,
                CATransform3DMakeTranslation(
                    .random(in: -50...50, using: &rng), .random(in: -50...50, using: &rng), 3))
            for field in Field.allCases where field != .scale {
                let value = CATransform3D.fieldComponents(field, of: t)
                #expect(close(t.settingField(field, toComponents: value), t, 1e-9), "\(field)")
            }
        }
    }

    @Test func eulerAnglesRoundTripThroughQuaternions() {
        let angles = EulerAngles(x: 0.3, y: -0.8, z: 1.9)
        let back = EulerAngles(angles.quaternion)
        #expect(abs(back.x - 0.3) < 1e-12 && abs(back.y + 0.8) < 1e-12 && abs(back.z - 1.9) < 1e-12)
    }
}
