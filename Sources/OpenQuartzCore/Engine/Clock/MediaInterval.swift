import Foundation

/// The time from `start` to `end` in seconds, without the rounding noise of where the clock was.
///
/// Media times are sums of frame steps, so the same interval read at different points of the
/// timeline differs in its last bits (2.0666… − 1.7666… is not 0.3, and 10.983… − 10.683… is a
/// different "not 0.3"). An interval within 1.4 ns of a whole number of 1/720 s (a frame at 24,
/// 30, 48, 60, 90, 120, 144 or 240 Hz) is returned as that exact multiple, the value a clock
/// started at 0 reads; any other is rounded to the nanosecond, as the host clock counts. Every
/// timing computation so sees one value of an interval, and an animation draws the same frames
/// whenever the clock started. An interval beyond 10⁶ s or not finite is returned as it is.
@inline(__always)
package func mediaInterval(from start: CFTimeInterval, to end: CFTimeInterval) -> CFTimeInterval {
    let d = end - start
    guard abs(d) < 1e6 else { return d }
    let ticks = d * 720
    let whole = ticks.rounded()
    if abs(ticks - whole) < 1e-6 { return whole / 720 }
    return (d * 1e9).rounded() / 1e9
}
