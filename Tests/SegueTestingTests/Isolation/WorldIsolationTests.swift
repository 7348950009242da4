@_spi(Testing) import OpenUIKit
import SnapshotTesting
import Testing

@testable import SegueTesting

/// Every test starts from a world of its own: what one test leaves running is discarded before
/// the next adds to the engine, and a transition that never completes fails its own test.
@MainActor
@Suite struct WorldIsolationTests {
    /// Shows a list, presents a stuck screen and lets 0.5 s pass: a test that ends here leaves
    /// a window, a transition waiting for `completeTransition(_:)` and an animation behind.
    func leaveAStuckTransitionBehind() -> UIWindow {
        let window = showInWindow(
            SwatchViewController(fill: .blue, square: .yellow), size: CGSize(width: 40, height: 60))
        window.rootViewController?.present(StuckViewController(), animated: true)
        UIApplication.shared.advance(by: 0.5)
        return window
    }

    @Test func discardingTheWorldForgetsWindowsTransitionsWorkAndTime() {
        let window = leaveAStuckTransitionBehind()
        #expect(!UIApplication.shared.pendingWork.isEmpty)
        let leftovers = EngineWorld.discard()
        #expect(
            leftovers.transitions == ["present transition driven by StuckAnimator"],
            "\(leftovers)")
        #expect(leftovers.windowCount == 1)
        #expect(UIApplication.shared.windows.isEmpty)
        #expect(UIApplication.shared.keyWindow == nil)
        #expect(UIApplication.shared.pendingWork.isEmpty)
        #expect(UIApplication.shared.diagnostics.timeline.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func aNewTestStartsFromACleanWorldWhateverTheLastOneLeft() {
        let window = leaveAStuckTransitionBehind()
        UIScreen.main.device = .iPhoneSE
        // What the engine sees when the next test first touches it.
        TestIsolation.check(asTest: "the next test", named: "theNextTest()")
        #expect(UIApplication.shared.windows.isEmpty)
        #expect(UIApplication.shared.pendingWork.isEmpty)
        #expect(UIScreen.main.device == .iPhone15)
        // The next test's own scene runs as in a fresh process.
        let fresh = showInWindow(SwatchViewController(fill: .red, square: .white))
        #expect(UIApplication.shared.windows.count == 1)
        #expect(UIApplication.shared.keyWindow === fresh)
        withExtendedLifetime(window) {}
    }

    @Test func theSameTestKeepsItsWorldFromOneStepToTheNext() {
        let window = leaveAStuckTransitionBehind()
        let time = CACurrentMediaTime()
        TestIsolation.check()
        #expect(CACurrentMediaTime() == time)
        #expect(UIApplication.shared.windows.count == 1)
        EngineWorld.discard()
        withExtendedLifetime(window) {}
    }

    @Test func aScenarioThatNeverFinishesFailsItsOwnTestAndIsTornDown() throws {
        var scenario = TransitionScenario.present(
            { StuckViewController() }, from: { SwatchViewController(fill: .blue, square: .yellow) },
            windowSize: CGSize(width: 40, height: 60))
        scenario.timeout = 1
        var run: TransitionRun?
        withKnownIssue {
            run = try? scenario.run(fps: nil)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasPrefix(
                    "The transition never finished: present transition driven by StuckAnimator is waiting for completeTransition(_:) at the scenario's timeout. To change: call transitionContext.completeTransition(!transitionContext.transitionWasCancelled)"
                )
            }
        }
        #expect(try #require(run).finished == false)
        #expect(UIApplication.shared.pendingWork.isEmpty, "torn down")
        #expect(UIApplication.shared.windows.isEmpty)
    }

    @Test func theBlackScreenFailsTheScenarioWithWhatToChange() {
        let scenario = TransitionScenario.dismiss(
            { CustomCardViewController() },
            from: { SwatchViewController(fill: .blue, square: .yellow) },
            windowSize: CGSize(width: 40, height: 60))
        withKnownIssue {
            _ = try? scenario.run(fps: nil)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasPrefix(
                    "UIKit invariant broken: after dismissal: visible <SwatchViewController>'s view is not in the window. To change: on a .custom dismissal, do not add the presenting view to the container: UIKit leaves it in place"
                )
            }
        }
    }

    @Test func aScenarioMayShowABrokenStateOnPurpose() throws {
        var scenario = TransitionScenario.dismiss(
            { CustomCardViewController() },
            from: { SwatchViewController(fill: .blue, square: .yellow) },
            windowSize: CGSize(width: 40, height: 60))
        scenario.checksInvariants = false
        let run = try scenario.run(fps: 30)
        #expect(run.problems.count == 1, "\(run.problems)")
        // The last frame is black: the presenting view left with the container.
        let last = try #require(run.recording.frames.last)
        #expect(last[20, 30].r == 0 && last[20, 30].g == 0 && last[20, 30].b == 0)
    }

    @Test func theChecksCanBeTurnedOffAroundABlock() throws {
        let scenario = TransitionScenario.dismiss(
            { CustomCardViewController() },
            from: { SwatchViewController(fill: .blue, square: .yellow) },
            windowSize: CGSize(width: 40, height: 60))
        let run = try UIKitChecks.$isEnabled.withValue(false) { try scenario.run(fps: nil) }
        #expect(run.problems.count == 1)
    }

    @Test func theDoctorNamesTheBlackScreenOfACustomDismissal() {
        let doctor = TransitionDoctor(
            transitions: [.init(.present), .init(.dismiss)],
            windowSize: CGSize(width: 100, height: 200), presentationStyle: .custom)
        let findings = doctor.examine(animatorFor: { BlackScreenAnimator(presenting: $0.isForward) }
        )
        #expect(findings.map(\.identifier) == [.presentingViewAdded], "\(findings.report)")
        #expect(
            findings.first?.message.contains(
                "on a .custom dismissal, do not add the presenting view to the container: UIKit leaves it in place"
            ) == true, "\(findings.report)")
    }

    @Test func theDoctorFindsNoBlackScreenInAFullScreenDismissal() {
        let doctor = TransitionDoctor(
            transitions: [.init(.dismiss)], windowSize: CGSize(width: 100, height: 200))
        let findings = doctor.examine(animatorFor: { BlackScreenAnimator(presenting: $0.isForward) }
        )
        #expect(findings.isEmpty, "\(findings.report)")
    }
}
