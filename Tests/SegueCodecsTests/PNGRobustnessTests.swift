import Foundation
import SegueTestSupport
import Testing

@testable import SegueCodecs

/// Inputs a fuzzer would reach for: decompression bombs, oddly split data, trailing bytes.
@Suite struct PNGRobustnessTests {
    static let ihdr = PNGErrorTests.ihdr()  // 2×2 RGB 8-bit: needs 2 × (1 + 6) = 14 bytes

    @Test func aDecompressionBombStopsAtTheBytesTheImageNeeds() throws {
        // 64 MiB of zeros compress to ~64 KB; the decoder must stop after 14 bytes.
        let zeros = [UInt8](repeating: 0, count: 64 << 20)
        let z = try zeros.withUnsafeBytes { try Zlib.compress($0, level: 9) }
        let start = Date()
        let bitmap = try RGBAImage(
            pngData: PNGErrorTests.file(Self.ihdr, Reference.chunk("IDAT", z), PNGErrorTests.iend))
        #expect(
            bitmap.pixels
                == [UInt8](repeating: 0, count: 16).enumerated().map {
                    $0.offset % 4 == 3 ? 255 : 0
                })
        #expect(Date().timeIntervalSince(start) < 2)
    }

    @Test func imageDataSplitIntoOneByteAndEmptyChunksDecodes() throws {
        let z = try PNGErrorTests.zlib([0, 1, 2, 3, 4, 5, 6, 0, 7, 8, 9, 10, 11, 12])
        var chunks: [UInt8] = []
        for byte in z { chunks += Reference.chunk("IDAT", [byte]) + Reference.chunk("IDAT", []) }
        let bitmap = try RGBAImage(
            pngData: PNGErrorTests.file(Self.ihdr, chunks, PNGErrorTests.iend))
        #expect(bitmap[0, 0] == RGBA8(r: 1, g: 2, b: 3, a: 255))
        #expect(bitmap[1, 1] == RGBA8(r: 10, g: 11, b: 12, a: 255))
    }

    @Test func bytesAfterIENDAreIgnored() throws {
        var data = try PNGErrorTests.file(Self.ihdr, PNGErrorTests.idat(), PNGErrorTests.iend)
        data.append(contentsOf: [0xDE, 0xAD, 0xBE, 0xEF, 0x01])
        #expect(try RGBAImage(pngData: data)[1, 0] == RGBA8(r: 4, g: 5, b: 6, a: 255))
    }

    @Test func aSliceOfLargerDataDecodes() throws {
        // Data slices have a non-zero start index.
        let inner = try PNGErrorTests.file(Self.ihdr, PNGErrorTests.idat(), PNGErrorTests.iend)
        let outer = Data([1, 2, 3]) + inner + Data([4])
        let slice = outer[3..<(3 + inner.count)]
        #expect(try RGBAImage(pngData: slice) == RGBAImage(pngData: inner))
    }

    @Test func randomCorruptionOfValidFilesNeverTraps() throws {
        let seed = Reference.seed()
        var rng = SeededRandomNumberGenerator(seed: seed)
        var base = RGBAImage(width: 9, height: 7)
        for i in base.pixels.indices { base.pixels[i] = .random(in: 0...255, using: &rng) }
        let valid = Array(try base.pngData())
        for _ in 0..<2000 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                bytes[Int.random(in: 0..<bytes.count, using: &rng)] = .random(
                    in: 0...255, using: &rng)
            }
            // any PNGError is fine
            do { _ = try RGBAImage(pngData: Data(bytes)) } catch is PNGError {}
        }
    }
}
