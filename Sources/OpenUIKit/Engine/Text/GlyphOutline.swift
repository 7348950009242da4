import CFreeType
import Foundation

/// A glyph's outline in font units (y up): closed contours of lines and Bézier curves.
///
/// Read from FreeType's `FT_Outline` (TrueType quadratic and CFF cubic curves), with the implied
/// on-curve points between consecutive quadratic control points made explicit.
package struct GlyphOutline: Sendable {
    /// One drawing step of a contour.
    package enum Element: Sendable, Hashable {
        case line(to: SIMD2<Double>)
        case quad(control: SIMD2<Double>, to: SIMD2<Double>)
        case cubic(control1: SIMD2<Double>, control2: SIMD2<Double>, to: SIMD2<Double>)
    }

    /// A closed contour: a start point and the steps that lead back round to it.
    package struct Contour: Sendable {
        package var start: SIMD2<Double>
        package var elements: [Element]
    }

    /// The contours, filled with the non-zero rule.
    package var contours: [Contour]

    /// The outline's bounding box of its points (on- and off-curve), font units; nil when empty.
    var controlBounds: (min: SIMD2<Double>, max: SIMD2<Double>)? {
        var lo = SIMD2<Double>(repeating: .infinity)
        var hi = SIMD2<Double>(repeating: -.infinity)
        func add(_ p: SIMD2<Double>) {
            lo = pointwiseMin(lo, p)
            hi = pointwiseMax(hi, p)
        }
        for c in contours {
            add(c.start)
            for e in c.elements {
                switch e {
                case .line(let p): add(p)
                case .quad(let c1, let p):
                    add(c1)
                    add(p)
                case .cubic(let c1, let c2, let p):
                    add(c1)
                    add(c2)
                    add(p)
                }
            }
        }
        return contours.isEmpty ? nil : (lo, hi)
    }

    package init(contours: [Contour]) { self.contours = contours }

    /// Decomposes a FreeType outline (called under the library lock).
    init(_ outline: FT_Outline) {
        var result: [Contour] = []
        var first = 0
        for c in 0..<Int(outline.n_contours) {
            let last = Int(outline.contours[c])
            defer { first = last + 1 }
            guard last >= first else { continue }
            var points: [(p: SIMD2<Double>, tag: Int)] = []
            for i in first...last {
                let v = outline.points[i]
                points.append(
                    (SIMD2(Double(v.x), Double(v.y)), Int(UInt8(bitPattern: outline.tags[i])) & 3))
            }
            if let contour = GlyphOutline.contour(points) { result.append(contour) }
        }
        contours = result
    }

    /// Builds one contour from FreeType points (tag 1 = on curve, 0 = quadratic control, 2 = cubic control).
    private static func contour(_ raw: [(p: SIMD2<Double>, tag: Int)]) -> Contour? {
        guard !raw.isEmpty else { return nil }
        var points = raw
        // Start on an on-curve point; with none, on the implied point between the last and first.
        if let on = points.firstIndex(where: { $0.tag == 1 }) {
            points = Array(points[on...] + points[..<on])
        } else {
            points.insert(((points[points.count - 1].p + points[0].p) / 2, 1), at: 0)
        }
        let start = points[0].p
        points.append((start, 1))  // close
        var elements: [Element] = []
        var i = 1
        while i < points.count {
            let point = points[i]
            switch point.tag {
            case 1:
                elements.append(.line(to: point.p))
                i += 1
            case 2:
                guard i + 2 < points.count else {
                    elements.append(.line(to: start))
                    i = points.count
                    break
                }
                elements.append(
                    .cubic(control1: point.p, control2: points[i + 1].p, to: points[i + 2].p))
                i += 3
            default:
                let next = points[i + 1]
                if next.tag == 0 {
                    elements.append(.quad(control: point.p, to: (point.p + next.p) / 2))
                    i += 1
                } else {
                    elements.append(.quad(control: point.p, to: next.p))
                    i += 2
                }
            }
        }
        return Contour(start: start, elements: elements)
    }
}
