import Foundation

/// PNG scanline filters (PNG specification §9): None, Sub, Up, Average and Paeth.
///
/// Each filtered scanline is one filter-type byte followed by `rowBytes` bytes. `bpp` is the
/// filter's byte distance: bytes per complete pixel, at least 1.
enum PNGFilter {
    /// The Paeth predictor of the specification: whichever of left, above, upper-left is closest to
    /// left + above − upper-left, preferring left, then above.
    @inline(__always)
    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        // Not `abs`: generic, it looks up witnesses for every byte in a debug build.
        let pa = p >= a ? p - a : a - p
        let pb = p >= b ? p - b : b - p
        let pc = p >= c ? p - c : c - p
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Filters rows `rows` of `raw` (rows of `rowBytes` bytes; the row before `rows.lowerBound`, if
    /// any, is the one above the first) into `out`: `rows.count × (1 + rowBytes)` bytes, each row
    /// its filter type then its filtered bytes. A row depends only on itself and the row above, so
    /// bands of rows can be filtered apart and give the same bytes.
    static func filterRows(
        _ raw: UnsafeBufferPointer<UInt8>, rowBytes: Int, rows: Range<Int>, bpp: Int,
        into out: UnsafeMutableBufferPointer<UInt8>
    ) {
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        zeros.withUnsafeBufferPointer { zeroRow in
            for (k, y) in rows.enumerated() {
                let cur = UnsafeBufferPointer(rebasing: raw[(y * rowBytes)..<((y + 1) * rowBytes)])
                let prev =
                    y == 0
                    ? zeroRow
                    : UnsafeBufferPointer(rebasing: raw[((y - 1) * rowBytes)..<(y * rowBytes)])
                let dst = UnsafeMutableBufferPointer(
                    rebasing: out[(k * (rowBytes + 1))..<((k + 1) * (rowBytes + 1))])
                let repeated = y > 0 && memcmp(cur.baseAddress!, prev.baseAddress!, rowBytes) == 0
                // A repeated row: Up gives all zeros, the least possible cost.
                let type = repeated ? 2 : bestFilter(cur, prev, bpp: bpp)
                dst[0] = type
                apply(
                    type, cur, prev, bpp: bpp, into: UnsafeMutableBufferPointer(rebasing: dst[1...])
                )
            }
        }
    }

    /// The filter type (0–4) with the smallest heuristic cost for this row (see `costs`); ties go
    /// to the lower type.
    static func bestFilter(
        _ cur: UnsafeBufferPointer<UInt8>, _ prev: UnsafeBufferPointer<UInt8>, bpp: Int
    ) -> UInt8 {
        guard let cp = cur.baseAddress, let pp = prev.baseAddress else { return 0 }
        let s = costs(cp, pp, count: cur.count, bpp: bpp)
        var best = 0
        var bestSum = s.0
        for (type, sum) in [(1, s.1), (2, s.2), (3, s.3), (4, s.4)] where sum < bestSum {
            best = type
            bestSum = sum
        }
        return UInt8(best)
    }

    /// Writes `cur` filtered with `type` into `dst` (same length as `cur`).
    static func apply(
        _ type: UInt8, _ cur: UnsafeBufferPointer<UInt8>, _ prev: UnsafeBufferPointer<UInt8>,
        bpp: Int, into dst: UnsafeMutableBufferPointer<UInt8>
    ) {
        let n = cur.count
        let head = min(bpp, n)  // bytes with no left neighbour: a = c = 0
        switch type {
        case 0:
            for i in 0..<n { dst[i] = cur[i] }
        case 1:
            for i in 0..<head { dst[i] = cur[i] }
            for i in head..<n { dst[i] = cur[i] &- cur[i - bpp] }
        case 2:
            for i in 0..<n { dst[i] = cur[i] &- prev[i] }
        case 3:
            for i in 0..<head { dst[i] = cur[i] &- (prev[i] >> 1) }  // a = 0: floor(b / 2)
            for i in head..<n {
                dst[i] = cur[i] &- UInt8((Int(cur[i - bpp]) + Int(prev[i])) >> 1)
            }
        default:
            for i in 0..<head { dst[i] = cur[i] &- prev[i] }  // Paeth(0, b, 0) = b
            for i in head..<n {
                dst[i] =
                    cur[i]
                    &- UInt8(paeth(Int(cur[i - bpp]), Int(prev[i]), Int(prev[i - bpp])))
            }
        }
    }

    /// Reverses the filter of one scanline in place: `row` holds the filtered bytes (without the
    /// type byte) and becomes the reconstructed bytes; `prev` is the reconstructed row above (zeros
    /// for a pass's first row). Returns false for an unknown filter type.
    static func unfilter(
        _ type: UInt8, row: UnsafeMutableBufferPointer<UInt8>,
        prev: UnsafeBufferPointer<UInt8>, bpp: Int
    ) -> Bool {
        let n = row.count
        switch type {
        case 0: break
        case 1:
            if n > bpp { for i in bpp..<n { row[i] = row[i] &+ row[i - bpp] } }
        case 2:
            for i in 0..<n { row[i] = row[i] &+ prev[i] }
        case 3:
            for i in 0..<n {
                let a = i >= bpp ? Int(row[i - bpp]) : 0
                row[i] = row[i] &+ UInt8((a + Int(prev[i])) >> 1)
            }
        case 4:
            for i in 0..<n {
                let a = i >= bpp ? Int(row[i - bpp]) : 0
                let c = i >= bpp ? Int(prev[i - bpp]) : 0
                row[i] = row[i] &+ UInt8(paeth(a, Int(prev[i]), c))
            }
        default:
            return false
        }
        return true
    }
}
