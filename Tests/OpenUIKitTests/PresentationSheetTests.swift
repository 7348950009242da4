import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct PresentationSheetTests {
    @Test func automaticIsAPageSheetCardOnIPhone() throws {
        let a = LoggingVC()
        let b = LoggingVC()
        let w = makeWindow(root: a)
        let mark = timelineMark
        a.present(b, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        let sheet = try #require(b.sheetPresentationController)
        #expect(sheet.presentationStyle == .pageSheet)
        let top = w.safeAreaInsets.top + 10
        #expect(
            b.view.frame
                == CGRect(x: 0, y: top, width: w.bounds.width, height: w.bounds.height - top))
        #expect(b.view.layer.cornerRadius == 10)
        #expect(b.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        // The presenter stays, scaled back by (width − 32) / width, with no appearance callbacks.
        #expect(a.view.window === w)
        #expect(appearanceEvents(a, since: mark).isEmpty)
        let s = (w.bounds.width - 32) / w.bounds.width
        #expect(abs(a.view.layer.transform.m11 - s) < 1e-9)
        #expect(abs(s - 0.9186) < 0.001)  // iPhone 15: 361 / 393
        #expect(a.view.layer.cornerRadius == 10)
        #expect(sheet.dimmingView.superview === sheet.containerView && sheet.dimmingView.alpha == 1)
        b.dismiss(animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(a.view.layer.transform == CATransform3DIdentity)
        #expect(a.view.layer.cornerRadius == 0)
        #expect(w.subviews.count == 1)
        #expect(appearanceEvents(a, since: mark).isEmpty)
    }

    @Test func mediumDetentIsHalfTheScreenAndUndimmedDetentDoesNotScale() throws {
        let (a, b, w) = presentationPair(.pageSheet)
        a.present(b, animated: false)
        UIApplication.shared.advance(by: 1.0 / 60)
        let pc = try #require(b.sheetPresentationController)
        #expect(UIApplication.shared.runUntilIdle())
        pc.detents = [.medium(), .large()]
        pc.largestUndimmedDetentIdentifier = .medium
        pc.animateChanges { pc.selectedDetentIdentifier = .medium }
        #expect(UIApplication.shared.runUntilIdle())
        #expect(b.view.frame.height == (w.bounds.height / 2).rounded())
        #expect(b.view.frame.maxY == w.bounds.height)
        #expect(a.view.layer.transform == CATransform3DIdentity)
        #expect(pc.dimmingView.alpha == 0)
        b.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
    }

    @Test func popoverAdaptsToASheetInCompactWidth() {
        let (a, b, _) = presentationPair(.popover)
        b.popoverPresentationController?.sourceView = a.view
        a.present(b, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(b.presentationController is UISheetPresentationController)
        b.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
    }
}

@MainActor
@Suite struct PresentationSheetDragTests {
    final class Delegate: UIAdaptivePresentationControllerDelegate {
        var log: [String] = []
        var allow = true
        func presentationControllerShouldDismiss(_ p: UIPresentationController) -> Bool {
            log.append("should")
            return allow
        }
        func presentationControllerWillDismiss(_ p: UIPresentationController) { log.append("will") }
        func presentationControllerDidDismiss(_ p: UIPresentationController) { log.append("did") }
        func presentationControllerDidAttemptToDismiss(_ p: UIPresentationController) {
            log.append("attempt")
        }
    }

    func presentSheet() -> (
        UIViewController, UIViewController, UISheetPresentationController, UIWindow
    ) {
        let (a, b, w) = presentationPair(.pageSheet)
        a.present(b, animated: false)
        UIApplication.shared.runUntilIdle()
        let pc = b.sheetPresentationController!
        pc.detents = [.medium(), .large()]
        pc.selectedDetentIdentifier = .large
        return (a, b, pc, w)
    }

    @Test func draggingDownPastMidwayToMediumSettlesAtMedium() {
        let (_, b, pc, w) = presentSheet()
        let large = pc.frameOfPresentedViewInContainerView.minY
        let medium = w.bounds.height - (w.bounds.height / 2).rounded()
        pc.dragChanged(translation: 100)
        #expect(b.view.frame.minY == large + 100)
        // Released 250 pt down, slowly: nearest is medium.
        #expect(pc.dragEnded(translation: medium - large - 20, velocity: 0) == .medium)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(b.view.frame.minY == medium)
        b.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
    }

    @Test func flingingDownDismissesAndTellsTheDelegate() {
        let (a, b, pc, _) = presentSheet()
        let d = Delegate()
        pc.delegate = d
        pc.selectedDetentIdentifier = .medium
        #expect(pc.dragEnded(translation: 150, velocity: 2000) == nil)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(d.log == ["should", "will", "did"])
        #expect(a.presentedViewController == nil)
        #expect(b.view.window == nil)
    }

    @Test func refusedDismissalReturnsToTheDetent() {
        let (a, b, pc, _) = presentSheet()
        let d = Delegate()
        d.allow = false
        pc.delegate = d
        let top = pc.frameOfPresentedViewInContainerView.minY
        pc.dragChanged(translation: 600)
        #expect(pc.dragEnded(translation: 600, velocity: 1500) == .large)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(d.log == ["should", "attempt"])
        #expect(a.presentedViewController === b)
        #expect(b.view.frame.minY == top)
        b.isModalInPresentation = true
        d.log.removeAll()
        _ = pc.dragEnded(translation: 700, velocity: 3000)
        #expect(d.log == ["attempt"])
        b.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
    }
}

@MainActor
@Suite struct PresentationControllerBeforePresentingTests {
    final class Delegate: UIAdaptivePresentationControllerDelegate {
        var didDismiss = false
        func presentationControllerDidDismiss(_ p: UIPresentationController) { didDismiss = true }
    }

    @Test func sheetConfiguredBeforePresentingIsTheOneUsed() throws {
        let a = LoggingVC()
        let b = LoggingVC()
        let w = makeWindow(root: a)
        let sheet = try #require(b.sheetPresentationController)
        sheet.detents = [.medium()]
        let d = Delegate()
        b.presentationController?.delegate = d
        a.present(b, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(b.presentationController === sheet)
        #expect(b.view.frame.height == (w.bounds.height / 2).rounded())
        #expect(a.view.layer.transform == CATransform3DIdentity || sheet.scalesPresenter)
        sheet.dragEnded(translation: 300, velocity: 1000)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(d.didDismiss)
        #expect(a.presentedViewController == nil)
    }

    @Test func showWithoutAContainerPresents() {
        let a = LoggingVC()
        let b = LoggingVC()
        makeWindow(root: a)
        a.show(b, sender: nil)
        #expect(a.presentedViewController === b)
        #expect(a.targetViewController(forAction: .show, sender: nil) == nil)
        a.showDetailViewController(LoggingVC(), sender: nil)  // already presenting: warned, ignored
        #expect(UIApplication.shared.runUntilIdle())
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
    }
}

@MainActor
@Suite struct PresentationIPadTests {
    @Test func formSheetIsACentredBoxOnIPadAndThePresenterIsNotScaled() {
        let saved = UIScreen.main.device
        UIScreen.main.device = .iPadPro11
        defer { UIScreen.main.device = saved }
        let (a, b, w) = presentationPair(.formSheet)
        a.present(b, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        let size = w.bounds.size
        #expect(
            b.view.frame
                == CGRect(
                    x: (size.width - 540) / 2, y: (size.height - 620) / 2, width: 540, height: 620))
        #expect(a.view.layer.transform == CATransform3DIdentity)
        #expect(b.view.layer.maskedCorners.contains(.layerMinXMaxYCorner))
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        w.isHidden = true
    }
}
