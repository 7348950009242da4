import Foundation

extension PathStorage {
    /// `CGPathAddRect`: move to (minX, minY), lines to (maxX, minY), (maxX, maxY), (minX, maxY),
    /// close. The rectangle is standardized; a null rectangle adds nothing.
    mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY).applying(transform))
        line(to: CGPoint(x: r.maxX, y: r.minY).applying(transform))
        line(to: CGPoint(x: r.maxX, y: r.maxY).applying(transform))
        line(to: CGPoint(x: r.minX, y: r.maxY).applying(transform))
        close()
    }

    /// `CGPathAddLines`: a move to the first point, then lines to the others.
    mutating func addLines(between points: [CGPoint], transform: CGAffineTransform) {
        guard let first = points.first else { return }
        move(to: first.applying(transform))
        for p in points.dropFirst() { line(to: p.applying(transform)) }
    }

    /// `CGPathAddEllipseInRect`: four quarter-ellipse cubic curves starting at (maxX, midY) and
    /// running in increasing angle ((maxX, midY) → (midX, maxY) → (minX, midY) → (midX, minY)),
    /// which is clockwise on a y-down screen, then a close.
    mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let centre = CGPoint(x: r.midX, y: r.midY)
        move(to: CGPoint(x: r.maxX, y: r.midY).applying(transform))
        appendArc(
            center: centre, radiusX: r.width / 2, radiusY: r.height / 2,
            startAngle: 0, sweep: 2 * .pi, transform: transform)
        close()
    }

    /// `CGPathAddRoundedRect`: corners are quarter ellipses `cornerWidth` × `cornerHeight`.
    ///
    /// Core Graphics asserts that both are non-negative and at most half the rectangle's width and
    /// height; so does this (a precondition failure with that message). A zero corner size gives
    /// the plain rectangle.
    mutating func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform
    ) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        precondition(
            cornerWidth >= 0 && cornerHeight >= 0 && 2 * cornerWidth <= r.width
                && 2 * cornerHeight <= r.height,
            "addRoundedRect: corner width (\(cornerWidth)) and height (\(cornerHeight)) must be non-negative "
                + "and at most half the rectangle's width (\(r.width)) and height (\(r.height))")
        if cornerWidth == 0 || cornerHeight == 0 {
            addRect(r, transform: transform)
            return
        }
        let corner = CGSize(width: cornerWidth, height: cornerHeight)
        addRoundedRect(
            r, minXMinY: corner, maxXMinY: corner, maxXMaxY: corner, minXMaxY: corner,
            transform: transform)
    }

    /// A rectangle whose corners are quarter ellipses with the given radii, one subpath starting at
    /// (minX + minXMinY.width, minY) and running in the same direction as `addRect`.
    ///
    /// A corner with a zero radius is square. Radii are used as given: callers clamp them.
    mutating func addRoundedRect(
        _ rect: CGRect, minXMinY: CGSize, maxXMinY: CGSize, maxXMaxY: CGSize,
        minXMaxY: CGSize, transform: CGAffineTransform
    ) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        func corner(_ centre: CGPoint, _ radii: CGSize, from angle: CGFloat) {
            guard radii.width > 0, radii.height > 0 else { return }
            appendArc(
                center: centre, radiusX: radii.width, radiusY: radii.height,
                startAngle: angle, sweep: .pi / 2, transform: transform)
        }
        func squared(_ radii: CGSize) -> CGSize {
            radii.width > 0 && radii.height > 0 ? radii : .zero
        }
        let tl = squared(minXMinY)
        let tr = squared(maxXMinY)
        let br = squared(maxXMaxY)
        let bl = squared(minXMaxY)
        move(to: CGPoint(x: r.minX + tl.width, y: r.minY).applying(transform))
        lineOrMove(to: CGPoint(x: r.maxX - tr.width, y: r.minY).applying(transform))
        corner(CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), tr, from: -.pi / 2)
        lineOrMove(to: CGPoint(x: r.maxX, y: r.maxY - br.height).applying(transform))
        corner(CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), br, from: 0)
        lineOrMove(to: CGPoint(x: r.minX + bl.width, y: r.maxY).applying(transform))
        corner(CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), bl, from: .pi / 2)
        lineOrMove(to: CGPoint(x: r.minX, y: r.minY + tl.height).applying(transform))
        corner(CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), tl, from: .pi)
        close()
    }
}
