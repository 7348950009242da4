import SegueTestSupport
import Testing

@testable import SegueCodecs

/// The filter heuristic's costs, sixteen bytes at a time, against a byte-by-byte reading of the
/// PNG specification's filters.
@Suite struct PNGFilterCostTests {
    /// Byte-by-byte: for each filter, Σ min(v, 256 − v) of its output bytes.
    static func reference(_ cur: [UInt8], _ prev: [UInt8], bpp: Int) -> [Int] {
        var sums = [0, 0, 0, 0, 0]
        func magnitude(_ v: UInt8) -> Int { min(Int(v), 256 - Int(v)) }
        for i in cur.indices {
            let x = Int(cur[i])
            let a = i >= bpp ? Int(cur[i - bpp]) : 0
            let b = Int(prev[i])
            let c = i >= bpp ? Int(prev[i - bpp]) : 0
            let p = a + b - c
            let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
            let paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
            for (k, predicted) in [0, a, b, (a + b) / 2, paeth].enumerated() {
                sums[k] += magnitude(UInt8(truncatingIfNeeded: x - predicted))
            }
        }
        return sums
    }

    @Test func vectorCostsEqualTheByteByByteSumsOnRandomRows() {
        let seed = Reference.seed()
        var rng = SeededRandomNumberGenerator(seed: seed)
        for trial in 0..<400 {
            let bpp = [1, 3, 4, 6, 8][trial % 5]
            let count = Int.random(in: 1...300, using: &rng)
            // Mostly small steps (as in pictures), with runs and noise, so every branch of Paeth
            // and both signs of every difference occur.
            var cur = [UInt8](repeating: 0, count: count)
            var prev = [UInt8](repeating: 0, count: count)
            for i in 0..<count {
                let noisy = Int.random(in: 0..<4, using: &rng) == 0
                prev[i] =
                    noisy ? .random(in: 0...255, using: &rng) : UInt8(truncatingIfNeeded: i * 3)
                cur[i] =
                    noisy
                    ? .random(in: 0...255, using: &rng)
                    : prev[i] &+ UInt8.random(in: 0...4, using: &rng) &- 2
            }
            let costs = cur.withUnsafeBufferPointer { c in
                prev.withUnsafeBufferPointer { p in
                    PNGFilter.costs(c.baseAddress!, p.baseAddress!, count: count, bpp: bpp)
                }
            }
            let expected = Self.reference(cur, prev, bpp: bpp)
            #expect(
                [costs.0, costs.1, costs.2, costs.3, costs.4] == expected,
                "trial \(trial): \(count) bytes, bpp \(bpp)")
        }
    }

    @Test func longRowsOfTheLargestCostDoNotOverflowTheLanes() {
        // None and Up output 128 (the largest magnitude) over 20,000 bytes: after the first byte,
        // 1,249 vectors of 16, each adding 4 × 128 = 512 to every 16-bit lane of those filters.
        // The lanes are emptied 9 times after 127 vectors (65,024, just under 2^16), then once
        // for the last 106; the 15 bytes left are added one by one.
        let cur = [UInt8](repeating: 128, count: 20_000)
        let prev = [UInt8](repeating: 0, count: 20_000)
        let costs = cur.withUnsafeBufferPointer { c in
            prev.withUnsafeBufferPointer { p in
                PNGFilter.costs(c.baseAddress!, p.baseAddress!, count: 20_000, bpp: 1)
            }
        }
        #expect(costs.0 == 128 * 20_000)
        #expect(costs.2 == 128 * 20_000)  // Up: 128 − 0
        #expect(costs.1 == 128)  // Sub: 128 once, then 128 − 128 = 0
    }
}
