import Foundation
@_spi(Testing) import OpenQuartzCore
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct GestureStateMachineTests {
    typealias State = UIGestureRecognizer.State

    @Test func transitionTableIsUIKits() {
        // Hand-written from Apple's state-machine description: discrete possible→recognized|failed,
        // continuous possible→began→changed*→ended|cancelled.
        let legal: Set<String> = [
            "possible>began", "possible>ended", "possible>failed",
            "began>changed", "began>ended", "began>cancelled",
            "changed>changed", "changed>ended", "changed>cancelled",
        ]
        let all: [State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        for a in all {
            for b in all {
                #expect(a.canTransition(to: b) == legal.contains("\(a)>\(b)"), "\(a) → \(b)")
            }
        }
        #expect(State.recognized == .ended)
    }

    @Test func continuousPathSendsOneActionPerStateThenResets() {
        let r = UIGestureRecognizer()
        let record = ActionRecord()
        record.attach(to: r)
        r.state = .began
        #expect(r.state == .began)
        r.state = .changed
        r.state = .ended
        #expect(r.state == .ended)
        #expect(record.states.isEmpty, "actions wait for the engine's update")
        UIApplication.shared.advance(by: 1 / 60)
        #expect(record.states == [.began, .changed, .ended])
        #expect(r.state == .possible, "reset after ending")
    }

    @Test func illegalTransitionsAreIgnoredWithAWarning() {
        let r = UIGestureRecognizer()
        r.name = "illegal"
        let before = EngineDiagnostics.shared.warnings.count
        r.state = .changed  // possible → changed: illegal
        #expect(r.state == .possible)
        r.state = .cancelled  // possible → cancelled: illegal
        #expect(r.state == .possible)
        r.state = .began
        r.state = .began  // began → began: illegal
        #expect(r.state == .began)
        r.state = .ended
        r.state = .changed  // ended → changed: illegal
        #expect(r.state == .ended)
        let warnings = EngineDiagnostics.shared.warnings.dropFirst(before).map(\.message)
        #expect(warnings.count == 4)
        #expect(
            warnings.first?.contains(
                "illegal gesture recognizer state transition from possible to changed") == true)
        #expect(warnings.allSatisfy { $0.contains("\"illegal\"") })
        UIApplication.shared.advance(by: 1 / 60)
        #expect(r.state == .possible)
    }

    @Test func discreteRecognitionCallsActionOnceAndFailureNever() {
        let r = UIGestureRecognizer()
        let record = ActionRecord()
        record.attach(to: r)
        r.state = .recognized
        UIApplication.shared.advance(by: 1 / 60)
        r.state = .failed
        UIApplication.shared.advance(by: 1 / 60)
        #expect(record.states == [.recognized])
        #expect(r.state == .possible)
    }

    @Test func removedActionIsNotCalled() {
        let r = UIGestureRecognizer()
        var calls = 0
        let id = r.addAction { _ in calls += 1 }
        r.addAction { _ in calls += 10 }
        r.removeAction(id)
        r.state = .recognized
        UIApplication.shared.advance(by: 1 / 60)
        #expect(calls == 10)
    }

    @Test func handlerInitializerPassesTheConcreteType() {
        var seen: CGFloat = -1
        let pinch = UIPinchGestureRecognizer { p in seen = p.scale }
        pinch.state = .began
        UIApplication.shared.advance(by: 1 / 60)
        #expect(seen == 1)
        pinch.state = .ended
        UIApplication.shared.advance(by: 1 / 60)
        #expect(pinch.state == .possible)
    }

    @Test func locationOfTouchOutOfRangeStopsWithUIKitsMessage() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let pan = UIPanGestureRecognizer()
                _ = pan.location(ofTouch: 1, in: nil)
            }
        }
    }

    @Test func requiringItselfToFailStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let tap = UITapGestureRecognizer()
                tap.require(toFail: tap)
            }
        }
    }
}
