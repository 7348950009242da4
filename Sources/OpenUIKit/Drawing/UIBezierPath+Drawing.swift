import Foundation

extension UIBezierPath {
    /// Paints the inside of the path with the current context's fill colour
    /// (`UIColor.setFill()`), by the path's fill rule; does nothing outside drawing. The path
    /// is closed implicitly. The context's graphics state is left as it was.
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Paints the outline of the path with the current context's stroke colour
    /// (`UIColor.setStroke()`) in the path's line width, cap, join, miter limit and dash
    /// pattern; does nothing outside drawing. The context's graphics state is left as it was.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        let dash = lineDash
        context.setLineDash(phase: dash.phase, lengths: dash.lengths)
        context.addPath(cgPath)
        context.strokePath()
    }

    /// Paints the inside of the path as `fill()` does, combined with what was drawn before by
    /// `blendMode`, at `alpha` (0…1) times the fill colour's own, as UIKit's
    /// `fill(with:alpha:)`. The context's graphics state is left as it was.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill()
    }

    /// Paints the outline of the path as `stroke()` does, combined with what was drawn before by
    /// `blendMode`, at `alpha` (0…1) times the stroke colour's own, as UIKit's
    /// `stroke(with:alpha:)`. The context's graphics state is left as it was.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        stroke()
    }

    /// Intersects the current context's clip with the inside of the path (by its fill rule):
    /// later drawing shows only inside it, until the graphics state is restored. Does nothing
    /// outside drawing.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

/// The reversal of a path's subpaths (`UIBezierPath.reversing()`).
enum ReversedPath {
    private enum Segment {
        case line(CGPoint)
        case quad(CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint)
    }

    private struct Subpath {
        var start: CGPoint
        var segments: [(from: CGPoint, segment: Segment)] = []
        var isClosed = false
        var end: CGPoint
    }

    static func reversing(_ path: CGPath) -> CGMutablePath {
        var subpaths: [Subpath] = []
        path.applyWithBlock { pointer in
            let element = pointer.pointee
            let p = element.points
            switch element.type {
            case .moveToPoint:
                subpaths.append(Subpath(start: p[0], end: p[0]))
            case .addLineToPoint:
                append(.line(p[0]), end: p[0], to: &subpaths)
            case .addQuadCurveToPoint:
                append(.quad(p[0], p[1]), end: p[1], to: &subpaths)
            case .addCurveToPoint:
                append(.cubic(p[0], p[1], p[2]), end: p[2], to: &subpaths)
            case .closeSubpath:
                if !subpaths.isEmpty {
                    subpaths[subpaths.count - 1].isClosed = true
                    // Drawing on after a close starts from the subpath's start.
                    let start = subpaths[subpaths.count - 1].start
                    subpaths.append(Subpath(start: start, end: start))
                }
            }
        }
        let out = CGMutablePath()
        for subpath in subpaths where !subpath.segments.isEmpty || subpath.isClosed {
            out.move(to: subpath.end)
            for (from, segment) in subpath.segments.reversed() {
                switch segment {
                case .line: out.addLine(to: from)
                case .quad(let control, _): out.addQuadCurve(to: from, control: control)
                case .cubic(let c1, let c2, _): out.addCurve(to: from, control1: c2, control2: c1)
                }
            }
            if subpath.isClosed { out.closeSubpath() }
        }
        return out
    }

    private static func append(_ segment: Segment, end: CGPoint, to subpaths: inout [Subpath]) {
        guard !subpaths.isEmpty else { return }
        let from = subpaths[subpaths.count - 1].end
        subpaths[subpaths.count - 1].segments.append((from, segment))
        subpaths[subpaths.count - 1].end = end
    }
}
