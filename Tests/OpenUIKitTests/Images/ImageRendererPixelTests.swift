import Foundation
import OpenUIKit
import Testing

/// `UIGraphicsImageRenderer` draws into real pixels with OpenUIKit alone: fills, strokes, images,
/// clips, the format's scale and opacity.
@MainActor
@Suite struct ImageRendererPixelTests {
    static let red: [UInt8] = [255, 0, 0, 255]
    static let clear: [UInt8] = [0, 0, 0, 0]

    func renderer(_ width: CGFloat, _ height: CGFloat, scale: CGFloat = 1, opaque: Bool = false)
        -> UIGraphicsImageRenderer
    {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = opaque
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
    }

    @Test func aFilledRectangleCoversExactlyItsPixels() {
        let image = renderer(10, 10).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 2, y: 3, width: 4, height: 5))
        }
        #expect(image.size == CGSize(width: 10, height: 10))
        #expect(image.pixelSize == CGSize(width: 10, height: 10))
        #expect(image.rgba(2, 3) == Self.red)
        #expect(image.rgba(5, 7) == Self.red)
        #expect(image.rgba(6, 3) == Self.clear)
        #expect(image.rgba(1, 3) == Self.clear)
        #expect(image.rgba(2, 8) == Self.clear)
    }

    @Test func theFillColourIsBlackUntilOneIsSet() {
        let image = renderer(4, 4).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        #expect(image.rgba(1, 1) == [0, 0, 0, 255])
        #expect(image.rgba(2, 1) == Self.clear)
    }

    @Test func aStrokedBezierPathPaintsItsOutlineAndNotItsInside() {
        let image = renderer(20, 20).image { _ in
            let path = UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10))
            path.lineWidth = 2
            UIColor.blue.setStroke()
            path.stroke()
        }
        // The 2-pt line is centred on x = 5: it covers pixels 4 and 5 of every row it spans.
        #expect(image.rgba(4, 10) == [0, 0, 255, 255])
        #expect(image.rgba(5, 10) == [0, 0, 255, 255])
        #expect(image.rgba(14, 10) == [0, 0, 255, 255])
        #expect(image.rgba(10, 4) == [0, 0, 255, 255])
        #expect(image.rgba(3, 10) == Self.clear)
        #expect(image.rgba(6, 10) == Self.clear)
        #expect(image.rgba(10, 10) == Self.clear, "the inside is not filled")
    }

    @Test func scaleTwoDoublesThePixelsButNotThePoints() {
        let image = renderer(10, 10, scale: 2).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 2, y: 3, width: 4, height: 5))
        }
        #expect(image.size == CGSize(width: 10, height: 10))
        #expect(image.scale == 2)
        #expect(image.pixelSize == CGSize(width: 20, height: 20))
        #expect(image.rgba(4, 6) == Self.red)
        #expect(image.rgba(11, 15) == Self.red)
        #expect(image.rgba(12, 6) == Self.clear)
        #expect(image.rgba(3, 6) == Self.clear)
        #expect(image.rgba(4, 16) == Self.clear)
    }

    @Test func anOpaqueFormatStartsBlackAndCompositesOverIt() {
        let image = renderer(10, 10, opaque: true).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            context.fill(CGRect(x: 0, y: 5, width: 10, height: 5), blendMode: .clear)
        }
        #expect(image.rgba(0, 0) == [128, 0, 0, 255])
        #expect(image.rgba(7, 0) == [0, 0, 0, 255], "nothing drawn: black")
        #expect(image.rgba(2, 7) == [0, 0, 0, 255], "cleared: black, still opaque")
        let transparent = renderer(10, 10).image { _ in }
        #expect(transparent.rgba(7, 0) == Self.clear)
    }

    @Test func aDrawnImageKeepsItsPixelsAndCoreGraphicsDrawsItUpsideDown() throws {
        // Red, green over blue, white.
        let source = UIImage(
            cgImage: CGImage(
                width: 2, height: 2,
                premultipliedRGBA: [
                    255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255,
                ]
            ))
        let image = renderer(6, 3).image { context in
            source.draw(at: CGPoint(x: 1, y: 1))
            let cgImage = source.cgImage!
            context.cgContext.draw(cgImage, in: CGRect(x: 4, y: 1, width: 2, height: 2))
        }
        #expect(image.rgba(1, 1) == [255, 0, 0, 255])
        #expect(image.rgba(2, 1) == [0, 255, 0, 255])
        #expect(image.rgba(1, 2) == [0, 0, 255, 255])
        #expect(image.rgba(2, 2) == [255, 255, 255, 255])
        #expect(image.rgba(0, 0) == Self.clear)
        #expect(image.rgba(3, 1) == Self.clear)
        // Core Graphics' y axis points up: in UIKit's context the first row lands at the bottom.
        #expect(image.rgba(4, 1) == [0, 0, 255, 255])
        #expect(image.rgba(4, 2) == [255, 0, 0, 255])
    }

    @Test func aClipLimitsLaterDrawingToItsRectangle() {
        let image = renderer(10, 10).image { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 3, height: 10))
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(image.rgba(2, 5) == Self.red)
        #expect(image.rgba(3, 5) == Self.clear)
    }

    @Test func theCurrentImageShowsWhatWasDrawnSoFar() {
        var halfway: UIImage?
        let image = renderer(4, 4).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
            halfway = context.currentImage
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 4))
        }
        #expect(halfway?.rgba(0, 0) == Self.red)
        #expect(halfway?.rgba(3, 0) == Self.clear)
        #expect(image.rgba(3, 0) == Self.red)
    }

    @Test func theContextIsCurrentOnlyWhileTheActionsRun() {
        var during: CGContext?
        var given: CGContext?
        _ = renderer(2, 2).image { context in
            during = UIGraphicsGetCurrentContext()
            given = context.cgContext
        }
        #expect(during != nil && during === given)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func boundsWithAnOriginMapThatOriginToTheTopLeftPixel() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(
            bounds: CGRect(x: 10, y: 20, width: 4, height: 4), format: format)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 10, y: 20, width: 1, height: 1))
        }
        #expect(image.rgba(0, 0) == Self.red)
        #expect(image.rgba(1, 0) == Self.clear)
        #expect(renderer.format.bounds == CGRect(x: 10, y: 20, width: 4, height: 4))
    }

    @Test func pngDataDecodesToTheSamePixels() throws {
        let renderer = renderer(6, 4, scale: 2)
        let actions: UIGraphicsImageRenderer.DrawingActions = { context in
            UIColor.green.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 6, height: 4)).fill()
        }
        let data = renderer.pngData(actions: actions)
        let decoded = try #require(UIImage(data: data, scale: 2))
        let image = renderer.image(actions: actions)
        #expect(decoded.pixelSize == CGSize(width: 12, height: 8))
        #expect(decoded.cgImage?.dataProvider?.data == image.cgImage?.dataProvider?.data)
        #expect(image.rgba(6, 4) == [0, 255, 0, 255], "the oval's centre")
        #expect(image.rgba(0, 0) == Self.clear, "outside the oval")
        let jpeg = renderer.jpegData(withCompressionQuality: 0.9, actions: actions)
        #expect(jpeg.prefix(2) == Data([0xFF, 0xD8]))
    }

    @Test func theDefaultFormatHasTheMainScreensScaleAndIsTransparent() {
        let format = UIGraphicsImageRendererFormat.default()
        #expect(format.scale == UIScreen.main.scale)
        #expect(!format.opaque)
        #expect(format.preferredRange == .automatic)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { _ in }
        #expect(image.scale == UIScreen.main.scale)
        #expect(image.pixelSize.width == 2 * UIScreen.main.scale)
    }

    @Test func anEmptySizeGivesAnEmptyImage() {
        let image = renderer(0, 10).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(image.size == .zero)
        #expect(image.cgImage == nil)
    }

    @Test func theOldImageContextFunctionsDrawTheSamePixels() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 2)
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 4)).fill()
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        #expect(image.scale == 2 && image.pixelSize == CGSize(width: 8, height: 8))
        #expect(image.rgba(3, 7) == Self.red)
        #expect(image.rgba(4, 0) == Self.clear)
    }
}
