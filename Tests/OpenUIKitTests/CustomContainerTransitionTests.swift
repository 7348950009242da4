import Foundation
@_spi(Testing) import OpenQuartzCore
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A custom container's own child swap, written as an app writes one for UIKit: containment
/// messages, explicit appearance calls, and a fade of its own (`transition(from:to:)` is not
/// used). `forgetsToRemoveOldView` plants the bug the invariants catch.
@MainActor
private final class FadingContainer: UIViewController {
    var forgetsToRemoveOldView = false

    func swap(from old: UIViewController, to new: UIViewController) {
        old.willMove(toParent: nil)
        addChild(new)
        old.beginAppearanceTransition(false, animated: true)
        new.beginAppearanceTransition(true, animated: true)
        new.view.frame = view.bounds
        new.view.alpha = 0
        view.addSubview(new.view)
        UIView.animate(withDuration: 0.3) {
            new.view.alpha = 1
        } completion: { _ in
            if !self.forgetsToRemoveOldView { old.view.removeFromSuperview() }
            old.removeFromParent()
            new.didMove(toParent: self)
            old.endAppearanceTransition()
            new.endAppearanceTransition()
        }
    }
}

@MainActor
@Suite struct CustomContainerTransitionTests {
    /// A container on screen showing `first`: (container, first).
    private func shownContainer() -> (FadingContainer, LoggingVC) {
        let container = FadingContainer()
        makeWindow(root: container)
        let first = LoggingVC()
        container.addChild(first)
        container.view.addSubview(first.view)
        first.didMove(toParent: container)
        UIApplication.shared.runUntilIdle()
        return (container, first)
    }

    @Test func aCustomContainersSwapIsOnTheTimelineFromBeginToEnd() {
        let (container, first) = shownContainer()
        let second = LoggingVC()
        let mark = timelineMark
        container.swap(from: first, to: second)
        UIApplication.shared.runUntilIdle()
        let events = timelineEntries(since: mark).map { "\($0.subject).\($0.event)" }
        let expected = [
            "FadingContainer.custom container transition began",
            "LoggingVC.viewWillDisappear(true)",
            "LoggingVC.viewWillAppear(true)",
            "LoggingVC.endAppearanceTransition()",
            "LoggingVC.viewDidDisappear(true)",
            "LoggingVC.endAppearanceTransition()",
            "LoggingVC.viewDidAppear(true)",
            "FadingContainer.custom container transition ended",
        ]
        #expect(events.filter { e in expected.contains(e) } == expected)
        #expect(
            events.filter { $0.contains("beginAppearanceTransition") } == [
                "LoggingVC.beginAppearanceTransition(false, animated: true)",
                "LoggingVC.beginAppearanceTransition(true, animated: true)",
            ])
    }

    @Test func aSwapInFlightIsPendingWorkNamingTheChildrenItWaitsFor() {
        let (container, first) = shownContainer()
        let second = LoggingVC()
        container.swap(from: first, to: second)
        UIApplication.shared.advance(by: 0.1)
        #expect(
            UIApplication.shared.pendingWork.contains(
                "custom container transition in <FadingContainer> is waiting for endAppearanceTransition() of <LoggingVC>, <LoggingVC>"
            ))
        UIApplication.shared.runUntilIdle()
        #expect(!UIApplication.shared.pendingWork.contains { $0.hasPrefix("custom container") })
    }

    @Test func theInvariantsCatchAnOldViewLeftInTheWindow() {
        let (container, first) = shownContainer()
        container.forgetsToRemoveOldView = true
        let before = TransitionDiagnostics.shared.invariantViolations.count
        container.swap(from: first, to: LoggingVC())
        UIApplication.shared.runUntilIdle()
        let violations = TransitionDiagnostics.shared.invariantViolations.dropFirst(before)
        // Each violation is stamped with its virtual time: "[2.967] after …".
        #expect(
            violations.map { $0.drop { $0 != " " }.dropFirst() } == [
                "after custom container transition in <FadingContainer>: <LoggingVC> disappeared but its view is still in the window"
            ])
    }

    @Test func aCorrectSwapBreaksNoInvariant() {
        let (container, first) = shownContainer()
        let before = TransitionDiagnostics.shared.invariantViolations.count
        container.swap(from: first, to: LoggingVC())
        UIApplication.shared.runUntilIdle()
        #expect(TransitionDiagnostics.shared.invariantViolations.count == before)
    }

    @Test func appearanceCallsOnAControllerWithoutAParentStartNoContainerTransition() {
        let vc = LoggingVC()
        let mark = timelineMark
        vc.beginAppearanceTransition(true, animated: false)
        #expect(UIApplication.shared.pendingWork.isEmpty)
        vc.endAppearanceTransition()
        #expect(
            !timelineEntries(since: mark).contains { $0.event.hasPrefix("custom container") })
    }
}
