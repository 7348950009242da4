import Foundation

/// A pan that starts at an edge of the screen, as UIKit's `UIScreenEdgePanGestureRecognizer`
/// (the navigation controller's interactive pop uses one on the left edge).
///
/// The gesture fails unless the touch goes down within `UIScreenEdgePanGestureRecognizer.edgeZone`
/// (20 pt) of one of `edges` of the touch's window (windows fill the screen), and it begins only
/// when the finger, after moving the pan's 10 pt, has moved away from that edge at least as much
/// as along it. Moving mostly along or toward the edge fails. Apple documents neither number.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How far from the screen edge, in points, a touch may start. UIKit does not document it.
    static let edgeZone: CGFloat = 20

    /// The edges the gesture starts from, relative to the interface orientation. Default none (the
    /// recognizer then never begins), as UIKit.
    open var edges: UIRectEdge = []

    /// The edges the current touch started near.
    private var startEdges: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let isFirst = activeTouches.count == touches.count
        super.touchesBegan(touches, with: event)
        guard isFirst, state == .possible else { return }
        startEdges = []
        for t in touches {
            guard let window = t.window else { continue }
            startEdges.formUnion(edgesNear(t.locationInWindow, in: window.bounds))
        }
        startEdges.formIntersection(edges)
        if startEdges.isEmpty { state = .failed }
    }

    open override func reset() {
        super.reset()
        startEdges = []
    }

    private func edgesNear(_ p: CGPoint, in bounds: CGRect) -> UIRectEdge {
        var near: UIRectEdge = []
        let zone = Self.edgeZone
        if p.x - bounds.minX <= zone { near.insert(.left) }
        if bounds.maxX - p.x <= zone { near.insert(.right) }
        if p.y - bounds.minY <= zone { near.insert(.top) }
        if bounds.maxY - p.y <= zone { near.insert(.bottom) }
        return near
    }

    override func beginDecision(movement: CGPoint, touches: [UITouch]) -> Bool? {
        guard hypot(movement.x, movement.y) >= Self.hysteresis else { return nil }
        func away(_ edge: UIRectEdge) -> (away: CGFloat, along: CGFloat) {
            switch edge {
            case .left: (movement.x, abs(movement.y))
            case .right: (-movement.x, abs(movement.y))
            case .top: (movement.y, abs(movement.x))
            default: (-movement.y, abs(movement.x))
            }
        }
        for edge in [UIRectEdge.left, .right, .top, .bottom] where startEdges.contains(edge) {
            let m = away(edge)
            if m.away > 0 && m.away >= m.along { return true }
        }
        return false
    }
}
