import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// An adaptive delegate that logs what it is asked and answers as configured.
@MainActor
final class AdaptiveLoggingDelegate: UIAdaptivePresentationControllerDelegate {
    var log: [String] = []
    var answer: UIModalPresentationStyle = .automatic
    var replacement: ((UIPresentationController) -> UIViewController?)?
    var coordinatorAnimated: Bool?

    func adaptivePresentationStyle(for controller: UIPresentationController)
        -> UIModalPresentationStyle
    {
        log.append("adaptivePresentationStyle(for:)")
        return answer
    }
    func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
        log.append("viewControllerForAdaptivePresentationStyle(\(style))")
        return replacement?(controller)
    }
    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: UIViewControllerTransitionCoordinator?
    ) {
        log.append("willPresentWithAdaptiveStyle(\(style))")
        coordinatorAnimated = transitionCoordinator?.isAnimated
    }
}

/// A delegate that implements none of the adaptive methods.
@MainActor
final class DismissOnlyDelegate: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

/// Adaptation (UIKit-semantics.md §5.3) on an iPhone (compact width).
@MainActor
@Suite struct PresentationAdaptationTests {
    @Test func compactAdaptationAsksTheDelegateInUIKitsOrderAndPresentsTheReplacement() throws {
        let a = LoggingVC()
        let b = LoggingVC()
        let w = makeWindow(root: a)
        let d = AdaptiveLoggingDelegate()
        d.answer = .fullScreen
        weak var weakNav: UINavigationController?
        d.replacement = { pc in
            let nav = UINavigationController(rootViewController: pc.presentedViewController)
            weakNav = nav
            return nav
        }
        b.modalPresentationStyle = .popover
        b.popoverPresentationController?.sourceView = a.view
        b.popoverPresentationController?.delegate = d
        let mark = timelineMark
        a.present(b, animated: true)
        #expect(d.log.isEmpty)  // asked when the presentation starts, on the next turn
        #expect(UIApplication.shared.runUntilIdle())
        #expect(
            d.log == [
                "adaptivePresentationStyle(for:)",
                "viewControllerForAdaptivePresentationStyle(fullScreen)",
                "willPresentWithAdaptiveStyle(fullScreen)",
            ])
        #expect(d.coordinatorAnimated == true)
        try check(nav: #require(weakNav), a: a, b: b, w: w, mark: mark)
        b.dismiss(animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(a.presentedViewController == nil && a.view.window === w)
        #expect(weakNav == nil)
        #expect(TransitionDiagnostics.shared.invariantViolations == [])
    }

    func check(
        nav: UINavigationController, a: UIViewController, b: UIViewController, w: UIWindow,
        mark: Int
    ) throws {
        #expect(a.presentedViewController === nav)
        #expect(nav.presentingViewController === a)
        #expect(b.presentingViewController === a)  // through its parent
        #expect(nav.presentationController?.presentationStyle == .fullScreen)
        // UIKit keeps answering with the popover controller
        #expect(b.popoverPresentationController != nil)
        #expect(b.presentationController === nav.presentationController)
        #expect(nav.view.frame == w.bounds && nav.view.window === w)
        #expect(a.view.window == nil)  // full screen removes the presenter's view
        // willPresent comes after the animator is chosen and before presentationTransitionWillBegin.
        let pc = try #require(nav.presentationController)
        let tl = timelineEntries(since: mark)
        let willPresent = try #require(
            tl.firstIndex {
                $0.event
                    == "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)"
            })
        let willBegin = try #require(
            tl.firstIndex {
                $0.subjectID == ObjectIdentifier(pc)
                    && $0.event == "presentationTransitionWillBegin()"
            })
        #expect(willPresent < willBegin)
    }

    @Test func answeringNoneKeepsThePopoverOnAnIPhone() throws {
        let a = LoggingVC()
        let b = LoggingVC()
        let w = makeWindow(root: a)
        let source = UIView(frame: CGRect(x: 20, y: 100, width: 40, height: 30))
        a.view.addSubview(source)
        let d = AdaptiveLoggingDelegate()
        d.answer = .none
        b.modalPresentationStyle = .popover
        b.preferredContentSize = CGSize(width: 200, height: 150)
        let popover = try #require(b.popoverPresentationController)
        popover.sourceView = source
        popover.delegate = d
        a.present(b, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(d.log == ["adaptivePresentationStyle(for:)", "willPresentWithAdaptiveStyle(none)"])
        #expect(b.presentationController === popover)
        // Below the source, 13 pt arrow gap, clamped 10 pt inside the window's left edge; the arrow
        // tip at the source's midpoint (x 40, clear of the 13 pt corner + half the 26 pt base).
        #expect(popover.arrowDirection == .up)
        #expect(b.view.frame == CGRect(x: 10, y: 143, width: 200, height: 150))
        #expect(popover.arrowView?.frame == CGRect(x: 27, y: 130, width: 26, height: 13))
        #expect(a.view.window === w)
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
    }

    @Test func aDelegateWithoutAnAdaptiveAnswerStillLetsThePopoverBecomeASheet() throws {
        let a = LoggingVC()
        let b = LoggingVC()
        makeWindow(root: a)
        let d = DismissOnlyDelegate()
        b.modalPresentationStyle = .popover
        b.popoverPresentationController?.sourceView = a.view
        b.popoverPresentationController?.delegate = d
        a.present(b, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        let sheet = try #require(b.presentationController as? UISheetPresentationController)
        #expect(sheet.presentationStyle == .pageSheet)
        #expect(sheet.delegate === d)
        #expect(b.popoverPresentationController != nil)
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
    }

    @Test func aSheetAdaptsToFullScreenWhenTheDelegateSaysSo() throws {
        let a = LoggingVC()
        let b = LoggingVC()
        let w = makeWindow(root: a)
        let d = AdaptiveLoggingDelegate()
        d.answer = .fullScreen
        b.modalPresentationStyle = .pageSheet
        b.presentationController?.delegate = d
        let mark = timelineMark
        a.present(b, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(
            d.log == [
                "adaptivePresentationStyle(for:)",
                "viewControllerForAdaptivePresentationStyle(fullScreen)",
                "willPresentWithAdaptiveStyle(fullScreen)",
            ])
        #expect(b.presentationController?.presentationStyle == .fullScreen)
        #expect(b.presentationController?.delegate === d)
        #expect(b.view.frame == w.bounds)
        // Full screen: the presenter now disappears.
        #expect(
            appearanceEvents(a, since: mark) == [
                "viewWillDisappear(true)", "viewDidDisappear(true)",
            ])
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(a.view.window === w)
    }

    /// A custom presentation controller that adapts itself to full screen in a compact width.
    final class SelfAdaptingPC: UIPresentationController {
        override func adaptivePresentationStyle(for traitCollection: UITraitCollection)
            -> UIModalPresentationStyle
        {
            traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
        }
    }

    @Test func aPresentationControllerOverridingItsAdaptiveStyleIsHonoured() {
        let a = LoggingVC()
        let b = LoggingVC()
        let w = makeWindow(root: a)
        let d = RecordingDelegate()
        d.makePC = { p, ing in SelfAdaptingPC(presentedViewController: p, presenting: ing) }
        b.transitioningDelegate = d
        b.modalPresentationStyle = .custom
        a.present(b, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(b.presentationController?.presentationStyle == .fullScreen)
        #expect(!(b.presentationController is SelfAdaptingPC))
        #expect(d.presentAnimator?.fromView === a.view)  // full screen: both views are given
        #expect(a.view.window == nil && b.view.frame == w.bounds)
        b.dismiss(animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(a.view.window === w)
    }

    @Test func anUnsupportedAdaptiveStyleIsWarnedAndIgnored() {
        let a = LoggingVC()
        let b = LoggingVC()
        makeWindow(root: a)
        let d = AdaptiveLoggingDelegate()
        d.answer = .custom
        b.modalPresentationStyle = .pageSheet
        b.presentationController?.delegate = d
        let wm = warningMark
        a.present(b, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(
            warnings(since: wm).contains(
                "Adaptive presentation style custom requested for <LoggingVC> is not supported; the presentation does not adapt."
            ))
        #expect(b.presentationController is UISheetPresentationController)
        #expect(d.log.last == "willPresentWithAdaptiveStyle(none)")
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
    }
}

/// `UIPopoverPresentationController` on an iPad (regular width): frame, arrow, no adaptation.
@MainActor
@Suite struct PopoverIPadTests {
    /// An iPad window whose root has a 80 × 40 pt source view at (100, 200).
    func makeIPadScene() -> (UIWindow, LoggingVC, UIView) {
        let a = LoggingVC()
        let w = makeWindow(root: a)
        let source = UIView(frame: CGRect(x: 100, y: 200, width: 80, height: 40))
        a.view.addSubview(source)
        return (w, a, source)
    }

    @Test func popoverPointsItsArrowUpAtTheSourceRectAndKeepsThePresenter() throws {
        let saved = UIScreen.main.device
        UIScreen.main.device = .iPadPro11
        defer { UIScreen.main.device = saved }
        let (w, a, source) = makeIPadScene()
        let d = AdaptiveLoggingDelegate()
        weak var weakB: UIViewController?
        var popover: UIPopoverPresentationController?
        let mark = timelineMark
        do {
            let b = LoggingVC()
            weakB = b
            b.modalPresentationStyle = .popover
            b.preferredContentSize = CGSize(width: 300, height: 400)
            popover = b.popoverPresentationController
            popover?.sourceView = source
            popover?.delegate = d
            a.present(b, animated: true)
            UIApplication.shared.advance(by: 1.0 / 60 + 0.35 / 2)
            // The built-in popover animation is a cross-fade.
            let alpha = b.view.layer.presentation()?.opacity ?? 1
            #expect(alpha > 0.05 && alpha < 0.95)
            #expect(UIApplication.shared.runUntilIdle())
            // Regular width: the older adaptivePresentationStyle(for:) is not asked.
            #expect(d.log == ["willPresentWithAdaptiveStyle(none)"])
            #expect(b.presentationController === popover)
            // Hand-derived: safe area 24/20 pt, 10 pt margin; below the source by the 13 pt arrow;
            // x = 140 − 150 clamped to 10.
            #expect(b.view.frame == CGRect(x: 10, y: 253, width: 300, height: 400))
            #expect(b.view.layer.cornerRadius == 13)
            #expect(popover?.arrowDirection == .up)
            let arrow = try #require(popover?.arrowView)
            #expect(arrow.superview === popover?.containerView)
            #expect(arrow.frame == CGRect(x: 127, y: 240, width: 26, height: 13))
            #expect(arrow.alpha == 1)
            #expect(a.view.window === w)
            #expect(appearanceEvents(a, since: mark).isEmpty)
            b.dismiss(animated: true)
        }
        #expect(UIApplication.shared.runUntilIdle())
        #expect(popover?.arrowView == nil)
        #expect(w.subviews.count == 1)
        popover = nil
        #expect(weakB == nil)
        w.isHidden = true
    }

    /// A 300 × 400 pt popover from a source view on the iPad scene, and where UIKit puts it.
    struct PopoverPlacement: Sendable, CustomTestStringConvertible {
        var name: String
        /// The source view's frame; nil for the scene's own source at (100, 200).
        var sourceFrame: CGRect?
        var permittedArrowDirections: UIPopoverArrowDirection = .any
        var arrowDirection: UIPopoverArrowDirection
        var frame: CGRect
        var arrowFrame: CGRect
        var testDescription: String { name }
    }

    @Test(arguments: [
        // No room below a source low on the screen: the popover sits above, pointing down.
        PopoverPlacement(
            name: "no room below", sourceFrame: CGRect(x: 600, y: 1100, width: 80, height: 40),
            arrowDirection: .down, frame: CGRect(x: 490, y: 687, width: 300, height: 400),
            arrowFrame: CGRect(x: 627, y: 1087, width: 26, height: 13)),
        // Only .left permitted: to the right of the source, pointing left.
        PopoverPlacement(
            name: "only left permitted", permittedArrowDirections: .left, arrowDirection: .left,
            frame: CGRect(x: 193, y: 34, width: 300, height: 400),
            arrowFrame: CGRect(x: 180, y: 207, width: 13, height: 26)),
    ])
    func popoverPointsWhereThereIsRoomAndHonoursPermittedDirections(_ placement: PopoverPlacement) {
        let saved = UIScreen.main.device
        UIScreen.main.device = .iPadPro11
        defer { UIScreen.main.device = saved }
        let (w, a, source) = makeIPadScene()
        var from = source
        if let frame = placement.sourceFrame {
            from = UIView(frame: frame)
            a.view.addSubview(from)
        }
        let b = LoggingVC()
        b.modalPresentationStyle = .popover
        b.preferredContentSize = CGSize(width: 300, height: 400)
        b.popoverPresentationController?.sourceView = from
        b.popoverPresentationController?.permittedArrowDirections =
            placement.permittedArrowDirections
        a.present(b, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(b.popoverPresentationController?.arrowDirection == placement.arrowDirection)
        #expect(b.view.frame == placement.frame)
        #expect(b.popoverPresentationController?.arrowView?.frame == placement.arrowFrame)
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        w.isHidden = true
    }

    @Test func popoverWithoutASourceViewOnAnIPadIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIScreen.main.device = .iPadPro11
                let a = UIViewController()
                let w = UIWindow()
                w.rootViewController = a
                w.makeKeyAndVisible()
                let b = UIViewController()
                b.modalPresentationStyle = .popover
                a.present(b, animated: false)
                UIApplication.shared.runUntilIdle()
            }
        }
    }
}

/// The popover layout rule as a pure function (hand-derived numbers).
@Suite struct PopoverLayoutTests {
    @Test func whenNothingFitsThePopoverShrinksIntoTheSideWithTheMostRoom() {
        // Rooms around a 100 pt square at (150, 250) in 400 × 600: up 237, down 237, left 137, right 137.
        let area = CGRect(x: 0, y: 0, width: 400, height: 600)
        let source = CGRect(x: 150, y: 250, width: 100, height: 100)
        let l = PopoverLayout(
            contentSize: CGSize(width: 300, height: 500), source: source, area: area,
            permitted: .any)
        #expect(l.arrowDirection == .up)
        #expect(l.frame == CGRect(x: 50, y: 363, width: 300, height: 237))
        #expect(l.arrowTip == CGPoint(x: 200, y: 350))
        let d = PopoverLayout(
            contentSize: CGSize(width: 300, height: 500), source: source, area: area,
            permitted: [.down, .right])
        #expect(d.arrowDirection == .down)
        #expect(d.frame == CGRect(x: 50, y: 0, width: 300, height: 237))
        #expect(d.arrowTip == CGPoint(x: 200, y: 250))
    }

    @Test func theArrowTipStaysClearOfTheRoundedCorners() {
        // Source at the far left: the box clamps to x = 0, the tip to 13 + 13 = 26 from its edge.
        let l = PopoverLayout(
            contentSize: CGSize(width: 200, height: 100),
            source: CGRect(x: 0, y: 0, width: 4, height: 10),
            area: CGRect(x: 0, y: 0, width: 400, height: 600), permitted: .up)
        #expect(l.frame == CGRect(x: 0, y: 23, width: 200, height: 100))
        #expect(l.arrowTip == CGPoint(x: 26, y: 10))
    }
}
