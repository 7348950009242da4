import Foundation

/// An affine transformation matrix for 2-D drawing, as in Core Graphics.
///
/// Maps a point `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`. Foundation on Linux has no
/// `CGAffineTransform`, so OpenQuartzCore defines it with Core Graphics' fields and semantics.
public struct CGAffineTransform: Sendable, Hashable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform, `[1 0 0 1 0 0]`.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}
