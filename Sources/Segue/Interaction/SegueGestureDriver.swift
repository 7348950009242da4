#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

/// A gesture that drives catalogue transitions: it starts one when the finger moves, follows the
/// finger, and on release finishes or cancels by where the finger would come to rest, with a
/// spring at the finger's speed.
///
/// The decision is iOS's back-swipe rule: the position the finger would reach in 0.15 s more at
/// its release speed must be past half of the way.
@MainActor
public final class SegueGestureDriver: NSObject {
    /// The gestures the catalogue ships.
    public enum Gesture: Sendable {
        /// A pan from a screen edge (the back swipe: `.left`).
        case edgePan(Edge)
        /// A pan along a direction (down to dismiss).
        case pan(SegueTransition.Direction)
        /// A horizontal pan either way (between tabs): the first movement picks the direction.
        case horizontalPan
        /// Pinching in (zoom back): progress is how far the fingers closed.
        case pinch
    }

    /// A screen edge.
    public enum Edge: Sendable { case left, right }

    /// The gesture.
    public let gesture: Gesture
    /// The recognizer, attached to the view given at creation.
    public private(set) var recognizer: UIGestureRecognizer!
    /// How long the release speed is projected forward to decide, in seconds.
    public static let projection: CGFloat = 0.15

    private let begin: (SegueTransition.Direction) -> SegueInteractionController?
    private var interaction: SegueInteractionController?
    private var direction = SegueTransition.Direction.right

    /// A driver of `gesture` on `view`; `begin` starts the transition for a finger moving in a
    /// direction and returns the interaction controller to drive (nil: nothing to drive).
    public init(
        _ gesture: Gesture, on view: UIView,
        begin: @escaping (SegueTransition.Direction) -> SegueInteractionController?
    ) {
        self.gesture = gesture
        self.begin = begin
        super.init()
        recognizer = makeRecognizer()
        recognizer.delegate = self
        view.addGestureRecognizer(recognizer)
    }

    /// Removes the recognizer from its view.
    public func detach() {
        recognizer.view?.removeGestureRecognizer(recognizer)
    }

    func handle(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began:
            direction = startDirection(recognizer)
            interaction = begin(direction)
            interaction?.update(progress(recognizer).position)
        case .changed:
            interaction?.update(progress(recognizer).position)
        case .ended:
            let (position, speed) = progress(recognizer)
            let rest = position + speed * Self.projection
            if rest > 0.5 {
                interaction?.finish(velocity: speed)
            } else {
                interaction?.cancel(velocity: speed)
            }
            interaction = nil
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        default:
            break
        }
    }

    private func startDirection(_ recognizer: UIGestureRecognizer) -> SegueTransition.Direction {
        switch gesture {
        case .edgePan(let edge): edge == .left ? .right : .left
        case .pan(let d): d
        case .pinch: .down
        case .horizontalPan:
            ((recognizer as? UIPanGestureRecognizer)?.velocity(in: recognizer.view).x ?? 0) < 0
                ? .left : .right
        }
    }

    /// The progress of the finger along the driven direction (0…1) and its speed (progress per
    /// second).
    private func progress(_ recognizer: UIGestureRecognizer) -> (position: CGFloat, speed: CGFloat)
    {
        if let pinch = recognizer as? UIPinchGestureRecognizer {
            return (min(max(1 - pinch.scale, 0), 1), -pinch.velocity)
        }
        guard let pan = recognizer as? UIPanGestureRecognizer, let view = pan.view else {
            return (0, 0)
        }
        let span = max(direction.span(of: view.bounds.size), 1)
        let t = pan.translation(in: view)
        let v = pan.velocity(in: view)
        let along = t.x * direction.unit.x + t.y * direction.unit.y
        let speed = v.x * direction.unit.x + v.y * direction.unit.y
        return (min(max(along / span, 0), 1), speed / span)
    }
}
