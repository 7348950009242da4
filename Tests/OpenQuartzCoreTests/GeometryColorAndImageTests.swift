import Foundation
import Testing

@testable import OpenQuartzCore

@Suite struct GeometryColorAndImageTests {
    @Test func srgbInitializerMakesTheSameColour() {
        let c = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(c == CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
        #expect(c.components == [0.2, 0.4, 0.6, 0.8])
        #expect(CGColor(srgbRed: 2, green: -1, blue: .nan, alpha: 1).components == [1, 0, 0, 1])
    }

    @Test func coloursInterpolateComponentWiseInStraightRGBA() {
        let from = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let to = CGColor(red: 0, green: 0, blue: 1, alpha: 0)
        let quarter = from.interpolated(to: to, fraction: 0.25)
        #expect(quarter.components == [0.75, 0, 0.25, 0.75])
        #expect(from.interpolated(to: to, fraction: 0) === from)
        #expect(from.interpolated(to: to, fraction: 1) === to)
        // Overshoot extrapolates, then clamps: red 1 + (0 − 1)·1.5 = −0.5 → 0.
        #expect(from.interpolated(to: to, fraction: 1.5).components == [0, 0, 1, 0])
    }

    @Test func vectorHasItsComponents() {
        #expect(CGVector(dx: 3, dy: -4) == CGVector(dx: CGFloat(3), dy: CGFloat(-4)))
        #expect(CGVector.zero.dx == 0 && CGVector(dx: 1.5, dy: 2.5).dy == 2.5)
    }

    /// A 4×3 image whose pixel (x, y) is (10x, 10y, 0, 255).
    func gradient() -> CGImage {
        var bytes: [UInt8] = []
        for y in 0..<3 { for x in 0..<4 { bytes += [UInt8(10 * x), UInt8(10 * y), 0, 255] } }
        return CGImage(width: 4, height: 3, premultipliedRGBA: bytes)
    }

    @Test func imageDescribesItsLayout() {
        let image = gradient()
        #expect(image.width == 4 && image.height == 3)
        #expect(image.bitsPerComponent == 8 && image.bitsPerPixel == 32 && image.bytesPerRow == 16)
        #expect(
            image.alphaInfo == .premultipliedLast
                && CGImageAlphaInfo.premultipliedLast.rawValue == 1)
        #expect(image.pixels.count == 48)
    }

    @Test func croppingTakesTheRowsAndColumnsInside() throws {
        let crop = try #require(gradient().cropping(to: CGRect(x: 1, y: 1, width: 2, height: 2)))
        #expect(crop.width == 2 && crop.height == 2)
        #expect(crop.pixels == [10, 10, 0, 255, 20, 10, 0, 255, 10, 20, 0, 255, 20, 20, 0, 255])
    }

    @Test func croppingMakesTheRectIntegralAndClipsIt() throws {
        // (0.5, 0.5, 1, 1) is integral (0, 0, 2, 2); (3, 2, 5, 5) clips to the last pixel.
        let integral = try #require(
            gradient().cropping(to: CGRect(x: 0.5, y: 0.5, width: 1, height: 1)))
        #expect(integral.width == 2 && integral.height == 2 && integral.pixels[0] == 0)
        let corner = try #require(gradient().cropping(to: CGRect(x: 3, y: 2, width: 5, height: 5)))
        #expect(corner.width == 1 && corner.height == 1 && corner.pixels == [30, 20, 0, 255])
        #expect(gradient().cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
        #expect(gradient().cropping(to: .null) == nil)
    }

    @Test func invalidPremultipliedColourIsClampedToAlpha() {
        let image = CGImage(width: 1, height: 1, premultipliedRGBA: [200, 100, 50, 120])
        #expect(image.pixels == [120, 100, 50, 120])
    }

    @Test func mismatchedPixelBufferStopsWithAClearMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            _ = CGImage(width: 2, height: 2, premultipliedRGBA: [0, 0, 0])
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("3 bytes do not match 2×2×4"))
    }
}
