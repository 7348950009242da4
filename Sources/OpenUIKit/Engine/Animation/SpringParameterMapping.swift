import Foundation

/// UIKit's (undocumented) mapping from a spring animation's duration and damping ratio to the
/// spring constants of the `CASpringAnimation` it installs: `DampedSpring.uiViewSpring`, with
/// UIKit-style forgiving inputs.
///
/// Mass 1, and ω₀ chosen so that the oscillation envelope has decayed to 0.001 of the distance
/// exactly at `duration` (UIKit-semantics.md §8.2; see `DampedSpring.uiViewSpring`). Check values: d 0.5, ζ 1 →
/// k ≈ 341.0, c ≈ 36.9; d 0.5, ζ 0.7 → k ≈ 387.3, c ≈ 27.6. Here a non-finite damping ratio
/// counts as 1, a non-finite velocity as 0, and a non-positive duration as 1 ms, instead of
/// stopping the process: UIKit accepts such values silently.
enum SpringParameterMapping {
    /// The spring UIKit would run for `duration` seconds with `dampingRatio` and the initial
    /// velocity `velocity` (in distances per second).
    static func spring(duration: Double, dampingRatio: Double, initialVelocity velocity: Double)
        -> DampedSpring
    {
        DampedSpring.uiViewSpring(
            duration: duration.isFinite && duration > 0 ? duration : 1e-3,
            dampingRatio: dampingRatio.isFinite ? dampingRatio : 1,
            initialVelocity: velocity.isFinite ? velocity : 0)
    }

    /// The settling time of a fixed spring, or `fallback` when it never settles (no damping).
    static func settlingDuration(of spring: DampedSpring, fallback: Double) -> Double {
        let s = spring.settlingDuration
        return s.isFinite && s > 0 ? s : fallback
    }
}
