import Foundation
import Testing

@testable import SegueCodecs

/// Every PNG in PNGFuzzRegressions/ decodes to a sane image or throws a clean `PNGError`, never traps.
///
/// The folder holds the PNGs the decoder saw in the fuzz harness (Fuzz/run.sh), checked in as they
/// are: the fuzzer's seeds from Fuzz/make_seeds.py after the harness's preparation (`seed*`, `raw*`
/// with their raw scanlines compressed, `pillow_*`), hand-made malformed files (`malformed-*`,
/// below), and every input the fuzzer ever crashed on (`swift run PNGDecodeFuzzer --prepare`).
@Suite struct PNGFuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("PNGFuzzRegressions")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.hasSuffix(".png")
        }.sorted()
    }

    static func decode(_ name: String) throws -> RGBAImage {
        try RGBAImage(pngData: Data(contentsOf: folder.appendingPathComponent(name)))
    }

    @Test func theCorpusHoldsTheSeedsAndTheHandMadeFiles() {
        let names = Self.names
        #expect(names.filter { $0.hasPrefix("seed") }.count == 30)
        #expect(names.filter { $0.hasPrefix("raw") }.count == 30)
        #expect(names.filter { $0.hasPrefix("pillow_") }.count == 6)
        #expect(names.filter { $0.hasPrefix("malformed-") }.count == 4)
    }

    @Test(arguments: names)
    func everyInputDecodesSanelyOrThrowsAPNGError(_ name: String) throws {
        do {
            let image = try Self.decode(name)
            #expect(image.width >= 1 && image.height >= 1, "\(name)")
            #expect(image.width * image.height * 4 <= RGBAImage.maximumPNGPixelBytes, "\(name)")
            #expect(image.pixels.count == image.width * image.height * 4, "\(name)")
            // Decoded pixels are valid premultiplied RGBA: no colour above its alpha.
            let valid = stride(from: 0, to: image.pixels.count, by: 4).allSatisfy { i in
                (0..<3).allSatisfy { image.pixels[i + $0] <= image.pixels[i + 3] }
            }
            #expect(valid, "\(name)")
        } catch let error as PNGError {
            #expect(!error.description.isEmpty)
        }
    }

    /// Seeds 018–021 are indexed 4- and 8-bit images with a 5-entry palette whose rows got random
    /// filter types (make_seeds.py writes arbitrary filtered bytes), so their indices land past the
    /// palette: the decoder must say so. Every other seed is a valid image of at most 11×11.
    static let seedsWithIndicesPastThePalette: Set<String> = Set(
        ["seed", "raw"].flatMap { kind in
            (18...21).map { "\(kind)0\($0).png" }
        })

    @Test(arguments: names.filter { !$0.hasPrefix("malformed-") })
    func everySeedDecodesToItsSmallSizeOrReportsItsBadPaletteIndex(_ name: String) throws {
        if Self.seedsWithIndicesPastThePalette.contains(name) {
            let error = try #require(throws: PNGError.self) { try Self.decode(name) }
            guard case .invalidPalette = error else {
                Issue.record("\(name): got \(error)")
                return
            }
            return
        }
        let image = try Self.decode(name)
        #expect(
            (1...11).contains(image.width) && (1...11).contains(image.height),
            "\(name): \(image.width)×\(image.height)")
    }

    @Test func aTruncatedHeaderIsReportedAsTruncated() throws {
        let error = try #require(throws: PNGError.self) {
            try Self.decode("malformed-truncated-ihdr.png")
        }
        guard case .truncated = error else {
            Issue.record("got \(error)")
            return
        }
    }

    @Test func aBadCRCNamesTheChunkAndBothValues() throws {
        let stored = try [UInt8](
            Data(contentsOf: Self.folder.appendingPathComponent("malformed-bad-crc.png")))[29...32]
        let storedCRC = stored.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        let error = try #require(throws: PNGError.self) { try Self.decode("malformed-bad-crc.png") }
        #expect(error == .crcMismatch(chunk: "IHDR", stored: storedCRC, computed: storedCRC ^ 0xFF))
    }

    @Test func hugeDimensionsAreRefusedBeforeAllocating() {
        #expect(
            throws: PNGError.imageTooLarge(
                width: 100_000, height: 100_000, limitBytes: RGBAImage.maximumPNGPixelBytes)
        ) {
            try Self.decode("malformed-huge-dimensions.png")
        }
    }

    @Test func anEmptyIDATIsCorruptImageData() throws {
        let error = try #require(throws: PNGError.self) {
            try Self.decode("malformed-zero-length-idat.png")
        }
        guard case .corruptImageData = error else {
            Issue.record("got \(error)")
            return
        }
    }
}
