import Foundation
import Testing

@testable import SegueCodecs

@Suite struct APNGDecoderTests {
    /// A `width × height` image with pixel (x, y) set from `colour(x, y)` (premultiplied).
    func image(_ width: Int, _ height: Int, _ colour: (Int, Int) -> [UInt8]) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height { for x in 0..<width { pixels += colour(x, y) } }
        return RGBAImage(width: width, height: height, premultipliedPixels: pixels)
    }

    @Test func decodesTheEncodersFramesExactlyWithTheirDelays() throws {
        let a = image(6, 4) { x, y in [UInt8(x * 40), UInt8(y * 60), 200, 255] }
        var b = a
        b[2, 1] = RGBA8(r: 255, g: 0, b: 0, a: 255)  // an opaque change: OVER
        var c = b
        c[0, 0] = RGBA8(r: 0, g: 0, b: 255, a: 128)  // a translucent one: SOURCE
        let data = try APNGEncoder().encode(
            frames: [a, b, c, c], delays: [1.0 / 60, 0.1, 0.033, 0.5])
        let frames = try APNGDecoder.decode(data)
        #expect(frames.map(\.image) == [a, b, c, c])
        #expect(frames.map(\.delay) == [1.0 / 60, 0.1, 0.033, 0.5])
    }

    @Test func aPlainPNGIsOneFrame() throws {
        let still = image(3, 2) { x, _ in [UInt8(x * 80), 0, 0, 255] }
        let frames = try APNGDecoder.decode(try still.pngData())
        #expect(frames.count == 1 && frames[0].image == still && frames[0].delay == 0)
    }

    @Test func truncatedDataThrows() throws {
        let data = try APNGEncoder().encode(
            frames: [RGBAImage(width: 2, height: 2), image(2, 2) { _, _ in [9, 9, 9, 255] }],
            delays: [0.1, 0.1])
        #expect(throws: PNGError.self) { try APNGDecoder.decode(data.prefix(data.count - 20)) }
        #expect(throws: PNGError.notPNG) { try APNGDecoder.decode(Data([1, 2, 3])) }
    }
}
