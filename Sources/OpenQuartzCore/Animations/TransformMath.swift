import Foundation

// Matrix helpers the animation engine needs before the geometry module's public functions
// (CATransform3DConcat and friends) are available; row-vector convention, as Core Animation.

/// `a · b`: apply `a`, then `b`.
func matrixProduct(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = [[a.m11, a.m12, a.m13, a.m14], [a.m21, a.m22, a.m23, a.m24],
             [a.m31, a.m32, a.m33, a.m34], [a.m41, a.m42, a.m43, a.m44]]
    let y = [[b.m11, b.m12, b.m13, b.m14], [b.m21, b.m22, b.m23, b.m24],
             [b.m31, b.m32, b.m33, b.m34], [b.m41, b.m42, b.m43, b.m44]]
    var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 { for j in 0..<4 { for k in 0..<4 { r[i][j] += x[i][k] * y[k][j] } } }
    return CATransform3D(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                         m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                         m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                         m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
}

/// The inverse of `m`, or nil when it is singular.
func matrixInverse(_ m: CATransform3D) -> CATransform3D? {
    var a = [[m.m11, m.m12, m.m13, m.m14], [m.m21, m.m22, m.m23, m.m24],
             [m.m31, m.m32, m.m33, m.m34], [m.m41, m.m42, m.m43, m.m44]]
    var inv: [[CGFloat]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
    for col in 0..<4 {
        var pivot = col
        for r in col..<4 where abs(a[r][col]) > abs(a[pivot][col]) { pivot = r }
        if abs(a[pivot][col]) < 1e-12 { return nil }
        a.swapAt(col, pivot); inv.swapAt(col, pivot)
        let p = a[col][col]
        for j in 0..<4 { a[col][j] /= p; inv[col][j] /= p }
        for r in 0..<4 where r != col {
            let f = a[r][col]
            if f == 0 { continue }
            for j in 0..<4 { a[r][j] -= f * a[col][j]; inv[r][j] -= f * inv[col][j] }
        }
    }
    return CATransform3D(m11: inv[0][0], m12: inv[0][1], m13: inv[0][2], m14: inv[0][3],
                         m21: inv[1][0], m22: inv[1][1], m23: inv[1][2], m24: inv[1][3],
                         m31: inv[2][0], m32: inv[2][1], m33: inv[2][2], m34: inv[2][3],
                         m41: inv[3][0], m42: inv[3][1], m43: inv[3][2], m44: inv[3][3])
}

extension CATransform3D {
    /// Element-wise interpolation; replaced by the decomposing interpolation of the geometry module.
    static func interpolate(from a: CATransform3D, to b: CATransform3D, fraction t: CGFloat) -> CATransform3D {
        func l(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        return CATransform3D(m11: l(a.m11, b.m11), m12: l(a.m12, b.m12), m13: l(a.m13, b.m13), m14: l(a.m14, b.m14),
                             m21: l(a.m21, b.m21), m22: l(a.m22, b.m22), m23: l(a.m23, b.m23), m24: l(a.m24, b.m24),
                             m31: l(a.m31, b.m31), m32: l(a.m32, b.m32), m33: l(a.m33, b.m33), m34: l(a.m34, b.m34),
                             m41: l(a.m41, b.m41), m42: l(a.m42, b.m42), m43: l(a.m43, b.m43), m44: l(a.m44, b.m44))
    }
}
