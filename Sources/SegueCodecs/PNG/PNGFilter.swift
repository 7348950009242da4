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
        let pa = abs(p - a)
        let pb = abs(p - b)
        let pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Filters `height` rows of `rowBytes` bytes each, choosing per row the filter whose output has
    /// the smallest sum of absolute values when read as signed bytes (libpng's heuristic).
    ///
    /// Returns `height × (1 + rowBytes)` bytes, ready for zlib.
    static func filterAdaptively(
        _ raw: UnsafeBufferPointer<UInt8>, rowBytes: Int, height: Int, bpp: Int
    ) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        out.withUnsafeMutableBufferPointer { outBuf in
            zeros.withUnsafeBufferPointer { zeroRow in
                for y in 0..<height {
                    let cur = UnsafeBufferPointer(
                        rebasing: raw[(y * rowBytes)..<((y + 1) * rowBytes)])
                    let prev =
                        y == 0
                        ? zeroRow
                        : UnsafeBufferPointer(rebasing: raw[((y - 1) * rowBytes)..<(y * rowBytes)])
                    let dst = UnsafeMutableBufferPointer(
                        rebasing: outBuf[(y * (rowBytes + 1))..<((y + 1) * (rowBytes + 1))])
                    if y > 0, memcmp(cur.baseAddress!, prev.baseAddress!, rowBytes) == 0 {
                        dst[0] = 2  // a repeated row: Up gives all zeros, the least possible cost
                        continue
                    }
                    let type = bestFilter(cur, prev, bpp: bpp)
                    dst[0] = type
                    apply(
                        type, cur, prev, bpp: bpp,
                        into: UnsafeMutableBufferPointer(rebasing: dst[1...]))
                }
            }
        }
        return out
    }

    /// Signed-byte magnitude used by the heuristic: 0…127 count as themselves, 128…255 as 256 − v.
    @inline(__always)
    private static func cost(_ v: UInt8) -> Int { v < 128 ? Int(v) : 256 - Int(v) }

    /// The filter type (0–4) with the smallest heuristic cost for this row; ties go to the lower type.
    static func bestFilter(
        _ cur: UnsafeBufferPointer<UInt8>, _ prev: UnsafeBufferPointer<UInt8>, bpp: Int
    ) -> UInt8 {
        var s0 = 0
        var s1 = 0
        var s2 = 0
        var s3 = 0
        var s4 = 0
        let n = cur.count
        let head = min(bpp, n)
        guard let cp = cur.baseAddress, let pp = prev.baseAddress else { return 0 }
        for i in 0..<head {  // no left neighbour: Sub = None, Paeth = Up
            let x = cp[i]
            let b = pp[i]
            s0 += cost(x)
            s1 += cost(x)
            s2 += cost(x &- b)
            s3 += cost(x &- (b >> 1))
            s4 += cost(x &- b)
        }
        var i = head
        while i < n {
            let x = cp[i]
            let a = cp[i - bpp]
            let b = pp[i]
            let c = pp[i - bpp]
            s0 += cost(x)
            s1 += cost(x &- a)
            s2 += cost(x &- b)
            s3 += cost(x &- UInt8((Int(a) + Int(b)) >> 1))
            s4 += cost(x &- UInt8(truncatingIfNeeded: paeth(Int(a), Int(b), Int(c))))
            i += 1
        }
        var best = 0
        var bestSum = s0
        if s1 < bestSum {
            best = 1
            bestSum = s1
        }
        if s2 < bestSum {
            best = 2
            bestSum = s2
        }
        if s3 < bestSum {
            best = 3
            bestSum = s3
        }
        if s4 < bestSum { best = 4 }
        return UInt8(best)
    }

    /// Writes `cur` filtered with `type` into `dst` (same length as `cur`).
    static func apply(
        _ type: UInt8, _ cur: UnsafeBufferPointer<UInt8>, _ prev: UnsafeBufferPointer<UInt8>,
        bpp: Int, into dst: UnsafeMutableBufferPointer<UInt8>
    ) {
        for i in 0..<cur.count {
            let x = cur[i]
            let b = prev[i]
            let a: UInt8 = i >= bpp ? cur[i - bpp] : 0
            let c: UInt8 = i >= bpp ? prev[i - bpp] : 0
            switch type {
            case 0: dst[i] = x
            case 1: dst[i] = x &- a
            case 2: dst[i] = x &- b
            case 3: dst[i] = x &- UInt8((Int(a) + Int(b)) >> 1)
            default: dst[i] = x &- UInt8(paeth(Int(a), Int(b), Int(c)))
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
