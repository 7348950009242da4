import Foundation
import Testing

@testable import SegueCodecs

/// JPEG through libjpeg-turbo: Pillow's JPEGs decode to their pixels, damaged ones decode opaque as
/// far as they go or throw, and the encoder's output decodes back.
@Suite struct JPEGCodecTests {
    static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("JPEGFuzzSeeds")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: seeds.path)) ?? []).filter {
            $0.hasSuffix(".jpg")
        }.sorted()
    }

    /// The fuzzer's out-of-memory input: a header claiming a huge image in a few hundred bytes.
    @Test func aHeaderTooLargeForItsFileIsRefusedBeforeAllocating() throws {
        let data = try Data(
            contentsOf: Self.seeds.appendingPathComponent(
                "regression-huge-header-in-a-tiny-file.jpg"))
        #expect {
            try RGBAImage(jpegData: data)
        } throws: { error in
            if case .corrupt(let why) = error as? JPEGError { return why.contains("cannot fit") }
            return false
        }
    }

    /// Every seed of the fuzzer (Pillow's files: subsamplings, greyscale, progressive, CMYK, and
    /// the inputs the fuzzer crashed on) decodes to an opaque image, but the one too large for its
    /// file (above).
    @Test(arguments: names.filter { !$0.hasPrefix("regression-huge") })
    func everySeedDecodesOpaque(_ name: String) throws {
        let image = try RGBAImage(
            jpegData: Data(contentsOf: Self.seeds.appendingPathComponent(name)))
        #expect(image.width >= 1 && image.height >= 1)
        #expect(
            stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 })
    }

    /// Pillow's CMYK file, as Pillow itself converts it to RGB.
    @Test func cmykComesOutAsPillowConvertsIt() throws {
        let image = try RGBAImage(
            jpegData: Data(contentsOf: Self.seeds.appendingPathComponent("cmyk.jpg")))
        #expect(image.width == 8 && image.height == 8)
        #expect(image[0, 0] == RGBA8(r: 221, g: 221, b: 221, a: 255))
    }

    @Test func pillowsSizesComeThrough() throws {
        let sizes = try [
            ("rgb-420.jpg", 16, 16), ("odd-size-422.jpg", 9, 7), ("progressive.jpg", 24, 16),
        ]
        .map { name, w, h in
            let image = try RGBAImage(
                jpegData: Data(contentsOf: Self.seeds.appendingPathComponent(name)))
            return (image.width == w, image.height == h)
        }
        #expect(sizes.allSatisfy { $0.0 && $0.1 })
    }

    @Test func aStreamCutShortDecodesOpaqueGreyWhereItStops() throws {
        var bytes: [UInt8] = []
        for y in 0..<128 {
            for x in 0..<128 { bytes += [UInt8(x * 2), UInt8(y * 2), UInt8((x * y) % 256), 255] }
        }
        let data = try RGBAImage(width: 128, height: 128, premultipliedPixels: bytes).jpegData(
            quality: 0.9)
        let cut = try RGBAImage(jpegData: data.prefix(data.count / 2))
        #expect(cut.width == 128 && cut.height == 128)
        let last = cut.pixels.count - 4
        #expect(Array(cut.pixels[last..<(last + 4)]) == [128, 128, 128, 255], "the missing rows")
    }

    @Test func dataWithoutTheStartMarkerIsNotJPEG() {
        #expect(throws: JPEGError.notJPEG) { try RGBAImage(jpegData: Data([0x89, 0x50])) }
    }

    @Test func aBrokenHeaderIsCorrupt() {
        #expect {
            try RGBAImage(jpegData: Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x02]))
        } throws: { error in
            if case .corrupt = error as? JPEGError { return true }
            return false
        }
    }

    @Test func anEmptyImageCannotBeEncoded() {
        #expect(throws: JPEGError.emptyImage) {
            try RGBAImage(width: 0, height: 0).jpegData(quality: 1)
        }
    }
}
