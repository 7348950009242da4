import Foundation

extension CATransform3D {
    /// The transform a fraction of the way from `from` to `to`, interpolated as Core Animation
    /// interpolates `transform` animations: by decomposition.
    ///
    /// Both matrices are decomposed (see `Decomposition`); translation, scale, skew and
    /// perspective are interpolated linearly and the rotation by quaternion slerp the short way
    /// round, then the parts are recomposed. So a pure rotation stays a pure rotation at every
    /// fraction, and a rotation by 270° is reached by turning −90°, as in Core Animation. When
    /// either matrix cannot be decomposed the sixteen entries are interpolated linearly instead.
    /// `fraction` 0 and 1 return `from` and `to` exactly; other values outside 0…1 (a spring's
    /// overshoot) extrapolate.
    package static func interpolate(from: CATransform3D, to: CATransform3D, fraction: CGFloat)
        -> CATransform3D
    {
        if fraction == 0 || from == to { return from }
        if fraction == 1 { return to }
        guard let a = from.decomposed(), let b = to.decomposed() else {
            return interpolateEntries(from: from, to: to, fraction: fraction)
        }
        let t = Double(fraction)
        let mixed = Decomposition(
            translation: a.translation + (b.translation - a.translation) * t,
            scale: a.scale + (b.scale - a.scale) * t,
            skew: a.skew + (b.skew - a.skew) * t,
            perspective: a.perspective + (b.perspective - a.perspective) * t,
            rotation: Quaternion.slerp(a.rotation, b.rotation, fraction: t))
        return CATransform3D(mixed)
    }

    /// Entry-by-entry linear interpolation, the fallback for matrices that cannot be decomposed.
    static func interpolateEntries(
        from: CATransform3D, to: CATransform3D, fraction: CGFloat
    ) -> CATransform3D {
        let a = from.entries
        let b = to.entries
        return CATransform3D(entries: (0..<16).map { a[$0] + (b[$0] - a[$0]) * fraction })
    }
}

extension CGAffineTransform {
    /// The affine transform a fraction of the way from `from` to `to`, by the same decomposition
    /// Core Animation uses for 3-D transforms (a `UIView.transform` animation runs on the layer's
    /// 3-D transform).
    package static func interpolate(
        from: CGAffineTransform, to: CGAffineTransform, fraction: CGFloat
    ) -> CGAffineTransform {
        let result = CATransform3D.interpolate(
            from: CATransform3DMakeAffineTransform(from),
            to: CATransform3DMakeAffineTransform(to), fraction: fraction)
        return CATransform3DGetAffineTransform(result)
    }
}
