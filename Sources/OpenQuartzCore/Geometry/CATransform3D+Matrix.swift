import Foundation

// Matrix arithmetic on CATransform3D: entries by index, products, determinant, inverse and
// point projection. Row-vector convention throughout: a point [x y z 1] is multiplied on the left.

extension CATransform3D {
    /// The sixteen entries in row-major order: `m11, m12, m13, m14, m21, …, m44`.
    package var entries: [CGFloat] {
        get { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }
        set {
            precondition(
                newValue.count == 16, "A CATransform3D has 16 entries, not \(newValue.count)")
            self = CATransform3D(entries: newValue)
        }
    }

    /// Creates a transform from sixteen entries in row-major order.
    package init(entries e: [CGFloat]) {
        precondition(e.count == 16, "A CATransform3D has 16 entries, not \(e.count)")
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3],
            m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11],
            m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// The product `self · other`: the transform that applies `self` first, then `other`
    /// (what `CATransform3DConcat(self, other)` returns).
    package func concatenating(_ other: CATransform3D) -> CATransform3D {
        let a = entries
        let b = other.entries
        var r = [CGFloat](repeating: 0, count: 16)
        for i in 0..<4 {
            for j in 0..<4 {
                var sum: CGFloat = 0
                for k in 0..<4 { sum += a[i * 4 + k] * b[k * 4 + j] }
                r[i * 4 + j] = sum
            }
        }
        return CATransform3D(entries: r)
    }

    /// `lhs · rhs`: apply `lhs`, then `rhs` (same as `CATransform3DConcat(lhs, rhs)`).
    package static func * (lhs: CATransform3D, rhs: CATransform3D) -> CATransform3D {
        lhs.concatenating(rhs)
    }

    /// The determinant of the 4×4 matrix.
    package var determinant: CGFloat {
        let m = Cofactors(self)
        return m.determinant
    }

    /// The inverse matrix, or nil when the determinant is zero or the result is not finite.
    package func inverse() -> CATransform3D? {
        let c = Cofactors(self)
        let det = c.determinant
        guard det != 0, det.isFinite else { return nil }
        let inv = c.adjugate.map { $0 / det }
        guard inv.allSatisfy(\.isFinite) else { return nil }
        return CATransform3D(entries: inv)
    }

    /// The homogeneous image of the point `(p.x, p.y, z)`: `[x y z 1] · self`, not divided by w.
    func applyHomogeneous(_ p: CGPoint, z: CGFloat = 0) -> (
        x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat
    ) {
        (
            x: p.x * m11 + p.y * m21 + z * m31 + m41,
            y: p.x * m12 + p.y * m22 + z * m32 + m42,
            z: p.x * m13 + p.y * m23 + z * m33 + m43,
            w: p.x * m14 + p.y * m24 + z * m34 + m44
        )
    }

    /// Projects the point `(p.x, p.y, z)` to 2-D, as the compositor does for a layer's corners.
    ///
    /// Returns the perspective-divided `x/w`, `y/w` and the `w` itself. When `w ≤ 0` the point is
    /// at or behind the eye (possible with `m34` perspective and large rotations): the caller must
    /// clip before using x and y, which are then returned undivided. With `m34 = −1/d` a point at
    /// depth z has `w = 1 − z/d`, so points towards the viewer (z > 0) come out larger.
    package func project(_ p: CGPoint, z: CGFloat = 0) -> (x: CGFloat, y: CGFloat, w: CGFloat) {
        let h = applyHomogeneous(p, z: z)
        guard h.w > 0 else { return (h.x, h.y, h.w) }
        return (h.x / h.w, h.y / h.w, h.w)
    }
}

/// The 2×2 minors of a 4×4 matrix, from which its determinant and adjugate follow.
private struct Cofactors {
    let m: [CGFloat]
    let s0, s1, s2, s3, s4, s5: CGFloat
    let c0, c1, c2, c3, c4, c5: CGFloat

    init(_ t: CATransform3D) {
        let m = t.entries
        self.m = m
        func e(_ r: Int, _ c: Int) -> CGFloat { m[r * 4 + c] }
        // Minors of the top two rows…
        s0 = e(0, 0) * e(1, 1) - e(1, 0) * e(0, 1)
        s1 = e(0, 0) * e(1, 2) - e(1, 0) * e(0, 2)
        s2 = e(0, 0) * e(1, 3) - e(1, 0) * e(0, 3)
        s3 = e(0, 1) * e(1, 2) - e(1, 1) * e(0, 2)
        s4 = e(0, 1) * e(1, 3) - e(1, 1) * e(0, 3)
        s5 = e(0, 2) * e(1, 3) - e(1, 2) * e(0, 3)
        // …and of the bottom two rows (Laplace expansion by complementary minors).
        c5 = e(2, 2) * e(3, 3) - e(3, 2) * e(2, 3)
        c4 = e(2, 1) * e(3, 3) - e(3, 1) * e(2, 3)
        c3 = e(2, 1) * e(3, 2) - e(3, 1) * e(2, 2)
        c2 = e(2, 0) * e(3, 3) - e(3, 0) * e(2, 3)
        c1 = e(2, 0) * e(3, 2) - e(3, 0) * e(2, 2)
        c0 = e(2, 0) * e(3, 1) - e(3, 0) * e(2, 1)
    }

    var determinant: CGFloat {
        s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }

    /// The adjugate (transposed cofactor matrix), row-major; inverse = adjugate / determinant.
    var adjugate: [CGFloat] {
        func e(_ r: Int, _ c: Int) -> CGFloat { m[r * 4 + c] }
        return [
            e(1, 1) * c5 - e(1, 2) * c4 + e(1, 3) * c3,
            -e(0, 1) * c5 + e(0, 2) * c4 - e(0, 3) * c3,
            e(3, 1) * s5 - e(3, 2) * s4 + e(3, 3) * s3,
            -e(2, 1) * s5 + e(2, 2) * s4 - e(2, 3) * s3,

            -e(1, 0) * c5 + e(1, 2) * c2 - e(1, 3) * c1,
            e(0, 0) * c5 - e(0, 2) * c2 + e(0, 3) * c1,
            -e(3, 0) * s5 + e(3, 2) * s2 - e(3, 3) * s1,
            e(2, 0) * s5 - e(2, 2) * s2 + e(2, 3) * s1,

            e(1, 0) * c4 - e(1, 1) * c2 + e(1, 3) * c0,
            -e(0, 0) * c4 + e(0, 1) * c2 - e(0, 3) * c0,
            e(3, 0) * s4 - e(3, 1) * s2 + e(3, 3) * s0,
            -e(2, 0) * s4 + e(2, 1) * s2 - e(2, 3) * s0,

            -e(1, 0) * c3 + e(1, 1) * c1 - e(1, 2) * c0,
            e(0, 0) * c3 - e(0, 1) * c1 + e(0, 2) * c0,
            -e(3, 0) * s3 + e(3, 1) * s1 - e(3, 2) * s0,
            e(2, 0) * s3 - e(2, 1) * s1 + e(2, 2) * s0,
        ]
    }
}
