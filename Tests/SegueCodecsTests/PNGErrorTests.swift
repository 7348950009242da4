import Foundation
import Testing

@testable import SegueCodecs

/// Every way a PNG can be malformed ends in a `PNGError` naming the problem, never a trap.
@Suite struct PNGErrorTests {
    static func ihdr(
        width: UInt32 = 2, height: UInt32 = 2, depth: UInt8 = 8, colorType: UInt8 = 2,
        compression: UInt8 = 0, filter: UInt8 = 0, interlace: UInt8 = 0
    ) -> [UInt8] {
        Reference.chunk(
            "IHDR",
            Reference.bigEndian(width) + Reference.bigEndian(height)
                + [depth, colorType, compression, filter, interlace])
    }

    static func zlib(_ raw: [UInt8]) throws -> [UInt8] {
        try raw.withUnsafeBytes { try Zlib.compress($0, level: 9) }
    }

    /// A 2×2 RGB image: each row is filter 0 then 6 bytes.
    static func idat(rows: [UInt8] = [0, 1, 2, 3, 4, 5, 6, 0, 7, 8, 9, 10, 11, 12]) throws
        -> [UInt8]
    {
        Reference.chunk("IDAT", try zlib(rows))
    }

    static let iend = Reference.chunk("IEND", [])

    static func file(_ parts: [UInt8]...) -> Data { Data(Reference.pngSignature + parts.joined()) }

    static func decode(_ data: Data) -> PNGError? {
        do {
            _ = try RGBAImage(pngData: data)
            return nil
        } catch let error as PNGError { return error } catch { return nil }
    }

    @Test func theValidBaseFileDecodes() throws {
        let bitmap = try RGBAImage(pngData: Self.file(Self.ihdr(), Self.idat(), Self.iend))
        #expect(bitmap[1, 1] == RGBA8(r: 10, g: 11, b: 12, a: 255))
    }

    @Test func badSignatureIsNotPNG() {
        #expect(Self.decode(Data([0x89, 0x50, 0x4E, 0x47])) == .notPNG)
        #expect(Self.decode(Data("GIF89a........".utf8)) == .notPNG)
        #expect(Self.decode(Data()) == .notPNG)
    }

    @Test func everyTruncationOfAValidFileThrowsAPNGError() throws {
        let full = try Self.file(Self.ihdr(), Self.idat(), Self.iend)
        for length in 0..<full.count {
            let error = Self.decode(full.prefix(length))
            #expect(error != nil, "prefix of \(length) bytes")
            if length >= 8 {
                guard case .truncated = error else {
                    Issue.record("prefix \(length): \(String(describing: error))")
                    continue
                }
            }
        }
    }

