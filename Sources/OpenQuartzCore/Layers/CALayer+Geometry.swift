import Foundation

extension CALayer {
    static func frame(
        bounds: CGRect, position: CGPoint, anchor: CGPoint, transform t: CATransform3D
    ) -> CGRect {
        let w = bounds.size.width
        let h = bounds.size.height
        if t == CATransform3DIdentity {
            return CGRect(
                x: position.x - anchor.x * w, y: position.y - anchor.y * h, width: w, height: h)
        }
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        for (cx, cy) in [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
            let x = (CGFloat(cx) - anchor.x) * w
            let y = (CGFloat(cy) - anchor.y) * h
            let px = x * t.m11 + y * t.m21 + t.m41
            let py = x * t.m12 + y * t.m22 + t.m42
            let pw = x * t.m14 + y * t.m24 + t.m44
            let sx = pw != 0 ? px / pw : px
            let sy = pw != 0 ? py / pw : py
            minX = min(minX, sx)
            maxX = max(maxX, sx)
            minY = min(minY, sy)
            maxY = max(maxY, sy)
        }
        return CGRect(
            x: position.x + minX, y: position.y + minY, width: maxX - minX, height: maxY - minY)
    }

    /// The anchor point in the layer's own (bounds) coordinates.
    package var anchorInBounds: CGPoint {
        Self.anchorInBounds(bounds: _bounds, anchorPoint: _anchorPoint)
    }

    /// The anchor point in a layer's own coordinates: `bounds.origin + anchorPoint × bounds.size`.
    nonisolated package static func anchorInBounds(bounds b: CGRect, anchorPoint ap: CGPoint)
        -> CGPoint
    {
        CGPoint(x: b.minX + ap.x * b.width, y: b.minY + ap.y * b.height)
    }

    /// The matrix from a layer's coordinates to its superlayer's, before the superlayer's
    /// `sublayerTransform`; row-vector convention. The one definition of a layer's place in its
    /// parent, used by point conversion, hit testing and the renderer (`LayerRenderState`).
    ///
    /// The anchor point (in bounds coordinates, at depth `anchorPointZ`) moves to the origin,
    /// `transform` applies, then the anchor goes to (`position.x`, `position.y`,
    /// `zPosition + anchorPointZ`). As in Core Animation, `zPosition` is the layer's depth in its
    /// superlayer: `frame` ignores it, but under a perspective (`m34`) or other 3-D ancestor
    /// transform it moves the layer toward or away from the eye, so it changes where the layer's
    /// points land (see Docs/Behaviour-math.md).
    nonisolated package static func matrixToParent(
        bounds b: CGRect, position p: CGPoint, zPosition z: CGFloat,
        anchorPoint ap: CGPoint, anchorPointZ az: CGFloat,
        transform t: CATransform3D
    ) -> CATransform3D {
        let a = anchorInBounds(bounds: b, anchorPoint: ap)
        return CATransform3DMakeTranslation(-a.x, -a.y, -az).concatenating(t)
            .concatenating(CATransform3DMakeTranslation(p.x, p.y, az + z))
    }

    /// `sublayerTransform` applied about the anchor point `anchor` (in the layer's bounds
    /// coordinates), as Core Animation applies it to the sublayers.
    nonisolated package static func sublayerMatrix(
        _ sublayerTransform: CATransform3D, about anchor: CGPoint
    ) -> CATransform3D {
        CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0).concatenating(sublayerTransform)
            .concatenating(CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
    }

    /// The matrix that maps this layer's coordinates into its superlayer's: `matrixToParent`
    /// followed by the superlayer's `sublayerTransform` (about its anchor point). Row-vector
    /// convention.
    func matrixToSuperlayer(
        bounds b: CGRect, position p: CGPoint, zPosition z: CGFloat, anchorPoint ap: CGPoint,
        anchorPointZ az: CGFloat, transform t: CATransform3D
    ) -> CATransform3D {
        let m = Self.matrixToParent(
            bounds: b, position: p, zPosition: z, anchorPoint: ap, anchorPointZ: az, transform: t)
        guard let parent = superlayer, parent._sublayerTransform != CATransform3DIdentity else {
            return m
        }
        return m.concatenating(
            Self.sublayerMatrix(parent._sublayerTransform, about: parent.anchorInBounds))
    }

