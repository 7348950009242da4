import Foundation
import OpenQuartzCore
import SegueCodecs

/// A 3×3 homography of the plane: `(x, y) ↦ ((a·x + b·y + c) / w, (d·x + e·y + f) / w)` with
/// `w = g·x + h·y + i`.
///
/// The compositor uses it as an inverse mapping, from device pixel positions to a source space
/// (image pixels, a gradient's layer space). An affine map has `g = h = 0, i = 1`. A layer plane
/// projected by a `CATransform3D` with perspective (`m34 ≠ 0`) is such a map, as in pixman's
/// `pixman_transform`.
package struct ProjectiveTransform: Sendable, Hashable {
    /// Row-major entries `a b c / d e f / g h i`.
    package var a, b, c, d, e, f, g, h, i: Double

    package init(
        a: Double, b: Double, c: Double, d: Double, e: Double, f: Double,
        g: Double = 0, h: Double = 0, i: Double = 1
    ) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.e = e
        self.f = f
        self.g = g
        self.h = h
        self.i = i
    }

    /// The identity map.
    package static let identity = ProjectiveTransform(a: 1, b: 0, c: 0, d: 0, e: 1, f: 0)

    /// The map of an affine transform (Core Graphics convention: `x' = a·x + c·y + tx`).
    package init(_ t: CGAffineTransform) {
        self.init(
            a: Double(t.a), b: Double(t.c), c: Double(t.tx), d: Double(t.b), e: Double(t.d),
            f: Double(t.ty))
    }

    /// A translation by `(dx, dy)` followed by a scale by `(sx, sy)`: `(x, y) ↦ (sx·(x+dx), sy·(y+dy))`.
    package static func scale(
        _ sx: Double, _ sy: Double, translatedBy dx: Double = 0, _ dy: Double = 0
    ) -> ProjectiveTransform {
        ProjectiveTransform(a: sx, b: 0, c: sx * dx, d: 0, e: sy, f: sy * dy)
    }

    /// Whether the map has no perspective part.
    package var isAffine: Bool { g == 0 && h == 0 && i == 1 }

    /// Applies the map; `nil` where `w ≤ 0` (the point is at or behind the projection's horizon).
    @inline(__always)
    package func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
        let w = g * x + h * y + i
        guard w > 0 else { return nil }
        return ((a * x + b * y + c) / w, (d * x + e * y + f) / w)
    }

    /// `self` after `other`: `(self ∘ other)(p) = self(other(p))`.
    package func concatenating(after other: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            a: a * other.a + b * other.d + c * other.g, b: a * other.b + b * other.e + c * other.h,
            c: a * other.c + b * other.f + c * other.i,
            d: d * other.a + e * other.d + f * other.g, e: d * other.b + e * other.e + f * other.h,
            f: d * other.c + e * other.f + f * other.i,
            g: g * other.a + h * other.d + i * other.g, h: g * other.b + h * other.e + i * other.h,
            i: g * other.c + h * other.f + i * other.i)
    }

    /// The inverse map, or `nil` when the matrix is singular.
    package var inverted: ProjectiveTransform? {
        let ca = e * i - f * h
        let cb = -(d * i - f * g)
        let cc = d * h - e * g
        let det = a * ca + b * cb + c * cc
        guard det != 0, det.isFinite else { return nil }
        let s = 1 / det
        var r = ProjectiveTransform(
            a: ca * s, b: -(b * i - c * h) * s, c: (b * f - c * e) * s,
            d: cb * s, e: (a * i - c * g) * s, f: -(a * f - c * d) * s,
            g: cc * s, h: -(a * h - b * g) * s, i: (a * e - b * d) * s)
        // Keep affine maps exactly affine.
        if isAffine {
            r.g = 0
            r.h = 0
            r.i = 1
        }
        return r
    }

    /// The homography taking the unit square's corners `(0,0) (1,0) (1,1) (0,1)` to `quad`'s four
    /// points in that order, or `nil` when three of them are collinear.
    package static func unitSquare(to quad: [CGPoint]) -> ProjectiveTransform? {
        guard quad.count == 4 else { return nil }
        let x0 = Double(quad[0].x)
        let y0 = Double(quad[0].y)
        let x1 = Double(quad[1].x)
        let y1 = Double(quad[1].y)
        let x2 = Double(quad[2].x)
        let y2 = Double(quad[2].y)
        let x3 = Double(quad[3].x)
        let y3 = Double(quad[3].y)
        let sx = x0 - x1 + x2 - x3
        let sy = y0 - y1 + y2 - y3
        if sx == 0 && sy == 0 {
            return ProjectiveTransform(a: x1 - x0, b: x3 - x0, c: x0, d: y1 - y0, e: y3 - y0, f: y0)
        }
        let dx1 = x1 - x2
        let dx2 = x3 - x2
        let dy1 = y1 - y2
        let dy2 = y3 - y2
        let den = dx1 * dy2 - dx2 * dy1
        guard den != 0 else { return nil }
        let g = (sx * dy2 - dx2 * sy) / den
        let h = (dx1 * sy - sx * dy1) / den
        return ProjectiveTransform(
            a: x1 - x0 + g * x1, b: x3 - x0 + h * x3, c: x0,
            d: y1 - y0 + g * y1, e: y3 - y0 + h * y3, f: y0, g: g, h: h, i: 1)
    }
}
