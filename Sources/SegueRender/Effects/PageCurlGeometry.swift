import Foundation
import OpenUIKit
import SegueRaster

/// The shape of a page curling around a cylinder, in the layer's own coordinates (points, y down).
///
/// The page is the layer's bounds lying in the plane. A cylinder of radius `radius` lies on the
/// page with its axis along a line perpendicular to the unit vector `normal`; the part of the page
/// beyond the axis (on the `normal` side) is lifted and wrapped over the cylinder, and whatever
/// wraps past the top of the cylinder lies flat again, upside down, over the page, heading back.
/// Distances along `normal` are measured from the axis: `u = point · normal − axis`.
///
/// Looking down at a point with coordinate `u`, up to two sheets of paper can be above it:
/// - the *front* (the page's printed side facing the viewer): the flat page where `u ≤ 0`, or the
///   rising half of the cylinder where `0 < u ≤ r` (the page point at arc length `r·asin(u/r)`);
/// - the *back*: the falling half of the cylinder where `0 ≤ u ≤ r` (arc `r·(π − asin(u/r))`) or
///   the turned-over flap where `u < 0` (arc `π·r − u`).
/// Each exists only where the page point it comes from lies on the page.
struct PageCurlGeometry {
    /// One sheet of paper above a point: where on the page it comes from and how it is lit.
    struct Sheet {
        /// The page point (layer coordinates) seen there.
        var pagePoint: CGPoint
        /// Lambert shading 0…1 from the sheet's tilt towards the viewer.
        var brightness: Double
    }

    let bounds: CGRect
    /// Unit vector from the flat part of the page towards the edge where the curl starts.
    let normal: (x: Double, y: Double)
    /// Cylinder radius in layer points.
    let radius: Double
    /// Position of the cylinder's axis along `normal` (`point · normal`).
    let axis: Double

    /// The tilt of the curl's axis from the page edge it starts at: 15°, so the corner on the
    /// right of that edge (seen from the flat page, the bottom-right corner for a curl from the
    /// bottom) lifts first, as UIKit's curl up does.
    static let tilt = 15.0 * Double.pi / 180

    /// Cylinder radius as a fraction of the page's shorter side (UIKit's curl is tight: about an
    /// eighth of an iPhone's width).
    static let radiusFraction = 0.12

    /// The curl at `progress` 0…1 (0: the page lies flat; 1: it has curled away completely, past
    /// the page edge opposite `edge`, with `margin` points to spare).
    ///
    /// - Parameter edge: the page edge the curl starts at: `.fromBottom` (and nil) lifts the bottom
    ///   edge and rolls the page up; `.fromTop`, `.fromLeft`, `.fromRight` likewise from their side.
    init(bounds: CGRect, edge: CATransitionSubtype?, progress: Double, margin: Double = 1) {
        self.bounds = bounds
        let s = sin(Self.tilt)
        let c = cos(Self.tilt)
        switch edge {
        case .fromTop?: normal = (-s, -c)
        case .fromLeft?: normal = (-c, s)
        case .fromRight?: normal = (c, -s)
        default: normal = (s, c)
        }
        radius = max(Double(min(bounds.width, bounds.height)) * Self.radiusFraction, 1e-6)
        var lo = Double.infinity
        var hi = -Double.infinity
        for p in TransitionEffect.corners(of: bounds) {
            let v = Double(p.x) * normal.x + Double(p.y) * normal.y
            lo = min(lo, v)
            hi = max(hi, v)
        }
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        // At p = 1 the axis sits a radius (plus margin) beyond the far edge: everything is over it.
        axis = hi + (lo - radius - margin - hi) * p
    }

    /// `u` for a layer point: its distance from the axis along `normal`.
    @inline(__always)
    func u(_ x: Double, _ y: Double) -> Double { x * normal.x + y * normal.y - axis }

    /// The page point at arc length `d` from the axis, for a view point at distance `u`.
    @inline(__always)
    func pagePoint(_ x: Double, _ y: Double, u: Double, arc d: Double) -> CGPoint {
        CGPoint(x: x + (d - u) * normal.x, y: y + (d - u) * normal.y)
    }

    /// The front-facing sheet over layer point `(x, y)`, if it is on the page (grown by `slack`).
    func front(_ x: Double, _ y: Double, slack: Double) -> Sheet? {
        let u = u(x, y)
        let sheet: Sheet
        if u <= 0 {
            sheet = Sheet(pagePoint: CGPoint(x: x, y: y), brightness: 1)
        } else if u <= radius {
            let theta = asin(u / radius)
            sheet = Sheet(
                pagePoint: pagePoint(x, y, u: u, arc: radius * theta), brightness: cos(theta))
        } else {
            return nil
        }
        return contains(sheet.pagePoint, slack: slack) ? sheet : nil
    }

    /// The back-facing sheet over layer point `(x, y)`, if it is on the page (grown by `slack`).
    func back(_ x: Double, _ y: Double, slack: Double) -> Sheet? {
        let u = u(x, y)
        let sheet: Sheet
        if u < 0 {
            sheet = Sheet(pagePoint: pagePoint(x, y, u: u, arc: .pi * radius - u), brightness: 1)
        } else if u <= radius {
            let theta = Double.pi - asin(u / radius)
            sheet = Sheet(
                pagePoint: pagePoint(x, y, u: u, arc: radius * theta), brightness: -cos(theta))
        } else {
            return nil
        }
        return contains(sheet.pagePoint, slack: slack) ? sheet : nil
    }

    /// Whether `p` lies on the page grown by `slack` on every side.
    @inline(__always)
    func contains(_ p: CGPoint, slack: Double) -> Bool {
        Double(p.x) >= Double(bounds.minX) - slack && Double(p.x) <= Double(bounds.maxX) + slack
            && Double(p.y) >= Double(bounds.minY) - slack
            && Double(p.y) <= Double(bounds.maxY) + slack
    }

    /// How far inside the page `p` is (negative outside), in layer points.
    @inline(__always)
    func insideDistance(_ p: CGPoint) -> Double {
        min(
            min(Double(p.x - bounds.minX), Double(bounds.maxX - p.x)),
            min(Double(p.y - bounds.minY), Double(bounds.maxY - p.y)))
    }
}
