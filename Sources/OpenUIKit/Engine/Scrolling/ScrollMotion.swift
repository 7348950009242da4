import Foundation

/// What moves a scroll view's content when no finger does, one axis at a time.
enum ScrollMotion {
    /// `setContentOffset(_:animated:)`: ease in and out over `ScrollPhysics.animatedScrollDuration`.
    case animated(from: CGPoint, to: CGPoint, start: CFTimeInterval)
    /// After a drag: each axis decays toward its target, or bounces back to its edge.
    case decelerating(x: AxisMotion, y: AxisMotion)
}

/// One axis of a deceleration.
enum AxisMotion {
    /// Not moving: resting at `value`.
    case resting(CGFloat)
    /// Decaying from `start` toward `target` since `since`, with `rate`; `edge` is the range the
    /// content rests in (past it, the axis switches to a bounce).
    case decaying(
        start: CGFloat, target: CGFloat, rate: CGFloat, since: CFTimeInterval,
        edges: ClosedRange<CGFloat>, bounces: Bool)
    /// Springing back to `edge`, from `offset` past it with `velocity` points per second, since
    /// `since`.
    case bouncing(edge: CGFloat, offset: CGFloat, velocity: CGFloat, since: CFTimeInterval)

    /// The position at `time`, and the motion to use from then on (resting once it arrives).
    func step(at time: CFTimeInterval) -> (value: CGFloat, next: AxisMotion) {
        switch self {
        case .resting(let v):
            return (v, self)
        case .decaying(let start, let target, let rate, let since, let edges, let bounces):
            let t = time - since
            let v = ScrollPhysics.decay(from: start, to: target, rate: rate, at: t)
            if bounces, !edges.contains(v) {
                let edge = v < edges.lowerBound ? edges.lowerBound : edges.upperBound
                let velocity = ScrollPhysics.decayVelocity(
                    from: start, to: target, rate: rate, at: t)
                let bounce = AxisMotion.bouncing(
                    edge: edge, offset: v - edge, velocity: velocity, since: time)
                return (v, bounce)
            }
            if abs(v - target) < ScrollPhysics.restingDistance { return (target, .resting(target)) }
            return (v, self)
        case .bouncing(let edge, let offset, let velocity, let since):
            let past = ScrollPhysics.bounce(offset: offset, velocity: velocity, at: time - since)
            if abs(past) < ScrollPhysics.restingDistance, time - since > 0 {
                return (edge, .resting(edge))
            }
            return (edge + past, self)
        }
    }

    var isResting: Bool {
        if case .resting = self { return true }
        return false
    }
}

extension AxisMotion {
    /// The same motion in content coordinates moved by `dy` (the far edge moves with the content;
    /// the near one, the inset, does not). A bounce keeps its edge.
    func shifted(by dy: CGFloat) -> AxisMotion {
        switch self {
        case .resting(let v):
            return .resting(v + dy)
        case .decaying(let start, let target, let rate, let since, let edges, let bounces):
            let upper = max(edges.lowerBound, edges.upperBound + dy)
            return .decaying(
                start: start + dy, target: target + dy, rate: rate, since: since,
                edges: edges.lowerBound...upper, bounces: bounces)
        case .bouncing:
            return self
        }
    }
}
