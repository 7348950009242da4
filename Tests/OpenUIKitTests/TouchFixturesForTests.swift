import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A view that logs the responder touch calls it gets ("began", "moved", …), without forwarding.
@MainActor
class TouchLogView: UIView {
    var log: [String] = []
    var times: [CFTimeInterval] = []
    var locations: [CGPoint] = []

    private func note(_ s: String, _ touches: Set<UITouch>) {
        log.append(s)
        times.append(CACurrentMediaTime())
        if let t = touches.first { locations.append(t.location(in: nil)) }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("began", touches)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("moved", touches)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("ended", touches)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("cancelled", touches)
    }

    /// The log with runs of "moved" collapsed to "moved×n".
    var compactLog: [String] {
        var out: [String] = []
        var moves = 0
        for entry in log {
            if entry == "moved" {
                moves += 1
                continue
            }
            if moves > 0 {
                out.append("moved×\(moves)")
                moves = 0
            }
            out.append(entry)
        }
        if moves > 0 { out.append("moved×\(moves)") }
        return out
    }
}

/// What a recognizer's action saw: the state and virtual time of each call.
@MainActor
final class ActionRecord {
    var states: [UIGestureRecognizer.State] = []
    var times: [CFTimeInterval] = []
    var extra: [CGPoint] = []

    func attach<R: UIGestureRecognizer>(to r: R, capture: (@MainActor (R) -> CGPoint)? = nil) {
        r.addAction { [unowned self] g in
            self.states.append(g.state)
            self.times.append(CACurrentMediaTime())
            if let capture { self.extra.append(capture(g)) }
        }
    }
}

/// A visible 400 × 800 window with a full-size logging root view.
@MainActor
struct TouchStage {
    let window: UIWindow
    let root: TouchLogView

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.isHidden = false
        root = TouchLogView(frame: window.bounds)
        window.addSubview(root)
    }

    /// Adds `recognizer` to `view` (the root view when nil) and returns the record of its actions,
    /// sampling `capture` at each call.
    func watch<R: UIGestureRecognizer>(
        _ recognizer: R, on view: UIView? = nil,
        capture: (@MainActor (R) -> CGPoint)? = nil
    ) -> ActionRecord {
        let record = ActionRecord()
        record.attach(to: recognizer, capture: capture)
        (view ?? root).addGestureRecognizer(recognizer)
        return record
    }

    /// A finger put down at (50, 50) and moved 30 pt right, both delivered: a pan on the root view
    /// has begun. Returns the finger, still down.
    func dragPastThePanThreshold() -> TouchSynthesizer {
        let finger = TouchSynthesizer(window: window)
        finger.touchDown(at: CGPoint(x: 50, y: 50))
        finger.move(to: CGPoint(x: 80, y: 50))
        UIApplication.shared.advance(by: 2 / 60)
        return finger
    }

    /// Delivers everything queued and lets recognizer timers run out.
    func run() {
        #expect(UIApplication.shared.runUntilIdle(timeout: 10))
    }
}

// Overloads instead of default arguments: #expect mis-expands calls that use a default argument.
func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat) -> Bool { abs(a - b) <= tolerance }
func near(_ a: CGFloat, _ b: CGFloat) -> Bool { near(a, b, 1e-6) }
func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat) -> Bool {
    near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance)
}
func near(_ a: CGPoint, _ b: CGPoint) -> Bool { near(a, b, 1e-6) }
func near(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }
func near(_ a: Double, _ b: Double) -> Bool { near(a, b, 1e-6) }
