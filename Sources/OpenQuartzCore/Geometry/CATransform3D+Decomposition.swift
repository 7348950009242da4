import Foundation

extension CATransform3D {
    /// A transform split into the parts Core Animation interpolates separately.
    ///
    /// The transform is `S · K · R · T · P` in Core Animation's row-vector order (a point is
    /// scaled first, then skewed, rotated, translated, and finally the perspective is applied):
    /// `S` = `scale`, `K` = the shears `skew` = (xy, xz, yz), `R` = `rotation`, `T` =
    /// `translation`, `P` = the identity with its last column replaced by `perspective`. This is
    /// the "unmatrix" decomposition of the CSS Transforms specification (after Graphics Gems II,
    /// "Decomposing a matrix into simple transformations"), which Core Animation matches.
    package struct Decomposition: Sendable, Hashable {
        /// Translation `(m41, m42, m43)` of the normalized matrix.
        package var translation: SIMD3<Double>
        /// Scale factors along the rotated x, y and z axes. Negative when the matrix mirrors.
        package var scale: SIMD3<Double>
        /// Shear factors (xy, xz, yz).
        package var skew: SIMD3<Double>
        /// The perspective column `(m14, m24, m34, m44)` of `P`; `(0, 0, 0, 1)` for none.
        package var perspective: SIMD4<Double>
        /// The rotation.
        package var rotation: Quaternion

        package init(
            translation: SIMD3<Double> = .zero, scale: SIMD3<Double> = .one,
            skew: SIMD3<Double> = .zero, perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1),
            rotation: Quaternion = .identity
        ) {
            self.translation = translation
            self.scale = scale
            self.skew = skew
            self.perspective = perspective
            self.rotation = rotation
        }

