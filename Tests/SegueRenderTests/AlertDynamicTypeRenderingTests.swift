import Foundation
@_spi(Testing) import OpenUIKit
import SegueTesting
import SnapshotTesting
import Testing

@testable import SegueRender

/// An alert and an action sheet drawn at the text sizes L, XXXL and AX5, against reference PNGs
/// in `__Snapshots__/AlertDynamicType/` (looked at by eye when recorded: the text grows with the
/// size; at AX5 the alert's actions stack, red above blue; record with
/// `SNAPSHOT_TESTING_RECORD=failed`). The PNGs also go to /tmp/alert-dynamic-type/
/// (Docs/Behaviour-traits.md, "Alerts and Dynamic Type").
@MainActor
@Suite(.serialized) struct AlertDynamicTypeRenderingTests {
    nonisolated static let references = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("__Snapshots__/AlertDynamicType").path

    static let sizes: [(UIContentSizeCategory, String)] = [
        (.large, "L"), (.extraExtraExtraLarge, "XXXL"), (.accessibilityExtraExtraExtraLarge, "AX5"),
    ]

    func render(_ window: UIWindow, _ name: String) throws -> Bitmap {
        window.layoutIfNeeded()
        let bitmap = try Renderer(scale: 1).render(window)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/alert-dynamic-type", withIntermediateDirectories: true)
        if let png = try? bitmap.pngData() {
            try? png.write(to: URL(fileURLWithPath: "/tmp/alert-dynamic-type/\(name).png"))
        }
        if let failure = verifySnapshot(
            of: bitmap, as: .image(precision: 0.995, perceptualPrecision: 0.98), named: name,
            snapshotDirectory: Self.references, testName: "alert")
        {
            Issue.record(Comment(rawValue: failure))
        }
        return bitmap
    }

    /// A light window (iPhone 15, 393 × 852 pt) at `category` presenting `alert`.
    func show(_ alert: UIAlertController, at category: UIContentSizeCategory) -> UIWindow {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let window = UIWindow()
        window.overrideUserInterfaceStyle = .light
        window.traitOverrides.preferredContentSizeCategory = category
        window.rootViewController = root
        window.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle()
        root.present(alert, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        return window
    }

    func isRed(_ p: RGBA8) -> Bool { p.r > 180 && p.g < 110 && p.b < 110 }
    func isBlue(_ p: RGBA8) -> Bool { p.b > 180 && p.r < 110 }
    func isInk(_ p: RGBA8) -> Bool { p.r < 110 && p.g < 110 && p.b < 110 }
    /// White under the 20 % black dimming.
    func isDimmed(_ p: RGBA8) -> Bool { (196...212).contains(p.r) && (196...212).contains(p.b) }

    /// The rows of `rect` holding a pixel that `test` accepts.
    func rows(_ b: Bitmap, _ rect: CGRect, _ test: (RGBA8) -> Bool) -> [Int] {
        (Int(rect.minY)..<Int(rect.maxY)).filter { y in
            (Int(rect.minX)..<Int(rect.maxX)).contains { x in test(b[x, y]) }
        }
    }

    @Test func anAlertGrowsWithTheTextSizeAndStacksItsActionsAtAX5() throws {
        var inkRows: [String: Int] = [:]
        for (category, name) in Self.sizes {
            let alert = UIAlertController(
                title: "Delete the photo?", message: "It will be gone from all your devices.",
                preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
            let window = show(alert, at: category)
            defer { window.isHidden = true }
            let card = alert.view.frame
            let b = try render(window, "alert-\(name)")
            let mid = Int(card.midX)
            #expect(b[mid, Int(card.minY) + 2].r > 225, "\(name): the card's grey at its top")
            #expect(isDimmed(b[mid, Int(card.minY) - 3]), "\(name): the dimming above it")
            inkRows[name] = rows(b, card, isInk).count
            let red = rows(b, card, isRed)
            let blue = rows(b, card, isBlue)
            #expect(!red.isEmpty && !blue.isEmpty)
            if name == "AX5" {
                #expect((red.max() ?? 0) < (blue.min() ?? 0), "stacked: Delete above Cancel")
            } else {
                #expect(Set(red).intersection(blue).count > 5, "\(name): one row of actions")
            }
        }
        #expect(inkRows["XXXL", default: 0] > inkRows["L", default: 0])
        #expect(inkRows["AX5", default: 0] > 3 * inkRows["L", default: 0], "\(inkRows)")
    }

    @Test func anActionSheetGrowsWithTheTextSize() throws {
        var redRows: [String: Int] = [:]
        for (category, name) in Self.sizes {
            let sheet = UIAlertController(
                title: "Photo", message: "What would you like to do?", preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Share", style: .default))
            sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            let window = show(sheet, at: category)
            defer { window.isHidden = true }
            let frame = sheet.view.frame
            let b = try render(window, "sheet-\(name)")
            #expect(abs(frame.maxY - (852 - 34)) < 0.01)
            let red = rows(b, frame, isRed)
            redRows[name] = red.count
            let blue = rows(b, frame, isBlue)
            #expect((red.min() ?? 0) > (blue.min() ?? 0), "\(name): Share above Delete")
            #expect((blue.max() ?? 0) > (red.max() ?? 0), "\(name): Cancel below Delete")
            // The 8 pt gap between the two groups shows the dimmed screen, below Delete.
            let x = Int(frame.minX) + 20
            let dimmed = (Int(frame.minY)..<Int(frame.maxY)).filter { isDimmed(b[x, $0]) }
            #expect(dimmed.count >= 6, "\(name): the gap")
            #expect((dimmed.min() ?? 0) > (red.max() ?? 0), "\(name): the cancel group apart")
        }
        #expect(redRows["XXXL", default: 0] > redRows["L", default: 0])
        #expect(redRows["AX5", default: 0] > 2 * redRows["L", default: 0], "\(redRows)")
    }
}
