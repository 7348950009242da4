import Foundation

extension CGAffineTransform {
    /// The transform that applies `self` first and then `t2` (`CGAffineTransformConcat(self, t2)`).
    ///
    /// In row-vector matrix form this is the product `self · t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// `self` with a scale applied BEFORE it (`CGAffineTransformScale`): `scale.concatenating(self)`.
    ///
    /// So `CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)` maps (1, 0) to (12, 0):
    /// the point is scaled, then translated.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// `self` with a translation applied BEFORE it (`CGAffineTransformTranslate`):
    /// `translation.concatenating(self)`, so the offset is in the transformed space.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// `self` with a rotation by `angle` radians applied BEFORE it (`CGAffineTransformRotate`):
    /// `rotation.concatenating(self)`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform, or `self` unchanged when it cannot be inverted
    /// (`CGAffineTransformInvert`: "If the affine transform cannot be inverted, it is returned unchanged").
    ///
    /// A transform is treated as singular when its determinant `a·d − b·c` is exactly zero or not finite.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        let ia = d / det
        let ib = -b / det
        let ic = -c / det
        let id = a / det
        let result = CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id))
        let entries = [result.a, result.b, result.c, result.d, result.tx, result.ty]
        return entries.allSatisfy(\.isFinite) ? result : self
    }
}

extension CGPoint {
    /// The point mapped by `t`: `(a·x + c·y + tx, b·x + d·y + ty)` (`CGPointApplyAffineTransform`).
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped as a vector, without translation: `(a·w + c·h, b·w + d·h)`
    /// (`CGSizeApplyAffineTransform`). The result may be negative, as in Core Graphics.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing the four transformed corners (`CGRectApplyAffineTransform`).
    ///
    /// The rectangle is standardized first. A null rectangle stays null; an infinite one stays
    /// infinite (Core Graphics does not document this case; transforming ±∞ corners would only
    /// produce NaN). A 200×100 rectangle rotated by 45° gives a 212.13×212.13 box.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite { return self }
        let r = standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
        ].map { $0.applying(t) }
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        for p in corners {
            minX = Swift.min(minX, p.x)
            maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y)
            maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
