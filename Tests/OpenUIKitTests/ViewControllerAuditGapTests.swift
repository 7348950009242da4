import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Items of issue 3 that had no test before the audit.
@MainActor
@Suite struct ViewControllerAuditGapTests {
    @Test func visibleViewControllerIsWhatTheTopPresents() {
        let a = LoggingVC()
        let b = LoggingVC()
        let m = LoggingVC()
        let nav = UINavigationController(rootViewController: a)
        makeWindow(root: nav)
        nav.pushViewController(b, animated: false)
        #expect(nav.visibleViewController === b)
        m.modalPresentationStyle = .overFullScreen
        b.present(m, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.topViewController === b)
        #expect(nav.visibleViewController === m)
        m.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.visibleViewController === b)
    }

    @Test func popToAMiddleControllerReturnsThePoppedBottomUpAndFreesThem() {
        let a = LoggingVC()
        let b = LoggingVC()
        let nav = UINavigationController(rootViewController: a)
        let w = makeWindow(root: nav)
        weak var weakC: LoggingVC?
        weak var weakD: LoggingVC?
        do {
            let c = LoggingVC()
            let d = LoggingVC()
            weakC = c
            weakD = d
            nav.setViewControllers([a, b, c, d], animated: false)
            #expect(UIApplication.shared.runUntilIdle())
            let popped = nav.popToViewController(b, animated: true)
            #expect(
                // stack order
                popped?.map { ObjectIdentifier($0) } == [ObjectIdentifier(c), ObjectIdentifier(d)])
            #expect(nav.viewControllers.count == 2 && nav.topViewController === b)
            #expect(UIApplication.shared.runUntilIdle())
            #expect(b.view.window === w && c.parent == nil && d.parent == nil)
        }
        #expect(UIApplication.shared.runUntilIdle())
        #expect(weakC == nil && weakD == nil)
    }

    @Test func flipAndPartialCurlRunAsCoreAnimationTransitionsOnTheContainer() throws {
        for (style, type) in [
            (UIModalTransitionStyle.flipHorizontal, "oglFlip"), (.partialCurl, "pageCurl"),
        ] {
            let a = LoggingVC()
            let b = LoggingVC()
            let w = makeWindow(root: a)
            b.modalPresentationStyle = .fullScreen
            b.modalTransitionStyle = style
            let t0 = CACurrentMediaTime()
            a.present(b, animated: true)
            UIApplication.shared.advance(by: 1.0 / 60)
            let container = try #require(b.view.superview)
            let t = try #require(container.layer.animation(forKey: "transition") as? CATransition)
            #expect(t.type.rawValue == type)
            #expect(t.duration == 0.6)
            #expect(UIApplication.shared.runUntilIdle())
            // The 0.6 s transition starts at the present call (before the clock moves).
            #expect(abs(CACurrentMediaTime() - t0 - 0.6) < 1e-9)
            #expect(b.view.window === w && a.view.window == nil)
            b.dismiss(animated: false)
            #expect(UIApplication.shared.runUntilIdle())
            w.isHidden = true
        }
    }

    @Test func crossDissolveFadesThePresentedViewIn() {
        let a = LoggingVC()
        let b = LoggingVC()
        let w = makeWindow(root: a)
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = .crossDissolve
        a.present(b, animated: true)
        UIApplication.shared.advance(by: 1.0 / 60 + 0.35 / 2)
        let o = b.view.layer.presentation()?.opacity ?? -1
        #expect(o > 0.2 && o < 0.8)  // ease-in-ease-out at half time is 0.5
        #expect(b.view.layer.presentation()?.position == b.view.layer.position)  // no slide
        #expect(UIApplication.shared.runUntilIdle())
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        w.isHidden = true
    }

    @Test func aContextThatProvidesItsTransitionStyleOverridesThePresented() {
        let root = LoggingVC()
        let context = LoggingVC()
        let b = LoggingVC()
        let w = makeWindow(root: root)
        root.addChild(context)
        context.view.frame = CGRect(x: 0, y: 100, width: w.bounds.width, height: 300)
        root.view.addSubview(context.view)
        context.didMove(toParent: root)
        context.definesPresentationContext = true
        context.providesPresentationContextTransitionStyle = true
        context.modalTransitionStyle = .crossDissolve
        b.modalPresentationStyle = .currentContext
        b.modalTransitionStyle = .coverVertical
        context.present(b, animated: true)
        UIApplication.shared.advance(by: 1.0 / 60 + 0.35 / 2)
        let o = b.view.layer.presentation()?.opacity ?? -1
        #expect(o > 0.2 && o < 0.8)
        #expect(b.view.layer.presentation()?.position == b.view.layer.position)
        #expect(UIApplication.shared.runUntilIdle())
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
    }

    @Test func sheetGrabberIsACentredCapsuleAtTheTopWhilePresented() throws {
        let a = LoggingVC()
        let b = LoggingVC()
        let w = makeWindow(root: a)
        b.modalPresentationStyle = .pageSheet
        let sheet = try #require(b.sheetPresentationController)
        sheet.prefersGrabberVisible = true
        a.present(b, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        let grabber = try #require(
            b.view.subviews.first { $0.accessibilityIdentifier == "sheetGrabber" })
        #expect(grabber.frame == CGRect(x: 178.5, y: 5, width: 36, height: 5))  // (393 − 36) / 2
        #expect(grabber.layer.cornerRadius == 2.5)
        sheet.prefersGrabberVisible = false
        #expect(grabber.superview == nil)
        sheet.prefersGrabberVisible = true
        #expect(grabber.superview === b.view)
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(grabber.superview == nil)
        w.isHidden = true
    }

    @Test func popoverFollowsAChangeOfPreferredContentSize() throws {
        let saved = UIScreen.main.device
        UIScreen.main.device = .iPadPro11
        defer { UIScreen.main.device = saved }
        let a = LoggingVC()
        let b = LoggingVC()
        let w = makeWindow(root: a)
        let source = UIView(frame: CGRect(x: 100, y: 200, width: 80, height: 40))
        a.view.addSubview(source)
        b.modalPresentationStyle = .popover
        b.preferredContentSize = CGSize(width: 300, height: 400)
        let popover = try #require(b.popoverPresentationController)
        popover.sourceView = source
        a.present(b, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        let mark = timelineMark
        b.preferredContentSize = CGSize(width: 200, height: 100)
        #expect(
            events(since: mark, of: [("PC", popover)]) == [
                "PC.preferredContentSizeDidChange(forChildContentContainer:)"
            ])
        // x = 140 − 100 = 40 (inside the 10 pt margin), y = 240 + 13.
        #expect(b.view.frame == CGRect(x: 40, y: 253, width: 200, height: 100))
        #expect(popover.arrowView?.frame == CGRect(x: 127, y: 240, width: 26, height: 13))
        #expect(popover.containerView?.subviews.filter { $0 is PopoverArrowView }.count == 1)
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        w.isHidden = true
    }

    final class TabLog: UITabBarControllerDelegate {
        var log: [String] = []
        func tabBarController(_ t: UITabBarController, shouldSelect vc: UIViewController) -> Bool {
            log.append("should")
            return true
        }
        func tabBarController(_ t: UITabBarController, didSelect vc: UIViewController) {
            log.append("did")
        }
    }

    @Test func aTapOnATabBarItemSelectsItsTabThroughTheDelegate() {
        let a = LoggingVC()
        let b = LoggingVC()
        let c = LoggingVC()
        a.title = "One"
        b.title = "Two"
        c.title = "Three"
        let tab = UITabBarController()
        tab.viewControllers = [a, b, c]
        let w = makeWindow(root: tab)
        let d = TabLog()
        tab.delegate = d
        tab.view.layoutIfNeeded()
        // The third slot of three equal slots: x in [2w/3, w]; tap its middle, in the bar's 49 pt.
        let barTop = tab.tabBar.frame.minY
        w.simulateTap(at: CGPoint(x: w.bounds.width * 5 / 6, y: barTop + 20))
        #expect(UIApplication.shared.runUntilIdle())
        #expect(tab.selectedIndex == 2 && c.view.window === w)
        #expect(d.log == ["should", "did"])
        // A tap above the bar does not select anything.
        w.simulateTap(at: CGPoint(x: w.bounds.width / 6, y: barTop - 20))
        #expect(UIApplication.shared.runUntilIdle())
        #expect(tab.selectedIndex == 2)
        w.isHidden = true
    }

    @Test func presentingDuringAPresentationIsWarnedAndTheFirstFinishes() {
        let a = LoggingVC()
        let b = LoggingVC()
        let c = LoggingVC()
        let w = makeWindow(root: a)
        b.modalPresentationStyle = .fullScreen
        var bDone = false
        var cDone = false
        a.present(b, animated: true) { bDone = true }
        UIApplication.shared.advance(by: 1.0 / 60)  // b's transition runs
        let wm = warningMark
        a.present(c, animated: true) { cDone = true }
        #expect(
            warnings(since: wm) == [
                "Attempt to present <LoggingVC> on <LoggingVC> while a presentation is in progress!"
            ])
        #expect(UIApplication.shared.runUntilIdle())
        #expect(bDone && !cDone)
        #expect(
            a.presentedViewController === b && c.presentingViewController == nil && !c.isViewLoaded)
        #expect(b.view.window === w && w.subviews.count == 1)
        #expect(TransitionDiagnostics.shared.invariantViolations == [])
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
    }

    @Test func presentingAControllerThatIsAlreadyPresentedIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = UIViewController()
                let b = UIViewController()
                let c = UIViewController()
                let w = UIWindow()
                w.rootViewController = a
                w.makeKeyAndVisible()
                a.present(b, animated: false)
                UIApplication.shared.runUntilIdle()
                c.loadViewIfNeeded()
                b.present(c, animated: false)
                a.present(c, animated: false)  // c is already being presented by b
            }
        }
    }

    @Test func presentingAChildIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = UIViewController()
                let child = UIViewController()
                a.addChild(child)
                let other = UIViewController()
                other.present(child, animated: false)
            }
        }
    }

    @Test func presentingAnActiveControllerIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = UIViewController()
                a.present(a, animated: false)
            }
        }
    }

    /// A container that forwards appearance to its children itself.
    final class ManualContainer: LoggingVC {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }

    @Test func aContainerThatDoesNotForwardAppearanceLeavesItToBeginAndEnd() {
        let parent = ManualContainer()
        let child = LoggingVC()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let mark = timelineMark
        let w = makeWindow(root: parent)
        #expect(
            appearanceEvents(parent, since: mark) == [
                "viewWillAppear(false)", "viewIsAppearing(false)", "viewDidAppear(false)",
            ])
        #expect(appearanceEvents(child, since: mark).isEmpty)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(
            appearanceEvents(child, since: mark) == [
                "viewWillAppear(false)", "viewIsAppearing(false)", "viewDidAppear(false)",
            ])
        // A later child view added to the visible container does not appear by itself either.
        let second = LoggingVC()
        let mark2 = timelineMark
        parent.addChild(second)
        parent.view.addSubview(second.view)
        second.didMove(toParent: parent)
        #expect(appearanceEvents(second, since: mark2).isEmpty)
        #expect(second.view.window === w)
        w.isHidden = true
    }
}
