import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueRender

/// A form sheet on an iPhone 16 Pro Max, drawn before and after the interface rotates: a card
/// across the portrait width, then a 540 pt box centred over the dimmed presenter in landscape
/// (Docs/Behaviour-devices.md, "Adaptivity"). The PNGs go to /tmp/rotation/ for a look.
@MainActor
@Suite(.serialized) struct RotationRenderingTests {
    func render(_ window: UIWindow, _ name: String) throws -> Bitmap {
        let bitmap = try Renderer(scale: 1).render(window)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/rotation", withIntermediateDirectories: true)
        if let png = try? bitmap.pngData() {
            try? png.write(to: URL(fileURLWithPath: "/tmp/rotation/\(name).png"))
        }
        return bitmap
    }

    func isRed(_ p: RGBA8) -> Bool { p.r > 200 && p.g < 80 && p.b < 80 }

    @Test func aFormSheetIsACardInPortraitAndACentredBoxInLandscape() throws {
        UIScreen.main.device = .iPhone16ProMax
        let window = UIWindow()
        let root = UIViewController()
        root.view.backgroundColor = .systemBlue
        window.rootViewController = root
        window.makeKeyAndVisible()
        let sheet = UIViewController()
        sheet.view.backgroundColor = .red
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        _ = UIApplication.shared.runUntilIdle()

        let portrait = try render(window, "portrait")
        #expect(portrait.width == 440 && portrait.height == 956)
        #expect(isRed(portrait[220, 500]) && isRed(portrait[5, 500]), "a card across the width")
        #expect(!isRed(portrait[220, 40]), "above the card")

        UIDevice.current.rotate(to: .landscapeLeft)
        UIApplication.shared.advance(by: 0.2)
        _ = try render(window, "halfway")
        _ = UIApplication.shared.runUntilIdle()
        let landscape = try render(window, "landscape")
        #expect(landscape.width == 956 && landscape.height == 440)
        #expect(isRed(landscape[478, 220]), "the box in the middle")
        #expect(isRed(landscape[210, 220]) && !isRed(landscape[205, 220]), "its left edge at 208")
        #expect(isRed(landscape[745, 220]) && !isRed(landscape[751, 220]), "its right edge at 748")
        #expect(!isRed(landscape[478, 2]), "above the box")
    }
}
