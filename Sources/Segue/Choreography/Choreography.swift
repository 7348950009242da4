#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

/// What every view does during one transition: the paths of the screens (or of snapshots of
/// them), which screen is in front, and the stand-ins to remove at the end.
///
/// A choreography is written for the forward film, with `incoming` the screen that appears and
/// `outgoing` the one that leaves. The way back (dismiss, pop, an earlier tab) builds the same
/// choreography with the roles of the two screens as they were on the way forward, and plays it
/// `reversed`, so every style comes back the way it went.
@MainActor
struct Choreography {
    /// The paths, drawn in this order of the container's subviews where they are stand-ins.
    var actors: [Actor] = []
    /// Whether the incoming screen is in front of the outgoing one.
    var incomingInFront = true
    /// Snapshots and pieces added to the container, removed when the transition ends.
    var standIns: [UIView] = []
    /// Screens hidden while stand-ins move in their place, shown again at the end.
    var hidden: [UIView] = []
    /// A mask given to a screen for the transition, removed at the end.
    var masked: UIView?
    /// Views whose back is not drawn while they turn (`isDoubleSided = false`), so a face turned
    /// away from the viewer disappears as on a solid.
    var singleSided: [UIView] = []

    /// The same choreography played backwards.
    var reversed: Choreography {
        var copy = self
        copy.actors = actors.map(\.reversed)
        return copy
    }

    /// The forward choreography of `transition`'s style: `incoming` appears over or under
    /// `outgoing`, both already in `container` at their final frames.
    static func make(
        _ transition: SegueTransition, incoming: UIView, outgoing: UIView, in container: UIView
    ) -> Choreography {
        let size = container.bounds.size
        let dim = transition.dimming
        // Leading and trailing become left or right in the container's layout direction.
        switch transition.style.resolved(for: container.effectiveUserInterfaceLayoutDirection) {
        case .fade:
            return Choreography(actors: [Actor(incoming, from: Pose(alpha: 0), to: .identity)])
        case .push(let d):
            let s = d.span(of: size)
            return Choreography(actors: [
                Actor(incoming, from: .offset(d, by: -s), to: .identity),
                Actor(outgoing, from: .identity, to: .offset(d, by: s / 3, dim: dim)),
            ])
        case .pull(let d):
            let s = d.span(of: size)
            return Choreography(
                actors: [
                    Actor(outgoing, from: .identity, to: .offset(d, by: s)),
                    Actor(
                        incoming, from: .offset(d, by: -s / 3, dim: max(dim, 0.1)), to: .identity),
                ], incomingInFront: false)
        case .slide(let d):
            let s = d.span(of: size)
            return Choreography(actors: [
                Actor(incoming, from: .offset(d, by: -s), to: .identity),
                Actor(outgoing, from: .identity, to: .offset(d, by: s)),
            ])
        case .cover(let d):
            return Choreography(actors: [
                Actor(incoming, from: .offset(d, by: -d.span(of: size)), to: .identity),
                Actor(outgoing, from: .identity, to: Pose(dim: dim)),
            ])
        case .uncover(let d):
            return Choreography(
                actors: [
                    Actor(outgoing, from: .identity, to: .offset(d, by: d.span(of: size))),
                    Actor(incoming, from: Pose(dim: max(dim, 0.1)), to: .identity),
                ], incomingInFront: false)
        case .zoomIn:
            return Choreography(actors: [
                Actor(incoming, from: .scaled(0.6, alpha: 0), to: .identity),
                Actor(outgoing, from: .identity, to: .scaled(1.15)),
            ])
        case .zoomOut:
            return Choreography(
                actors: [
                    Actor(outgoing, from: .identity, to: .scaled(0.6, alpha: 0)),
                    Actor(incoming, from: .scaled(1.15), to: .identity),
                ], incomingInFront: false)
        case .zoomSlide(let d):
            return zoomSlide(d, incoming: incoming, outgoing: outgoing, size: size)
        case .pageIn(let d):
            return Choreography(actors: [
                Actor(incoming, from: .offset(d, by: -d.span(of: size)), to: .identity),
                Actor(outgoing, from: .identity, to: .scaled(0.85, dim: max(dim, 0.3))),
            ])
        case .pageOut(let d):
            return Choreography(
                actors: [
                    Actor(outgoing, from: .identity, to: .offset(d, by: d.span(of: size))),
                    Actor(incoming, from: .scaled(0.85, dim: max(dim, 0.3)), to: .identity),
                ], incomingInFront: false)
        case .cards(let d):
            return Choreography(actors: [
                Actor(incoming, from: .offset(d, by: -d.span(of: size)), to: .identity),
                Actor(
                    outgoing,
                    keys: [
                        (0, .identity), (0.5, .scaled(0.9, dim: dim)),
                        (1, .scaled(0.9, dim: max(dim, 0.3))),
                    ]),
            ])
        case .springDrop:
            return Choreography(actors: [
                Actor(incoming, from: .offset(.down, by: -size.height), to: .identity),
                Actor(outgoing, from: .identity, to: Pose(dim: dim)),
            ])
        case .cornerSlide:
            return Choreography(actors: [
                Actor(
                    incoming, from: Pose.offset(size.width, size.height), to: .identity),
                Actor(outgoing, from: .identity, to: Pose(dim: dim)),
            ])
        case .flip(let axis):
            return flip(axis, incoming: incoming, outgoing: outgoing, size: size)
        case .cube(let d):
            return cube(d, incoming: incoming, outgoing: outgoing, size: size)
        case .swing(let d):
            return swing(d, incoming: incoming, outgoing: outgoing, size: size)
        case .pageCurl:
            return pageTurn(incoming: incoming, outgoing: outgoing, size: size)
        case .fold(let d):
            return fold(d, incoming: incoming, outgoing: outgoing, in: container)
        case .doors:
            return doors(incoming: incoming, outgoing: outgoing, in: container)
        case .explode:
            return explode(incoming: incoming, outgoing: outgoing, in: container)
        case .circularReveal(let center):
            return circularReveal(from: center, incoming: incoming, outgoing: outgoing, size: size)
        }
    }
}

extension Pose {
    /// Moved by `distance` points towards `direction`.
    static func offset(
        _ direction: SegueTransition.Direction, by distance: CGFloat, alpha: CGFloat = 1,
        dim: CGFloat = 0
    ) -> Pose {
        .offset(direction.unit.x * distance, direction.unit.y * distance, alpha: alpha, dim: dim)
    }
}
