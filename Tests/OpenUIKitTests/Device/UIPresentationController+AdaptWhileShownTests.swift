import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// A presentation that is up adapts again when a rotation or a window resize changes its width
/// class: the delegate is asked again, the style changes inside the rotation's animation and
/// changes back (Docs/Behaviour-devices.md, "Adaptivity").
@MainActor
@Suite(.serialized) struct PresentationAdaptWhileShownTests {
    /// Full screen in a compact width (the usual app delegate), logging every question and the
    /// coordinator it is given; optionally wraps the content in a navigation controller.
    final class FullScreenWhenCompact: UIAdaptivePresentationControllerDelegate {
        var lines: [String] = []
        var wraps = false
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
            return wraps
                ? UINavigationController(rootViewController: controller.presentedViewController)
                : nil
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

    /// A controller logging its size and appearance callbacks into the delegate's lines.
    final class Content: UIViewController {
        let name: String
        let log: FullScreenWhenCompact
        init(_ name: String, _ log: FullScreenWhenCompact) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func willTransition(
            to newCollection: UITraitCollection,
            with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            log.lines.append("\(name) willTransition(to: \(newCollection.horizontalSizeClass))")
            super.willTransition(to: newCollection, with: coordinator)
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

    /// An iPad Pro 11-inch (M4) window in landscape with `root`, showing `sheet` as a form sheet.
    func showFormSheet(_ sheet: UIViewController, over root: UIViewController) -> UIWindow {
        UIScreen.main.device = .iPadPro11M4
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        UIDevice.current.rotate(to: .landscapeLeft)
        _ = UIApplication.shared.runUntilIdle()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        return window
    }

    static let formSheetInLandscape = CGRect(x: 335, y: 107, width: 540, height: 620)

    @Test func aFormSheetGoesFullScreenInACompactSplitWidthAndComesBack() throws {
        let log = FullScreenWhenCompact()
        let root = Content("root", log)
        let sheet = Content("sheet", log)
        sheet.presentationController?.delegate = log
        let window = showFormSheet(sheet, over: root)
        defer { withExtendedLifetime(window) {} }
        #expect(sheet.view.frame == Self.formSheetInLandscape)
        log.lines = []

        window.resize(to: CGSize(width: 601, height: 834))
        #expect(
            log.lines == [
                "root willTransition(to: compact)", "adaptivePresentationStyle(compact)",
                "viewControllerForAdaptivePresentationStyle(fullScreen)",
                "willPresentWithAdaptiveStyle(fullScreen)", "root viewWillDisappear",
                "sheet willTransition(to: compact)",
            ])
        let coordinator = try #require(log.coordinator)
        #expect(coordinator.transitionDuration == 0.4)
        // Half-way through the resize the sheet is between its box and the full window.
        UIApplication.shared.advance(by: 0.2)
        let halfway = try #require(sheet.view.layer.presentation()).frame
        #expect(halfway.minX > 0 && halfway.minX < 335)
        _ = UIApplication.shared.runUntilIdle()
        #expect(sheet.presentationController?.presentationStyle == .fullScreen)
        #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 601, height: 834))
        #expect(sheet.view.layer.cornerRadius == 0)
        #expect(root.view.window == nil, "a full-screen presentation covers its presenter")
        #expect(log.lines.suffix(1) == ["root viewDidDisappear"])
        log.lines = []

        window.resize(to: CGSize(width: 1210, height: 834))
        _ = UIApplication.shared.runUntilIdle()
        #expect(
            log.lines == [
                "root willTransition(to: regular)", "adaptivePresentationStyle(regular)",
                "willPresentWithAdaptiveStyle(none)", "root viewWillAppear",
                "sheet willTransition(to: regular)", "root viewDidAppear",
            ])
        #expect(sheet.presentationController?.presentationStyle == .formSheet)
        #expect(sheet.view.frame == Self.formSheetInLandscape)
        #expect(sheet.view.layer.maskedCorners.contains(.layerMaxXMaxYCorner))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 1210, height: 834))

        root.dismiss(animated: false)
        _ = UIApplication.shared.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(root.view.window === window)
    }

    @Test func theDelegateCanWrapTheContentWhileItIsFullScreen() throws {
        let log = FullScreenWhenCompact()
        log.wraps = true
        let root = UIViewController()
        let sheet = Content("sheet", log)
        sheet.presentationController?.delegate = log
        let window = showFormSheet(sheet, over: root)
        defer { withExtendedLifetime(window) {} }
        window.resize(to: CGSize(width: 601, height: 834))
        _ = UIApplication.shared.runUntilIdle()
        let navigation = try #require(root.presentedViewController as? UINavigationController)
        #expect(sheet.parent === navigation)
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 601, height: 834))
        #expect(sheet.view.window === window)
        #expect(!log.lines.contains("sheet viewWillDisappear"), "the content stays on screen")

        window.resize(to: CGSize(width: 1210, height: 834))
        _ = UIApplication.shared.runUntilIdle()
        #expect(root.presentedViewController === sheet)
        #expect(sheet.parent == nil)
        #expect(sheet.view.frame == Self.formSheetInLandscape)
        #expect(navigation.view.window == nil)
    }

    @Test func aPopoverBecomesAPageSheetInPortraitAndAPopoverAgainInLandscape() throws {
        UIScreen.main.device = .iPhone16ProMax
        let window = UIWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { withExtendedLifetime(window) {} }
        UIDevice.current.rotate(to: .landscapeLeft)
        _ = UIApplication.shared.runUntilIdle()
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 200, height: 150)
        let pc = try #require(popover.popoverPresentationController)
        pc.sourceView = root.view
        pc.sourceRect = CGRect(x: 400, y: 100, width: 20, height: 20)
        root.present(popover, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        #expect(popover.view.frame == CGRect(x: 310, y: 133, width: 200, height: 150))
        #expect(pc.arrowView?.superview != nil)

        UIDevice.current.rotate(to: .portrait)
        _ = UIApplication.shared.runUntilIdle()
        #expect(popover.presentationController?.presentationStyle == .pageSheet)
        #expect(popover.popoverPresentationController === pc, "still answers its popover")
        #expect(popover.view.frame == CGRect(x: 0, y: 72, width: 440, height: 884))
        #expect(pc.arrowView == nil)

        UIDevice.current.rotate(to: .landscapeLeft)
        _ = UIApplication.shared.runUntilIdle()
        #expect(popover.presentationController === pc)
        #expect(popover.view.frame == CGRect(x: 310, y: 133, width: 200, height: 150))
        #expect(pc.arrowView?.superview != nil)
        #expect(pc.arrowDirection == .up)
    }
}
