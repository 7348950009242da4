import Foundation
import Testing

@testable import SegueCodecs

/// A frame gets its own colour table only when the table's bytes buy enough accuracy: at least
/// `GIFPaletteChoice.errorPerTableByte` squared levels per byte.
@Suite struct GIFLocalTableTests {
    /// Ten greys 20 levels apart: the global palette of these tests.
    static let global: [UInt32] = (0..<10).map { UInt32($0 * 20) * 0x01_0101 }

    /// The global greys, 100 pixels each, plus `extra` pixels of `color`.
    static func histogram(adding color: UInt32, count extra: Int) -> ColorHistogram {
        var accumulator = HistogramAccumulator()
        for c in global { accumulator.add(c, count: 100) }
        accumulator.add(color, count: extra)
        return accumulator.take()
    }

    static func local(for h: ColorHistogram) -> [UInt32]? {
        GIFPaletteChoice.localPalette(
            for: h, global: global, globalSet: Set(global), maximumColors: 255)
    }

    @Test func aTableCostsThreeBytesPerEntryOfItsPowerOfTwoSize() {
        // 10 colours and the transparent index: a 16-entry table, 48 bytes.
        #expect(!GIFPaletteChoice.pays(48, for: 10))
        #expect(GIFPaletteChoice.pays(49, for: 10))
        // 15 colours and the transparent index still fit 16 entries; 16 need 32 (96 bytes).
        #expect(GIFPaletteChoice.pays(49, for: 15))
        #expect(!GIFPaletteChoice.pays(96, for: 16))
    }

    @Test func aFewPixelsOneLevelOffShareTheGlobalTable() {
        // 11 exact colours; the new one (red 41 next to grey 40) is off by 1² in one channel on
        // 40 pixels: 40 squared levels, less than the 48-byte table.
        let h = Self.histogram(adding: 0x29_2828, count: 40)
        #expect(h.exactColors?.count == 11)
        #expect(MedianCutQuantizer.error(of: h, with: Self.global) == 40)
        #expect(Self.local(for: h) == nil)
    }

    @Test func manyPixelsOffOrAFarColourGetTheFramesOwnExactTable() {
        // The same colour on 49 pixels: 49 squared levels > 48 bytes.
        let more = Self.histogram(adding: 0x29_2828, count: 49)
        #expect(Self.local(for: more) == more.exactColors)
        // One pixel of pure red: 255² + 2 · 0² off the nearest grey (0): far beyond the table.
        let red = Self.histogram(adding: 0xFF_0000, count: 1)
        #expect(Self.local(for: red)?.contains(0xFF_0000) == true)
    }

    @Test func framesWhoseColoursAreAllGlobalNeverGetATable() {
        let h = Self.histogram(adding: Self.global[3], count: 1000)
        #expect(Self.local(for: h) == nil)
    }

    @Test func theEncoderDropsATableThatWouldNotPayForItself() throws {
        // Frame 0: two rows of 200 greys. Frame 1 turns the first 100 pixels of row 1 into
        // (v, v, v + 1): 300 colours in all, more than one table holds, so the global palette
        // is quantized; frame 1's own 100 colours are each about one level off it, far less
        // than the 384 bytes (128 entries) their exact table would cost.
        var first = RGBAImage(width: 200, height: 2)
        for y in 0..<2 {
            for x in 0..<200 { first[x, y] = RGBA8(r: UInt8(x), g: UInt8(x), b: UInt8(x), a: 255) }
        }
        var second = first
        for x in 0..<100 { second[x, 1] = RGBA8(r: UInt8(x), g: UInt8(x), b: UInt8(x + 1), a: 255) }
        let data = try GIFEncoder().encode(frames: [first, second], delays: [0.1, 0.1])
        #expect(GIFPillowTests.localTableCount(Array(data)) == 0)
    }
}
