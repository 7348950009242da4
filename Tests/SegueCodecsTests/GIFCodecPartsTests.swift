import Foundation
import SegueTestSupport
import Testing

@testable import SegueCodecs

/// The GIF encoder's fast paths against plain reference implementations written in the tests.
@Suite struct GIFCodecPartsTests {
    /// Nearest palette index by a plain scan: squared RGB distance, first (lowest) index on ties.
    static func nearestByScan(_ rgb: UInt32, in palette: [UInt32]) -> Int {
        func channels(_ c: UInt32) -> (Int, Int, Int) {
            (Int(c >> 16), Int((c >> 8) & 0xFF), Int(c & 0xFF))
        }
        let c = channels(rgb)
        var best = 0
        var bestD = Int.max
        for (k, p) in palette.enumerated() {
            let q = channels(p)
            let d =
                (c.0 - q.0) * (c.0 - q.0) + (c.1 - q.1) * (c.1 - q.1) + (c.2 - q.2) * (c.2 - q.2)
            if d < bestD {
                bestD = d
                best = k
            }
        }
        return best
    }

    @Test func nearestColourMatchesAPlainScanIncludingTiesAndResets() {
        let seed = Reference.seed()
        var rng = SeededRandomNumberGenerator(seed: seed)
        var cache = NearestColorCache(palette: [0])
        for round in 0..<40 {
            // Sizes that are and are not multiples of 8; a coarse grid makes equal distances common,
            // and repeated entries make exact ties.
            let size = [1, 2, 7, 8, 9, 100, 255, 256][round % 8]
            func level() -> UInt32 { UInt32.random(in: 0...7, using: &rng) * 36 }
            var palette = (0..<size).map { _ in level() << 16 | level() << 8 | level() }
            if size > 2 { palette[size - 1] = palette[size / 2] }
            cache.reset(palette: palette)  // one cache reused across palettes, as a worker does
            var fresh = NearestColorCache(palette: palette)
            for _ in 0..<300 {
                let rgb = UInt32.random(in: 0...0xFFFFFF, using: &rng)
                let want = Self.nearestByScan(rgb, in: palette)
                #expect(
                    Int(cache.index(of: rgb)) == want,
                    "seed \(seed), palette size \(size), colour \(rgb)")
                #expect(Int(fresh.index(of: rgb)) == want)
                #expect(Int(cache.index(of: rgb)) == want)  // the cached answer
            }
        }
    }

    @Test func equalDistancesGoToTheLowerIndex() {
        // 0x000010 is 16 away from both 0x000000 and 0x000020 (indices 9 and 3 across SIMD lanes).
        var palette = [UInt32](repeating: 0xFFFFFF, count: 12)
        palette[3] = 0x000020
        palette[9] = 0x000000
        var cache = NearestColorCache(palette: palette)
        #expect(cache.index(of: 0x000010) == 3)
        palette[3] = 0x000000
        palette[9] = 0x000020
        cache.reset(palette: palette)
        #expect(cache.index(of: 0x000010) == 3)
        #expect(cache.index(of: 0x000021) == 9)
    }

    @Test func changedBoundsMatchesAPixelByPixelComparison() {
        let seed = Reference.seed()
        var rng = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<30 {
            let w = Int.random(in: 1...40, using: &rng)
            let h = Int.random(in: 1...30, using: &rng)
            var a = RGBAImage(width: w, height: h)
            for i in a.pixels.indices { a.pixels[i] = UInt8.random(in: 0...255, using: &rng) }
            var b = a
            for _ in 0..<Int.random(in: 0...4, using: &rng) {
                // Change one byte of one pixel (any channel, so each byte of the word is covered).
                b.pixels[Int.random(in: 0..<b.pixels.count, using: &rng)] &+= UInt8.random(
                    in: 1...255, using: &rng)
            }
            var minX = w
            var minY = h
            var maxX = -1
            var maxY = -1
            for y in 0..<h {
                for x in 0..<w
                where a.pixels[(y * w + x) * 4..<(y * w + x) * 4 + 4]
                    != b.pixels[(y * w + x) * 4..<(y * w + x) * 4 + 4]
                {
                    minX = min(minX, x)
                    maxX = max(maxX, x)
                    minY = min(minY, y)
                    maxY = max(maxY, y)
                }
            }
            let want =
                maxY < 0
                ? PixelRect(x: 0, y: 0, width: 0, height: 0)
                : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
            #expect(FrameDifference.changedBounds(a, b) == want, "seed \(seed), \(w)×\(h)")
        }
    }

    @Test func runLengthHistogramEqualsOnePixelAtATime() {
        let seed = Reference.seed()
        var rng = SeededRandomNumberGenerator(seed: seed)
        // Runs of a few colours, some half transparent, some below the opacity threshold.
        let colours: [RGBA8] = [
            RGBA8(r: 255, g: 255, b: 255, a: 255), RGBA8(r: 40, g: 110, b: 230, a: 255),
            RGBA8(r: 200, g: 30, b: 30, a: 160), RGBA8(r: 10, g: 200, b: 10, a: 40),
        ]
        for _ in 0..<10 {
            var frame = RGBAImage(width: 37, height: 23)
            var c = colours[0]
            for y in 0..<23 {
                for x in 0..<37 {
                    if Int.random(in: 0..<6, using: &rng) == 0 {
                        c = colours.randomElement(using: &rng)!
                    }
                    frame[x, y] = c
                }
            }
            let rect = PixelRect(
                x: Int.random(in: 0..<10, using: &rng), y: Int.random(in: 0..<10, using: &rng),
                width: 20, height: 11)
            var runs = HistogramAccumulator()
            var single = HistogramAccumulator()
            GIFFramePlan.addOpaquePixels(of: frame, in: rect, to: &runs)
            frame.pixels.withUnsafeBufferPointer { p in
                for y in rect.y..<(rect.y + rect.height) {
                    for x in rect.x..<(rect.x + rect.width) {
                        let s = (y * 37 + x) * 4
                        if p[s + 3] >= 128 { single.add(GIFFrameMapper.straightRGB(p, s)) }
                    }
                }
            }
            let got = runs.take()
            let want = single.take()
            #expect(got.keys == want.keys && got.counts == want.counts, "seed \(seed)")
            #expect(got.sumR == want.sumR && got.sumG == want.sumG && got.sumB == want.sumB)
            #expect(got.exactColors == want.exactColors && got.exactCounts == want.exactCounts)
            #expect(want.pixelCount > 0)
        }
    }

    @Test func transparencyIsFoundWhereverTheOnePixelBelowHalfAlphaIs() {
        // 50 × 50 = 2500 pixels: three blocks of the scan (1024, 1024, 452).
        var frame = RGBAImage(width: 50, height: 50)
        for i in stride(from: 3, to: frame.pixels.count, by: 4) { frame.pixels[i] = 128 }
        let foundInHalfAlpha = GIFFramePlan.hasTransparentPixel(frame)
        #expect(!foundInHalfAlpha)
        for pixel in [0, 1023, 1024, 2047, 2048, 2499] {
            var f = frame
            f.pixels[pixel * 4 + 3] = 127
            let found = GIFFramePlan.hasTransparentPixel(f)
            #expect(found, "pixel \(pixel)")
        }
        var opaque = frame
        for i in stride(from: 3, to: opaque.pixels.count, by: 4) { opaque.pixels[i] = 255 }
        // Colour bytes with the top bit clear never count (bytes 4…6 are pixel 1's r, g, b): only alpha.
        opaque.pixels[4] = 0x7F
        opaque.pixels[5] = 0
        opaque.pixels[6] = 0x10
        let found = GIFFramePlan.hasTransparentPixel(opaque)
        #expect(!found)
    }

    @Test func lzwWithALimitGivesUpOnlyWhenTheOutputWouldBeLonger() {
        let indices: [UInt8] = (0..<20000).map { (i: Int) -> UInt8 in UInt8((i * 7 + i / 13) % 16) }
        var lzw = GIFLZWEncoder()
        var whole = [UInt8]()
        indices.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: 4, into: &whole) }
        #expect(whole.count > 600)  // several 255-byte blocks
        var same = [UInt8]()
        #expect(
            indices.withUnsafeBufferPointer {
                lzw.encode($0, minimumCodeSize: 4, into: &same, limit: whole.count)
            })
        #expect(same == whole)
        var cut = [UInt8]()
        #expect(
            !indices.withUnsafeBufferPointer {
                lzw.encode($0, minimumCodeSize: 4, into: &cut, limit: 300)
            })
        #expect(cut.isEmpty)
        // The encoder is still good after giving up.
        var again = [UInt8]()
        indices.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: 4, into: &again) }
        #expect(again == whole)
    }
}
