import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// Presentations adapt to the traits the rotation gives: a form sheet is a card on a compact
/// width and a centred box on a regular one (the iPhone 16 Pro Max in landscape), and a popover
/// presented on a regular width stays a popover (Docs/Behaviour-devices.md, "Adaptivity").
@MainActor
@Suite(.serialized) struct DeviceRotationAdaptivityTests {
    /// Answers the adaptive question as UIKit's default would, and logs the traits it was given.
    final class TraitsLog: UIAdaptivePresentationControllerDelegate {
        var widths: [UIUserInterfaceSizeClass] = []
        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle {
            widths.append(traitCollection.horizontalSizeClass)
            return .automatic
        }
    }

    /// A window on `device` with a plain root, shown; the caller keeps the window (the app does
    /// not retain it, as UIKit's does not).
    func show(on device: UIDeviceProfile) -> (UIWindow, UIViewController) {
        UIScreen.main.device = device
        let window = UIWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle()
        return (window, root)
    }

    @Test func aFormSheetBecomesACentredBoxWhenTheWidthTurnsRegular() {
        let (window, root) = show(on: .iPhone16ProMax)
        defer { withExtendedLifetime(window) {} }
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        // Portrait, compact width: a card from 10 pt below the safe area's top to the bottom.
        #expect(sheet.view.frame == CGRect(x: 0, y: 72, width: 440, height: 884))
        UIDevice.current.rotate(to: .landscapeLeft)
        _ = UIApplication.shared.runUntilIdle()
        // Landscape, regular width: 540 pt wide, as high as fits under 10 pt, centred.
        #expect(sheet.view.frame == CGRect(x: 208, y: 5, width: 540, height: 430))
        #expect(sheet.view.layer.maskedCorners.contains(.layerMaxXMaxYCorner))
        UIDevice.current.rotate(to: .portrait)
        _ = UIApplication.shared.runUntilIdle()
        #expect(sheet.view.frame == CGRect(x: 0, y: 72, width: 440, height: 884))
        #expect(!sheet.view.layer.maskedCorners.contains(.layerMaxXMaxYCorner))
    }

    @Test func aFormSheetStaysACardWhenTheWidthStaysCompact() {
        let (window, root) = show(on: .iPhone16)
        defer { withExtendedLifetime(window) {} }
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        UIDevice.current.rotate(to: .landscapeRight)
        _ = UIApplication.shared.runUntilIdle()
        #expect(sheet.view.frame.width == 852)
        #expect(sheet.view.frame.maxY == 393)
        #expect(sheet.view.frame.minY == 10, "no safe area above in landscape")
    }

    @Test func aPopoverOnARegularWidthIsNotAdapted() throws {
        let (window, root) = show(on: .iPhone16ProMax)
        defer { withExtendedLifetime(window) {} }
        UIDevice.current.rotate(to: .landscapeLeft)
        _ = UIApplication.shared.runUntilIdle()
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 200, height: 150)
        let log = TraitsLog()
        let pc = try #require(popover.popoverPresentationController)
        pc.sourceView = root.view
        pc.sourceRect = CGRect(x: 400, y: 100, width: 20, height: 20)
        pc.delegate = log
        root.present(popover, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        #expect(log.widths == [.regular])
        #expect(popover.presentationController is UIPopoverPresentationController)
        #expect(popover.view.frame.size == CGSize(width: 200, height: 150))
    }

    @Test func aPopoverOnACompactWidthBecomesAPageSheet() throws {
        let (window, root) = show(on: .iPhone16ProMax)
        defer { withExtendedLifetime(window) {} }
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        let log = TraitsLog()
        let pc = try #require(popover.popoverPresentationController)
        pc.sourceView = root.view
        pc.delegate = log
        root.present(popover, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        #expect(log.widths == [.compact])
        #expect(popover.presentationController is UISheetPresentationController)
        #expect(popover.presentationController?.presentationStyle == .pageSheet)
    }
}