    @Test func corruptedCRCIsReportedWithBothValues() throws {
        var bytes = try Array(Self.file(Self.ihdr(), Self.idat(), Self.iend))
        bytes[8 + 8 + 13 + 3] ^= 0x01  // last CRC byte of IHDR
        let stored = Reference.crc32(Array(bytes[12..<29])) ^ 0x01
        #expect(
            Self.decode(Data(bytes))
                == .crcMismatch(chunk: "IHDR", stored: stored, computed: stored ^ 0x01))
        #expect(
            PNGError.crcMismatch(chunk: "IHDR", stored: 0xAB, computed: 0x1).description
                == "PNG: CRC mismatch in chunk IHDR: stored 0x000000AB, computed 0x00000001")
    }

    @Test func headerValuesOutsideTheSpecificationAreRejected() throws {
        let idat = try Self.idat()
        let iend = Self.iend
        let cases: [([UInt8], String)] = [
            (Self.ihdr(width: 0), "size 0×2"),
            (Self.ihdr(height: 0x8000_0000), "size 2×2147483648"),
            (Self.ihdr(colorType: 1), "colour type 1"),
            (Self.ihdr(colorType: 7), "colour type 7"),
            (Self.ihdr(depth: 16, colorType: 3), "bit depth 16 is not allowed for colour type 3"),
            (Self.ihdr(depth: 4, colorType: 2), "bit depth 4 is not allowed for colour type 2"),
            (Self.ihdr(depth: 3, colorType: 0), "bit depth 3"),
            (Self.ihdr(compression: 1), "compression method 1"),
            (Self.ihdr(filter: 1), "filter method 1"),
            (Self.ihdr(interlace: 2), "interlace method 2"),
        ]
        for (header, message) in cases {
            let error = Self.decode(Self.file(header, idat, iend))
            guard case .invalidHeader(let text) = error else {
                Issue.record("\(message): \(String(describing: error))")
                continue
            }
            #expect(text.contains(message), "\(text)")
        }
        #expect(
            Self.decode(Self.file(Reference.chunk("IHDR", [0, 0, 0, 1]), idat, iend))
                == .malformedChunk("IHDR has 4 bytes; it must have 13"))
    }

    @Test func chunkOrderAndPresenceAreChecked() throws {
        let idat = try Self.idat()
        let iend = Self.iend
        let ihdr = Self.ihdr()
        #expect(
            Self.decode(Self.file(idat, ihdr, iend))
                == .malformedChunk("the first chunk is IDAT; it must be IHDR"))
        #expect(
            Self.decode(Self.file(ihdr, ihdr, idat, iend))
                == .malformedChunk("more than one IHDR chunk"))
        #expect(Self.decode(Self.file(ihdr, iend)) == .malformedChunk("no IDAT chunk"))
        #expect(Self.decode(Self.file(ihdr, idat)) == .truncated("no IEND chunk"))
        #expect(
            Self.decode(Self.file(ihdr, idat, Reference.chunk("PLTE", [1, 2, 3]), iend))
                == .malformedChunk("PLTE after IDAT"))
        #expect(
            Self.decode(Self.file(ihdr, Reference.chunk("ABCD", []), idat, iend))
                == .unknownCriticalChunk("ABCD"))
        #expect(
            Self.decode(Self.file(ihdr, Reference.chunk("a1cD", []), idat, iend))
                == .malformedChunk("chunk type a1cD at byte 33 is not four ASCII letters"))
        // Ancillary chunks, known or not, are skipped.
        #expect(
            Self.decode(
                Self.file(
                    ihdr, Reference.chunk("abcD", [9, 9]), idat, Reference.chunk("zzzz", []), iend))
                == nil)
    }

    @Test func chunkLengthOver2GiBAndPastTheEndAreRejected() {
        let huge = Reference.bigEndian(0x8000_0000) + Array("IDAT".utf8) + [0, 0, 0, 0]
        #expect(
            Self.decode(Self.file(Self.ihdr(), huge))
                == .malformedChunk("chunk IDAT at byte 33 declares length 2147483648, over 2³¹−1"))
        let long = Reference.bigEndian(100) + Array("IDAT".utf8) + [0, 0, 0, 0, 0, 0]
        #expect(
            Self.decode(Self.file(Self.ihdr(), long))
                == .truncated("chunk IDAT at byte 33 declares 100 bytes of data; only 2 remain"))
    }

    @Test func paletteProblemsAreReported() throws {
        let indexed = Self.ihdr(depth: 1, colorType: 3)
        let rows: [UInt8] = [0, 0b0100_0000, 0, 0b1000_0000]  // 2×2 at 1 bit: indices 0 1 / 1 0
        let idat = Reference.chunk("IDAT", try Self.zlib(rows))
        #expect(
            Self.decode(Self.file(indexed, idat, Self.iend))
                == .invalidPalette("colour type 3 (indexed) needs a PLTE chunk before IDAT"))
        #expect(
            Self.decode(Self.file(indexed, Reference.chunk("PLTE", [1, 2, 3, 4]), idat, Self.iend))
                == .invalidPalette(
                    "PLTE has 4 bytes; it needs 1–256 RGB entries (3–768 bytes, a multiple of 3)"))
        #expect(
            Self.decode(
                Self.file(
                    indexed, Reference.chunk("PLTE", [UInt8](repeating: 7, count: 9)), idat,
                    Self.iend))
                == .invalidPalette("PLTE has 3 entries; bit depth 1 allows 2"))
        #expect(
            Self.decode(Self.file(indexed, Reference.chunk("PLTE", [1, 2, 3]), idat, Self.iend))
                == .invalidPalette("pixel index 1 is past the palette's 1 entries"))
        #expect(
            Self.decode(
                Self.file(
                    Self.ihdr(colorType: 0), Reference.chunk("PLTE", [1, 2, 3]), idat, Self.iend))
                == .invalidPalette("PLTE is not allowed for greyscale colour type 0"))
        // With two entries and a short tRNS, the image decodes: index 0 gets alpha 0, index 1 opaque.
        let ok = try RGBAImage(
            pngData: Self.file(
                indexed, Reference.chunk("PLTE", [10, 20, 30, 40, 50, 60]),
                Reference.chunk("tRNS", [0]), idat, Self.iend))
        #expect(ok[0, 0] == RGBA8(r: 0, g: 0, b: 0, a: 0))
        #expect(ok[1, 0] == RGBA8(r: 40, g: 50, b: 60, a: 255))
    }

    @Test func badImageDataIsReported() throws {
        let ihdr = Self.ihdr()
        // Not a zlib stream at all.
        let garbage = Self.decode(
            Self.file(ihdr, Reference.chunk("IDAT", [0x12, 0x34, 0x56]), Self.iend))
        guard case .corruptImageData = garbage else {
            Issue.record("\(String(describing: garbage))")
            return
        }
        // A zlib stream cut in half.
        let z = try Self.zlib([0, 1, 2, 3, 4, 5, 6, 0, 7, 8, 9, 10, 11, 12])
        let cut = Self.decode(
            Self.file(ihdr, Reference.chunk("IDAT", Array(z.prefix(z.count / 2))), Self.iend))
        guard case .corruptImageData = cut else {
            Issue.record("\(String(describing: cut))")
            return
        }
        // A complete stream with too few bytes for the image.
        #expect(
            Self.decode(Self.file(ihdr, try Self.idat(rows: [0, 1, 2, 3]), Self.iend))
                == .notEnoughImageData(expected: 14, actual: 4))
        // Filter type 5 on the second row.
        #expect(
            Self.decode(
                Self.file(
                    ihdr, try Self.idat(rows: [0, 1, 2, 3, 4, 5, 6, 5, 7, 8, 9, 10, 11, 12]),
                    Self.iend))
                == .invalidFilterType(5, row: 1))
    }

    @Test func absurdDimensionsAreRefusedBeforeAllocating() throws {
        // 100000 × 100000 would need 40 GB; the IDAT is tiny. Refused from the header.
        let error = Self.decode(
            Self.file(Self.ihdr(width: 100_000, height: 100_000), try Self.idat(), Self.iend))
        #expect(error == .imageTooLarge(width: 100_000, height: 100_000, limitBytes: 1 << 30))
        // Just over the limit (2²⁸ + 1 pixels) is refused too; the limit itself is 1 GiB.
        #expect(RGBAImage.maximumPNGPixelBytes == 1 << 30)
        #expect(
            Self.decode(
                Self.file(Self.ihdr(width: 16385, height: 16384), try Self.idat(), Self.iend))
                == .imageTooLarge(width: 16385, height: 16384, limitBytes: 1 << 30))
        // Within the limit but with data for only 2×2: a clear shortage, not a 1 GiB allocation.
        let short = Self.decode(
            Self.file(Self.ihdr(width: 16384, height: 16384), try Self.idat(), Self.iend))
        #expect(short == .notEnoughImageData(expected: 16384 * (1 + 16384 * 3), actual: 14))
    }

    @Test func errorMessagesSayWhatIsWrong() {
        #expect(PNGError.notPNG.description.contains("not a PNG"))
        #expect(
            PNGError.imageTooLarge(width: 3, height: 4, limitBytes: 5).description
                == "PNG: image 3×4 is too large to decode (limit 5 bytes of RGBA8)")
        #expect(
            PNGError.notEnoughImageData(expected: 14, actual: 4).description
                == "PNG: IDAT data holds 4 bytes after decompression; the image needs 14")
    }
}
