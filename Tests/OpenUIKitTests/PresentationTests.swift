import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct PresentationTests {
    @Test func presentStartsOnTheNextRunLoopTurn() {
        let delegate = RecordingDelegate()
        let (a, b, _) = presentationPair(.fullScreen, delegate: delegate)
        a.present(b, animated: true)
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        #expect(delegate.presentAnimator?.context == nil)
        #expect(!b.isViewLoaded)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(delegate.presentAnimator?.context != nil)
        UIApplication.shared.runUntilIdle()
    }

    @Test func fullScreenPresentAndDismissFollowUIKitsOrderViewsAndFrames() {
        let delegate = RecordingDelegate()
        let (a, b, w) = presentationPair(.fullScreen, delegate: delegate)
        let mark = timelineMark
        var completionAt = -1
        a.present(b, animated: true) { completionAt = TransitionDiagnostics.shared.recordedCount }
        #expect(UIApplication.shared.runUntilIdle())
        let anim = delegate.presentAnimator!
        #expect(anim.fromView === a.view)
        #expect(anim.toView === b.view)
        #expect(anim.frames["initialFrom"] == w.bounds)
        #expect(anim.frames["finalFrom"] == .zero)
        #expect(anim.frames["initialTo"] == .zero)
        #expect(anim.frames["finalTo"] == w.bounds)
        #expect(anim.isAnimated == true)
        #expect(anim.ended == true)
        #expect(a.view.window == nil)
        #expect(b.view.window === w)
        let order = events(since: mark, of: [("A", a), ("B", b), ("D", delegate), ("Anim", anim)]) {
            !$0.hasPrefix("loadView") && !$0.hasPrefix("viewDidLoad") && !$0.hasPrefix("present(")
        }
        #expect(
            order == [
                "D.animationController(forPresented:presenting:source:)",
                "D.interactionControllerForPresentation(using:)",
                "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "Anim.transitionDuration(using:)", "Anim.animateTransition(using:)",
                "B.viewIsAppearing(true)",
                "B.viewDidAppear(true)", "A.viewDidDisappear(true)", "Anim.animationEnded(true)",
            ])
        // The completion handler runs after B.viewDidAppear and before animationEnded.
        let tl = TransitionDiagnostics.shared.timeline
        let didAppear = tl.lastIndex {
            $0.subjectID == ObjectIdentifier(b) && $0.event == "viewDidAppear(true)"
        }!
        let ended = tl.lastIndex {
            $0.subjectID == ObjectIdentifier(anim) && $0.event == "animationEnded(true)"
        }!
        // completionAt is a recorded position; the indices are into the ring after `droppedCount`.
        let dropped = TransitionDiagnostics.shared.droppedCount
        #expect(completionAt > dropped + didAppear && completionAt <= dropped + ended)
        #expect(b.flagsInWillAppear?.presented == true)
        #expect(!b.isBeingPresented)

        let mark2 = timelineMark
        b.dismiss(animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        let d = delegate.dismissAnimator!
        #expect(d.fromView === b.view)
        #expect(d.toView === a.view)
        #expect(d.frames["finalFrom"] == .zero)
        #expect(d.frames["finalTo"] == w.bounds)
        #expect(
            events(since: mark2, of: [("A", a), ("B", b)]) {
                $0.hasPrefix("viewWill") || $0.hasPrefix("viewDidA") || $0.hasPrefix("viewDidD")
            }
                == [
                    "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewDidAppear(true)",
                    "B.viewDidDisappear(true)",
                ])
        #expect(b.flagsInWillDisappear?.dismissed == true)
        #expect(a.view.superview === w)
        #expect(a.view.frame == w.bounds)
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(w.subviews.count == 1)
        #expect(TransitionDiagnostics.shared.invariantViolations == [])
    }

    @Test func dismissedControllerIsDeallocated() {
        let a = LoggingVC()
        makeWindow(root: a)
        weak var weakB: UIViewController?
        do {
            let b = LoggingVC()
            b.modalPresentationStyle = .fullScreen
            weakB = b
            a.present(b, animated: true)
            UIApplication.shared.runUntilIdle()
            b.dismiss(animated: true)
        }
        #expect(UIApplication.shared.runUntilIdle())
        #expect(weakB == nil)
    }

    @Test func childrenOfAPresentedControllerReportItsPresenter() {
        let a = LoggingVC()
        let child = LoggingVC()
        makeWindow(root: a)
        let nav = UINavigationController(rootViewController: child)
        nav.modalPresentationStyle = .fullScreen
        a.present(nav, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(child.presentingViewController === a)
        #expect(child.appearance.state == .appeared)
        var done = false
        child.dismiss(animated: true) { done = true }  // forwarded to the presenter
        #expect(UIApplication.shared.runUntilIdle())
        #expect(done && a.presentedViewController == nil)
        #expect(child.appearance.state == .disappeared)
    }

    @Test func transitioningDelegateIsWeakAndOwnedByThePresented() {
        let (a, b, _) = presentationPair(.fullScreen)
        b.transitioningDelegate = RecordingDelegate()  // nothing retains it
        #expect(b.transitioningDelegate == nil)
        a.present(b, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(b.view.window != nil)
        b.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
    }

    @Test func customStyleAsksPresentationControllerFirstAndKeepsThePresenter() {
        let a = LoggingVC()
        let b = LoggingVC()
        let w = makeWindow(root: a)
        let delegate = RecordingDelegate()
        var pc: InsetPresentationController?
        delegate.makePC = { p, ing in
            let c = InsetPresentationController(presentedViewController: p, presenting: ing)
            pc = c
            return c
        }
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .custom
        let mark = timelineMark
        a.present(b, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        let order = events(since: mark, of: [("D", delegate)])
        #expect(
            order == [
                "D.presentationController(forPresented:presenting:source:)",
                "D.animationController(forPresented:presenting:source:)",
                "D.interactionControllerForPresentation(using:)",
            ])
        let anim = delegate.presentAnimator!
        #expect(anim.fromView == nil)
        #expect(anim.toView === b.view)
        #expect(anim.frames["finalTo"] == w.bounds.insetBy(dx: 20, dy: 100))
        #expect(anim.frames["finalFrom"] != .zero)
        #expect(pc?.coordinatorSeenInWillBegin == true)
        #expect(a.view.window === w)
        #expect(appearanceEvents(a, since: mark).isEmpty)
        #expect(b.presentationController === pc)
        let mark2 = timelineMark
        b.dismiss(animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(delegate.dismissAnimator?.toView == nil)
        #expect(delegate.dismissAnimator?.fromView === b.view)
        #expect(appearanceEvents(a, since: mark2).isEmpty)
        #expect(
            events(since: mark2, of: [("PC", pc!)]).filter { !$0.contains("Layout") } == [
                "PC.dismissalTransitionWillBegin()", "PC.dismissalTransitionDidEnd(true)",
            ])
    }

    @Test func unanimatedCustomPresentationStillRunsTheAnimator() {
        let delegate = RecordingDelegate()
        let (a, b, _) = presentationPair(.custom, delegate: delegate)
        a.present(b, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(delegate.presentAnimator?.isAnimated == false)
        #expect(b.view.window != nil)
        b.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
    }

    @Test func animatorThatNeverCompletesIsReportedByTypeName() {
        let a = LoggingVC()
        let b = LoggingVC()
        makeWindow(root: a)
        let delegate = RecordingDelegate()
        delegate.presentAnimator?.completes = false
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .fullScreen
        var completed = false
        a.present(b, animated: true) { completed = true }
        #expect(!UIApplication.shared.runUntilIdle(timeout: 1))
        #expect(UIApplication.shared.pendingWork.contains { $0.contains("RecordingAnimator") })
        #expect(!completed)
        #expect(b.transitionCoordinator != nil)
        let wm = warningMark
        let ctx = delegate.presentAnimator?.context
        ctx?.completeTransition(true)
        ctx?.completeTransition(true)
        #expect(
            warnings(since: wm).contains {
                $0.contains("completeTransition") && $0.contains("more than once")
            })
        #expect(completed)
        #expect(b.transitionCoordinator == nil)
        #expect(UIApplication.shared.runUntilIdle())
        b.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
    }

    @Test func misuseIsWarnedWithUIKitsWording() {
        let a = LoggingVC()
        let b = LoggingVC()
        let c = LoggingVC()
        makeWindow(root: a)
        let wm = warningMark
        a.present(b, animated: false)
        a.present(c, animated: false)
        #expect(
            warnings(since: wm).contains(
                "Attempt to present <LoggingVC> on <LoggingVC> which is already presenting <LoggingVC>"
            ))
        UIApplication.shared.runUntilIdle()
        let offscreen = LoggingVC()
        let d = LoggingVC()
        _ = offscreen.view
        let wm2 = warningMark
        offscreen.present(d, animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(
            warnings(since: wm2).contains(
                "Attempt to present <LoggingVC> on <LoggingVC> whose view is not in the window hierarchy."
            ))
        #expect(offscreen.presentedViewController == nil)
        var called = false
        offscreen.dismiss(animated: true) { called = true }
        #expect(called)
        b.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
    }

    @Test func dismissingFromTheMiddleOfAChainDismissesEverythingAbove() {
        let a = LoggingVC()
        let b = LoggingVC()
        let c = LoggingVC()
        let w = makeWindow(root: a)
        b.modalPresentationStyle = .fullScreen
        c.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        UIApplication.shared.runUntilIdle()
        b.present(c, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(c.view.window === w && a.view.window == nil)
        var done = false
        a.dismiss(animated: true) { done = true }
        #expect(UIApplication.shared.runUntilIdle())
        #expect(done)
        #expect(a.presentedViewController == nil && b.presentedViewController == nil)
        #expect(b.presentingViewController == nil && c.presentingViewController == nil)
        #expect(a.view.window === w && b.view.window == nil && c.view.window == nil)
        #expect(w.subviews.count == 1)
        #expect(b.appearance.state == .disappeared && c.appearance.state == .disappeared)
    }

    @Test func coverVerticalSlidesUpOverItsDuration() {
        let (a, b, w) = presentationPair(.fullScreen)
        a.present(b, animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)  // the transition starts
        let h = w.bounds.height
        let y0 = b.view.layer.presentation()!.position.y
        #expect(abs(y0 - (h / 2 + h)) < h * 0.02)
        UIApplication.shared.advance(by: 0.35 / 2)
        let mid = b.view.layer.presentation()!.position.y
        #expect(mid > h / 2 && mid < h / 2 + h)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(b.view.layer.presentation()!.position.y == h / 2)
        b.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
    }

    @Test func alongsideAnimationsRunAfterAnimateTransitionAndCompletionsAfterTheEnd() {
        let delegate = RecordingDelegate()
        let (a, b, _) = presentationPair(.overFullScreen, delegate: delegate)
        var log: [String] = []
        final class PC: UIPresentationController {}
        a.present(b, animated: true) { log.append("completion") }
        UIApplication.shared.advance(by: 1.0 / 60)
        let coordinator = b.transitionCoordinator
        #expect(coordinator != nil)
        #expect(a.transitionCoordinator != nil)
        coordinator?.animate(
            alongsideTransition: { ctx in log.append("alongside \(ctx.isAnimated)") },
            completion: { ctx in log.append("done \(ctx.isCancelled)") })
        #expect(log == ["alongside true"])  // registered after the start: runs at once
        #expect(UIApplication.shared.runUntilIdle())
        #expect(log == ["alongside true", "done false", "completion"])
        b.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
    }

    @Test func overFullScreenKeepsPresenterWithoutAppearanceCallbacks() {
        let delegate = RecordingDelegate()
        let (a, b, w) = presentationPair(.overFullScreen, delegate: delegate)
        let mark = timelineMark
        a.present(b, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(delegate.presentAnimator?.fromView == nil)
        #expect(a.view.window === w)
        #expect(appearanceEvents(a, since: mark).isEmpty)
        b.dismiss(animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(delegate.dismissAnimator?.toView == nil)
        #expect(appearanceEvents(a, since: mark).isEmpty)
    }

    @Test func currentContextCoversTheContextControllersView() {
        let root = LoggingVC()
        let context = LoggingVC()
        let b = LoggingVC()
        let w = makeWindow(root: root)
        root.addChild(context)
        context.view.frame = CGRect(x: 0, y: 100, width: w.bounds.width, height: 300)
        root.view.addSubview(context.view)
        context.didMove(toParent: root)
        context.definesPresentationContext = true
        b.modalPresentationStyle = .currentContext
        context.present(b, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(b.presentingViewController === context)
        #expect(
            b.view.convert(b.view.bounds, to: nil)
                == CGRect(x: 0, y: 100, width: w.bounds.width, height: 300))
        #expect(context.view.window == nil)
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(context.view.superview === root.view)
        #expect(context.view.frame == CGRect(x: 0, y: 100, width: w.bounds.width, height: 300))
    }

    @Test func noInvariantViolationsAfterTheseTransitions() {
        #expect(TransitionDiagnostics.shared.invariantViolations == [])
    }
}

@MainActor
@Suite struct PresentationOverlapTests {
    @Test func dismissRequestedInTheSameTurnAsPresentIsDroppedWithUIKitsWarning() {
        let (a, b, _) = presentationPair(.fullScreen)
        let wm = warningMark
        a.present(b, animated: true)
        var dismissed = false
        b.dismiss(animated: true) { dismissed = true }
        #expect(UIApplication.shared.runUntilIdle())
        #expect(!dismissed)
        #expect(a.presentedViewController === b && b.view.window != nil)
        #expect(
            warnings(since: wm).contains(
                "Attempt to dismiss from view controller <LoggingVC> while a presentation or dismiss is in progress!"
            ))
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(a.presentedViewController == nil)
    }
}
