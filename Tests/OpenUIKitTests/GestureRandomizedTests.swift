import Foundation
import SegueTesting
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Logs every touch phase per touch, to check each touch's story in the view is well formed.
@MainActor
final class PhaseLogView: UIView {
    var phases: [ObjectIdentifier: [String]] = [:]
    /// Keeps the touches alive so their identifiers are never reused.
    private var seen: [UITouch] = []
    private func note(_ s: String, _ touches: Set<UITouch>) {
        for t in touches {
            if phases[ObjectIdentifier(t)] == nil { seen.append(t) }
            phases[ObjectIdentifier(t), default: []].append(s)
        }
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
}

@MainActor
@Suite struct GestureRandomizedTests {
    @Test func randomTouchScriptsKeepEveryInvariant() {
        let seed =
            UInt64(ProcessInfo.processInfo.environment["SEGUE_GESTURE_SEED"] ?? "")
            ?? UInt64.random(in: 0...UInt64.max)
        print("GestureRandomizedTests seed: \(seed) (replay with SEGUE_GESTURE_SEED=\(seed))")
        var rng = SeededRandomNumberGenerator(seed: seed)

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.isHidden = false
        let root = PhaseLogView(frame: window.bounds)
        let child = PhaseLogView(frame: CGRect(x: 100, y: 200, width: 200, height: 300))
        child.transform = CGAffineTransform(a: 0.8, b: 0.2, c: -0.2, d: 0.8, tx: 0, ty: 0)
        window.addSubview(root)
        root.addSubview(child)

        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let pan = UIPanGestureRecognizer()
        let edge = UIScreenEdgePanGestureRecognizer()
        let pinch = UIPinchGestureRecognizer()
        edge.edges = .left
        let press = UILongPressGestureRecognizer()
        pan.cancelsTouchesInView = rng.next() % 2 == 0
        press.delaysTouchesBegan = rng.next() % 2 == 0
        child.addGestureRecognizer(single)
        child.addGestureRecognizer(double)
        child.addGestureRecognizer(press)
        root.addGestureRecognizer(pan)
        root.addGestureRecognizer(edge)
        root.addGestureRecognizer(pinch)
        let continuous: [UIGestureRecognizer] = [pan, edge, pinch, press]
        let discrete: [UIGestureRecognizer] = [single, double]
        var sequences: [ObjectIdentifier: [UIGestureRecognizer.State]] = [:]
        for r in continuous + discrete {
            r.addAction { g in sequences[ObjectIdentifier(g), default: []].append(g.state) }
        }

        func point() -> CGPoint {
            CGPoint(
                x: CGFloat(Double(rng.next() % 4000) / 10),
                y: CGFloat(Double(rng.next() % 8000) / 10))
        }
        func duration() -> TimeInterval { Double(1 + rng.next() % 60) / 60 }
        let finger = TouchSynthesizer(window: window)
        for _ in 0..<60 {
            switch rng.next() % 7 {
            case 0: finger.tap(at: point(), numberOfTaps: Int(1 + rng.next() % 2))
            case 1: finger.drag(from: point(), to: point(), duration: duration())
            case 2:
                finger.pinch(
                    center: point(), fromDistance: CGFloat(20 + rng.next() % 200),
                    toDistance: CGFloat(20 + rng.next() % 200), duration: duration())
            case 3: finger.longPress(at: point(), duration: duration() * 2)
            case 4:
                finger.edgeSwipe(
                    edge: .left, distance: CGFloat(rng.next() % 300), duration: duration())
            case 5:
                finger.touchDown(at: point())
                for _ in 0..<(rng.next() % 5) { finger.move(to: point()) }
                if rng.next() % 3 == 0 { finger.cancelTouches() } else { finger.touchUp() }
            default: finger.wait(duration() / 2)
            }
            if rng.next() % 4 == 0 {
                // Interleave with the run loop mid-script, and sometimes toggle a recognizer.
                UIApplication.shared.advance(by: duration())
                if rng.next() % 5 == 0 { pan.isEnabled.toggle() }
            }
        }
        #expect(UIApplication.shared.runUntilIdle(timeout: 120), "seed \(seed)")
        pan.isEnabled = true

        // Each recognizer's actions follow UIKit's state machine.
        for r in continuous {
            var inGesture = false
            for s in sequences[ObjectIdentifier(r)] ?? [] {
                switch s {
                case .began:
                    #expect(!inGesture, "seed \(seed): \(r.debugName) began twice")
                    inGesture = true
                case .changed:
                    #expect(inGesture, "seed \(seed): \(r.debugName) changed outside a gesture")
                case .ended, .cancelled:
                    #expect(inGesture, "seed \(seed): \(r.debugName) \(s) outside a gesture")
                    inGesture = false
                default: Issue.record("seed \(seed): \(r.debugName) sent an action in state \(s)")
                }
            }
            #expect(!inGesture, "seed \(seed): \(r.debugName) never finished")
        }
        for r in discrete {
            #expect(
                (sequences[ObjectIdentifier(r)] ?? []).allSatisfy { $0 == .recognized },
                "seed \(seed)")
        }
        // Every touch's story in a view: began, moves, then exactly one ended or cancelled.
        for view in [root, child] {
            for (_, phases) in view.phases {
                #expect(phases.first == "began", "seed \(seed): \(phases)")
                #expect(
                    phases.last == "ended" || phases.last == "cancelled", "seed \(seed): \(phases)")
                #expect(
                    phases.dropFirst().dropLast().allSatisfy { $0 == "moved" },
                    "seed \(seed): \(phases)")
            }
        }
        // Everything is reset and nothing is left engaged.
        for r in continuous + discrete {
            #expect(r.state == .possible, "seed \(seed): \(r.debugName)")
        }
        // Other suites share the environment, so look only at this test's recognizers.
        let mine = Set((continuous + discrete).map(ObjectIdentifier.init))
        #expect(
            !GestureEnvironment.shared.engaged.contains { mine.contains(ObjectIdentifier($0)) },
            "seed \(seed)")
    }
}
