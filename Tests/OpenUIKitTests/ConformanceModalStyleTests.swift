import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// The conformance suite for present/dismiss in every modal style: the exact order of delegate,
/// animator, presentation-controller and appearance calls, `view(forKey:)` and the four frames,
/// the hierarchy after each step, and that the dismissed controller and its presentation
/// controller are deallocated.
@MainActor
@Suite struct ConformanceModalStyleTests {
    /// One row of the table: a style on a device. Expected values are hand-derived in `expected`.
    enum Case: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case fullScreen, overFullScreen, pageSheet, formSheetOnIPhone, automatic, currentContext,
            overCurrentContext
        case custom, customRemovingPresenter, formSheetOnIPad, pageSheetOnIPad, popoverOnIPad
        var testDescription: String { rawValue }
    }

    /// What UIKit's rules (UIKit-semantics.md §4.2–§4.4, §6.2) give for a case.
    struct Expected {
        var removesPresenter: Bool
        /// The presenter's frame in the container (initial from; also final from when kept).
        var presenterFrame: CGRect
        /// `frameOfPresentedViewInContainerView`.
        var presentedFrame: CGRect
        var style: UIModalPresentationStyle
    }

    /// A custom presentation controller that removes the presenter's view, as UIKit's full-screen one.
    final class RemovingPC: UIPresentationController {
        override var shouldRemovePresentersView: Bool { true }
    }

    static let contextFrame = CGRect(x: 0, y: 100, width: 393, height: 300)

    func expected(_ c: Case, window w: UIWindow) -> Expected {
        let b = w.bounds
        switch c {
        case .fullScreen:
            return Expected(
                removesPresenter: true, presenterFrame: b, presentedFrame: b, style: .fullScreen)
        case .overFullScreen:
            return Expected(
                removesPresenter: false, presenterFrame: b, presentedFrame: b,
                style: .overFullScreen)
        case .pageSheet, .formSheetOnIPhone, .automatic:
            // iPhone 15 card: top at the 59 pt safe area + 10 pt.
            let style: UIModalPresentationStyle = c == .formSheetOnIPhone ? .formSheet : .pageSheet
            return Expected(
                removesPresenter: false, presenterFrame: b,
                presentedFrame: CGRect(x: 0, y: 69, width: 393, height: 852 - 69), style: style)
        case .currentContext, .overCurrentContext:
            // The container covers the context view (0, 100, 393 × 300): container coordinates.
            let local = CGRect(x: 0, y: 0, width: 393, height: 300)
            return Expected(
                removesPresenter: c == .currentContext, presenterFrame: local,
                presentedFrame: local,
                style: c == .currentContext ? .currentContext : .overCurrentContext)
        case .custom:
            return Expected(
                removesPresenter: false, presenterFrame: b, presentedFrame: b, style: .custom)
        case .customRemovingPresenter:
            return Expected(
                removesPresenter: true, presenterFrame: b, presentedFrame: b, style: .custom)
        case .formSheetOnIPad:
            // 540 × 620 centred in 834 × 1194.
            return Expected(
                removesPresenter: false, presenterFrame: b,
                presentedFrame: CGRect(x: 147, y: 287, width: 540, height: 620), style: .formSheet)
        case .pageSheetOnIPad:
            // 704 pt wide, centred, top at the 24 pt safe area + 10 pt.
            return Expected(
                removesPresenter: false, presenterFrame: b,
                presentedFrame: CGRect(x: 65, y: 34, width: 704, height: 1194 - 34),
                style: .pageSheet)
        case .popoverOnIPad:
            // 300 × 400 under a source at (100, 200, 80, 40): 13 pt arrow; x clamped to the 10 pt margin.
            return Expected(
                removesPresenter: false, presenterFrame: b,
                presentedFrame: CGRect(x: 10, y: 253, width: 300, height: 400), style: .popover)
        }
    }

    @Test(arguments: Case.allCases)
    func presentAndDismissFollowUIKitsRules(_ c: Case) throws {
        let saved = UIScreen.main.device
        if c == .formSheetOnIPad || c == .pageSheetOnIPad || c == .popoverOnIPad {
            UIScreen.main.device = .iPadPro11
        }
        defer { UIScreen.main.device = saved }
        let root = LoggingVC()
        let w = makeWindow(root: root)
        defer { w.isHidden = true }
        // The presenter: the root, or a context-defining child for the context styles.
        var presenter: LoggingVC = root
        if c == .currentContext || c == .overCurrentContext {
            let context = LoggingVC()
            root.addChild(context)
            context.view.frame = Self.contextFrame
            root.view.addSubview(context.view)
            context.didMove(toParent: root)
            context.definesPresentationContext = true
            presenter = context
        }
        let source = UIView(frame: CGRect(x: 100, y: 200, width: 80, height: 40))
        root.view.addSubview(source)
        let presenterSuperview = presenter.view.superview
        let e = expected(c, window: w)
        weak var weakB: LoggingVC?
        weak var weakPC: UIPresentationController?
        do {
            let b = LoggingVC()
            weakB = b
            let delegate = RecordingDelegate()
            b.transitioningDelegate = delegate
            switch c {
            case .fullScreen: b.modalPresentationStyle = .fullScreen
            case .overFullScreen: b.modalPresentationStyle = .overFullScreen
            case .pageSheet, .pageSheetOnIPad: b.modalPresentationStyle = .pageSheet
            case .formSheetOnIPhone, .formSheetOnIPad: b.modalPresentationStyle = .formSheet
            case .automatic: b.modalPresentationStyle = .automatic
            case .currentContext: b.modalPresentationStyle = .currentContext
            case .overCurrentContext: b.modalPresentationStyle = .overCurrentContext
            case .custom: b.modalPresentationStyle = .custom
            case .customRemovingPresenter:
                b.modalPresentationStyle = .custom
                delegate.makePC = { p, ing in
                    RemovingPC(presentedViewController: p, presenting: ing)
                }
            case .popoverOnIPad:
                b.modalPresentationStyle = .popover
                b.preferredContentSize = CGSize(width: 300, height: 400)
                b.popoverPresentationController?.sourceView = source
            }
            let isCustom = b.modalPresentationStyle == .custom

            // Present.
            let mark = timelineMark
            var completed = false
            presenter.present(b, animated: true) { completed = true }
            #expect(
                presenter.presentedViewController === b && b.presentingViewController === presenter)
            #expect(delegate.presentAnimator?.context == nil)  // starts on the next turn
            #expect(UIApplication.shared.runUntilIdle())
            #expect(completed)
            let pc = try #require(b.presentationController)
            weakPC = pc
            #expect(pc.presentationStyle == e.style)
            let anim = try #require(delegate.presentAnimator)
            var order = [String]()
            if isCustom {
                order.append("D.presentationController(forPresented:presenting:source:)")
            }
            order += [
                "D.animationController(forPresented:presenting:source:)",
                "D.interactionControllerForPresentation(using:)",
                "PC.presentationTransitionWillBegin()",
            ]
            if e.removesPresenter { order.append("A.viewWillDisappear(true)") }
            order += [
                "B.viewWillAppear(true)", "Anim.transitionDuration(using:)",
                "Anim.animateTransition(using:)", "B.viewIsAppearing(true)",
                "B.viewDidAppear(true)",
            ]
            if e.removesPresenter { order.append("A.viewDidDisappear(true)") }
            order += ["PC.presentationTransitionDidEnd(true)", "Anim.animationEnded(true)"]
            let relevant: (String) -> Bool = { ev in
                !ev.hasPrefix("loadView") && !ev.hasPrefix("viewDidLoad")
                    && !ev.hasPrefix("present(") && !ev.contains("Layout")
            }
            #expect(
                events(
                    since: mark,
                    of: [("A", presenter), ("B", b), ("D", delegate), ("Anim", anim), ("PC", pc)],
                    matching: relevant) == order)
            #expect(anim.fromView === (e.removesPresenter ? presenter.view : nil))
            #expect(anim.toView === b.view)
            #expect(anim.frames["initialFrom"] == e.presenterFrame)
            #expect(anim.frames["finalFrom"] == (e.removesPresenter ? .zero : e.presenterFrame))
            #expect(anim.frames["initialTo"] == .zero)
            #expect(anim.frames["finalTo"] == e.presentedFrame)
            #expect(anim.container === pc.containerView)
            #expect(b.view.superview === pc.containerView && b.view.frame == e.presentedFrame)
            #expect(b.view.window === w)
            #expect(presenter.view.window === (e.removesPresenter ? nil : w))
            #expect(presenter.appearance.state == (e.removesPresenter ? .disappeared : .appeared))
            #expect(b.appearance.state == .appeared)
            #expect(!b.isBeingPresented && b.transitionCoordinator == nil)

            // Dismiss.
            let mark2 = timelineMark
            var dismissed = false
            b.dismiss(animated: true) { dismissed = true }
            #expect(UIApplication.shared.runUntilIdle())
            #expect(dismissed)
            let danim = try #require(delegate.dismissAnimator)
            var dorder = [
                "D.animationController(forDismissed:)",
                "D.interactionControllerForDismissal(using:)",
                "PC.dismissalTransitionWillBegin()", "B.viewWillDisappear(true)",
            ]
            if e.removesPresenter { dorder.append("A.viewWillAppear(true)") }
            dorder += ["DAnim.transitionDuration(using:)", "DAnim.animateTransition(using:)"]
            if e.removesPresenter {
                dorder += ["A.viewIsAppearing(true)", "A.viewDidAppear(true)"]
            }
            dorder += [
                "B.viewDidDisappear(true)", "PC.dismissalTransitionDidEnd(true)",
                "DAnim.animationEnded(true)",
            ]
            let drelevant: (String) -> Bool = { ev in
                !ev.hasPrefix("dismiss(") && !ev.contains("Layout")
            }
            #expect(
                events(
                    since: mark2,
                    of: [
                        ("A", presenter), ("B", b), ("D", delegate), ("DAnim", danim), ("PC", pc),
                    ], matching: drelevant) == dorder)
            #expect(danim.fromView === b.view)
            #expect(danim.toView === (e.removesPresenter ? presenter.view : nil))
            #expect(danim.frames["initialFrom"] == e.presentedFrame)
            #expect(danim.frames["finalFrom"] == .zero)
            if e.removesPresenter {
                #expect(danim.frames["initialTo"] == .zero)
                #expect(danim.frames["finalTo"] == e.presenterFrame)  // the container's bounds
            } else if c == .pageSheet || c == .formSheetOnIPhone || c == .automatic {
                // The card scales the presenter back, so its frame is undefined (UIKit-semantics.md §10); initial = final.
                #expect(danim.frames["initialTo"] == danim.frames["finalTo"])
            } else {
                #expect(
                    danim.frames["initialTo"] == e.presenterFrame
                        && danim.frames["finalTo"] == e.presenterFrame)
            }
            #expect(b.view.window == nil && b.view.superview == nil)
            #expect(presenter.presentedViewController == nil && b.presentingViewController == nil)
            #expect(presenter.view.superview === presenterSuperview && presenter.view.window === w)
            #expect(presenter.appearance.state == .appeared && b.appearance.state == .disappeared)
            #expect(
                !w.subviews.contains { $0 is UITransitionView }
                    && !root.view.subviews.contains { $0 is UITransitionView })
        }
        #expect(UIApplication.shared.runUntilIdle())
        #expect(weakB == nil)
        #expect(weakPC == nil)
        #expect(TransitionDiagnostics.shared.invariantViolations == [])
    }

    @Test func targetTransformIsTheIdentityWithoutRotation() {
        // The engine has no device rotation, so every transition reports UIKit's "no rotation" value.
        let a = LoggingVC()
        let b = LoggingVC()
        makeWindow(root: a)
        let delegate = RecordingDelegate()
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(delegate.presentAnimator?.context?.targetTransform == .identity)
        #expect(b.transitionCoordinator?.targetTransform == .identity)
        #expect(UIApplication.shared.runUntilIdle())
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
    }

    @Test func dismissingWithNothingPresentedIsWarnedAndCallsTheCompletion() {
        let a = LoggingVC()
        let w = makeWindow(root: a)
        let wm = warningMark
        var called = false
        a.dismiss(animated: true) { called = true }
        #expect(called)
        #expect(
            warnings(since: wm) == [
                "Attempt to dismiss from view controller <LoggingVC> which is neither presenting nor presented; nothing to dismiss."
            ])
        #expect(a.view.window === w && w.subviews.count == 1)
        #expect(UIApplication.shared.runUntilIdle())
    }
}
