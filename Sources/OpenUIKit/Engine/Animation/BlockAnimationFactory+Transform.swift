import Foundation

extension BlockAnimationFactory {
    /// The from-value of the additive transform animation a `UIView` block adds when a layer's
    /// transform changes from `oldModel` to `newModel` while it shows `presented` (iOS 8+ additive
    /// re-animation). The animation runs from this value to the identity.
    ///
    /// Core Animation here combines an additive transform animation with the value beneath it by
    /// concatenation, `underlying · delta` (`CATransform3DConcat(underlying, delta)`), in the order
    /// the animations were added, so the presented value is `newModel · d₁ · … · dₖ · from`. Asking
    /// it to equal `presented` at the retarget gives `from = presented⁻¹ · oldModel · newModel⁻¹ ·
    /// presented`. With nothing in flight (`presented == oldModel`) that is UIKit's `newModel⁻¹ ·
    /// oldModel`, "the old value relative to the new one"; when the in-flight deltas commute with
    /// the change (scales, rotations about one axis, translations alone) it is the same matrix, and
    /// otherwise the conjugation keeps the motion continuous where the plain delta would jump.
    ///
    /// Returns nil when `newModel` or `presented` is singular (e.g. a scale of 0): there is no
    /// delta then, and the caller animates from the presented value instead. (On iOS a view
    /// animated to a zero scale is commonly reported to vanish at once; the engine animates it.)
    static func additiveTransformFrom(
        presented p: CATransform3D, oldModel m1: CATransform3D,
        newModel m2: CATransform3D
    ) -> CATransform3D? {
        guard let m2Inverse = m2.inverse() else { return nil }
        if p == m1 { return m2Inverse * m1 }
        guard let pInverse = p.inverse() else { return nil }
        return pInverse * m1 * m2Inverse * p
    }
}
