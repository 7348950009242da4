import Foundation

// Short names for the matrix operations the animation and layer code use (row-vector convention).

/// `a · b`: apply `a`, then `b` (`CATransform3DConcat(a, b)`).
@inline(__always)
func matrixProduct(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// The inverse of `m`, or nil when it is singular.
@inline(__always)
func matrixInverse(_ m: CATransform3D) -> CATransform3D? { m.inverse() }
