import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct DiagnosticsTests {
    @Test func timelineRecordsCallsWithVirtualTimeInOrder() {
        let (a, b, _) = presentationPair(.fullScreen)
        let mark = timelineMark
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        let entries = Array(timelineEntries(since: mark))
        #expect(entries.first?.event == "present(<LoggingVC>, animated: true)")
        #expect(entries.first?.time == t0)
        #expect(zip(entries, entries.dropFirst()).allSatisfy { $0.time <= $1.time })
        let didAppear = entries.first {
            $0.subjectID == ObjectIdentifier(b) && $0.event == "viewDidAppear(true)"
        }
        // coverVertical takes 0.35 s from the present call: the deferred start runs before the
        // clock moves, as on a device.
        #expect(didAppear.map { abs($0.time - t0 - 0.35) < 1e-9 } == true)
        #expect(
            entries.contains {
                $0.subject == "BuiltInModalAnimator" && $0.event == "animateTransition(using:)"
            })
        #expect(entries.first.map { $0.description.contains("LoggingVC.present(") } == true)
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
    }

    @Test func warningsAreReadableThroughTheApplication() {
        let a = LoggingVC()
        let b = LoggingVC()
        let c = LoggingVC()
        makeWindow(root: a)
        let before = UIApplication.shared.diagnostics.warnings.count
        a.present(b, animated: false)
        a.present(c, animated: false)
        #expect(UIApplication.shared.diagnostics.warnings.count == before + 1)
        #expect(
            UIApplication.shared.diagnostics.warnings.last?.message.hasPrefix("Attempt to present")
                == true)
        #expect(UIApplication.shared.runUntilIdle())
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
    }

    @Test func leftoverContainerIsReportedAsAnInvariantViolation() {
        let a = LoggingVC()
        let w = makeWindow(root: a)
        let before = violationCount
        let orphan = UITransitionView()
        w.addSubview(orphan)
        TransitionInvariants.check(after: "test")
        #expect(violationCount == before + 1)
        #expect(
            TransitionDiagnostics.shared.invariantViolations.last?.contains("transition container")
                == true)
        orphan.removeFromSuperview()
        TransitionDiagnostics.shared.reset()  // other suites expect no violations
        w.isHidden = true
        w.rootViewController = nil
    }
}
