import Foundation

/// The bound on layout per run-loop turn, and the report of a layer laid out again and again, as
/// UIKit's layout feedback loop debugger (`-UIViewLayoutFeedbackLoopDebuggingThreshold`) reports
/// a view that lays out its subviews too many times in one run-loop turn.
///
/// The run loop's layout pass lays a layer out at most ``threshold`` times per turn; past that its
/// layout waits for the next turn (so a frame always ends) and the first such turn records one
/// warning naming the layer's delegate (the view). A layer that stops looping may be reported
/// again if it starts again later. Only the run loop's pass is counted: `layoutIfNeeded()` lays a
/// layer out at most once per call. Docs/Behaviour-runtime.md, "Layout feedback loops".
@MainActor
enum LayoutFeedbackLoop {
    /// Layouts of one layer per run-loop turn before it is held to the next turn: 100, the value
    /// the write-ups of UIKit's debugger use (it takes 50…1000; Docs/Behaviour-runtime.md).
    static let threshold = 100

    private static var counts: [ObjectIdentifier: Int] = [:]
    /// Layers held back this turn, laid out again at the start of the next.
    private(set) static var held: [CALayer] = []
    /// Layers reported in the last turn that held them (not reported again while they loop).
    private static var reported = Set<ObjectIdentifier>()
    private static var heldThisTurn = Set<ObjectIdentifier>()

    /// Whether the layout pass may lay `layer` out now; counts the layout when it may.
    static func mayLayOut(_ layer: CALayer) -> Bool {
        let id = ObjectIdentifier(layer)
        let n = counts[id, default: 0]
        if n < threshold {
            counts[id] = n + 1
            return true
        }
        if heldThisTurn.insert(id).inserted {
            held.append(layer)
            if !reported.contains(id) { report(layer) }
        }
        return false
    }

    /// A new run-loop turn: counts start again and held layers wait for layout again.
    static func beginTurn() {
        if !counts.isEmpty { counts.removeAll(keepingCapacity: true) }
        reported = heldThisTurn
        heldThisTurn.removeAll()
        guard !held.isEmpty else { return }
        let again = held
        held.removeAll()
        for layer in again where layer.needsLayoutFlag {
            CALayer.layersNeedingLayout.append(layer)
        }
    }

    /// Forgets the counts and reports of a finished test; held layers wait for layout again.
    static func discard() {
        beginTurn()
        reported.removeAll()
    }

    private static func report(_ layer: CALayer) {
        let subject = layer.delegate.map { String(describing: $0) } ?? String(describing: layer)
        EngineDiagnostics.shared.warn(
            """
            Layout feedback loop detected: \(subject) was laid out \(threshold) times in one \
            run-loop turn (UIViewLayoutFeedbackLoopDebuggingThreshold \(threshold)). Something in \
            its layout asks for its layout again; it is laid out again on the next turn.
            """)
    }
}
