import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// A presentation that is up adapts again when a trait override changes its presenter's width
/// class (`traitOverrides` on the window or the presenting controller), as after a rotation but
/// at once: the delegate is asked, told `willPresentWithAdaptiveStyle` with a coordinator of no
/// duration, and the frames are the new style's before the setter returns. A custom
/// presentation adapts too and gets its own controller back; a context presentation keeps its
/// style (Docs/Behaviour-devices.md, "Adaptivity").
@MainActor
@Suite(.serialized) struct PresentationAdaptOnTraitOverrideTests {
    /// Full screen in a compact width, logging every question.
    final class FullScreenWhenCompact: UIAdaptivePresentationControllerDelegate {
        var lines: [String] = []
        var coordinator: UIViewControllerTransitionCoordinator?
        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle {
            lines.append("adaptivePresentationStyle(\(traitCollection.horizontalSizeClass))")
            return traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
        }
        func presentationController(
            _ controller: UIPresentationController,
            viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
        ) -> UIViewController? {
            lines.append("viewControllerForAdaptivePresentationStyle(\(style))")
            return nil
        }
        func presentationController(
            _ presentationController: UIPresentationController,
            willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
            transitionCoordinator: UIViewControllerTransitionCoordinator?
        ) {
            lines.append("willPresentWithAdaptiveStyle(\(style))")
            coordinator = transitionCoordinator
        }
    }

    /// A controller logging its appearance and trait callbacks into the delegate's lines.
    final class Content: UIViewController {
        let name: String
        let log: FullScreenWhenCompact
        init(_ name: String, _ log: FullScreenWhenCompact) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            if previous?.horizontalSizeClass != traitCollection.horizontalSizeClass {
                log.lines.append(
                    "\(name) traitCollectionDidChange(\(traitCollection.horizontalSizeClass))")
            }
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.lines.append("\(name) viewWillDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.lines.append("\(name) viewDidDisappear")
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.lines.append("\(name) viewWillAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.lines.append("\(name) viewDidAppear")
        }
    }

    /// A custom presentation: the lower half of the container over a dimming view it adds when
    /// the presentation begins (counted).
    final class HalfHeight: UIPresentationController {
        let dimming = UIView()
        var began = 0
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let c = containerView else { return .zero }
            return CGRect(x: 0, y: c.bounds.midY, width: c.bounds.width, height: c.bounds.midY)
        }
        override func presentationTransitionWillBegin() {
            began += 1
            dimming.backgroundColor = UIColor(white: 0, alpha: 0.3)
            dimming.frame = containerView?.bounds ?? .zero
            containerView?.insertSubview(dimming, at: 0)
        }
        override func containerViewWillLayoutSubviews() {
            dimming.frame = containerView?.bounds ?? .zero
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    final class HalfHeightTransitioning: NSObject, UIViewControllerTransitioningDelegate {
        let delegate: FullScreenWhenCompact
        var controller: HalfHeight?
        init(_ delegate: FullScreenWhenCompact) { self.delegate = delegate }
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?,
            source: UIViewController
        ) -> UIPresentationController? {
            let pc = HalfHeight(presentedViewController: presented, presenting: presenting)
            pc.delegate = delegate
            controller = pc
            return pc
        }
    }

    /// A shown iPad Pro 11-inch (M4) window in portrait (regular width) with `root`.
    func iPadWindow(_ root: UIViewController) -> UIWindow {
        UIScreen.main.device = .iPadPro11M4
        UIDevice.current.rotate(to: .portrait)
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle()
        return window
    }

    @Test func aFormSheetGoesFullScreenWhenTheWindowsOverrideTurnsCompactAndComesBack() throws {
        let saved = UIScreen.main.device
        defer { UIScreen.main.device = saved }
        let log = FullScreenWhenCompact()
        let root = Content("root", log)
        let sheet = Content("sheet", log)
        sheet.modalPresentationStyle = .formSheet
        sheet.presentationController?.delegate = log
        let window = iPadWindow(root)
        defer { window.isHidden = true }
        root.present(sheet, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        let box = sheet.view.frame
        #expect(box.width == 540 && box.midX == window.bounds.midX)
        log.lines = []

        window.traitOverrides.horizontalSizeClass = .compact
        #expect(
            log.lines == [
                "root traitCollectionDidChange(compact)", "adaptivePresentationStyle(compact)",
                "viewControllerForAdaptivePresentationStyle(fullScreen)",
                "willPresentWithAdaptiveStyle(fullScreen)", "root viewWillDisappear",
                "root viewDidDisappear", "sheet traitCollectionDidChange(compact)",
            ])
        let coordinator = try #require(log.coordinator)
        #expect(coordinator.transitionDuration == 0 && !coordinator.isAnimated)
        #expect(sheet.presentationController?.presentationStyle == .fullScreen)
        #expect(sheet.view.frame == window.bounds)
        #expect(sheet.view.layer.cornerRadius == 0)
        #expect(sheet.traitCollection.userInterfaceLevel == .base, "full screen is not elevated")
        #expect(root.view.window == nil, "a full-screen presentation covers its presenter")
        log.lines = []

        window.traitOverrides.remove(UITraitHorizontalSizeClass.self)
        #expect(
            log.lines == [
                "root traitCollectionDidChange(regular)", "adaptivePresentationStyle(regular)",
                "willPresentWithAdaptiveStyle(none)", "root viewWillAppear",
                "sheet traitCollectionDidChange(regular)", "root viewDidAppear",
            ])
        #expect(sheet.presentationController?.presentationStyle == .formSheet)
        #expect(sheet.view.frame == box)
        #expect(sheet.traitCollection.userInterfaceLevel == .elevated)
        #expect(root.view.window === window)
        root.dismiss(animated: false)
        _ = UIApplication.shared.runUntilIdle()
    }

