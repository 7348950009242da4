import Foundation
@_spi(Testing) import OpenQuartzCore
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Dragging a sheet below its lowest detent is an interactive dismissal through the pipeline
/// (Docs/Behaviour-vc.md "Sheet drag-to-dismiss").
@MainActor
@Suite struct SheetDragDismissalTests {
    final class Delegate: UIAdaptivePresentationControllerDelegate {
        var log: [String] = []
        var allow = true
        /// Whether the presented controller's coordinator answered, interactive, in WillDismiss.
        var coordinatorInWillDismiss: Bool?
        weak var presented: UIViewController?
        func presentationControllerShouldDismiss(_ p: UIPresentationController) -> Bool {
            log.append("should")
            return allow
        }
        func presentationControllerWillDismiss(_ p: UIPresentationController) {
            log.append("will")
            coordinatorInWillDismiss = presented?.transitionCoordinator?.isInteractive
        }
        func presentationControllerDidDismiss(_ p: UIPresentationController) { log.append("did") }
        func presentationControllerDidAttemptToDismiss(_ p: UIPresentationController) {
            log.append("attempt")
        }
    }

    @MainActor struct Sheet {
        let a: LoggingVC
        let b: LoggingVC
        let pc: UISheetPresentationController
        let delegate: Delegate
        let height: CGFloat
        var large: CGFloat { pc.frameOfPresentedViewInContainerView.minY }
        var medium: CGFloat { height - (height / 2).rounded() }
    }

    /// A page sheet resting at its large detent, with medium and large detents (or only large).
    func presentSheet(mediumToo: Bool = true) -> Sheet {
        let (a, b, w) = presentationPair(.pageSheet)
        a.present(b, animated: false)
        UIApplication.shared.runUntilIdle()
        let pc = b.sheetPresentationController!
        pc.detents = mediumToo ? [.medium(), .large()] : [.large()]
        pc.selectedDetentIdentifier = .large
        let d = Delegate()
        d.presented = b
        pc.delegate = d
        return Sheet(a: a, b: b, pc: pc, delegate: d, height: w.bounds.height)
    }

    /// The sheet's top as drawn (its presentation layer).
    func drawnTop(_ v: UIView) -> CGFloat {
        (v.layer.presentation() ?? v.layer).frame.minY
    }

    @Test func betweenDetentsNoTransitionRuns() {
        let s = presentSheet()
        s.pc.dragChanged(translation: 100)
        #expect(s.b.transitionCoordinator == nil)
        #expect(s.b.view.frame.minY == s.large + 100)
        #expect(s.delegate.log.isEmpty)
        #expect(s.pc.dragEnded(translation: 100, velocity: 0) == .large)
        #expect(UIApplication.shared.runUntilIdle())
        s.b.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
    }

