import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// System and image bar button items (the closure forms of `init(barButtonSystemItem:target:action:)`
/// and `init(image:style:target:action:)`): what the bar shows, and the tap.
@MainActor
@Suite(.serialized) struct BarButtonItemSystemItemTests {
    private func show(_ items: [UIBarButtonItem]) -> (UINavigationController, UIWindow) {
        let root = UIViewController()
        root.navigationItem.rightBarButtonItems = items
        let nav = UINavigationController(rootViewController: root)
        let window = makeWindow(root: nav)
        window.layoutIfNeeded()
        return (nav, window)
    }

    @Test func textSystemItemsShowUIKitsTitlesAndDoneIsBold() throws {
        let done = UIBarButtonItem(barButtonSystemItem: .done)
        let cancel = UIBarButtonItem(barButtonSystemItem: .cancel)
        let (_, window) = show([done, cancel])
        defer { window.isHidden = true }
        let doneLabel = try #require(done.view as? UILabel)
        let cancelLabel = try #require(cancel.view as? UILabel)
        #expect(doneLabel.text == "Done")
        #expect(doneLabel.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(cancelLabel.text == "Cancel")
        #expect(cancelLabel.font == UIFont.systemFont(ofSize: 17))
        #expect(done.title == "Done" && done.style == .done)
    }

    @Test func aSymbolItemDrawsItsGlyphAndAnImageItemItsImageCentred() throws {
        let add = UIBarButtonItem(barButtonSystemItem: .add)
        let pixels = [UInt8](repeating: 255, count: 20 * 16 * 4)
        let image = UIImage(cgImage: CGImage(width: 20, height: 16, premultipliedRGBA: pixels))
        let attach = UIBarButtonItem(image: image, style: .plain)
        let (_, window) = show([add, attach])
        defer { window.isHidden = true }
        #expect((add.view as? UILabel)?.text == "+")
        #expect((add.view as? UILabel)?.font == UIFont.systemFont(ofSize: 22))
        let view = try #require(attach.view)
        #expect(view.frame.width == 20)
        let imageView = try #require(view.subviews.first as? UIImageView)
        #expect(imageView.image === image)
        #expect(imageView.frame == CGRect(x: 0, y: 14, width: 20, height: 16))
        #expect((view as? UILabel)?.text == nil)
    }

    @Test func tappingASystemItemCallsItsHandler() throws {
        var taps = 0
        let item = UIBarButtonItem(barButtonSystemItem: .add) { _ in taps += 1 }
        let (_, window) = show([item])
        defer { window.isHidden = true }
        let view = try #require(item.view)
        let frame = view.convert(view.bounds, to: window)
        window.simulateTap(at: CGPoint(x: frame.midX, y: frame.midY))
        UIApplication.shared.advance(by: 0.5)
        #expect(taps == 1)
    }
}