    /// Model-value matrix from this layer to its superlayer.
    var modelMatrixToSuperlayer: CATransform3D {
        matrixToSuperlayer(
            bounds: _bounds, position: _position, zPosition: _zPosition, anchorPoint: _anchorPoint,
            anchorPointZ: _anchorPointZ, transform: _transform)
    }

    /// Model-value matrix from this layer to `ancestor` (nil: the root of its tree).
    func modelMatrix(to ancestor: CALayer?) -> CATransform3D {
        var m = CATransform3DIdentity
        var l: CALayer? = self
        while let c = l, c !== ancestor {
            guard c.superlayer != nil else { break }
            m = m.concatenating(c.modelMatrixToSuperlayer)
            l = c.superlayer
        }
        return m
    }

    private func rootLayer() -> CALayer {
        var l = self
        while let p = l.superlayer { l = p }
        return l
    }

    /// Converts a point from this layer's coordinates to `layer`'s (nil: the root's), through
    /// full 3-D transforms with perspective projection.
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        let root = rootLayer()
        let inRoot = project(p, through: modelMatrix(to: root))
        guard let layer, layer !== root else { return inRoot }
        return unproject(inRoot, through: layer.modelMatrix(to: root)) ?? inRoot
    }

    /// Converts a point from `layer`'s coordinates (nil: the root's) to this layer's.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        let root = rootLayer()
        let inRoot = layer.map { $0.convert(p, to: root) } ?? p
        return unproject(inRoot, through: modelMatrix(to: root)) ?? inRoot
    }

    /// Converts a rectangle to `layer`'s coordinates: the bounding box of its converted corners.
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        boundingBox(
            [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
            ].map { convert($0, to: layer) })
    }

    /// Converts a rectangle from `layer`'s coordinates: the bounding box of its converted corners.
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        boundingBox(
            [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
            ].map { convert($0, from: layer) })
    }

    private func boundingBox(_ pts: [CGPoint]) -> CGRect {
        let xs = pts.map(\.x)
        let ys = pts.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else {
            return .null
        }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether `p` (in this layer's coordinates) lies within the bounds.
    func boundsContains(_ p: CGPoint) -> Bool { _bounds.contains(p) }

    /// The farthest descendant containing `p` (given in the superlayer's coordinates), front to back;
    /// hidden layers and, when `masksToBounds`, points outside the bounds are skipped.
    func defaultHitTest(_ p: CGPoint) -> CALayer? {
        // A layer whose transform is degenerate (zero scale, edge-on) covers no area: no hit.
        guard !_isHidden, let local = unproject(p, through: modelMatrixToSuperlayer) else {
            return nil
        }
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for sub in sublayersInDrawingOrder.reversed() {
            if let hit = sub.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }
}

/// Projects a point on the z = 0 plane through `m` (with perspective division).
func project(_ p: CGPoint, through m: CATransform3D) -> CGPoint {
    let x = p.x * m.m11 + p.y * m.m21 + m.m41
    let y = p.x * m.m12 + p.y * m.m22 + m.m42
    let w = p.x * m.m14 + p.y * m.m24 + m.m44
    return w != 0 && w != 1 ? CGPoint(x: x / w, y: y / w) : CGPoint(x: x, y: y)
}

/// Finds the point on the z = 0 plane that `m` projects to `q`; nil when the plane is edge-on.
func unproject(_ q: CGPoint, through m: CATransform3D) -> CGPoint? {
    // (x·m11 + y·m21 + m41) − qx·(x·m14 + y·m24 + m44) = 0, and likewise for y.
    let a11 = m.m11 - q.x * m.m14
    let a12 = m.m21 - q.x * m.m24
    let b1 = q.x * m.m44 - m.m41
    let a21 = m.m12 - q.y * m.m14
    let a22 = m.m22 - q.y * m.m24
    let b2 = q.y * m.m44 - m.m42
    let det = a11 * a22 - a12 * a21
    guard abs(det) > 1e-12 else { return nil }
    return CGPoint(x: (b1 * a22 - a12 * b2) / det, y: (a11 * b2 - b1 * a21) / det)
}
