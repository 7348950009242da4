import Foundation

// Core Animation's C functions on CATransform3D, with Apple's names and semantics.
// Row-vector convention: Concat(a, b) = a · b applies a first, then b; Translate/Scale/Rotate
// put the new operation FIRST, e.g. Translate(t, …) = Concat(MakeTranslation(…), t).

/// True when `t` is exactly the identity matrix.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// True when all sixteen entries of `a` and `b` are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// A translation by `(tx, ty, tz)`: the identity with `m41 m42 m43 = tx ty tz`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
    -> CATransform3D
{
    var t = CATransform3DIdentity
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
}

/// A scale by `(sx, sy, sz)`: the identity with `m11 m22 m33 = sx sy sz`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx
    t.m22 = sy
    t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)`, which need not be unit length.
///
/// A positive angle about +z turns +x towards +y (clockwise on a y-down screen), so
/// `MakeRotation(θ, 0, 0, 1)` has `m11 = cos θ, m12 = sin θ, m21 = −sin θ, m22 = cos θ`, the same
/// as `CGAffineTransform(rotationAngle: θ)`. About +y, +z turns towards +x (`m13 = −sin θ`);
/// about +x, +y turns towards +z (`m23 = sin θ`). A zero-length axis gives the identity, as
/// Core Animation does.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D
{
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let ux = x / length
    let uy = y / length
    let uz = z / length
    let c = cos(angle)
    let s = sin(angle)
    let v = 1 - c
    // Rodrigues' rotation matrix, transposed for row vectors.
    return CATransform3D(
        m11: v * ux * ux + c, m12: v * ux * uy + s * uz, m13: v * ux * uz - s * uy, m14: 0,
        m21: v * ux * uy - s * uz, m22: v * uy * uy + c, m23: v * uy * uz + s * ux, m24: 0,
        m31: v * ux * uz + s * uy, m32: v * uy * uz - s * ux, m33: v * uz * uz + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` with a translation applied before it: `Concat(MakeTranslation(tx, ty, tz), t)`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
    -> CATransform3D
{
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` with a scale applied before it: `Concat(MakeScale(sx, sy, sz), t)`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
    -> CATransform3D
{
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` with a rotation applied before it: `Concat(MakeRotation(angle, x, y, z), t)`.
///
/// So the common perspective idiom `var t = CATransform3DIdentity; t.m34 = -1/500;
/// t = CATransform3DRotate(t, θ, 0, 1, 0)` rotates first and applies the perspective last.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// `a` followed by `b`: the row-vector product `a · b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

/// The inverse of `t`, or `t` unchanged when it is not invertible (as Core Animation documents).
///
/// "Not invertible" means a determinant of exactly zero, or a result that is not finite.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverse() ?? t
}

/// The 3-D transform equivalent to an affine one: `m11 m12 m21 m22 m41 m42 = a b c d tx ty`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = m.a
    t.m12 = m.b
    t.m21 = m.c
    t.m22 = m.d
    t.m41 = m.tx
    t.m42 = m.ty
    return t
}

/// True when `t` can be represented exactly as an affine transform: every entry outside
/// `m11 m12 m21 m22 m41 m42` is that of the identity.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t`: `(m11, m12, m21, m22, m41, m42)`. Other entries are ignored, so the
/// result is only exact when `CATransform3DIsAffine(t)`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
