import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// `wantsInteractiveStart == false`: the transition runs at once; `update(_:)` does not drive it
/// until `pause()`, and `cancel()` runs it back from where it is and cancels it.
@MainActor
@Suite struct InteractiveNonInteractiveStartTests {
    typealias Delegate = InteractiveTransitionTests.Delegate

    func presented(_ d: Delegate) -> (UIViewController, UIViewController, UIWindow) {
        let a = LoggingVC()
        let b = LoggingVC()
        let w = makeWindow(root: a)
        b.transitioningDelegate = d
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: true)
        UIApplication.shared.runUntilIdle()
        return (a, b, w)
    }

    /// The dismissal's progress, 0…1 (the animator moves the view down by the window height).
    func progress(_ b: UIViewController, _ w: UIWindow) -> CGFloat {
        let h = w.bounds.height
        return (b.view.layer.presentation()!.position.y - h / 2) / h
    }

    @Test func aShortPanThatUpdatesThenCancelsCancelsTheDismissal() {
        let d = Delegate()
        d.interactor.wantsInteractiveStart = false
        let (a, b, w) = presented(d)
        var cancelled: Bool?
        b.dismiss(animated: true)
        UIApplication.shared.advance(by: 6.0 / 60)
        b.transitionCoordinator?.notifyWhenInteractionChanges { cancelled = $0.isCancelled }
        let running = progress(b, w)
        #expect(running > 0.05 && running < 0.15)
        // The pan's update does not drive a transition that runs without interaction.
        d.interactor.update(0.02)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(progress(b, w) > running)
        d.interactor.cancel()
        #expect(UIApplication.shared.runUntilIdle())
        #expect(cancelled == true)
        #expect(a.presentedViewController === b)
        #expect(b.view.window === w)
        #expect(b.view.frame == w.bounds)
        #expect(TransitionDiagnostics.shared.invariantViolations == [])
    }

    @Test func pauseHandsTheRunningTransitionToUpdates() {
        let d = Delegate()
        d.interactor.wantsInteractiveStart = false
        let (a, b, w) = presented(d)
        b.dismiss(animated: true)
        UIApplication.shared.advance(by: 6.0 / 60)
        d.interactor.pause()
        #expect(d.interactor.percentComplete > 0.05 && d.interactor.percentComplete < 0.15)
        d.interactor.update(0.5)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(abs(progress(b, w) - 0.5) < 1e-3)
        d.interactor.finish()
        #expect(UIApplication.shared.runUntilIdle())
        #expect(a.presentedViewController == nil)
        #expect(b.view.window == nil)
    }

    @Test func cancelReversesARunningInterruptibleAnimator() {
        let d = InteractiveInterruptibleTests.Delegate()
        d.interactor.wantsInteractiveStart = false
        let (a, b, _, _) = presentedOverFullScreen(delegate: d)
        b.dismiss(animated: true)
        UIApplication.shared.advance(by: 6.0 / 60)
        let running = d.animator.animator?.fractionComplete ?? 0
        #expect(running > 0.05 && running < 0.15)
        d.interactor.update(0.9)
        #expect(abs((d.animator.animator?.fractionComplete ?? 0) - running) < 0.02)
        d.interactor.cancel()
        #expect(UIApplication.shared.runUntilIdle())
        #expect(a.presentedViewController === b)
        #expect(b.view.window != nil)
    }

    @Test func leftAloneItRunsToTheEnd() {
        let d = Delegate()
        d.interactor.wantsInteractiveStart = false
        let (a, b, _) = presented(d)
        b.dismiss(animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(a.presentedViewController == nil)
    }
}
