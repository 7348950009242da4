import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Images that mirror: `withHorizontallyFlippedOrientation()` always, one from
/// `imageFlippedForRightToLeftLayoutDirection()` in an image view that lays out right-to-left
/// (developer.apple.com/documentation/uikit/uiimage/imageflippedforrighttoleftlayoutdirection()).
@MainActor
@Suite struct ImageRightToLeftTests {
    /// A 2 × 1 image: red then blue.
    let redBlue = UIImage(
        cgImage: CGImage(width: 2, height: 1, premultipliedRGBA: [255, 0, 0, 255, 0, 0, 255, 255]))

    func shown(_ view: UIImageView) -> [UInt8] {
        (view.layer.contents as? CGImage)?.pixels ?? []
    }

    @Test func aFlippedForRightToLeftImageMirrorsOnlyRightToLeft() {
        let image = redBlue.imageFlippedForRightToLeftLayoutDirection()
        #expect(image.flipsForRightToLeftLayoutDirection)
        #expect(!redBlue.flipsForRightToLeftLayoutDirection)
        let view = UIImageView(image: image)
        #expect(shown(view) == [255, 0, 0, 255, 0, 0, 255, 255])
        view.traitOverrides.layoutDirection = .rightToLeft
        #expect(shown(view) == [0, 0, 255, 255, 255, 0, 0, 255])
        view.semanticContentAttribute = .forceLeftToRight
        #expect(shown(view) == [255, 0, 0, 255, 0, 0, 255, 255])
        let plain = UIImageView(image: redBlue)
        plain.traitOverrides.layoutDirection = .rightToLeft
        #expect(shown(plain) == [255, 0, 0, 255, 0, 0, 255, 255], "not flipped: as is")
    }

    @Test func aHorizontallyFlippedImageIsMirroredInEveryDirection() {
        let mirrored = redBlue.withHorizontallyFlippedOrientation()
        #expect(mirrored.imageOrientation == .upMirrored)
        #expect(mirrored.withHorizontallyFlippedOrientation().imageOrientation == .up)
        #expect(mirrored.size == CGSize(width: 2, height: 1))
        let view = UIImageView(image: mirrored)
        #expect(shown(view) == [0, 0, 255, 255, 255, 0, 0, 255])
    }
}