    @Test func belowTheLowestDetentAnInteractiveDismissalBeginsAndFollowsTheFinger() throws {
        let s = presentSheet()
        let mark = timelineMark
        s.pc.dragChanged(translation: s.medium - s.large - 10)
        #expect(s.b.transitionCoordinator == nil)
        s.pc.dragChanged(translation: s.medium - s.large + 60)
        let coordinator = try #require(s.b.transitionCoordinator)
        #expect(coordinator.isInteractive)
        #expect(coordinator.presentationStyle == .pageSheet)
        #expect(s.b.isBeingDismissed)
        #expect(s.delegate.log == ["should", "will"])
        #expect(s.delegate.coordinatorInWillDismiss == true)
        #expect(abs(drawnTop(s.b.view) - (s.medium + 60)) < 0.5)
        s.pc.dragChanged(translation: s.medium - s.large + 200)
        #expect(abs(drawnTop(s.b.view) - (s.medium + 200)) < 0.5)
        #expect(s.b.transitionCoordinator?.isInteractive == true)
        #expect(
            events(
                since: mark, of: [("delegate", s.delegate), ("sheet", s.pc), ("B", s.b)],
                matching: { !$0.hasPrefix("viewWillLayout") && !$0.hasPrefix("viewDidLayout") })
                == [
                    "delegate.presentationControllerShouldDismiss(_:)",
                    "delegate.presentationControllerWillDismiss(_:)",
                    "sheet.dismissalTransitionWillBegin()",
                    "B.viewWillDisappear(true)",
                ])
        // Released 260 pt below medium, still: the bottom edge is nearest, the dismissal finishes.
        #expect(s.pc.dragEnded(translation: s.medium - s.large + 260, velocity: 0) == nil)
        #expect(s.b.transitionCoordinator?.isInteractive == false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(s.delegate.log == ["should", "will", "did"])
        #expect(s.a.presentedViewController == nil)
        #expect(s.b.view.window == nil)
        #expect(
            appearanceEvents(s.b, since: mark) == [
                "viewWillDisappear(true)", "viewDidDisappear(true)",
            ])
        #expect(appearanceEvents(s.a, since: mark).isEmpty)
    }

    @Test func didDismissComesAfterTheTransitionEndsAndOnlyWhenItFinishes() {
        let s = presentSheet()
        let mark = timelineMark
        s.pc.dragChanged(translation: s.medium - s.large + 300)
        _ = s.pc.dragEnded(translation: s.medium - s.large + 300, velocity: 800)
        #expect(UIApplication.shared.runUntilIdle())
        let order = events(
            since: mark, of: [("delegate", s.delegate), ("sheet", s.pc), ("B", s.b)],
            matching: {
                $0.hasPrefix("presentationController") || $0.hasPrefix("dismissal")
                    || $0.hasPrefix("viewDid") && !$0.hasPrefix("viewDidLayout")
            })
        #expect(
            order == [
                "delegate.presentationControllerShouldDismiss(_:)",
                "delegate.presentationControllerWillDismiss(_:)",
                "sheet.dismissalTransitionWillBegin()",
                "B.viewDidDisappear(true)",
                "sheet.dismissalTransitionDidEnd(true)",
                "delegate.presentationControllerDidDismiss(_:)",
            ])
    }

    @Test func releasedNearTheDetentTheDismissalIsCancelledAndTheSheetStaysBalanced() {
        let s = presentSheet()
        let mark = timelineMark
        s.pc.dragChanged(translation: s.medium - s.large + 40)
        #expect(s.b.transitionCoordinator?.isInteractive == true)
        // Released 40 pt below medium, still: medium is nearest; the dismissal is cancelled.
        #expect(s.pc.dragEnded(translation: s.medium - s.large + 40, velocity: 0) == .medium)
        #expect(s.b.transitionCoordinator?.isCancelled == true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(s.delegate.log == ["should", "will"])
        #expect(s.a.presentedViewController === s.b)
        #expect(s.b.transitionCoordinator == nil)
        #expect(!s.b.isBeingDismissed)
        #expect(s.b.view.frame.minY == s.medium)
        #expect(s.pc.selectedDetentIdentifier == .medium)
        #expect(s.pc.dimmingView.superview === s.pc.containerView)
        // The pipeline's reversal of the owed appearance: will/did pairs, ending appeared.
        #expect(
            appearanceEvents(s.b, since: mark) == [
                "viewWillDisappear(true)", "viewWillAppear(true)", "viewIsAppearing(true)",
                "viewDidAppear(true)",
            ])
        #expect(s.b.appearance.state == .appeared)
        // The sheet can be dragged again, and dismissed.
        s.pc.dragChanged(translation: 100)
        #expect(s.b.transitionCoordinator?.isInteractive == true)
        _ = s.pc.dragEnded(translation: 400, velocity: 0)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(s.delegate.log == ["should", "will", "should", "will", "did"])
        #expect(s.a.presentedViewController == nil)
    }

    @Test func modalInPresentationResistsAndSpringsBackWithoutATransition() {
        let s = presentSheet(mediumToo: false)
        s.b.isModalInPresentation = true
        let mark = timelineMark
        s.pc.dragChanged(translation: 200)
        #expect(s.b.transitionCoordinator == nil)
        // 200 pt of finger below the only detent: 200 · 0.55 · h / (h + 0.55 · 200).
        let expected = 200 * 0.55 * s.height / (s.height + 0.55 * 200)
        #expect(abs(s.b.view.frame.minY - (s.large + expected)) < 1e-6)
        #expect(expected < 200)
        #expect(s.pc.dragEnded(translation: 200, velocity: 1500) == .large)
        #expect(s.delegate.log == ["attempt"])
        #expect(UIApplication.shared.runUntilIdle())
        #expect(s.b.view.frame.minY == s.large)
        #expect(s.a.presentedViewController === s.b)
        #expect(appearanceEvents(s.b, since: mark).isEmpty)
        s.b.isModalInPresentation = false
        s.b.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
    }

    @Test func shouldDismissIsAskedOncePerDragAndARefusalResists() {
        let s = presentSheet()
        s.delegate.allow = false
        s.pc.dragChanged(translation: s.medium - s.large + 50)
        s.pc.dragChanged(translation: s.medium - s.large + 150)
        #expect(s.delegate.log == ["should"])
        #expect(s.b.transitionCoordinator == nil)
        let expected = UISheetPresentationController.resisted(150, in: s.height)
        #expect(s.b.view.frame.minY == s.medium + expected)
        // Released short of the bottom edge: no attempt, the sheet settles at medium.
        #expect(s.pc.dragEnded(translation: s.medium - s.large + 150, velocity: 0) == .medium)
        #expect(s.delegate.log == ["should"])
        #expect(UIApplication.shared.runUntilIdle())
        #expect(s.b.view.frame.minY == s.medium)
        s.b.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
    }
}
