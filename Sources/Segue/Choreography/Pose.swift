#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

/// Where a view of a transition is at one instant: its 3D transform, its alpha, and how much
/// black is drawn over it.
struct Pose {
    /// The view's `transform3D` (about its centre).
    var transform = CATransform3DIdentity
    /// The view's alpha.
    var alpha: CGFloat = 1
    /// The alpha of a black overlay on the view, 0…1.
    var dim: CGFloat = 0

    /// The resting pose: identity, opaque, undimmed.
    static let identity = Pose()

    /// Moved by (`x`, `y`) points.
    static func offset(_ x: CGFloat, _ y: CGFloat, alpha: CGFloat = 1, dim: CGFloat = 0) -> Pose {
        Pose(transform: CATransform3DMakeTranslation(x, y, 0), alpha: alpha, dim: dim)
    }

    /// Scaled by `s` about the centre.
    static func scaled(_ s: CGFloat, alpha: CGFloat = 1, dim: CGFloat = 0) -> Pose {
        Pose(transform: CATransform3DMakeScale(s, s, 1), alpha: alpha, dim: dim)
    }
}

/// One view's path through a transition: poses at times 0…1 of the film.
struct Actor {
    /// The view moved (a controller's view, a snapshot, a piece of one).
    let view: UIView
    /// The poses at increasing times in 0…1; the first is where the view starts, the last where
    /// it ends.
    var keys: [(time: Double, pose: Pose)]

    /// A view going from `start` to `end` over the whole film.
    init(_ view: UIView, from start: Pose, to end: Pose) {
        self.view = view
        keys = [(0, start), (1, end)]
    }

    /// A view going through `keys`.
    init(_ view: UIView, keys: [(time: Double, pose: Pose)]) {
        self.view = view
        self.keys = keys
    }

    /// The same path played backwards.
    var reversed: Actor {
        Actor(view, keys: keys.reversed().map { (1 - $0.time, $0.pose) })
    }
}

/// A unit vector for a direction, in screen coordinates (y down); `.leading` and `.trailing` as
/// left-to-right (the choreography resolves them before it asks).
extension SegueTransition.Direction {
    var unit: CGPoint {
        switch self {
        case .left, .leading: CGPoint(x: -1, y: 0)
        case .right, .trailing: CGPoint(x: 1, y: 0)
        case .up: CGPoint(x: 0, y: -1)
        case .down: CGPoint(x: 0, y: 1)
        }
    }

    /// The distance across `size` along the direction.
    func span(of size: CGSize) -> CGFloat { isHorizontal ? size.width : size.height }
}