    @Test func thePresentersOwnOverrideAdaptsASheetWithoutADelegateToACard() {
        let saved = UIScreen.main.device
        defer { UIScreen.main.device = saved }
        let root = UIViewController()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        let window = iPadWindow(root)
        defer { window.isHidden = true }
        root.present(sheet, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        let box = sheet.view.frame
        #expect(box.width == 540)

        root.traitOverrides.horizontalSizeClass = .compact
        #expect(sheet.presentationController?.presentationStyle == .formSheet, "still a sheet")
        #expect(sheet.view.frame.width == window.bounds.width, "a card across the width")
        #expect(sheet.view.frame.maxY == window.bounds.maxY)
        root.traitOverrides.remove(UITraitHorizontalSizeClass.self)
        #expect(sheet.view.frame == box)
        root.dismiss(animated: false)
        _ = UIApplication.shared.runUntilIdle()
    }

    @Test func aCustomPresentationGoesFullScreenAndGetsItsControllerBack() throws {
        let saved = UIScreen.main.device
        defer { UIScreen.main.device = saved }
        let log = FullScreenWhenCompact()
        let root = Content("root", log)
        let shown = Content("shown", log)
        let transitioning = HalfHeightTransitioning(log)
        shown.modalPresentationStyle = .custom
        shown.transitioningDelegate = transitioning
        let window = iPadWindow(root)
        defer { window.isHidden = true }
        root.present(shown, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        let custom = try #require(transitioning.controller)
        let half = CGRect(
            x: 0, y: window.bounds.midY, width: window.bounds.width, height: window.bounds.midY)
        #expect(shown.view.frame == half)
        #expect(custom.began == 1)
        log.lines = []

        window.traitOverrides.horizontalSizeClass = .compact
        #expect(
            log.lines == [
                "root traitCollectionDidChange(compact)", "adaptivePresentationStyle(compact)",
                "viewControllerForAdaptivePresentationStyle(fullScreen)",
                "willPresentWithAdaptiveStyle(fullScreen)", "root viewWillDisappear",
                "root viewDidDisappear", "shown traitCollectionDidChange(compact)",
            ])
        #expect(shown.presentationController?.presentationStyle == .fullScreen)
        #expect(shown.view.frame == window.bounds)
        #expect(root.view.window == nil)
        log.lines = []

        window.traitOverrides.horizontalSizeClass = .regular
        window.layoutIfNeeded()
        #expect(
            log.lines == [
                "root traitCollectionDidChange(regular)", "adaptivePresentationStyle(regular)",
                "willPresentWithAdaptiveStyle(none)", "root viewWillAppear",
                "shown traitCollectionDidChange(regular)", "root viewDidAppear",
            ])
        #expect(shown.presentationController === custom, "the app's controller again")
        #expect(shown.view.frame == half)
        #expect(custom.began == 1, "not started a second time")
        #expect(custom.dimming.superview === custom.containerView)
        #expect(root.view.window === window, "it does not cover its presenter")
        root.dismiss(animated: false)
        _ = UIApplication.shared.runUntilIdle()
    }

    @Test func aContextPresentationKeepsItsStyle() throws {
        let saved = UIScreen.main.device
        defer { UIScreen.main.device = saved }
        let log = FullScreenWhenCompact()
        let root = Content("root", log)
        root.definesPresentationContext = true
        let shown = Content("shown", log)
        shown.modalPresentationStyle = .overCurrentContext
        shown.presentationController?.delegate = log
        let window = iPadWindow(root)
        defer { window.isHidden = true }
        root.present(shown, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        let frame = shown.view.frame
        log.lines = []

        window.traitOverrides.horizontalSizeClass = .compact
        #expect(
            log.lines == [
                "root traitCollectionDidChange(compact)", "shown traitCollectionDidChange(compact)",
            ])
        #expect(shown.presentationController?.presentationStyle == .overCurrentContext)
        #expect(shown.view.frame == frame)
        root.dismiss(animated: false)
        _ = UIApplication.shared.runUntilIdle()
    }
}
