import Foundation
import OpenUIKit
import SegueRaster

// The outline data (read from FreeType, cached per face) stays in OpenUIKit, whose `UIFont` measures
// `capHeight` and `xHeight` from it; turning it into device-pixel polygons is the rasterizer's job.
extension GlyphOutline {
    /// Appends the outline as flattened polygons: font units are mapped by
    /// `(x, y) ↦ transform(origin + scale · (x, −y))` (so y points down) and curves are split until
    /// within `tolerance` device pixels, given `deviceScale` device pixels per unit of `origin`.
    package func appendContours(
        to out: inout [[CGPoint]], origin: CGPoint, scale: Double,
        transform: CGAffineTransform, deviceScale: Double, tolerance: Double = 0.1
    ) {
        let t = transform
        let ox = Double(origin.x)
        let oy = Double(origin.y)
        let a = Double(t.a)
        let b = Double(t.b)
        let c = Double(t.c)
        let d = Double(t.d)
        let tx = Double(t.tx)
        let ty = Double(t.ty)
        func map(_ p: SIMD2<Double>) -> CGPoint {
            let x = ox + scale * p.x
            let y = oy - scale * p.y
            return CGPoint(x: a * x + c * y + tx, y: b * x + d * y + ty)
        }
        // Tolerance in font units.
        let tol = max(1e-6, tolerance / max(1e-12, scale * deviceScale))
        for contour in contours {
            var polygon: [CGPoint] = [map(contour.start)]
            var current = contour.start
            for e in contour.elements {
                switch e {
                case .line(let p):
                    polygon.append(map(p))
                    current = p
                case .quad(let c1, let p):
                    let dd = current - 2 * c1 + p
                    let n = max(
                        1,
                        min(
                            64,
                            Int(
                                ((dd * dd).sum().squareRoot() / (4 * tol)).squareRoot().rounded(.up)
                            )))
                    for k in 1...n {
                        let s = Double(k) / Double(n)
                        let u = 1 - s
                        polygon.append(map(u * u * current + 2 * u * s * c1 + s * s * p))
                    }
                    current = p
                case .cubic(let c1, let c2, let p):
                    let d1 = current - 2 * c1 + c2
                    let d2 = c1 - 2 * c2 + p
                    let m = max((d1 * d1).sum(), (d2 * d2).sum()).squareRoot()
                    let n = max(1, min(64, Int((3 * m / (4 * tol)).squareRoot().rounded(.up))))
                    for k in 1...n {
                        let s = Double(k) / Double(n)
                        let u = 1 - s
                        polygon.append(
                            map(
                                u * u * u * current + 3 * u * u * s * c1 + 3 * u * s * s * c2 + s
                                    * s * s * p))
                    }
                    current = p
                }
            }
            if polygon.count > 1 { polygon.removeLast() }  // back at the start
            if polygon.count >= 3 { out.append(polygon) }
        }
    }
}
