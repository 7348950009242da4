#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

/// The styles that turn screens in depth: flip, cube, swing and the page turn. Each path is
/// sampled at several instants, so the turn follows its arc rather than a straight line between
/// two matrices.
extension Choreography {
    /// Depth of the viewer from the screen in points (`m34 = -1 / eyeDistance`), as the
    /// customary −1/1000 of Core Animation examples at phone sizes.
    static let eyeDistance: CGFloat = 1000
    /// Instants at which turning paths are sampled.
    static let turnSamples = 6

    /// A rotation by `angle` radians about the axis through `pivot` (relative to the view's
    /// centre, in points; z towards the viewer) seen with perspective.
    static func turn(
        _ angle: CGFloat, aboutY: Bool, pivot: (x: CGFloat, y: CGFloat, z: CGFloat) = (0, 0, 0)
    ) -> CATransform3D {
        let toPivot = CATransform3DMakeTranslation(-pivot.x, -pivot.y, -pivot.z)
        let rotation = CATransform3DMakeRotation(angle, aboutY ? 0 : 1, aboutY ? 1 : 0, 0)
        let back = CATransform3DMakeTranslation(pivot.x, pivot.y, pivot.z)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / eyeDistance
        return CATransform3DConcat(
            CATransform3DConcat(CATransform3DConcat(toPivot, rotation), back), perspective)
    }

    /// Keys from `from` to `to` radians over `window` of the film, sampled `turnSamples` times,
    /// holding before and after the window.
    static func turning(
        from: CGFloat, to: CGFloat, over window: ClosedRange<Double> = 0...1,
        dimFrom: CGFloat = 0, dimTo: CGFloat = 0,
        transform: (CGFloat) -> CATransform3D
    ) -> [(time: Double, pose: Pose)] {
        var keys: [(time: Double, pose: Pose)] = []
        if window.lowerBound > 0 {
            keys.append((0, Pose(transform: transform(from), dim: dimFrom)))
        }
        for i in 0...turnSamples {
            let f = CGFloat(i) / CGFloat(turnSamples)
            let t = window.lowerBound + Double(f) * (window.upperBound - window.lowerBound)
            let pose = Pose(
                transform: transform(from + (to - from) * f), dim: dimFrom + (dimTo - dimFrom) * f)
            keys.append((t, pose))
        }
        if window.upperBound < 1 {
            keys.append((1, Pose(transform: transform(to), dim: dimTo)))
        }
        return keys
    }

    static func flip(
        _ axis: SegueTransition.Axis, incoming: UIView, outgoing: UIView, size: CGSize
    ) -> Choreography {
        let aboutY = axis == .horizontal
        let quarter = CGFloat.pi / 2
        // The outgoing face turns away over the first half, the incoming one turns in over the
        // second: the edge-on instant is the middle of the film.
        return Choreography(
            actors: [
                Actor(
                    incoming,
                    keys: turning(from: -quarter, to: 0, over: 0.5...1) { turn($0, aboutY: aboutY) }
                ),
                Actor(
                    outgoing,
                    keys: turning(from: 0, to: quarter, over: 0...0.5) { turn($0, aboutY: aboutY) }),
            ], singleSided: [incoming, outgoing])
    }

    static func cube(
        _ d: SegueTransition.Direction, incoming: UIView, outgoing: UIView, size: CGSize
    ) -> Choreography {
        let aboutY = d.isHorizontal
        let depth = d.span(of: size) / 2
        // Turning left about the vertical axis is a negative angle (the right edge comes
        // forward); turning up about the horizontal axis is positive.
        let sign: CGFloat =
            switch d {
            case .left, .down, .leading: -1
            case .right, .up, .trailing: 1
            }
        let quarter = sign * CGFloat.pi / 2
        let face: (CGFloat) -> CATransform3D = { turn($0, aboutY: aboutY, pivot: (0, 0, -depth)) }
        return Choreography(
            actors: [
                Actor(
                    incoming, keys: turning(from: -quarter, to: 0, dimFrom: 0.3, transform: face)),
                Actor(outgoing, keys: turning(from: 0, to: quarter, dimTo: 0.3, transform: face)),
            ], singleSided: [incoming, outgoing])
    }

    static func swing(
        _ d: SegueTransition.Direction, incoming: UIView, outgoing: UIView, size: CGSize
    ) -> Choreography {
        let aboutY = d.isHorizontal
        // The hinge is the edge the motion goes towards; the free edge comes at the viewer.
        let hinge: (x: CGFloat, y: CGFloat, z: CGFloat) =
            switch d {
            case .left, .leading: (-size.width / 2, 0, 0)
            case .right, .trailing: (size.width / 2, 0, 0)
            case .up: (0, -size.height / 2, 0)
            case .down: (0, size.height / 2, 0)
            }
        let sign: CGFloat = d == .left || d == .down || d == .leading ? 1 : -1
        let open = sign * CGFloat.pi / 2 * 0.98
        return Choreography(
            actors: [
                Actor(
                    outgoing,
                    keys: turning(from: 0, to: open) { turn($0, aboutY: aboutY, pivot: hinge) }),
                Actor(incoming, from: Pose(dim: 0.3), to: .identity),
            ], incomingInFront: false)
    }

    static func pageTurn(incoming: UIView, outgoing: UIView, size: CGSize) -> Choreography {
        // A calendar page lifting from its bottom edge about a hinge along the top edge.
        let hinge = (x: CGFloat(0), y: -size.height / 2, z: CGFloat(0))
        let lift = -CGFloat.pi / 2 * 0.98
        return Choreography(
            actors: [
                Actor(
                    outgoing,
                    keys: turning(from: 0, to: lift, dimTo: 0.25) {
                        turn($0, aboutY: false, pivot: hinge)
                    }),
                Actor(incoming, from: Pose(dim: 0.25), to: .identity),
            ], incomingInFront: false)
    }
}
