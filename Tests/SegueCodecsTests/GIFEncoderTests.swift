import Foundation
import Testing

@testable import SegueCodecs

@Suite struct GIFEncoderTests {
    static func solid(_ w: Int, _ h: Int, _ c: RGBA8) -> RGBAImage {
        var b = RGBAImage(width: w, height: h)
        for y in 0..<h { for x in 0..<w { b[x, y] = c } }
        return b
    }

    static let red = RGBA8(r: 255, g: 0, b: 0, a: 255), blue = RGBA8(r: 0, g: 0, b: 255, a: 255)

    @Test func oneTwoPixelFrameGivesTheHandWrittenFile() throws {
        var b = RGBAImage(width: 2, height: 1)
        b[0, 0] = Self.red
        b[1, 0] = Self.blue
        let data = try GIFEncoder().encode(frames: [b], delays: [0.5])
        var expected = Array("GIF89a".utf8)
        expected += [0x02, 0x00, 0x01, 0x00]  // logical screen 2×1
        expected += [0xF0, 0x00, 0x00]  // global table, 8-bit resolution, 2 entries; bg 0; aspect 0
        expected += [0x00, 0x00, 0xFF, 0xFF, 0x00, 0x00]  // palette in bucket order: blue, red
        expected += [0x21, 0xF9, 0x04, 0x04, 0x32, 0x00, 0x00, 0x00]  // GCE: disposal 1, 50 cs
        // image descriptor, no local table
        expected += [0x2C, 0, 0, 0, 0, 0x02, 0x00, 0x01, 0x00, 0x00]
        expected += [0x02, 0x02, 0x0C, 0x0A, 0x00]  // LZW of indices 1 0 (see GIFLZWTests)
        expected += [0x3B]
        #expect(Array(data) == expected)
    }

    @Test func loopExtensionAndTransparentKeptFrameBytes() throws {
        let a = Self.solid(1, 1, Self.red)
        let data = Array(try GIFEncoder(loopCount: 0).encode(frames: [a, a], delays: [0.1, 0.2]))
        // Palette: red plus a slot for the transparent index → 2 entries.
        #expect(Array(data[6..<13]) == [0x01, 0x00, 0x01, 0x00, 0xF0, 0x00, 0x00])
        #expect(Array(data[13..<19]) == [0xFF, 0x00, 0x00, 0x00, 0x00, 0x00])
        #expect(
            Array(data[19..<38]) == [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [
                0x03, 0x01, 0x00, 0x00, 0x00,
            ])
        // Second frame: nothing changed, so one transparent pixel (index 1) kept over the first.
        let gce: [UInt8] = [0x21, 0xF9, 0x04, 0x05, 0x14, 0x00, 0x01, 0x00]
        #expect(data.indices.contains { Array(data[$0..<min(data.count, $0 + 8)]) == gce })
        #expect(data.last == 0x3B)
    }

    @Test func loopCountMapsToNetscapeRepeats() throws {
        let a = Self.solid(1, 1, Self.red)
        let b = Self.solid(1, 1, Self.blue)
        func netscape(_ loop: Int) throws -> [UInt8]? {
            let d = Array(
                try GIFEncoder(loopCount: loop).encode(frames: [a, b], delays: [0.1, 0.1]))
            guard let at = (0..<(d.count - 3)).first(where: { d[$0] == 0x21 && d[$0 + 1] == 0xFF })
            else { return nil }
            return Array(d[(at + 16)..<(at + 18)])
        }
        #expect(try netscape(0) == [0, 0])
        #expect(try netscape(3) == [2, 0])
        #expect(try netscape(1) == nil)
        #expect(try netscape(300) == [0x2B, 0x01])
    }

    @Test func delaysCarryTheRoundingErrorAndRespectTheMinimum() {
        #expect(GIFDelays.centiseconds(Array(repeating: 1.0 / 30, count: 6)) == [3, 4, 3, 3, 4, 3])
        #expect(GIFDelays.centiseconds(Array(repeating: 1.0 / 60, count: 4)) == [2, 2, 2, 2])
        // 4 ms, 4 ms, 100 ms: the minimum lengthens the first two; the third gives it back.
        #expect(GIFDelays.centiseconds([0.004, 0.004, 0.1]) == [2, 2, 7])
        #expect(GIFDelays.centiseconds([0.125, 0.125]) == [13, 12])
        #expect(GIFDelays.centiseconds([1000]) == [65535])
    }

    @Test func invalidInputThrowsClearErrors() {
        let a = Self.solid(2, 2, Self.red)
        let encoder = GIFEncoder()
        #expect(throws: AnimationEncodingError.noFrames) {
            try encoder.encode(frames: [], delays: [])
        }
        #expect(throws: AnimationEncodingError.delayCountMismatch(frames: 1, delays: 2)) {
            try encoder.encode(frames: [a], delays: [1, 1])
        }
        #expect(
            throws: AnimationEncodingError.frameSizeMismatch(
                index: 1, width: 3, height: 2, expectedWidth: 2, expectedHeight: 2)
        ) {
            try encoder.encode(frames: [a, Self.solid(3, 2, Self.red)], delays: [1, 1])
        }
        #expect(
            throws: AnimationEncodingError.unsupportedFrameSize(
                width: 65536, height: 1, maximum: 65535)
        ) {
            try encoder.encode(frames: [RGBAImage(width: 65536, height: 1)], delays: [1])
        }
        #expect(
            throws: AnimationEncodingError.unsupportedFrameSize(width: 0, height: 0, maximum: 65535)
        ) {
            try encoder.encode(frames: [RGBAImage(width: 0, height: 0)], delays: [1])
        }
        #expect(throws: AnimationEncodingError.invalidDelay(index: 0, seconds: -1)) {
            try encoder.encode(frames: [a], delays: [-1])
        }
        #expect(throws: AnimationEncodingError.invalidLoopCount(70000)) {
            try GIFEncoder(loopCount: 70000).encode(frames: [a], delays: [1])
        }
        #expect(throws: AnimationEncodingError.invalidColorCount(1)) {
            try GIFEncoder(maxColors: 1).encode(frames: [a], delays: [1])
        }
        #expect(throws: AnimationEncodingError.invalidColorCount(257)) {
            try GIFEncoder(maxColors: 257).encode(frames: [a], delays: [1])
        }
        #expect(
            AnimationEncodingError.delayCountMismatch(frames: 1, delays: 2).description
                == "Animation: 1 frames but 2 delays; give one delay per frame")
    }

    @Test func maxColorsLimitsTheColourTable() throws {
        var b = RGBAImage(width: 64, height: 1)
        for x in 0..<64 { b[x, 0] = RGBA8(r: UInt8(x * 4), g: 0, b: 0, a: 255) }
        let data = try GIFEncoder(maxColors: 4).encode(frames: [b], delays: [0.1])
        #expect(data[10] == 0xF1)  // global table of 2^(1+1) = 4 entries
    }

    @Test func gifLZWMinimumCodeSizeFollowsTheTable() {
        #expect(GIFEncodedFrame.tableBits(colors: 1) == 1)
        #expect(GIFEncodedFrame.tableBits(colors: 2) == 1)
        #expect(GIFEncodedFrame.tableBits(colors: 3) == 2)
        #expect(GIFEncodedFrame.tableBits(colors: 129) == 8)
        #expect(GIFEncodedFrame.tableBits(colors: 256) == 8)
    }
}
