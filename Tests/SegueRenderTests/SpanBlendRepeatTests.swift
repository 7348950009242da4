import Foundation
import SegueTesting
import Testing

@testable import SegueRender

/// The span blends reuse the previous four pixels' result over flat areas; they must give the
/// bytes of blending every pixel on its own.
@Suite struct SpanBlendRepeatTests {
    /// A random premultiplied colour: transparent one time in five, opaque one time in five.
    static func color(_ rng: inout SeededRandomNumberGenerator) -> UInt32 {
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: return 0
        default:
            let a =
                Int.random(in: 0..<5, using: &rng) == 0
                ? 255 : UInt32.random(in: 1...255, using: &rng)
            var p = a << 24
            for c in 0..<3 { p |= UInt32.random(in: 0...a, using: &rng) << (8 * c) }
            return p
        }
    }

    /// `count` pixels in flat runs of 1…40 pixels of random colours (some transparent).
    static func flatRuns(count: Int, _ rng: inout SeededRandomNumberGenerator) -> [UInt32] {
        var out: [UInt32] = []
        while out.count < count {
            let run = Int.random(in: 1...40, using: &rng)
            out += Array(repeating: color(&rng), count: min(run, count - out.count))
        }
        return out
    }

    @Test func solidBlendOverFlatRunsEqualsBlendingEachPixel() {
        let seed = UInt64.random(in: 0...UInt64.max)
        print("solidBlendOverFlatRunsEqualsBlendingEachPixel seed \(seed)")
        var rng = SeededRandomNumberGenerator(seed: seed)
        for trial in 0..<400 {
            let count = Int.random(in: 1...150, using: &rng)
            let destination = Self.flatRuns(count: count, &rng)
            let source = Self.color(&rng)
            var fast = destination
            fast.withUnsafeMutableBytes {
                SpanBlender.blendSolid($0.baseAddress!, count: count, source: source)
            }
            let reference = destination.map { Blend.over(source, $0) }
            #expect(fast == reference, "trial \(trial), source \(source)")
        }
    }

    @Test func imageBlendOfFlatRunsEqualsBlendingEachPixel() {
        let seed = UInt64.random(in: 0...UInt64.max)
        print("imageBlendOfFlatRunsEqualsBlendingEachPixel seed \(seed)")
        var rng = SeededRandomNumberGenerator(seed: seed)
        for trial in 0..<400 {
            let count = Int.random(in: 1...150, using: &rng)
            let destination = Self.flatRuns(count: count, &rng)
            let source = Self.flatRuns(count: count, &rng)
            let k =
                Int.random(in: 0..<3, using: &rng) == 0
                ? 255 : UInt32.random(in: 0...255, using: &rng)
            var fast = destination
            fast.withUnsafeMutableBytes { d in
                source.withUnsafeBytes { s in
                    SpanBlender.blendImage(
                        d.baseAddress!, source: s.baseAddress!, count: count, k: k)
                }
            }
            let reference = zip(source, destination).map { s, d in
                let scaled = k == 255 ? s : Blend.scale(s, k)
                return k == 0 ? d : Blend.over(scaled, d)
            }
            #expect(fast == reference, "trial \(trial), k \(k)")
        }
    }

    @Test func aSolidBlendOverAFlatAreaGivesItsOneBlendedColour() {
        // 40 % black over white: 255 · 153 / 255 = 153 in every colour channel, alpha 255.
        var row = [UInt32](repeating: 0xFFFF_FFFF, count: 37)
        row.withUnsafeMutableBytes {
            SpanBlender.blendSolid($0.baseAddress!, count: 37, source: 102 << 24)
        }
        #expect(row == [UInt32](repeating: 0xFF99_9999, count: 37))
    }
}
