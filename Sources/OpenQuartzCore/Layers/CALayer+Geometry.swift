import Foundation

extension CALayer {
    /// The layer's rectangle in its superlayer's coordinates, derived from bounds, position,
    /// anchor point and transform. With a non-identity transform the getter returns the bounding box
    /// of the transformed bounds (Apple calls the value undefined then).
    public var frame: CGRect {
        get { Self.frame(bounds: _bounds, position: _position, anchor: _anchorPoint, transform: _transform) }
        set {
            let f = CALayer.sanitized(newValue, "frame").standardized
            let size = f.size
            position = CGPoint(x: f.minX + _anchorPoint.x * size.width, y: f.minY + _anchorPoint.y * size.height)
            bounds = CGRect(origin: _bounds.origin, size: size)
        }
    }

    static func frame(bounds: CGRect, position: CGPoint, anchor: CGPoint, transform t: CATransform3D) -> CGRect {
        let w = bounds.size.width, h = bounds.size.height
        if t == CATransform3DIdentity {
            return CGRect(x: position.x - anchor.x * w, y: position.y - anchor.y * h, width: w, height: h)
        }
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for (cx, cy) in [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
            let x = (CGFloat(cx) - anchor.x) * w, y = (CGFloat(cy) - anchor.y) * h
            let px = x * t.m11 + y * t.m21 + t.m41, py = x * t.m12 + y * t.m22 + t.m42
            let pw = x * t.m14 + y * t.m24 + t.m44
            let sx = pw != 0 ? px / pw : px, sy = pw != 0 ? py / pw : py
            minX = min(minX, sx); maxX = max(maxX, sx); minY = min(minY, sy); maxY = max(maxY, sy)
        }
        return CGRect(x: position.x + minX, y: position.y + minY, width: maxX - minX, height: maxY - minY)
    }

    /// The anchor point in the layer's own (bounds) coordinates.
    package var anchorInBounds: CGPoint {
        CGPoint(x: _bounds.minX + _anchorPoint.x * _bounds.width, y: _bounds.minY + _anchorPoint.y * _bounds.height)
    }

    /// The matrix that maps this layer's coordinates into its superlayer's, including the
    /// superlayer's `sublayerTransform` (about its anchor point). Row-vector convention.
    package func matrixToSuperlayer(bounds b: CGRect, position p: CGPoint, anchorPoint ap: CGPoint,
                                    anchorPointZ az: CGFloat, transform t: CATransform3D) -> CATransform3D {
        let a = CGPoint(x: b.minX + ap.x * b.width, y: b.minY + ap.y * b.height)
        var m = CATransform3DMakeTranslation(-a.x, -a.y, -az).concatenating(t)
        m = m.concatenating(CATransform3DMakeTranslation(p.x, p.y, az))
        if let parent = superlayer, parent._sublayerTransform != CATransform3DIdentity {
            let pa = parent.anchorInBounds
            m = m.concatenating(CATransform3DMakeTranslation(-pa.x, -pa.y, 0).concatenating(parent._sublayerTransform)
                .concatenating(CATransform3DMakeTranslation(pa.x, pa.y, 0)))
        }
        return m
    }

    /// Model-value matrix from this layer to its superlayer.
    package var modelMatrixToSuperlayer: CATransform3D {
        matrixToSuperlayer(bounds: _bounds, position: _position, anchorPoint: _anchorPoint, anchorPointZ: _anchorPointZ, transform: _transform)
    }

    /// Model-value matrix from this layer to `ancestor` (nil: the root of its tree).
    package func modelMatrix(to ancestor: CALayer?) -> CATransform3D {
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
        boundingBox([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                     CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { convert($0, to: layer) })
    }

    /// Converts a rectangle from `layer`'s coordinates: the bounding box of its converted corners.
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        boundingBox([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                     CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { convert($0, from: layer) })
    }

    private func boundingBox(_ pts: [CGPoint]) -> CGRect {
        let xs = pts.map(\.x), ys = pts.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether `p` (in this layer's coordinates) lies within the bounds.
    func boundsContains(_ p: CGPoint) -> Bool { _bounds.contains(p) }

    /// The farthest descendant containing `p` (given in the superlayer's coordinates), front to back;
    /// hidden layers and, when `masksToBounds`, points outside the bounds are skipped.
    func defaultHitTest(_ p: CGPoint) -> CALayer? {
        // A layer whose transform is degenerate (zero scale, edge-on) covers no area: no hit.
        guard !_isHidden, let local = unproject(p, through: modelMatrixToSuperlayer) else { return nil }
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
    let a11 = m.m11 - q.x * m.m14, a12 = m.m21 - q.x * m.m24, b1 = q.x * m.m44 - m.m41
    let a21 = m.m12 - q.y * m.m14, a22 = m.m22 - q.y * m.m24, b2 = q.y * m.m44 - m.m42
    let det = a11 * a22 - a12 * a21
    guard abs(det) > 1e-12 else { return nil }
    return CGPoint(x: (b1 * a22 - a12 * b2) / det, y: (a11 * b2 - b1 * a21) / det)
}
