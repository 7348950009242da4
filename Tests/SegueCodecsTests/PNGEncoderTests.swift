import Foundation
import SegueTestSupport
import Testing

@testable import SegueCodecs

@Suite struct PNGEncoderTests {
    @Test func iendChunkCRCIsAE426082() {
        var writer = PNGChunkWriter()
        writer.append("IEND", [])
        #expect(
            Array(writer.bytes.suffix(12)) == [
                0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
            ])
        #expect(Zlib.crc32(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test func oneOpaquePixelAtLevelZeroGivesTheHandWrittenFile() throws {
        var bitmap = RGBAImage(width: 1, height: 1)
        bitmap[0, 0] = RGBA8(r: 255, g: 0, b: 0, a: 255)
        let bytes = try bitmap.pngBytes(compressionLevel: 0)
        // IHDR: 1×1, depth 8, colour type 2 (RGB, because opaque), CRC 90 77 53 DE (the well-known
        // CRC of a 1×1 8-bit RGB header).
        let ihdr: [UInt8] = [
            0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0,
            0x90, 0x77, 0x53, 0xDE,
        ]
        // Scanline: filter 0 (all five filters cost 1 on [FF 00 00]; ties go to None), then R G B.
        // zlib: header 78 01; one final stored block: 01, LEN 0004, NLEN FFFB (little-endian);
        // Adler-32 of 00 FF 00 00: a = 1+255 = 0x100, b = 1+256+256+256 = 0x301 → 03 01 01 00.
        let zlib: [UInt8] = [
            0x78, 0x01, 0x01, 0x04, 0x00, 0xFB, 0xFF, 0x00, 0xFF, 0x00, 0x00, 0x03, 0x01, 0x01,
            0x00,
        ]
        #expect(Reference.adler32([0x00, 0xFF, 0x00, 0x00]) == 0x0301_0100)
        let idat =
            [0, 0, 0, 15] + Array("IDAT".utf8) + zlib
            + Reference.bigEndian(Reference.crc32(Array("IDAT".utf8) + zlib))
        let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        #expect(bytes == Reference.pngSignature + ihdr + idat + iend)
    }

    @Test func translucentPixelSelectsColourType6WithTheWellKnownHeaderCRC() throws {
        var bitmap = RGBAImage(width: 1, height: 1)
        bitmap[0, 0] = RGBA8(r: 10, g: 20, b: 30, a: 254)
        let bytes = try bitmap.pngBytes(compressionLevel: 0)
        // 1×1 8-bit RGBA IHDR; its CRC is 1F 15 C4 89.
        #expect(
            Array(bytes[8..<33]) == [
                0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
                0x1F, 0x15, 0xC4, 0x89,
            ])
    }

    @Test func filterHeuristicPicksSubForAHorizontalRampAndUpForARepeatedRow() {
        let ramp: [UInt8] = [10, 20, 30, 40, 50, 60]
        let zeros = [UInt8](repeating: 0, count: 6)
        // Costs with bpp 1 and a zero row above: None 210; Sub 10·6 = 60; Up 210; Average
        // 10+15+20+25+30+35 = 135; Paeth = Sub here (above is 0) = 60 → tie, lower type (Sub) wins.
        ramp.withUnsafeBufferPointer { cur in
            zeros.withUnsafeBufferPointer { prev in
                #expect(PNGFilter.bestFilter(cur, prev, bpp: 1) == 1)
            }
            // Same row above: Up gives all zeros (cost 0).
            #expect(PNGFilter.bestFilter(cur, cur, bpp: 1) == 2)
        }
    }

    @Test func paethPredictorFollowsTheSpecificationsTieOrder() {
        #expect(PNGFilter.paeth(10, 20, 10) == 20)  // p = 20: |p−b| = 0
        #expect(PNGFilter.paeth(20, 10, 10) == 20)  // p = 20: |p−a| = 0
        #expect(PNGFilter.paeth(5, 5, 5) == 5)
        #expect(PNGFilter.paeth(100, 50, 75) == 75)  // p = 75: pa 25, pb 25, pc 0 → c
        #expect(PNGFilter.paeth(3, 7, 0) == 7)  // p = 10: pa 7, pb 3, pc 10 → b
    }

    @Test func encodingIsDeterministic() throws {
        var rng = SeededRandomNumberGenerator(seed: 7)
        var bitmap = RGBAImage(width: 17, height: 9)
        for i in bitmap.pixels.indices { bitmap.pixels[i] = UInt8.random(in: 0...255, using: &rng) }
        #expect(try bitmap.pngData() == bitmap.pngData())
    }

    @Test func emptyImageThrows() {
        #expect(throws: PNGError.emptyImage) { try RGBAImage(width: 0, height: 3).pngData() }
    }

    @Test func pillowReadsOurPNGWithTheExactStraightColours() throws {
        let seed = Reference.seed()
        var rng = SeededRandomNumberGenerator(seed: seed)
        var bitmap = RGBAImage(width: 23, height: 11)
        for y in 0..<11 {
            for x in 0..<23 {
                let a = [0, 255, UInt8.random(in: 0...255, using: &rng)][
                    Int.random(in: 0...2, using: &rng)]
                bitmap[x, y] = RGBA8(
                    r: .random(in: 0...255, using: &rng), g: .random(in: 0...255, using: &rng),
                    b: .random(in: 0...255, using: &rng), a: a)
            }
        }
        let dir = try Reference.temporaryDirectory()
        let file = dir.appendingPathComponent("ours.png")
        try bitmap.pngData().write(to: file)
        let out = try Reference.python(
            """
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1]); im.load()
            print(im.mode, im.size[0], im.size[1])
            px = im.convert("RGBA").tobytes()
            print(" ".join("%d,%d,%d,%d" % tuple(px[i:i + 4]) for i in range(0, len(px), 4)))
            """, [file.path])
        let lines = out.split(separator: "\n")
        #expect(lines[0] == "RGBA 23 11")
        let pixels = lines[1].split(separator: " ").map {
            $0.split(separator: ",").map { UInt8($0)! }
        }
        for y in 0..<11 {
            for x in 0..<23 {
                let p = bitmap[x, y]
                #expect(pixels[y * 23 + x] == [p.r, p.g, p.b, p.a], "pixel \(x),\(y)")
            }
        }
    }
}
