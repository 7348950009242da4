import Foundation
import SegueRender
import Testing

@Suite struct BitmapTests {
    @Test func subscriptRoundTripsStraightAlpha() {
        var b = Bitmap(width: 2, height: 1)
        b[1, 0] = RGBA8(r: 255, g: 0, b: 0, a: 128)
        #expect(b.pixels[4...7] == [128, 0, 0, 128])
        #expect(b[1, 0] == RGBA8(r: 255, g: 0, b: 0, a: 128))
    }

    @Test func imageSharesTheBitmapsPixelBufferWithoutCopying() {
        let b = Bitmap(width: 3, height: 2, premultipliedPixels: Array(repeating: 7, count: 24))
        let image = b.image
        let same = b.pixels.withUnsafeBufferPointer { p in
            image.pixels.withUnsafeBufferPointer { $0.baseAddress == p.baseAddress }
        }
        #expect(same)
        #expect(image.width == 3 && image.height == 2)
    }

    @Test func writingThroughPixelsChangesOnlyThatBitmap() {
        var b = Bitmap(width: 1, height: 1)
        let before = b.image
        b.pixels[3] = 255
        #expect(b.pixels == [0, 0, 0, 255])
        #expect(before.pixels == [0, 0, 0, 0])
    }

    @Test func pngDataIsTheSameFileAsTheImagesAndDecodesBack() throws {
        var b = Bitmap(width: 2, height: 2)
        b[0, 0] = RGBA8(r: 10, g: 20, b: 30, a: 255)
        b[1, 1] = RGBA8(r: 200, g: 100, b: 50, a: 128)
        let png = try b.pngData()
        #expect(png == (try b.image.pngData()))
        #expect(try Bitmap(pngData: png) == b)
    }

    @Test func encodersTakeBitmapsAsTheirImages() throws {
        let frames = [
            Bitmap(width: 4, height: 4),
            Bitmap(width: 4, height: 4, filledWith: PremultipliedColor(r: 200, g: 0, b: 0, a: 255)),
        ]
        let delays = [0.1, 0.1]
        #expect(
            try GIFEncoder(threads: 1).encode(frames: frames, delays: delays)
                == GIFEncoder(threads: 1).encode(frames: frames.map(\.image), delays: delays))
        #expect(
            try APNGEncoder().encode(frames: frames, delays: delays)
                == APNGEncoder().encode(frames: frames.map(\.image), delays: delays))
    }
}
