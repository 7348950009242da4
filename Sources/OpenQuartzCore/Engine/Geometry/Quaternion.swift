import Foundation

/// A rotation as a unit quaternion `(x, y, z, w)`, used to interpolate transforms.
///
/// The rotation by θ about the unit axis `u` is `(u·sin(θ/2), cos(θ/2))`. Matrices here are in
/// Core Animation's row-vector form, so `Quaternion(angle: θ, axis: u).rotationMatrix` equals the
/// upper 3×3 of `CATransform3DMakeRotation(θ, u.x, u.y, u.z)`.
package struct Quaternion: Sendable, Hashable {
    package var x: Double, y: Double, z: Double, w: Double

    package init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// The identity rotation `(0, 0, 0, 1)`.
    package static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// The rotation by `angle` radians about `axis` (normalized here; a zero axis gives the identity).
    package init(angle: Double, axis: SIMD3<Double>) {
        let length = (axis * axis).sum().squareRoot()
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let s = sin(angle / 2) / length
        self.init(x: axis.x * s, y: axis.y * s, z: axis.z * s, w: cos(angle / 2))
    }

    /// The quaternion of a proper rotation matrix given as three rows (row-vector form).
    ///
    /// Uses the largest of `w², x², y², z²` as the pivot (Shepperd's method), so it stays accurate
    /// near half turns where the trace is close to −1. The result has `w ≥ 0`.
    package init(rotationRows r: [SIMD3<Double>]) {
        precondition(r.count == 3, "A rotation matrix has 3 rows")
        self.init(rows: (r[0], r[1], r[2]))
    }

    /// `init(rotationRows:)` from a fixed-size triple (no allocation).
    package init(rows r: RotationRows) {
        let m11 = r.0.x
        let m12 = r.0.y
        let m13 = r.0.z
        let m21 = r.1.x
        let m22 = r.1.y
        let m23 = r.1.z
        let m31 = r.2.x
        let m32 = r.2.y
        let m33 = r.2.z
        let trace = m11 + m22 + m33
        var q: Quaternion
        if trace > 0 {
            let w = (1 + trace).squareRoot() / 2
            q = Quaternion(
                x: (m23 - m32) / (4 * w), y: (m31 - m13) / (4 * w), z: (m12 - m21) / (4 * w), w: w)
        } else if m11 >= m22 && m11 >= m33 {
            let x = max(1 + m11 - m22 - m33, 0).squareRoot() / 2
            q = Quaternion(
                x: x, y: (m12 + m21) / (4 * x), z: (m13 + m31) / (4 * x), w: (m23 - m32) / (4 * x))
        } else if m22 >= m33 {
            let y = max(1 - m11 + m22 - m33, 0).squareRoot() / 2
            q = Quaternion(
                x: (m12 + m21) / (4 * y), y: y, z: (m23 + m32) / (4 * y), w: (m31 - m13) / (4 * y))
        } else {
            let z = max(1 - m11 - m22 + m33, 0).squareRoot() / 2
            q = Quaternion(
                x: (m13 + m31) / (4 * z), y: (m23 + m32) / (4 * z), z: z, w: (m12 - m21) / (4 * z))
        }
        if !(q.x.isFinite && q.y.isFinite && q.z.isFinite && q.w.isFinite) { q = .identity }
        q = q.normalized
        if q.w < 0 { q = Quaternion(x: -q.x, y: -q.y, z: -q.z, w: -q.w) }
        self = q
    }

    /// The four components as a vector `(x, y, z, w)`.
    package var vector: SIMD4<Double> { SIMD4(x, y, z, w) }

    /// The same rotation with unit length (the identity if the length is zero).
    var normalized: Quaternion {
        let length = (vector * vector).sum().squareRoot()
        guard length > 0, length.isFinite else { return .identity }
        return Quaternion(x: x / length, y: y / length, z: z / length, w: w / length)
    }

    /// The rotation matrix in row-vector form, as three rows.
    var rotationRows: [SIMD3<Double>] {
        let r = rows
        return [r.0, r.1, r.2]
    }

    /// `rotationRows` as a fixed-size triple (no allocation).
    package var rows: RotationRows {
        (
            SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
            SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
            SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
        )
    }

    /// Spherical linear interpolation from `a` to `b`, the short way round.
    ///
    /// `q` and `−q` are the same rotation; when `a · b < 0` one is negated so the path turns by at
    /// most π. Fractions outside 0…1 extrapolate along the same great circle. Nearly equal
    /// quaternions are interpolated linearly and renormalized.
    static func slerp(_ a: Quaternion, _ b: Quaternion, fraction t: Double) -> Quaternion {
        var bv = b.vector
        var dot = (a.vector * bv).sum()
        if dot < 0 {
            bv = -bv
            dot = -dot
        }
        dot = min(dot, 1)
        let av = a.vector
        let result: SIMD4<Double>
        if dot > 0.9999995 {
            result = av + (bv - av) * t
        } else {
            let theta = acos(dot)
            let sinTheta = sin(theta)
            result = av * (sin((1 - t) * theta) / sinTheta) + bv * (sin(t * theta) / sinTheta)
        }
        return Quaternion(x: result.x, y: result.y, z: result.z, w: result.w).normalized
    }

    /// The rotation angle in radians, 0…π.
    package var angle: Double {
        2 * atan2((SIMD3(x, y, z) * SIMD3(x, y, z)).sum().squareRoot(), abs(w))
    }
}

/// The three rows of a rotation matrix (row-vector form), without an array's allocation.
package typealias RotationRows = (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)
