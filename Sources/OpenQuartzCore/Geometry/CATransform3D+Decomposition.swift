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

        package init(translation: SIMD3<Double> = .zero, scale: SIMD3<Double> = .one,
                     skew: SIMD3<Double> = .zero, perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1),
                     rotation: Quaternion = .identity) {
            self.translation = translation; self.scale = scale; self.skew = skew
            self.perspective = perspective; self.rotation = rotation
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
    package func decomposed() -> Decomposition? {
        guard m44 != 0 else { return nil }
        let e = entries.map { Double($0) / Double(m44) }
        guard e.allSatisfy(\.isFinite) else { return nil }

        var perspective = SIMD4<Double>(0, 0, 0, 1)
        if e[3] != 0 || e[7] != 0 || e[11] != 0 {
            // M = A · P with A affine: P's column is A⁻¹ · (M's last column).
            var a = e
            a[3] = 0; a[7] = 0; a[11] = 0; a[15] = 1
            guard let inv = CATransform3D(entries: a.map { CGFloat($0) }).inverse()?.entries.map(Double.init) else {
                return nil
            }
            let rhs = SIMD4(e[3], e[7], e[11], e[15])
            for i in 0..<4 {
                perspective[i] = (SIMD4(inv[i * 4], inv[i * 4 + 1], inv[i * 4 + 2], inv[i * 4 + 3]) * rhs).sum()
            }
        }

        let translation = SIMD3(e[12], e[13], e[14])
        let rows = [SIMD3(e[0], e[1], e[2]), SIMD3(e[4], e[5], e[6]), SIMD3(e[8], e[9], e[10])]
        let largest = max(1, e[0..<12].map { Swift.abs($0) }.max() ?? 1)
        let tiny = 1e-12 * largest

        // Gram–Schmidt: row0 = sx·u0, row1 = sy·(u1 + kxy·u0), row2 = sz·(u2 + kxz·u0 + kyz·u1).
        var scale = SIMD3<Double>.zero
        var skew = SIMD3<Double>.zero
        var units: [SIMD3<Double>?] = [nil, nil, nil]

        scale.x = rows[0].norm
        if scale.x > tiny { units[0] = rows[0] / scale.x } else { scale.x = 0 }

        var r1 = rows[1]
        if let u0 = units[0] { skew.x = u0.dotProduct(r1); r1 -= u0 * skew.x }
        scale.y = r1.norm
        if scale.y > tiny {
            units[1] = r1 / scale.y; skew.x /= scale.y
        } else {
            // A collapsed axis is only representable when nothing of the row is left to shear.
            guard rows[1].norm <= tiny else { return nil }
            scale.y = 0; skew.x = 0
        }

        var r2 = rows[2]
        if let u0 = units[0] { skew.y = u0.dotProduct(r2); r2 -= u0 * skew.y }
        if let u1 = units[1] { skew.z = u1.dotProduct(r2); r2 -= u1 * skew.z }
        scale.z = r2.norm
        if scale.z > tiny {
            units[2] = r2 / scale.z; skew.y /= scale.z; skew.z /= scale.z
        } else {
            guard rows[2].norm <= tiny else { return nil }
            scale.z = 0; skew.y = 0; skew.z = 0
        }

        var basis = Self.completeBasis(units)
        // A mirror (negative determinant) becomes a rotation with all three scales negated.
        if basis[0].dotProduct(basis[1].crossProduct(basis[2])) < 0 {
            scale = -scale
            basis = basis.map { -$0 }
        }
        return Decomposition(translation: translation, scale: scale, skew: skew,
                             perspective: perspective, rotation: Quaternion(rotationRows: basis))
    }

    /// Recomposes a transform from its parts: `S · K · R · T · P` (see `Decomposition`).
    package init(_ d: Decomposition) {
        let r = d.rotation.rotationRows
        let row0 = r[0] * d.scale.x
        let row1 = (r[1] + r[0] * d.skew.x) * d.scale.y
        let row2 = (r[2] + r[0] * d.skew.y + r[1] * d.skew.z) * d.scale.z
        let t = d.translation, p = d.perspective
        let affine = CATransform3D(
            m11: row0.x, m12: row0.y, m13: row0.z, m14: 0,
            m21: row1.x, m22: row1.y, m23: row1.z, m24: 0,
            m31: row2.x, m32: row2.y, m33: row2.z, m34: 0,
            m41: t.x, m42: t.y, m43: t.z, m44: 1)
        if p == SIMD4(0, 0, 0, 1) {
            self = affine
        } else {
            var perspective = CATransform3DIdentity
            perspective.m14 = p.x; perspective.m24 = p.y; perspective.m34 = p.z; perspective.m44 = p.w
            self = affine.concatenating(perspective)
        }
    }

    /// Fills the axes that collapsed to zero length so that the three form an orthonormal basis.
    private static func completeBasis(_ units: [SIMD3<Double>?]) -> [SIMD3<Double>] {
        let known = units.compactMap { $0 }
        switch known.count {
        case 3:
            return known
        case 2:
            if units[0] == nil { return [known[0].crossProduct(known[1]), known[0], known[1]] }
            if units[1] == nil { return [known[0], known[1].crossProduct(known[0]), known[1]] }
            return [known[0], known[1], known[0].crossProduct(known[1])]
        case 1:
            let k = known[0]
            let index = units.firstIndex { $0 != nil } ?? 0
            // Pick the coordinate axis least aligned with k, orthogonalize, and complete.
            let axes = [SIMD3<Double>(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)]
            let seed = axes.min { abs($0.dotProduct(k)) < abs($1.dotProduct(k)) } ?? axes[0]
            let v = seed - k * seed.dotProduct(k)
            let second = v / v.norm
            let third = k.crossProduct(second)
            switch index {
            case 0: return [k, second, third]
            case 1: return [third, k, second]
            default: return [second, third, k]
            }
        default:
            return [SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)]
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
