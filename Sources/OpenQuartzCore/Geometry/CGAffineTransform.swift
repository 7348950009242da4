import Foundation

/// An affine transformation matrix for 2-D drawing, as in Core Graphics.
///
/// Maps a point `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`. Foundation on Linux has no
/// `CGAffineTransform`, so OpenQuartzCore defines it with Core Graphics' fields and semantics.
/// In matrix form, with a point as a row vector `[x y 1]` on the left, the matrix is
/// `[a b 0; c d 0; tx ty 1]`, so `t1.concatenating(t2)` (the product `t1 · t2`) applies `t1` first.
public struct CGAffineTransform: Sendable, Hashable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform, `[1 0 0 1 0 0]`.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

extension CGAffineTransform {
    /// The identity transform, as `CGAffineTransform()` is in Core Graphics.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// Creates a transform from its six entries, unlabelled, as `CGAffineTransformMake` takes them.
    public init(
        _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat
    ) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// A scale by `sx` horizontally and `sy` vertically: `[sx 0 0 sy 0 0]`
    /// (`CGAffineTransformMakeScale`).
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A translation by `(tx, ty)`: `[1 0 0 1 tx ty]` (`CGAffineTransformMakeTranslation`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A rotation by `angle` radians: `[cos sin −sin cos 0 0]` (`CGAffineTransformMakeRotation`).
    ///
    /// A positive angle turns the x axis towards the y axis: counterclockwise in Core Graphics'
    /// y-up space, clockwise on a y-down (UIKit) screen. Entries are plain `cos`/`sin`, as in Core
    /// Graphics, so `rotationAngle: .pi` has `b` ≈ 1.2e-16 rather than exactly 0.
    public init(rotationAngle angle: CGFloat) {
        let s = sin(angle)
        let c = cos(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// True when the transform is exactly `[1 0 0 1 0 0]` (`CGAffineTransformIsIdentity`).
    public var isIdentity: Bool {
        a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0
    }
}

extension CGAffineTransform: CustomStringConvertible {
    /// `CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)`, as Swift prints it on Apple platforms.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}
