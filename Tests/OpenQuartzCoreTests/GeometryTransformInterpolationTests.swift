import Foundation
import Testing

@testable import OpenQuartzCore

@Suite struct GeometryTransformInterpolationTests {
    /// True when the upper 3×3 of `t` is a proper rotation: orthonormal rows, determinant +1.
    func isPureRotation(_ t: CATransform3D) -> Bool {
        let rows = [[t.m11, t.m12, t.m13], [t.m21, t.m22, t.m23], [t.m31, t.m32, t.m33]]
        for i in 0..<3 {
            for j in 0..<3 {
                let dot = (0..<3).reduce(CGFloat(0)) { $0 + rows[i][$1] * rows[j][$1] }
                if !close(dot, i == j ? 1 : 0, 1e-12) { return false }
            }
        }
        return close(t.determinant, 1, 1e-12) && t.m41 == 0 && t.m42 == 0 && t.m43 == 0
            && t.m34 == 0
    }

    @Test func decompositionOfAKnownProduct() throws {
        // Scale (2, 3, 1), then rotate 0.5 rad about z, then translate (10, 20, 30).
        let t = CATransform3DConcat(
            CATransform3DConcat(
                CATransform3DMakeScale(2, 3, 1), CATransform3DMakeRotation(0.5, 0, 0, 1)),
            CATransform3DMakeTranslation(10, 20, 30))
        let d = try #require(t.decomposed())
        #expect(
            abs(d.scale.x - 2) < 1e-12 && abs(d.scale.y - 3) < 1e-12 && abs(d.scale.z - 1) < 1e-12)
        #expect(d.translation == SIMD3(10, 20, 30))
        #expect(abs(d.skew.x) < 1e-12 && abs(d.skew.y) < 1e-12 && abs(d.skew.z) < 1e-12)
        // Rotation by 0.5 about z is the quaternion (0, 0, sin 0.25, cos 0.25).
        #expect(abs(d.rotation.z - sin(0.25)) < 1e-12 && abs(d.rotation.w - cos(0.25)) < 1e-12)
        #expect(abs(d.rotation.x) < 1e-12 && abs(d.rotation.y) < 1e-12)
        #expect(d.perspective == SIMD4(0, 0, 0, 1))
    }

    @Test func decompositionRoundTripsRandomTransforms() throws {
        var rng = testSeed("decompositionRoundTripsRandomTransforms")
        for _ in 0..<300 {
            var t = CATransform3DMakeScale(
                .random(in: 0.1...4, using: &rng), .random(in: 0.1...4, using: &rng),
                .random(in: -4 ... -0.1, using: &rng))
            var skew = CATransform3DIdentity
            skew.m21 = .random(in: -1...1, using: &rng)
            skew.m31 = .random(in: -1...1, using: &rng)
            skew.m32 = .random(in: -1...1, using: &rng)
            t = CATransform3DConcat(t, skew)
            t = CATransform3DConcat(
                t,
                CATransform3DMakeRotation(
                    .random(in: -7...7, using: &rng), .random(in: -1...1, using: &rng),
                    .random(in: -1...1, using: &rng), .random(in: -1...1, using: &rng)))
            t = CATransform3DConcat(
                t,
                CATransform3DMakeTranslation(
                    .random(in: -99...99, using: &rng), .random(in: -99...99, using: &rng),
                    .random(in: -99...99, using: &rng)))
            var perspective = CATransform3DIdentity
            perspective.m34 = .random(in: -0.01...0.01, using: &rng)
            perspective.m14 = .random(in: -0.001...0.001, using: &rng)
            t = CATransform3DConcat(t, perspective)
            let d = try #require(t.decomposed())
            // Decomposition normalizes by m44: the same projective transform, scaled to m44 = 1.
            let normalized = CATransform3D(entries: t.entries.map { $0 / t.m44 })
            #expect(close(CATransform3D(d), normalized, 1e-9), "\(t)")
        }
    }

    @Test func collapsedAxesStillDecomposeAndRecompose() throws {
        for t in [
            CATransform3DMakeScale(0, 1, 1), CATransform3DMakeScale(0, 0, 1),
            CATransform3DMakeScale(0, 0, 0),
            CATransform3DConcat(
                CATransform3DMakeScale(1, 0, 1), CATransform3DMakeRotation(0.4, 0, 0, 1)),
        ] {
            let d = try #require(t.decomposed())
            #expect(close(CATransform3D(d), t, 1e-12))
        }
    }

    @Test func aFlattenedShearCannotBeDecomposed() {
        // Rotate, then squash y to 0: rows 1 and 2 are parallel and non-zero.
        let t = CATransform3DRotate(CATransform3DMakeScale(1, 0, 1), 0.4, 0, 0, 1)
        #expect(t.decomposed() == nil)
        let mid = CATransform3D.interpolate(from: CATransform3DIdentity, to: t, fraction: 0.5)
        #expect(
            mid
                == CATransform3D.interpolateEntries(
                    from: CATransform3DIdentity, to: t, fraction: 0.5))
    }

    @Test func aMirrorDecomposesToNegativeScales() throws {
        let d = try #require(CATransform3DMakeScale(-1, 1, 1).decomposed())
        #expect(d.scale.x < 0 && d.scale.y < 0 && d.scale.z < 0)
        #expect(close(CATransform3D(d), CATransform3DMakeScale(-1, 1, 1), 1e-12))
    }

    @Test func aZeroM44CannotBeDecomposed() {
        var t = CATransform3DIdentity
        t.m44 = 0
        #expect(t.decomposed() == nil)
    }

    @Test func interpolatingAPureRotationStaysAPureRotation() {
        let from = CATransform3DMakeRotation(0.2, 0, 0, 1)
        let to = CATransform3DMakeRotation(1.4, 0, 0, 1)
        for f in stride(from: 0.0, through: 1.0, by: 0.1) {
            let t = CATransform3D.interpolate(from: from, to: to, fraction: f)
            #expect(isPureRotation(t))
            #expect(close(t, CATransform3DMakeRotation(0.2 + 1.2 * f, 0, 0, 1), 1e-12))
        }
    }

    @Test func rotationInterpolationTakesTheShortWay() {
        // 0 → 270° about z is reached by turning −90°: the midpoint is −45°, not +135°.
        let mid = CATransform3D.interpolate(
            from: CATransform3DIdentity, to: CATransform3DMakeRotation(3 * .pi / 2, 0, 0, 1),
            fraction: 0.5)
        #expect(isPureRotation(mid))
        #expect(close(mid, CATransform3DMakeRotation(-.pi / 4, 0, 0, 1), 1e-12))
    }

    @Test func rotationAboutAnOffAxisInterpolatesAboutThatAxis() {
        let axis: (CGFloat, CGFloat, CGFloat) = (1, 2, 2)
        let to = CATransform3DMakeRotation(2, axis.0, axis.1, axis.2)
        let quarter = CATransform3D.interpolate(from: CATransform3DIdentity, to: to, fraction: 0.25)
        #expect(close(quarter, CATransform3DMakeRotation(0.5, axis.0, axis.1, axis.2), 1e-12))
    }

    @Test func scaleAndTranslationInterpolateLinearly() {
        let from = CATransform3DIdentity
        let to = CATransform3DConcat(
            CATransform3DMakeScale(3, 5, 1), CATransform3DMakeTranslation(100, -60, 0))
        let mid = CATransform3D.interpolate(from: from, to: to, fraction: 0.5)
        #expect(
            close(
                mid,
                CATransform3DConcat(
                    CATransform3DMakeScale(2, 3, 1), CATransform3DMakeTranslation(50, -30, 0)),
                1e-12))
    }

    @Test func flipWithPerspectiveInterpolatesTheAngleAndKeepsThePerspective() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let from = CATransform3DRotate(perspective, 0, 0, 1, 0)
        let to = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)
        let mid = CATransform3D.interpolate(from: from, to: to, fraction: 0.5)
        #expect(close(mid, CATransform3DRotate(perspective, .pi / 4, 0, 1, 0), 1e-12))
    }

    @Test func endpointsAreExactAndOvershootExtrapolates() {
        let a = CATransform3DMakeRotation(0.3, 0, 0, 1)
        let b = CATransform3DMakeTranslation(10, 0, 0)
        #expect(CATransform3D.interpolate(from: a, to: b, fraction: 0) == a)
        #expect(CATransform3D.interpolate(from: a, to: b, fraction: 1) == b)
        let over = CATransform3D.interpolate(
            from: CATransform3DIdentity, to: CATransform3DMakeTranslation(10, 0, 0), fraction: 1.2)
        #expect(close(over, CATransform3DMakeTranslation(12, 0, 0), 1e-12))
    }

    @Test func undecomposableMatricesInterpolateEntryByEntry() {
        var degenerate = CATransform3DIdentity
        degenerate.m44 = 0
        degenerate.m41 = 8
        let mid = CATransform3D.interpolate(
            from: CATransform3DIdentity, to: degenerate, fraction: 0.5)
        var expected = CATransform3DIdentity
        expected.m44 = 0.5
        expected.m41 = 4
        #expect(mid == expected)
    }

    @Test func quaternionSlerpOfOppositeSignsIsTheSameRotation() {
        let q = Quaternion(angle: 1, axis: SIMD3(0, 1, 0))
        let negated = Quaternion(x: -q.x, y: -q.y, z: -q.z, w: -q.w)
        let mid = Quaternion.slerp(q, negated, fraction: 0.5)
        #expect(abs(abs((mid.vector * q.vector).sum()) - 1) < 1e-12)
    }
}
