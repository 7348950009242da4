import Foundation
import Testing

@testable import SegueCodecs

/// Frames with a few hundred colours (flat UI colours and their anti-aliased blends) are quantized
/// over their exact colours, not over 5-bit buckets that merge neighbouring blends.
@Suite struct ExactColorQuantizationTests {
    /// 150 pairs of colours; the two colours of a pair differ by 4 in red and share a 5-bit bucket.
    static func pairedHistogram() -> ColorHistogram {
        var accumulator = HistogramAccumulator()
        for i in 0..<150 {
            let r = UInt32(8 * (i % 30))
            let g = UInt32(40 * (i / 30))
            let b = UInt32(3 * i % 256)
            accumulator.add(r << 16 | g << 8 | b, count: 10)
            accumulator.add((r + 4) << 16 | g << 8 | b, count: 10)
        }
        return accumulator.take()
    }

    @Test func aHistogramKeepsUpToTheExactLimitOfDistinctColours() {
        let h = Self.pairedHistogram()
        #expect(h.exactColors?.count == 300)
        #expect(h.bucketCount == 150)
        var many = HistogramAccumulator()
        for c in 0..<UInt32(HistogramAccumulator.exactLimit + 1) { many.add(c * 97) }
        #expect(many.take().exactColors == nil, "one colour over the limit: buckets only")
    }

    @Test func quantizingExactColoursKeepsBlendsThatShareABucketApart() {
        let h = Self.pairedHistogram()
        let palette = MedianCutQuantizer.palette(for: h, maximumColors: 256)
        #expect(palette.count == 256)
        // Bucket means (the old points) put every colour 2 levels of red from its entry:
        // 300 colours × 10 pixels × 2² = 12,000. With the exact colours, 256 entries serve 300
        // colours: at most 44 pairs share an entry, 44 × 2 × 10 × 2² = 3,520.
        let error = MedianCutQuantizer.error(of: h, with: palette)
        #expect(error <= 3_520, "\(error)")
        let bucketMeans = (0..<h.bucketCount).map { MedianCutQuantizer.pack(h.mean($0)) }
        #expect(MedianCutQuantizer.error(of: h, with: bucketMeans) == 12_000)
    }
}
