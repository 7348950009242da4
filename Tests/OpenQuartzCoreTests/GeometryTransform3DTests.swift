import Foundation
import Testing

@testable import OpenQuartzCore

@Suite struct GeometryTransform3DTests {
    @Test func makersPutTheirValuesWhereCoreAnimationDoes() {
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect(t.m41 == 1 && t.m42 == 2 && t.m43 == 3 && t.m11 == 1 && t.m44 == 1)
        let s = CATransform3DMakeScale(4, 5, 6)
        #expect(s.m11 == 4 && s.m22 == 5 && s.m33 == 6 && s.m41 == 0)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity) && !CATransform3DIsIdentity(t))
        #expect(CATransform3DEqualToTransform(t, CATransform3DMakeTranslation(1, 2, 3)))
    }

    @Test func rotationAboutZMatchesTheAffineRotation() {
        let angle: CGFloat = 0.7
        let t = CATransform3DMakeRotation(angle, 0, 0, 1)
        #expect(
            close(
                CATransform3DGetAffineTransform(t), CGAffineTransform(rotationAngle: angle), 1e-15))
        #expect(close(t.m12, sin(angle), 1e-15) && close(t.m21, -sin(angle), 1e-15) && t.m33 == 1)
    }

    @Test func rotationAboutYAndXFollowTheRightHandRule() {
        // About y: +z turns towards +x, so (0, 0, 1) → (sin θ, 0, cos θ) and (1, 0, 0) → (cos θ, 0, −sin θ).
        let ry = CATransform3DMakeRotation(0.3, 0, 1, 0)
        let z = transformPoint((0, 0, 1), ry)
        #expect(close(z.x, sin(0.3), 1e-15) && close(z.z, cos(0.3), 1e-15))
        #expect(close(ry.m13, -sin(0.3), 1e-15))
        // About x: +y turns towards +z.
        let rx = CATransform3DMakeRotation(0.3, 1, 0, 0)
        let y = transformPoint((0, 1, 0), rx)
        #expect(close(y.y, cos(0.3), 1e-15) && close(y.z, sin(0.3), 1e-15))
    }

    @Test func rotationAxisIsNormalizedAndAZeroAxisIsTheIdentity() {
        #expect(
            close(
                CATransform3DMakeRotation(1.1, 0, 0, 7), CATransform3DMakeRotation(1.1, 0, 0, 1),
                1e-15))
        #expect(
            close(
                CATransform3DMakeRotation(1.1, 3, 3, 3), CATransform3DMakeRotation(1.1, 1, 1, 1),
                1e-15))
        #expect(CATransform3DMakeRotation(1.1, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test func rotationAboutTheDiagonalCyclesTheAxes() {
        // 120° about (1, 1, 1) maps x → y → z → x.
        let t = CATransform3DMakeRotation(2 * .pi / 3, 1, 1, 1)
        let p = transformPoint((1, 0, 0), t)
        #expect(close(p.x, 0, 1e-12) && close(p.y, 1, 1e-12) && close(p.z, 0, 1e-12))
    }

    @Test func concatAppliesTheFirstArgumentFirst() {
        // Translate (10, 0, 0) then scale 2: origin → (10, 0) → (20, 0).
        let t = CATransform3DConcat(
            CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 2))
        let p = transformPoint((0, 0, 0), t)
        #expect(p.x == 20 && p.y == 0)
    }

    @Test func translateScaleAndRotateApplyTheNewOperationFirst() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        // Translate(scale, 10, …) = translate, then scale: origin → (10, 0) → (20, 0).
        #expect(transformPoint((0, 0, 0), CATransform3DTranslate(scale, 10, 0, 0)).x == 20)
        // Scale(translation, 2, …) = scale, then translate: (1, 0) → (2, 0) → (12, 0).
        #expect(
            transformPoint(
                (1, 0, 0), CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1)
            ).x == 12)
        // Rotate(translation, 90°) = rotate, then translate: (1, 0) → (0, 1) → (10, 1).
        let r = transformPoint(
            (1, 0, 0), CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), .pi / 2, 0, 0, 1)
        )
        #expect(close(r.x, 10, 1e-12) && close(r.y, 1, 1e-12))
    }

    @Test func invertUndoesRandomTransforms() {
        var rng = testSeed("invertUndoesRandomTransforms")
        for _ in 0..<200 {
            var t = CATransform3DMakeRotation(
                .random(in: -3...3, using: &rng), .random(in: -1...1, using: &rng),
                .random(in: -1...1, using: &rng), 1)
            t = CATransform3DScale(
                t, .random(in: 0.2...3, using: &rng), .random(in: 0.2...3, using: &rng),
                .random(in: 0.2...3, using: &rng))
            t = CATransform3DTranslate(
                t, .random(in: -50...50, using: &rng), .random(in: -50...50, using: &rng),
                .random(in: -50...50, using: &rng))
            t.m34 = .random(in: -0.01...0, using: &rng)
            #expect(
                close(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity, 1e-9))
            #expect(
                close(CATransform3DConcat(CATransform3DInvert(t), t), CATransform3DIdentity, 1e-9))
        }
    }

    @Test func invertOfAHandWorkedTransform() {
        // Scale (2, 4, 5) then translate (6, 8, 10): the inverse scales by (1/2, 1/4, 1/5) after
        // translating by (−6, −8, −10), i.e. its translation row is (−3, −2, −2).
        let t = CATransform3DConcat(
            CATransform3DMakeScale(2, 4, 5), CATransform3DMakeTranslation(6, 8, 10))
        let expected = CATransform3D(
            m11: 0.5, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0.25, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 0.2, m34: 0, m41: -3, m42: -2, m43: -2, m44: 1)
        #expect(close(CATransform3DInvert(t), expected, 1e-15))
    }

    @Test func invertReturnsASingularTransformUnchanged() {
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
    }

    @Test func determinantOfScaleAndRotation() {
        #expect(CATransform3DMakeScale(2, 3, 4).determinant == 24)
        #expect(close(CATransform3DMakeRotation(0.9, 1, 2, 3).determinant, 1, 1e-14))
    }

    @Test func affineTransformsRoundTripThrough3D() {
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(a)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == a)
        #expect(
            t.m11 == 1 && t.m12 == 2 && t.m21 == 3 && t.m22 == 4 && t.m41 == 5 && t.m42 == 6
                && t.m33 == 1)
        var perspective = t
        perspective.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(perspective))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.1, 0, 1, 0)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
    }

    @Test func rotateThenProjectWithPerspective() {
        // The classic flip: m34 = −1/500, then rotate 60° about y (rotation applied first).
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        t = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
        // (100, 0, 0) rotates to (100 cos 60°, 0, −100 sin 60°) = (50, 0, −86.60); w = 1 + 86.60/500.
        let far = t.project(CGPoint(x: 100, y: 0))
        let wFar = 1 + 100 * sin(CGFloat.pi / 3) / 500
        #expect(
            close(far.w, wFar, 1e-12) && close(far.x, 50 / wFar, 1e-12) && close(far.y, 0, 1e-12))
        // (−100, 0, 0) comes towards the viewer (z = +86.60), so it projects larger.
        let near = t.project(CGPoint(x: -100, y: 0))
        let wNear = 1 - 100 * sin(CGFloat.pi / 3) / 500
        #expect(close(near.w, wNear, 1e-12) && close(near.x, -50 / wNear, 1e-12))
        #expect(abs(near.x) > abs(far.x))
    }

    @Test func projectLeavesPointsBehindTheEyeUndivided() {
        var t = CATransform3DIdentity
        t.m34 = -1 / 100
        let behind = t.project(CGPoint(x: 10, y: 20), z: 200)
        #expect(behind.w == -1 && behind.x == 10 && behind.y == 20)
        let h = t.applyHomogeneous(CGPoint(x: 10, y: 20), z: 50)
        #expect(h.x == 10 && h.y == 20 && h.z == 50 && h.w == 0.5)
    }

    @Test func entriesAreRowMajor() {
        let t = CATransform3D(entries: (1...16).map { CGFloat($0) })
        #expect(t.m11 == 1 && t.m14 == 4 && t.m21 == 5 && t.m34 == 12 && t.m41 == 13 && t.m44 == 16)
        #expect(t.entries == (1...16).map { CGFloat($0) })
    }

    @Test func productMatchesAHandMultipliedMatrix() {
        let a = CATransform3D(entries: (1...16).map { CGFloat($0) })
        let b = CATransform3D(entries: (1...16).map { CGFloat(17 - $0) })
        // Row 1 of a = (1,2,3,4); column 1 of b = (16,12,8,4): 16 + 24 + 24 + 16 = 80.
        // Row 4 of a = (13,14,15,16); column 4 of b = (13,9,5,1): 169 + 126 + 75 + 16 = 386.
        let p = a * b
        #expect(p.m11 == 80 && p.m44 == 386)
        #expect(p == CATransform3DConcat(a, b))
    }
}
