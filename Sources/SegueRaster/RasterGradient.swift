import Foundation
import OpenQuartzCore
import SegueCodecs

/// A colour ramp over a linear (axial) or elliptical (radial) parameter, for `CAGradientLayer`.
///
/// Colours are interpolated in straight (unpremultiplied) RGBA between stops, then premultiplied,
/// as Core Graphics gradients do (so a ramp to `UIColor.clear`, which is transparent black, passes
/// through darkened translucent colours, as on iOS). Beyond the first and last stop the end colours
/// extend. The ramp is sampled into a 1024-entry table.
package struct RasterGradient: Sendable {
    /// The geometry of the gradient parameter `t`, in the gradient's own space.
    package enum Shape: Sendable, Hashable {
        /// `t` is the projection of the point onto `start → end` (0 at start, 1 at end).
        case axial(start: CGPoint, end: CGPoint)
        /// `t = √((dx/rx)² + (dy/ry)²)` around `center`: 0 at the centre, 1 on the ellipse.
        /// A zero radius makes every point but the centre line take the last colour.
        case elliptical(center: CGPoint, radii: CGSize)
    }

    /// The parameter geometry.
    package var shape: Shape
    /// Device pixel position → gradient space (e.g. the layer's bounds coordinates).
    package var mapping: ProjectiveTransform
    /// The premultiplied ramp, 1024 packed entries for `t` in 0…1.
    package let table: [UInt32]
    package static let tableSize = 1024

    /// A gradient from straight colours and their locations.
    ///
    /// - Parameters:
    ///   - colors: at least one colour (`CAGradientLayer.colors`); none gives a transparent ramp.
    ///   - locations: one per colour in 0…1, ascending (`CAGradientLayer.locations`); `nil` (or a
    ///     count that does not match) spaces them evenly, as Core Animation does.
    package init(
        colors: [CGColor], locations: [CGFloat]?, shape: Shape, mapping: ProjectiveTransform
    ) {
        self.shape = shape
        self.mapping = mapping
        table = RasterGradient.makeTable(colors: colors, locations: locations)
    }

    /// The gradient of a `CAGradientLayer` with the given bounds size.
    ///
    /// `startPoint` and `endPoint` are in the layer's unit coordinate space (0,0 top-left, 1,1
    /// bottom-right). `.axial` runs from start to end in layer points (so its isolines are
    /// perpendicular to that line in the layer, not in unit space). `.radial` is the ellipse that
    /// QuartzCore's header describes: centred on `startPoint`, with width `2·|end.x − start.x|` and
    /// height `2·|end.y − start.y|` (in units of the bounds), so start (0.5, 0.5) and end (1, 1) gives
    /// the ellipse inscribed in the bounds.
    ///
    /// - Parameter deviceToLayer: maps device pixel positions into the layer's bounds coordinates
    ///   (origin at the bounds' top-left corner, in points).
    package static func caGradientLayer(
        colors: [CGColor], locations: [CGFloat]?, startPoint: CGPoint,
        endPoint: CGPoint, radial: Bool, boundsSize: CGSize,
        deviceToLayer: ProjectiveTransform
    ) -> RasterGradient {
        let w = boundsSize.width
        let h = boundsSize.height
        let start = CGPoint(x: startPoint.x * w, y: startPoint.y * h)
        let end = CGPoint(x: endPoint.x * w, y: endPoint.y * h)
        let shape: Shape =
            radial
            ? .elliptical(
                center: start,
                radii: CGSize(width: abs(end.x - start.x), height: abs(end.y - start.y)))
            : .axial(start: start, end: end)
        return RasterGradient(
            colors: colors, locations: locations, shape: shape, mapping: deviceToLayer)
    }

    private static func makeTable(colors: [CGColor], locations: [CGFloat]?) -> [UInt32] {
        guard !colors.isEmpty else { return [UInt32](repeating: 0, count: tableSize) }
        var stops: [(t: Double, c: CGColor)] = []
        if let locations, locations.count == colors.count {
            for (l, c) in zip(locations, colors) { stops.append((Double(l), c)) }
        } else if colors.count == 1 {
            stops = [(0, colors[0])]
        } else {
            for (k, c) in colors.enumerated() {
                stops.append((Double(k) / Double(colors.count - 1), c))
            }
        }
        var table = [UInt32](repeating: 0, count: tableSize)
        var s = 0
        for k in 0..<tableSize {
            let t = Double(k) / Double(tableSize - 1)
            while s + 1 < stops.count && stops[s + 1].t <= t { s += 1 }
            let color: PremultipliedColor
            if t <= stops[0].t || s + 1 >= stops.count {
                color = PremultipliedColor(stops[t <= stops[0].t ? 0 : s].c)
            } else {
                let a = stops[s]
                let b = stops[s + 1]
                let span = b.t - a.t
                let u = span > 0 ? (t - a.t) / span : 1
                func mix(_ x: CGFloat, _ y: CGFloat) -> Double {
                    Double(x) + (Double(y) - Double(x)) * u
                }
                color = PremultipliedColor(
                    red: mix(a.c.red, b.c.red), green: mix(a.c.green, b.c.green),
                    blue: mix(a.c.blue, b.c.blue), alpha: mix(a.c.alpha, b.c.alpha))
            }
            table[k] = color.packed
        }
        return table
    }

    /// The gradient parameter at a point of gradient space (not clamped).
    @inline(__always)
    package func parameter(_ x: Double, _ y: Double) -> Double {
        switch shape {
        case .axial(let start, let end):
            let vx = Double(end.x - start.x)
            let vy = Double(end.y - start.y)
            let len2 = vx * vx + vy * vy
            guard len2 > 0 else { return 0 }
            return ((x - Double(start.x)) * vx + (y - Double(start.y)) * vy) / len2
        case .elliptical(let center, let radii):
            let dx = x - Double(center.x)
            let dy = y - Double(center.y)
            let rx = Double(radii.width)
            let ry = Double(radii.height)
            guard rx > 0, ry > 0 else { return 1 }
            let nx = dx / rx
            let ny = dy / ry
            return (nx * nx + ny * ny).squareRoot()
        }
    }

    /// The packed premultiplied colour for parameter `t` (clamped to 0…1).
    @inline(__always)
    package func color(at t: Double) -> UInt32 {
        let clamped = t.isNaN ? 0 : min(max(t, 0), 1)
        return table[Int(clamped * Double(RasterGradient.tableSize - 1) + 0.5)]
    }

    /// Writes the colours of pixels `x ..< x + count` on row `y` to `out`.
    ///
    /// An affine mapping (`w` = 1 everywhere) takes ``shadeAffine(y:x:count:into:)``, which
    /// gives the same bytes without the divisions by `w`.
    package func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        if mapping.isAffine { return shadeAffine(y: y, x: x, count: count, into: out) }
        let py = Double(y) + 0.5
        for k in 0..<count {
            let px = Double(x + k) + 0.5
            if let p = mapping.apply(px, py) {
                out[k] = color(at: parameter(p.x, p.y))
            } else {
                out[k] = 0
            }
        }
    }

    /// ``shade(y:x:count:into:)`` for an affine mapping: the same arithmetic, in the same order,
    /// less the divisions by `w = g·x + h·y + i = 1` (exact, so the bytes are the same) and with
    /// the row's terms computed once.
    package func shadeAffine(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let m = mapping
        let py = Double(y) + 0.5
        let bpy = m.b * py
        let epy = m.e * py
        let last = Double(RasterGradient.tableSize - 1)
        table.withUnsafeBufferPointer { table in
            @inline(__always) func color(_ t: Double) -> UInt32 {
                let clamped = t.isNaN ? 0 : min(max(t, 0), 1)
                return table[Int(clamped * last + 0.5)]
            }
            switch shape {
            case .axial(let start, let end):
                let vx = Double(end.x - start.x)
                let vy = Double(end.y - start.y)
                let len2 = vx * vx + vy * vy
                guard len2 > 0 else { return out.initialize(repeating: color(0), count: count) }
                let sx = Double(start.x)
                let sy = Double(start.y)
                for k in 0..<count {
                    let px = Double(x + k) + 0.5
                    let gx = m.a * px + bpy + m.c
                    let gy = m.d * px + epy + m.f
                    out[k] = color(((gx - sx) * vx + (gy - sy) * vy) / len2)
                }
            case .elliptical:
                for k in 0..<count {
                    let px = Double(x + k) + 0.5
                    out[k] = color(parameter(m.a * px + bpy + m.c, m.d * px + epy + m.f))
                }
            }
        }
    }
}