        /// The decomposition of the identity.
        package static let identity = Decomposition()
    }

    /// Splits the transform into translation, scale, skew, perspective and rotation.
    ///
    /// Returns nil when it cannot be decomposed: `m44` is zero, an entry is not finite, the matrix
    /// has a perspective part while its affine part is singular, or a row of the 3×3 part is a
    /// non-zero combination of the rows before it (a flattened, sheared matrix). Unlike the CSS
    /// pseudo-code, a row that is entirely zero (a collapsed axis, as in `MakeScale(0, 0, 1)`)
    /// still decomposes: the missing axis is completed to a right-handed basis and its scale is 0,
    /// so recomposing gives the matrix back.
    ///
    /// The matrix is first divided by `m44`, so the recomposed matrix equals `self / m44`: the same
    /// projective transform, with `m44` = 1.
    func decomposed() -> Decomposition? {
        guard m44 != 0 else { return nil }
        // Fixed-size storage throughout: presentation reads of `transform.scale` and the like
        // decompose on every frame drawn, and must not allocate.
        let w = Double(m44)
        var e = InlineArray<16, Double>(repeating: 0)
        e[0] = Double(m11) / w
        e[1] = Double(m12) / w
        e[2] = Double(m13) / w
        e[3] = Double(m14) / w
        e[4] = Double(m21) / w
        e[5] = Double(m22) / w
        e[6] = Double(m23) / w
        e[7] = Double(m24) / w
        e[8] = Double(m31) / w
        e[9] = Double(m32) / w
        e[10] = Double(m33) / w
        e[11] = Double(m34) / w
        e[12] = Double(m41) / w
        e[13] = Double(m42) / w
        e[14] = Double(m43) / w
        e[15] = Double(m44) / w
        for i in 0..<16 where !e[i].isFinite { return nil }

        var perspective = SIMD4<Double>(0, 0, 0, 1)
        if e[3] != 0 || e[7] != 0 || e[11] != 0 {
            // M = A · P with A affine: P's column is A⁻¹ · (M's last column).
            var a = (0..<16).map { e[$0] }
            a[3] = 0
            a[7] = 0
            a[11] = 0
            a[15] = 1
            guard
                let inv = CATransform3D(entries: a.map { CGFloat($0) }).inverse()?.entries.map(
                    Double.init)
            else {
                return nil
            }
            let rhs = SIMD4(e[3], e[7], e[11], e[15])
            for i in 0..<4 {
                perspective[i] =
                    (SIMD4(inv[i * 4], inv[i * 4 + 1], inv[i * 4 + 2], inv[i * 4 + 3]) * rhs).sum()
            }
        }

        let translation = SIMD3(e[12], e[13], e[14])
        let row0 = SIMD3(e[0], e[1], e[2])
        let row1 = SIMD3(e[4], e[5], e[6])
        let row2 = SIMD3(e[8], e[9], e[10])
        var largestEntry = 0.0
        for i in 0..<12 { largestEntry = Swift.max(largestEntry, Swift.abs(e[i])) }
        let largest = Swift.max(1, largestEntry)
        let tiny = 1e-12 * largest

        // Gram–Schmidt: row0 = sx·u0, row1 = sy·(u1 + kxy·u0), row2 = sz·(u2 + kxz·u0 + kyz·u1).
        var scale = SIMD3<Double>.zero
        var skew = SIMD3<Double>.zero
        var unit0: SIMD3<Double>?
        var unit1: SIMD3<Double>?
        var unit2: SIMD3<Double>?

        scale.x = row0.norm
        if scale.x > tiny { unit0 = row0 / scale.x } else { scale.x = 0 }

        var r1 = row1
        if let u0 = unit0 {
            skew.x = u0.dotProduct(r1)
            r1 -= u0 * skew.x
        }
        scale.y = r1.norm
        if scale.y > tiny {
            unit1 = r1 / scale.y
            skew.x /= scale.y
        } else {
            // A collapsed axis is only representable when nothing of the row is left to shear.
            guard row1.norm <= tiny else { return nil }
            scale.y = 0
            skew.x = 0
        }

        var r2 = row2
        if let u0 = unit0 {
            skew.y = u0.dotProduct(r2)
            r2 -= u0 * skew.y
        }
        if let u1 = unit1 {
            skew.z = u1.dotProduct(r2)
            r2 -= u1 * skew.z
        }
        scale.z = r2.norm
        if scale.z > tiny {
            unit2 = r2 / scale.z
            skew.y /= scale.z
            skew.z /= scale.z
        } else {
            guard row2.norm <= tiny else { return nil }
            scale.z = 0
            skew.y = 0
            skew.z = 0
        }

        var basis = Self.completeBasis(unit0, unit1, unit2)
        // A mirror (negative determinant) becomes a rotation with all three scales negated.
        if basis.0.dotProduct(basis.1.crossProduct(basis.2)) < 0 {
            scale = -scale
            basis = (-basis.0, -basis.1, -basis.2)
        }
        return Decomposition(
            translation: translation, scale: scale, skew: skew,
            perspective: perspective, rotation: Quaternion(rows: basis))
    }

    /// Recomposes a transform from its parts: `S · K · R · T · P` (see `Decomposition`).
    package init(_ d: Decomposition) {
        let r = d.rotation.rows
        let row0 = r.0 * d.scale.x
        let row1 = (r.1 + r.0 * d.skew.x) * d.scale.y
        let row2 = (r.2 + r.0 * d.skew.y + r.1 * d.skew.z) * d.scale.z
        let t = d.translation
        let p = d.perspective
        let affine = CATransform3D(
            m11: row0.x, m12: row0.y, m13: row0.z, m14: 0,
            m21: row1.x, m22: row1.y, m23: row1.z, m24: 0,
            m31: row2.x, m32: row2.y, m33: row2.z, m34: 0,
            m41: t.x, m42: t.y, m43: t.z, m44: 1)
        if p == SIMD4(0, 0, 0, 1) {
            self = affine
        } else {
            var perspective = CATransform3DIdentity
            perspective.m14 = p.x
            perspective.m24 = p.y
            perspective.m34 = p.z
            perspective.m44 = p.w
            self = affine.concatenating(perspective)
        }
    }

    /// Fills the axes that collapsed to zero length so that the three form an orthonormal basis.
    private static func completeBasis(
        _ u0: SIMD3<Double>?, _ u1: SIMD3<Double>?, _ u2: SIMD3<Double>?
    ) -> RotationRows {
        switch (u0, u1, u2) {
        case (let a?, let b?, let c?):
            return (a, b, c)
        case (nil, let b?, let c?):
            return (b.crossProduct(c), b, c)
        case (let a?, nil, let c?):
            return (a, c.crossProduct(a), c)
        case (let a?, let b?, nil):
            return (a, b, a.crossProduct(b))
        case (let k?, nil, nil), (nil, let k?, nil), (nil, nil, let k?):
            // Pick the coordinate axis least aligned with k (the first on ties), orthogonalize,
            // and complete.
            var seed = SIMD3<Double>(1, 0, 0)
            let y = SIMD3<Double>(0, 1, 0)
            let z = SIMD3<Double>(0, 0, 1)
            if abs(y.dotProduct(k)) < abs(seed.dotProduct(k)) { seed = y }
            if abs(z.dotProduct(k)) < abs(seed.dotProduct(k)) { seed = z }
            let v = seed - k * seed.dotProduct(k)
            let second = v / v.norm
            let third = k.crossProduct(second)
            if u0 != nil { return (k, second, third) }
            if u1 != nil { return (third, k, second) }
            return (second, third, k)
        default:
            return (SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1))
        }
    }
}

extension SIMD3 where Scalar == Double {
    /// The dot product with `other`.
    func dotProduct(_ other: SIMD3<Double>) -> Double { (self * other).sum() }
    /// The Euclidean length.
    var norm: Double { dotProduct(self).squareRoot() }
    /// The cross product `self × other`.
    func crossProduct(_ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(y * b.z - z * b.y, z * b.x - x * b.z, x * b.y - y * b.x)
    }
}
