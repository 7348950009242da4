/// Chooses a palette for a colour histogram: median cut (Heckbert 1982) over the histogram's
/// points, then k-means (Lloyd) refinement of the palette against them, weighted by their pixel
/// counts. The points are the exact distinct colours when the histogram kept them (at most
/// `HistogramAccumulator.exactLimit`), else the 5-bit buckets' mean colours.
///
/// Median cut repeatedly splits the box with the largest squared error along its channel of largest
/// variance, at the pixel-weighted median, until there are `maximumColors` boxes or no box can be
/// split; each box's palette entry is its weighted mean. A histogram with at most `maximumColors`
/// distinct colours gets exactly those colours.
enum MedianCutQuantizer {
    /// Palette colours as 0xRRGGBB, at most `maximumColors` of them.
    static func palette(for h: ColorHistogram, maximumColors: Int, refinementPasses: Int = 6)
        -> [UInt32]
    {
        guard h.bucketCount > 0 else { return [0] }
        if let exact = h.exactColors, exact.count <= maximumColors { return exact }
        var (colors, weights) = points(of: h)
        let n = colors.count
        if n <= maximumColors { return colors.map(pack) }

        // Median cut over an index permutation; each box is a range of it.
        var order = Array(0..<n)
        struct Box { var start: Int, end: Int, error: Double, axis: Int }
        func makeBox(_ start: Int, _ end: Int) -> Box {
            var w = 0.0
            var s = (0.0, 0.0, 0.0)
            var q = (0.0, 0.0, 0.0)
            for j in start..<end {
                let i = order[j]
                let c = colors[i]
                let wi = weights[i]
                w += wi
                s.0 += wi * c.0
                s.1 += wi * c.1
                s.2 += wi * c.2
                q.0 += wi * c.0 * c.0
                q.1 += wi * c.1 * c.1
                q.2 += wi * c.2 * c.2
            }
            let v = (q.0 - s.0 * s.0 / w, q.1 - s.1 * s.1 / w, q.2 - s.2 * s.2 / w)
            let axis = v.0 >= v.1 && v.0 >= v.2 ? 0 : (v.1 >= v.2 ? 1 : 2)
            return Box(
                start: start, end: end, error: end - start > 1 ? v.0 + v.1 + v.2 : -1, axis: axis)
        }
        var boxes = [makeBox(0, n)]
        while boxes.count < maximumColors {
            guard let pick = boxes.indices.max(by: { boxes[$0].error < boxes[$1].error }),
                boxes[pick].error > 0
            else { break }
            let box = boxes[pick]
            func value(_ i: Int) -> Double {
                box.axis == 0 ? colors[i].0 : (box.axis == 1 ? colors[i].1 : colors[i].2)
            }
            order[box.start..<box.end].sort { (value($0), $0) < (value($1), $1) }
            let total = (box.start..<box.end).reduce(0.0) { $0 + weights[order[$1]] }
            var acc = 0.0
            var cut = box.start + 1
            for j in box.start..<(box.end - 1) {
                acc += weights[order[j]]
                cut = j + 1
                if acc >= total / 2 { break }
            }
            boxes[pick] = makeBox(box.start, cut)
            boxes.append(makeBox(cut, box.end))
        }
        var centroids: [(Double, Double, Double)] = boxes.map { b in
            var w = 0.0
            var s = (0.0, 0.0, 0.0)
            for j in b.start..<b.end {
                let i = order[j]
                let wi = weights[i]
                w += wi
                s.0 += wi * colors[i].0
                s.1 += wi * colors[i].1
                s.2 += wi * colors[i].2
            }
            return (s.0 / w, s.1 / w, s.2 / w)
        }

        // k-means: assign each bucket to its nearest centroid, move centroids to their means.
        var assignment = [Int](repeating: -1, count: n)
        for _ in 0..<refinementPasses {
            var changed = false
            for i in 0..<n {
                let best = nearest(colors[i], in: centroids)
                if best != assignment[i] {
                    assignment[i] = best
                    changed = true
                }
            }
            if !changed { break }
            var sums = [(Double, Double, Double, Double)](
                repeating: (0, 0, 0, 0), count: centroids.count)
            for i in 0..<n {
                let a = assignment[i]
                let wi = weights[i]
                let c = colors[i]
                sums[a].0 += wi * c.0
                sums[a].1 += wi * c.1
                sums[a].2 += wi * c.2
                sums[a].3 += wi
            }
            for k in centroids.indices where sums[k].3 > 0 {
                centroids[k] = (sums[k].0 / sums[k].3, sums[k].1 / sums[k].3, sums[k].2 / sums[k].3)
            }
        }
        colors = centroids
        return colors.map(pack)
    }

    /// The colours to quantize and their pixel counts: the exact colours when the histogram kept
    /// them, else each bucket's mean colour.
    static func points(of h: ColorHistogram) -> (
        colors: [(Double, Double, Double)], weights: [Double]
    ) {
        if let exact = h.exactColors { return (exact.map(unpack), h.exactCounts.map(Double.init)) }
        return ((0..<h.bucketCount).map { h.mean($0) }, h.counts.map(Double.init))
    }

    /// Squared error of representing `h` with `palette` (over its exact colours when it kept them,
    /// else treating each bucket as its mean colour).
    static func error(of h: ColorHistogram, with palette: [UInt32]) -> Double {
        let centroids = palette.map(unpack)
        let (colors, weights) = points(of: h)
        var total = 0.0
        for (c, w) in zip(colors, weights) {
            let k = nearest(c, in: centroids)
            let d = (c.0 - centroids[k].0, c.1 - centroids[k].1, c.2 - centroids[k].2)
            total += w * (d.0 * d.0 + d.1 * d.1 + d.2 * d.2)
        }
        return total
    }

    @inline(__always)
    static func nearest(_ c: (Double, Double, Double), in centroids: [(Double, Double, Double)])
        -> Int
    {
        var best = 0
        var bestD = Double.infinity
        for k in centroids.indices {
            let dr = c.0 - centroids[k].0
            var d = dr * dr
            if d >= bestD { continue }
            let dg = c.1 - centroids[k].1
            d += dg * dg
            if d >= bestD { continue }
            let db = c.2 - centroids[k].2
            d += db * db
            if d < bestD {
                bestD = d
                best = k
            }
        }
        return best
    }

    static func pack(_ c: (Double, Double, Double)) -> UInt32 {
        func b(_ v: Double) -> UInt32 { UInt32(min(255, max(0, v.rounded()))) }
        return b(c.0) << 16 | b(c.1) << 8 | b(c.2)
    }

    static func unpack(_ c: UInt32) -> (Double, Double, Double) {
        (Double(c >> 16), Double((c >> 8) & 0xFF), Double(c & 0xFF))
    }
}
