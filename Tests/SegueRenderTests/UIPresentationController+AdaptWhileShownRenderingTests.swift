import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueRender

/// A form sheet on an iPad Pro 11-inch (M4) in landscape whose delegate shows it full screen in a
/// compact width, drawn as a Split View narrows the window and widens it again: the box, the
/// whole window, the box (Docs/Behaviour-devices.md, "Adaptivity"). The PNGs go to
/// /tmp/adapt-while-shown/ for a look.
@MainActor
@Suite(.serialized) struct AdaptWhileShownRenderingTests {
    final class FullScreenWhenCompact: UIAdaptivePresentationControllerDelegate {
        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle {
            traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
        }
    }

    func render(_ window: UIWindow, _ name: String) throws -> Bitmap {
        let bitmap = try Renderer(scale: 1).render(window)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/adapt-while-shown", withIntermediateDirectories: true)
        if let png = try? bitmap.pngData() {
            try? png.write(to: URL(fileURLWithPath: "/tmp/adapt-while-shown/\(name).png"))
        }
        return bitmap
    }

    func isRed(_ p: RGBA8) -> Bool { p.r > 200 && p.g < 80 && p.b < 80 }

    @Test func aFormSheetFillsTheNarrowWindowAndIsABoxAgainWhenItWidens() throws {
        UIScreen.main.device = .iPadPro11M4
        let window = UIWindow()
        let root = UIViewController()
        root.view.backgroundColor = .systemBlue
        window.rootViewController = root
        window.makeKeyAndVisible()
        UIDevice.current.rotate(to: .landscapeLeft)
        _ = UIApplication.shared.runUntilIdle()
        let sheet = UIViewController()
        sheet.view.backgroundColor = .red
        sheet.modalPresentationStyle = .formSheet
        let delegate = FullScreenWhenCompact()
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        let box = try render(window, "box")
        #expect(isRed(box[605, 417]) && !isRed(box[330, 417]) && isRed(box[340, 417]))

        window.resize(to: CGSize(width: 601, height: 834))
        UIApplication.shared.advance(by: 0.2)
        let halfway = try render(window, "halfway")
        #expect(isRed(halfway[300, 417]), "the sheet on its way to the edges")
        _ = UIApplication.shared.runUntilIdle()
        let full = try render(window, "full-screen")
        #expect(full.width == 601 && full.height == 834)
        #expect(isRed(full[2, 2]) && isRed(full[598, 831]), "the whole window, square corners")

        window.resize(to: CGSize(width: 1210, height: 834))
        _ = UIApplication.shared.runUntilIdle()
        let again = try render(window, "box-again")
        #expect(again.width == 1210)
        #expect(isRed(again[605, 417]) && !isRed(again[330, 417]) && isRed(again[340, 417]))
        #expect(!isRed(again[336, 108]), "a rounded corner")
    }
}
