import Foundation
import SegueTestSupport
import Testing

@testable import SegueCodecs

/// Large PNGs are filtered in bands of rows and deflated in fixed segments on every core; the bytes
/// must not depend on the thread count, and the stream must read as one ordinary zlib stream.
@Suite struct PNGParallelEncodingTests {
    /// A UI-like picture (flat areas, edges, a gradient band and noise) so every filter is used.
    static func picture(width: Int, height: Int, seed: UInt64, translucent: Bool) -> RGBAImage {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let a: UInt8 =
                    translucent && (x + y) % 7 == 0 ? .random(in: 0...255, using: &rng) : 255
                var c: (UInt8, UInt8, UInt8)
                switch (y / 40) % 3 {
                case 0: c = (242, 242, 247)
                case 1: c = (UInt8(x % 256), UInt8(y % 256), 128)
                default:
                    c = (.random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng), 90)
                }
                // Premultiplied: each colour at most alpha.
                c = (min(c.0, a), min(c.1, a), min(c.2, a))
                image.pixels.replaceSubrange(
                    (y * width + x) * 4..<(y * width + x + 1) * 4, with: [c.0, c.1, c.2, a])
            }
        }
        return image
    }

    @Test(arguments: [false, true])
    func bandedFilteringGivesTheRowsOfTheWholeImageFilter(translucent: Bool) {
        let seed = Reference.seed()
        let image = Self.picture(width: 61, height: 150, seed: seed, translucent: translucent)
        let (straight, channels) = image.straightScanlines()
        #expect(channels == (translucent ? 4 : 3))
        let whole = straight.withUnsafeBufferPointer {
            PNGFilter.filterAdaptively($0, rowBytes: 61 * channels, height: 150, bpp: channels)
        }
        for threads in [1, 2, 5] {
            #expect(image.filteredScanlines(channels: channels, threads: threads) == whole)
        }
        // Every filter type appears, so every band edge was filtered against a real row above.
        let types = Set(stride(from: 0, to: whole.count, by: 61 * channels + 1).map { whole[$0] })
        #expect(types.count >= 3, "filter types used: \(types.sorted())")
    }

    @Test func aLargePNGIsTheSameFileOnOneThreadAndOnFourAndDecodesBack() throws {
        let seed = Reference.seed()
        // 400 × 300 RGBA: 300 rows of 1 + 1,600 bytes, 480,300 filtered bytes, two segments.
        let image = Self.picture(width: 400, height: 300, seed: seed, translucent: true)
        let one = try image.pngBytes(compressionLevel: 6, threads: 1)
        let four = try image.pngBytes(compressionLevel: 6, threads: 4)
        #expect(one == four)
        #expect(try RGBAImage(pngData: Data(one)) == image)
    }

    @Test func aOneRowPNGIsTheSameFileOnOneThreadAndOnFourAndDecodesBack() throws {
        let seed = Reference.seed()
        // 70,000 × 1 RGBA: one band of rows, 280,001 filtered bytes, so two segments (the second
        // 17,857 bytes long), deflated on two of the four threads.
        let image = Self.picture(width: 70_000, height: 1, seed: seed, translucent: true)
        #expect(!image.isOpaque, "seed \(seed)")
        #expect(
            image.filteredScanlines(channels: 4, threads: 4)
                == image.wholeImageFilteredScanlines(channels: 4), "seed \(seed)")
        let one = try image.pngBytes(compressionLevel: 6, threads: 1)
        let four = try image.pngBytes(compressionLevel: 6, threads: 4)
        #expect(one == four, "seed \(seed)")
        #expect(try RGBAImage(pngData: Data(one)) == image, "seed \(seed)")
    }

    @Test func inputThatFitsOneSegmentIsTheOrdinaryStream() throws {
        let input = (0..<Zlib.segmentBytes).map { UInt8(truncatingIfNeeded: $0 * 7 / 3) }
        let segmented = try input.withUnsafeBytes { try Zlib.compress($0, level: 6, threads: 2) }
        let single = try input.withUnsafeBytes { try Zlib.compress($0, level: 6) }
        #expect(segmented == single)
    }

    @Test func inputOneByteLongerThanASegmentEndsWithAOneByteSegmentAndInflatesBack() throws {
        let input = (0..<(Zlib.segmentBytes + 1)).map { UInt8(truncatingIfNeeded: $0 * 7 / 3) }
        let last = try input.withUnsafeBytes {
            try Zlib.deflateSegment(1, of: $0, level: 6, last: true)
        }
        #expect(last.length == 1)
        let (single, segmented) = try input.withUnsafeBytes { raw in
            (try Zlib.compress(raw, level: 6), try Zlib.compress(raw, level: 6, threads: 2))
        }
        let inflated = try segmented.withUnsafeBytes {
            try Zlib.decompress($0, limit: input.count + 1)
        }
        #expect(inflated == input)
        #expect(Array(segmented.prefix(2)) == Array(single.prefix(2)))
        #expect(Array(segmented.suffix(4)) == Array(single.suffix(4)))
    }

    @Test func segmentsReachBackAcrossTheCutThroughTheirDictionary() throws {
        let seed = Reference.seed()
        var rng = SeededRandomNumberGenerator(seed: seed)
        // 10 KB of noise repeated: after the first copy every byte is a match 10 KB back, also
        // right after each cut. Without the dictionary each of the 4 later segments would start
        // with 10 KB of literals.
        let period = (0..<10_000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        var input: [UInt8] = []
        while input.count < 4 * Zlib.segmentBytes + 5_000 { input += period }
        let (single, segmented) = try input.withUnsafeBytes { raw in
            (try Zlib.compress(raw, level: 6), try Zlib.compress(raw, level: 6, threads: 3))
        }
        #expect(segmented.count < single.count + 5 * 64, "\(segmented.count) vs \(single.count)")
        let inflated = try segmented.withUnsafeBytes {
            try Zlib.decompress($0, limit: input.count + 1)
        }
        #expect(inflated == input)
        // Header and Adler-32 trailer are the ordinary stream's.
        #expect(Array(segmented.prefix(2)) == Array(single.prefix(2)))
        #expect(Array(segmented.suffix(4)) == Array(single.suffix(4)))
    }

    @Test func headerIsTheOneZlibWritesAtEveryLevel() throws {
        let input = [UInt8](repeating: 42, count: 100)
        for level: Int32 in 0...9 {
            let stream = try input.withUnsafeBytes { try Zlib.compress($0, level: level) }
            #expect(Zlib.header(level: level) == Array(stream.prefix(2)), "level \(level)")
        }
    }

    @Test func pillowReadsAMultiSegmentPNG() throws {
        let seed = Reference.seed()
        let image = Self.picture(width: 300, height: 400, seed: seed, translucent: false)
        let dir = try Reference.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("segments.png")
        try image.pngData().write(to: file)
        var rgb: [UInt8] = []
        for i in stride(from: 0, to: image.pixels.count, by: 4) {
            rgb += image.pixels[i..<(i + 3)]
        }
        let raw = dir.appendingPathComponent("segments.rgb")
        try Data(rgb).write(to: raw)
        let out = try Reference.python(
            """
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1]); im.load()
            print(im.mode, im.size[0], im.size[1], im.tobytes() == open(sys.argv[2], "rb").read())
            """, [file.path, raw.path])
        #expect(out.trimmingCharacters(in: .whitespacesAndNewlines) == "RGB 300 400 True")
    }
}
