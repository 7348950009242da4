#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

/// The styles that move pieces of a screen: snapshots cut with
/// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` stand in for it while it is
/// hidden, and are removed at the end.
extension Choreography {
    static func zoomSlide(
        _ d: SegueTransition.Direction, incoming: UIView, outgoing: UIView, size: CGSize
    ) -> Choreography {
        let s = d.span(of: size)
        let small: CGFloat = 0.8
        func pose(_ scale: CGFloat, _ offset: CGFloat) -> Pose {
            Pose(
                transform: CATransform3DConcat(
                    CATransform3DMakeScale(scale, scale, 1),
                    CATransform3DMakeTranslation(d.unit.x * offset, d.unit.y * offset, 0)))
        }
        // Shrink over the first 30 %, slide over the middle 40 %, grow back over the last 30 %.
        return Choreography(actors: [
            Actor(
                incoming,
                keys: [
                    (0, pose(small, -s)), (0.3, pose(small, -s)), (0.7, pose(small, 0)),
                    (1, .identity),
                ]),
            Actor(
                outgoing,
                keys: [
                    (0, .identity), (0.3, pose(small, 0)), (0.7, pose(small, s)),
                    (1, pose(small, s)),
                ]),
        ])
    }

    /// Cuts `view` (at its frame in `container`) into the rectangles `pieces`, in the view's
    /// coordinates; each piece is a snapshot placed over its part of the view.
    static func cut(_ view: UIView, into pieces: [CGRect], in container: UIView) -> [UIView] {
        pieces.compactMap { rect in
            guard
                let piece = view.resizableSnapshotView(
                    from: rect, afterScreenUpdates: true, withCapInsets: .zero)
            else { return nil }
            piece.frame = view.convert(rect, to: container)
            container.addSubview(piece)
            return piece
        }
    }

    static func fold(
        _ d: SegueTransition.Direction, incoming: UIView, outgoing: UIView, in container: UIView
    ) -> Choreography {
        let size = outgoing.bounds.size
        let count = 4
        let horizontal = d.isHorizontal
        let length = (horizontal ? size.width : size.height) / CGFloat(count)
        let rects = (0..<count).map { i in
            horizontal
                ? CGRect(x: CGFloat(i) * length, y: 0, width: length, height: size.height)
                : CGRect(x: 0, y: CGFloat(i) * length, width: size.width, height: length)
        }
        let strips = cut(outgoing, into: rects, in: container)
        let toEdge = d == .left || d == .up
        var actors: [Actor] = []
        for (i, strip) in strips.enumerated() {
            // Each strip ends edge-on, pressed against the edge folded towards, alternately
            // turned one way and the other like the pleats of a fan.
            let centre = (CGFloat(i) + 0.5) * length
            let travel = toEdge ? -centre : (horizontal ? size.width : size.height) - centre
            let angle = (i.isMultiple(of: 2) ? 1 : -1) * CGFloat.pi / 2 * 0.95
            let dimEnd: CGFloat = i.isMultiple(of: 2) ? 0.2 : 0.5
            actors.append(
                Actor(
                    strip,
                    keys: turning(from: 0, to: 1, dimTo: dimEnd) { f in
                        CATransform3DConcat(
                            turn(angle * f, aboutY: horizontal),
                            CATransform3DMakeTranslation(
                                horizontal ? travel * f : 0, horizontal ? 0 : travel * f, 0))
                    }))
        }
        actors.append(Actor(incoming, from: Pose(dim: 0.3), to: .identity))
        return Choreography(
            actors: actors, incomingInFront: false, standIns: strips, hidden: [outgoing])
    }

    static func doors(incoming: UIView, outgoing: UIView, in container: UIView) -> Choreography {
        let size = outgoing.bounds.size
        let half = size.width / 2
        let leaves = cut(
            outgoing,
            into: [
                CGRect(x: 0, y: 0, width: half, height: size.height),
                CGRect(x: half, y: 0, width: half, height: size.height),
            ], in: container)
        var actors: [Actor] = []
        for (i, leaf) in leaves.enumerated() {
            // Each leaf opens towards the viewer on a hinge at its outer edge.
            let hinge = (x: (i == 0 ? -half : half) / 2, y: CGFloat(0), z: CGFloat(0))
            let open = (i == 0 ? 1 : -1) * CGFloat.pi / 2 * 0.9
            actors.append(
                Actor(
                    leaf,
                    keys: turning(from: 0, to: open, dimTo: 0.3) {
                        turn($0, aboutY: true, pivot: hinge)
                    }))
        }
        actors.append(Actor(incoming, from: .scaled(0.8, dim: 0.5), to: .identity))
        return Choreography(
            actors: actors, incomingInFront: false, standIns: leaves, hidden: [outgoing])
    }

    static func explode(incoming: UIView, outgoing: UIView, in container: UIView) -> Choreography {
        let size = outgoing.bounds.size
        let columns = 6
        let side = size.width / CGFloat(columns)
        let rows = Int((size.height / side).rounded(.up))
        var rects: [CGRect] = []
        for row in 0..<rows {
            for column in 0..<columns {
                rects.append(
                    CGRect(
                        x: CGFloat(column) * side, y: CGFloat(row) * side, width: side, height: side
                    )
                    .intersection(CGRect(origin: .zero, size: size)))
            }
        }
        let tiles = cut(outgoing, into: rects, in: container)
        var random = SplitMix(seed: 0x5E6E)
        var actors: [Actor] = []
        let centre = CGPoint(x: size.width / 2, y: size.height / 2)
        for (tile, rect) in zip(tiles, rects) {
            // Every tile flies away from the centre, turning, and fades: the same pattern every
            // time (a fixed seed), so references stay stable.
            let dx = rect.midX - centre.x
            let dy = rect.midY - centre.y
            let reach = 1.2 + random.unit()
            let spin = (random.unit() - 0.5) * 2 * CGFloat.pi
            let end = CATransform3DConcat(
                CATransform3DConcat(
                    CATransform3DMakeRotation(spin, 0, 0, 1), CATransform3DMakeScale(0.5, 0.5, 1)),
                CATransform3DMakeTranslation(dx * reach, dy * reach, 0))
            actors.append(Actor(tile, from: .identity, to: Pose(transform: end, alpha: 0)))
        }
        actors.append(Actor(incoming, from: .scaled(0.95, dim: 0.3), to: .identity))
        return Choreography(
            actors: actors, incomingInFront: false, standIns: tiles, hidden: [outgoing])
    }

    static func circularReveal(
        from unitCentre: CGPoint, incoming: UIView, outgoing: UIView, size: CGSize
    ) -> Choreography {
        let centre = CGPoint(x: unitCentre.x * size.width, y: unitCentre.y * size.height)
        // The circle's radius reaches the farthest corner.
        let radius =
            [
                CGPoint.zero, CGPoint(x: size.width, y: 0), CGPoint(x: 0, y: size.height),
                CGPoint(x: size.width, y: size.height),
            ].map { hypot($0.x - centre.x, $0.y - centre.y) }.max() ?? 0
        let circle = UIView(
            frame: CGRect(
                x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
        circle.backgroundColor = .black
        circle.layer.cornerRadius = radius
        incoming.mask = circle
        return Choreography(
            actors: [
                Actor(circle, from: .scaled(0.001), to: .identity),
                Actor(outgoing, from: .identity, to: Pose(dim: 0.2)),
            ], masked: incoming)
    }
}

/// A small seeded generator (SplitMix64), so pieces scatter the same way on every run.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The next value in 0..<1.
    mutating func unit() -> CGFloat {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return CGFloat(z >> 11) / CGFloat(1 << 53)
    }
}
