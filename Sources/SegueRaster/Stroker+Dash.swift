import Foundation
import OpenQuartzCore
import SegueCodecs

extension Stroker {
    /// The "on" pieces of `path` under a dash pattern, as open polylines (or the path itself when
    /// the pattern draws a solid line).
    ///
    /// The pattern restarts at every subpath, and a closed subpath is walked through its closing
    /// segment. A zero-length "on" dash yields a one-point polyline, which round and square caps
    /// draw as a dot.
    package static func dashed(_ path: RasterPolyline, pattern raw: [CGFloat], phase: CGFloat)
        -> [RasterPolyline]
    {
        var pattern = raw.map { Double($0) }
        if pattern.count % 2 == 1 { pattern += pattern }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }), period > 0 else {
            return [path]
        }
        var points = path.points
        if path.isClosed, let first = points.first { points.append(first) }
        guard points.count > 1 else { return [path] }
        // Where in the pattern the path starts.
        var index = 0
        var remaining = pattern[0]
        var offset = Double(phase).truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        while offset > 0 {
            if offset >= remaining {
                offset -= remaining
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            } else {
                remaining -= offset
                offset = 0
            }
        }
        var pieces: [RasterPolyline] = []
        var current: [CGPoint] = index % 2 == 0 ? [points[0]] : []
        for i in 1..<points.count {
            let a = points[i - 1]
            let b = points[i]
            let length = distance(a, b)
            var travelled = 0.0
            while length - travelled >= remaining {
                travelled += remaining
                let t = length > 0 ? travelled / length : 0
                let q = CGPoint(
                    x: Double(a.x) + t * Double(b.x - a.x), y: Double(a.y) + t * Double(b.y - a.y))
                if index % 2 == 0 {
                    current.append(q)
                    pieces.append(RasterPolyline(points: current, isClosed: false))
                    current = []
                } else {
                    current = [q]
                }
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
            remaining -= length - travelled
            if index % 2 == 0 { current.append(b) }
        }
        if index % 2 == 0 && !current.isEmpty {
            pieces.append(RasterPolyline(points: current, isClosed: false))
        }
        return pieces
    }
}
