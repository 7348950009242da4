import Foundation
import OpenQuartzCore
import SegueCodecs

/// Flattened contours for the shapes layers draw: rounded rectangles, ellipses, arcs.
///
/// Curves become polylines whose chords stay within `tolerance` device pixels of the true curve
/// (default 0.05 px). Intermediate arc vertices sit slightly outside the circle (radius scaled by
/// `√(δ / sin δ)` for a chord of angle δ) so each chord's triangle has its sector's exact area:
/// a flattened disc covers `πr²`, not the smaller area of an inscribed polygon.
package enum RasterShapes {
    /// Default flattening tolerance in device pixels.
    package static let defaultTolerance: Double = 0.05

    /// Number of chords for an arc of `radius` spanning `angle` radians at `tolerance`.
    package static func segmentCount(
        radius: Double, angle: Double, tolerance: Double = defaultTolerance
    ) -> Int {
        guard radius > 0, radius.isFinite, angle.isFinite else { return 1 }
        let t = min(max(tolerance, 1e-4), radius)
        let step = 2 * acos(1 - t / radius)
        return max(1, min(4096, Int((abs(angle) / step).rounded(.up))))
    }

    /// Appends the points of an arc around `center` from angle `start` sweeping `sweep` radians
    /// (positive = clockwise on screen, y down), excluding the start point, including the end
    /// (which lies exactly on the circle; the points between are area-corrected).
    package static func appendArc(
        to points: inout [CGPoint], center: CGPoint, radius: Double, start: Double,
        sweep: Double, tolerance: Double = defaultTolerance
    ) {
        let n = segmentCount(radius: radius, angle: sweep, tolerance: tolerance)
        let cx = Double(center.x)
        let cy = Double(center.y)
        let r = radius * areaCorrection(abs(sweep) / Double(n))
        for k in 1...n {
            let a = start + sweep * Double(k) / Double(n)
            let rk = k == n ? radius : r
            points.append(CGPoint(x: cx + rk * cos(a), y: cy + rk * sin(a)))
        }
    }

    /// `√(δ / sin δ)`: the radius factor giving a chord of angle δ its sector's area.
    package static func areaCorrection(_ delta: Double) -> Double {
        guard delta > 1e-6, delta < Double.pi else { return 1 }
        return (delta / sin(delta)).squareRoot()
    }

    /// A rectangle with circular corners, clockwise on screen from the top-left corner.
    ///
    /// Radii are per corner (top-left, top-right, bottom-right, bottom-left; pass 0 for a corner left
    /// out of `CALayer.maskedCorners`), each clamped to half the shorter side, as Core Animation does.
    package static func roundedRect(
        _ rect: CGRect, topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat,
        bottomLeft: CGFloat, tolerance: Double = defaultTolerance
    ) -> [CGPoint] {
        let r = rect.standardized
        let limit = Double(min(r.width, r.height)) / 2
        func clamp(_ v: CGFloat) -> Double { v.isFinite ? min(max(Double(v), 0), limit) : 0 }
        let tl = clamp(topLeft)
        let tr = clamp(topRight)
        let br = clamp(bottomRight)
        let bl = clamp(bottomLeft)
        let x0 = Double(r.minX)
        let y0 = Double(r.minY)
        let x1 = Double(r.maxX)
        let y1 = Double(r.maxY)
        var points: [CGPoint] = []
        func corner(
            _ cx: Double, _ cy: Double, _ radius: Double, _ start: Double, _ cornerPoint: CGPoint
        ) {
            if radius <= 0 {
                points.append(cornerPoint)
                return
            }
            points.append(CGPoint(x: cx + radius * cos(start), y: cy + radius * sin(start)))
            appendArc(
                to: &points, center: CGPoint(x: cx, y: cy), radius: radius, start: start,
                sweep: Double.pi / 2,
                tolerance: tolerance)
        }
        corner(x0 + tl, y0 + tl, tl, Double.pi, CGPoint(x: x0, y: y0))
        corner(x1 - tr, y0 + tr, tr, -Double.pi / 2, CGPoint(x: x1, y: y0))
        corner(x1 - br, y1 - br, br, 0, CGPoint(x: x1, y: y1))
        corner(x0 + bl, y1 - bl, bl, Double.pi / 2, CGPoint(x: x0, y: y1))
        return points
    }

    /// A rounded rectangle with the same radius at every corner.
    package static func roundedRect(
        _ rect: CGRect, cornerRadius: CGFloat, tolerance: Double = defaultTolerance
    ) -> [CGPoint] {
        roundedRect(
            rect, topLeft: cornerRadius, topRight: cornerRadius, bottomRight: cornerRadius,
            bottomLeft: cornerRadius, tolerance: tolerance)
    }

    /// The ellipse inscribed in `rect`, clockwise on screen.
    package static func ellipse(in rect: CGRect, tolerance: Double = defaultTolerance) -> [CGPoint]
    {
        let r = rect.standardized
        let rx = Double(r.width) / 2
        let ry = Double(r.height) / 2
        let n = max(
            8, segmentCount(radius: max(rx, ry), angle: 2 * Double.pi, tolerance: tolerance))
        let f = areaCorrection(2 * Double.pi / Double(n))
        return (0..<n).map { k in
            let a = 2 * Double.pi * Double(k) / Double(n)
            return CGPoint(x: Double(r.midX) + f * rx * cos(a), y: Double(r.midY) + f * ry * sin(a))
        }
    }

    /// `contour` with every point mapped through `transform` (e.g. a layer quad to device pixels).
    package static func transformed(_ contour: [CGPoint], by transform: ProjectiveTransform)
        -> [CGPoint]
    {
        contour.map { p in
            let q = transform.apply(Double(p.x), Double(p.y)) ?? (Double(p.x), Double(p.y))
            return CGPoint(x: q.x, y: q.y)
        }
    }
}
