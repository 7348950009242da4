import Foundation

extension CGColor {
    /// The colour a fraction of the way from `self` to `other`, component by component in straight
    /// (not premultiplied) RGBA, as a `backgroundColor` animation blends.
    ///
    /// `fraction` 0 gives `self` and 1 gives `other`; values outside 0…1 (a spring's overshoot)
    /// extrapolate and the result is clamped to 0…1 per component.
    package func interpolated(to other: CGColor, fraction: CGFloat) -> CGColor {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
        return CGColor(
            red: mix(red, other.red), green: mix(green, other.green),
            blue: mix(blue, other.blue), alpha: mix(alpha, other.alpha))
    }
}
