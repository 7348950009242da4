import Foundation
import OpenUIKit
import Testing

/// Resizable images: drawn nine-sliced, corners unscaled, edges and centre tiled or stretched, in
/// `draw(in:)` and in an image view.
@MainActor
@Suite struct ResizableImageTests {
    /// A `side` × `side` pixel image at `scale` whose pixel (x, y) is (4x, 4y, 100), opaque.
    static func gradient(side: Int, scale: CGFloat = 1) -> UIImage {
        var bytes: [UInt8] = []
        for y in 0..<side {
            for x in 0..<side { bytes += [UInt8(4 * x), UInt8(4 * y), 100, 255] }
        }
        return UIImage(
            cgImage: CGImage(width: side, height: side, premultipliedRGBA: bytes), scale: scale,
            orientation: .up)
    }

    static let caps = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// `image` drawn into 100 × 60 points at `scale`.
    func drawn(_ image: UIImage, scale: CGFloat = 1) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: 100, height: 60), format: format).image {
            _ in image.draw(in: CGRect(x: 0, y: 0, width: 100, height: 60))
        }
    }

    @Test func theCapsAndModeAreKeptAndTileIsTheDefault() {
        let source = Self.gradient(side: 30)
        #expect(source.capInsets == .zero)
        #expect(source.resizingMode == .tile)
        let tiled = source.resizableImage(withCapInsets: Self.caps)
        #expect(tiled.capInsets == Self.caps && tiled.resizingMode == .tile)
        #expect(tiled.size == source.size)
        let stretched = source.resizableImage(withCapInsets: Self.caps, resizingMode: .stretch)
        #expect(stretched.resizingMode == .stretch)
        #expect(stretched.withRenderingMode(.alwaysTemplate).capInsets == Self.caps)
    }

    @Test func cornersAreTheSourceCornersUnscaled() {
        let source = Self.gradient(side: 30)
        for mode in [UIImage.ResizingMode.tile, .stretch] {
            let image = drawn(source.resizableImage(withCapInsets: Self.caps, resizingMode: mode))
            #expect(image.pixelSize == CGSize(width: 100, height: 60))
            for y in 0..<10 {
                for x in 0..<10 {
                    #expect(image.rgba(x, y) == source.rgba(x, y))
                    #expect(image.rgba(90 + x, y) == source.rgba(20 + x, y))
                    #expect(image.rgba(x, 50 + y) == source.rgba(x, 20 + y))
                    #expect(image.rgba(90 + x, 50 + y) == source.rgba(20 + x, 20 + y))
                }
            }
        }
    }

    @Test func tileRepeatsTheEdgesAlongTheirLengthAndTheCentreBothWays() {
        let source = Self.gradient(side: 30)
        let image = drawn(source.resizableImage(withCapInsets: Self.caps, resizingMode: .tile))
        for k in stride(from: 0, to: 80, by: 7) {
            #expect(image.rgba(10 + k, 3) == source.rgba(10 + k % 10, 3), "top edge")
            #expect(image.rgba(10 + k, 55) == source.rgba(10 + k % 10, 25), "bottom edge")
        }
        for k in 0..<40 {
            #expect(image.rgba(4, 10 + k) == source.rgba(4, 10 + k % 10), "left edge")
            #expect(image.rgba(95, 10 + k) == source.rgba(25, 10 + k % 10), "right edge")
            #expect(image.rgba(10 + 2 * k, 10 + k) == source.rgba(10 + 2 * k % 10, 10 + k % 10))
        }
    }

    @Test func stretchScalesTheEdgesAlongOneAxisOnly() {
        let source = Self.gradient(side: 30)
        let image = drawn(source.resizableImage(withCapInsets: Self.caps, resizingMode: .stretch))
        // The top edge's 10 source columns (red 40…76) spread over 80: red rises, green stays.
        var previous = 0
        for x in 10..<90 {
            let pixel = image.rgba(x, 3)
            #expect(pixel[1] == 12, "row 3 of the source, unscaled down")
            #expect(Int(pixel[0]) >= previous && (40...76).contains(pixel[0]))
            previous = Int(pixel[0])
        }
        #expect(image.rgba(10, 3)[0] == 40 && image.rgba(89, 3)[0] == 76)
        // The left edge stretches down only: its columns keep their red.
        #expect(image.rgba(4, 30)[0] == 16)
        #expect((40...76).contains(image.rgba(4, 30)[1]))
    }

    @Test func theImagesScaleIsRespected() {
        // 60 × 60 pixels at scale 2 is 30 × 30 points; caps of 10 points are 20 pixels.
        let source = Self.gradient(side: 60, scale: 2)
        let image = drawn(source.resizableImage(withCapInsets: Self.caps), scale: 2)
        #expect(image.pixelSize == CGSize(width: 200, height: 120))
        for (x, y) in [(0, 0), (19, 19), (7, 13)] {
            #expect(image.rgba(x, y) == source.rgba(x, y))
            #expect(image.rgba(180 + x, 100 + y) == source.rgba(40 + x, 40 + y))
        }
        #expect(image.rgba(20 + 25, 5) == source.rgba(20 + 5, 5), "tiles of 20 pixels")
    }

    @Test func capsLargerThanTheDestinationShrinkInProportion() {
        let source = Self.gradient(side: 30)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 30), format: format)
            .image { _ in
                source.resizableImage(withCapInsets: Self.caps).draw(
                    in: CGRect(x: 0, y: 0, width: 10, height: 30))
            }
        // Each 10-point cap becomes 5 points wide: the right cap's last column ends at x = 9.
        #expect(image.rgba(9, 0)[3] == 255)
        #expect(image.rgba(9, 0)[0] > 100, "the right cap's colours")
        #expect(image.rgba(0, 0)[0] <= 4 && image.rgba(0, 0)[1] == 0, "the left cap's colours")
    }

    @Test func anImageViewShowsAResizableImageNineSlicedToItsBounds() throws {
        let source = Self.gradient(side: 30)
        let view = UIImageView(image: source.resizableImage(withCapInsets: Self.caps))
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        view.layoutIfNeeded()
        let contents = try #require(view.layer.contents as? CGImage)
        let shown = UIImage(cgImage: contents)
        #expect(shown.pixelSize == CGSize(width: 100, height: 60))
        #expect(shown.rgba(95, 55) == source.rgba(25, 25))
        #expect(shown.rgba(35, 3) == source.rgba(15, 3))
        // Other content modes show the image as an ordinary one.
        view.contentMode = .center
        let plain = try #require(view.layer.contents as? CGImage)
        #expect(plain.width == 30)
    }
}
