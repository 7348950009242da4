import Foundation
import SegueTestSupport
import Testing

@testable import SegueCodecs

/// `RGBAImage(pngData: bitmap.pngData())` against the exact expectation.
///
/// PNG stores straight alpha and `RGBAImage` premultiplied alpha. Un-premultiplying with
/// `s = round(255·p / a)` and premultiplying back with `round(s·a / 255)` returns `p` for every
/// `p ≤ a` (`s·a + 127` always lies in `255p … 255p + 254`; checked exhaustively below), so
/// a valid premultiplied bitmap round-trips exactly. Invalid pixels (a colour above its alpha)
/// come back with that colour clamped to the alpha; pixels with alpha 0 come back as all zeros.
@Suite struct PNGRoundTripTests {
    /// The expectation for any premultiplied pixel bytes.
    static func expectedAfterRoundTrip(_ pixels: [UInt8]) -> [UInt8] {
        var out = pixels
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let a = pixels[i + 3]
            for c in 0..<3 { out[i + c] = a == 0 ? 0 : min(pixels[i + c], a) }
        }
        return out
    }

    @Test func everyValidPremultipliedPixelRoundTripsExactly() throws {
        // All 32 896 pairs (alpha a, colour p ≤ a), in all three channels.
        var values: [UInt8] = []
        for a in 0...255 {
            for p in 0...a { values += [UInt8(p), UInt8(a - p), UInt8(p / 2), UInt8(a)] }
        }
        let width = 256
        let height = (values.count / 4 + width - 1) / width
        values += [UInt8](repeating: 0, count: width * height * 4 - values.count)
        let bitmap = RGBAImage(width: width, height: height, premultipliedPixels: values)
        #expect(try RGBAImage(pngData: bitmap.pngData()) == bitmap)
    }

    @Test func randomBitmapsRoundTripToTheDocumentedExpectation() throws {
        let seed = Reference.seed()
        var rng = SeededRandomNumberGenerator(seed: seed)
        for trial in 0..<40 {
            let w = Int.random(in: 1...40, using: &rng)
            let h = Int.random(in: 1...40, using: &rng)
            // 0 opaque, 1 valid premultiplied, 2 arbitrary bytes, 3 flat areas
            let style = trial % 4
            var pixels = [UInt8](repeating: 0, count: w * h * 4)
            for i in stride(from: 0, to: pixels.count, by: 4) {
                let a: UInt8 = style == 0 ? 255 : .random(in: 0...255, using: &rng)
                for c in 0..<3 {
                    switch style {
                    case 0: pixels[i + c] = .random(in: 0...255, using: &rng)
                    case 1: pixels[i + c] = .random(in: 0...a, using: &rng)
                    case 2: pixels[i + c] = .random(in: 0...255, using: &rng)
                    default: pixels[i + c] = UInt8((i / 4 / 7) % 3 * 60)
                    }
                }
                pixels[i + 3] = style == 3 ? 255 : a
            }
            let bitmap = RGBAImage(width: w, height: h, premultipliedPixels: pixels)
            let decoded = try RGBAImage(pngData: bitmap.pngData())
            #expect(decoded.width == w && decoded.height == h)
            #expect(
                decoded.pixels == Self.expectedAfterRoundTrip(pixels),
                "trial \(trial) (\(w)×\(h), style \(style))")
        }
    }

    @Test func colourAboveAlphaIsClampedAndTransparentColourIsDropped() throws {
        let bitmap = RGBAImage(
            width: 2, height: 1, premultipliedPixels: [200, 10, 0, 100, 9, 9, 9, 0])
        let decoded = try RGBAImage(pngData: bitmap.pngData())
        // (200·255 + 50) / 100 = 510 → clamped to 255 → 255·100/255 = 100.
        #expect(decoded.pixels == [100, 10, 0, 100, 0, 0, 0, 0])
    }

    @Test func flatOpaqueImageRoundTripsAndCompressesToAlmostNothing() throws {
        let bitmap = RGBAImage(
            width: 195, height: 422,
            premultipliedPixels: [UInt8](repeating: 255, count: 195 * 422 * 4))
        let data = try bitmap.pngData()
        // 247 KB of scanlines (422 × (1 + 585)): rows below the first filter (Up) to zeros, which
        // deflate to under 0.5 % of that.
        #expect(data.count < 1236)
        #expect(try RGBAImage(pngData: data) == bitmap)
    }
}
