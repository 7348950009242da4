extension PNGFilter {
    /// The five filters' heuristic costs of one row: for each filter type, the sum over the row of
    /// its output bytes read as signed magnitudes (`min(v, 256 − v)`), as `bestFilter` adds them,
    /// sixteen bytes at a time.
    ///
    /// The bytes with no left neighbour (the first `bpp`) and the tail that does not fill a vector
    /// are added one by one. Every filter is computed in 8-bit lanes, where wrapping subtraction
    /// is exactly PNG's modulo-256 arithmetic; the magnitudes are summed into 16-bit lanes of
    /// plain 64-bit words, taken out every 127 vectors, before they could overflow.
    static func costs(
        _ cur: UnsafePointer<UInt8>, _ prev: UnsafePointer<UInt8>, count n: Int, bpp: Int
    ) -> (Int, Int, Int, Int, Int) {
        var sums = (0, 0, 0, 0, 0)
        func add(_ x: UInt8, _ a: UInt8, _ b: UInt8, _ c: UInt8) {
            sums.0 += magnitude(x)
            sums.1 += magnitude(x &- a)
            sums.2 += magnitude(x &- b)
            sums.3 += magnitude(x &- UInt8((Int(a) + Int(b)) >> 1))
            sums.4 += magnitude(x &- UInt8(truncatingIfNeeded: paeth(Int(a), Int(b), Int(c))))
        }
        let head = min(bpp, n)
        for i in 0..<head { add(cur[i], 0, prev[i], 0) }
        var i = head
        var lanes: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
        var pending = 0
        func flush() {
            sums.0 += laneTotal(lanes.0)
            sums.1 += laneTotal(lanes.1)
            sums.2 += laneTotal(lanes.2)
            sums.3 += laneTotal(lanes.3)
            sums.4 += laneTotal(lanes.4)
            lanes = (0, 0, 0, 0, 0)
            pending = 0
        }
        while i + 16 <= n {
            let x = load(cur + i)
            let a = load(cur + i - bpp)
            let b = load(prev + i)
            let c = load(prev + i - bpp)
            // floor((a + b) / 2) without leaving 8 bits
            let average = (a & b) &+ ((a ^ b) &>> 1)
            lanes.0 &+= pairSums(magnitude(x))
            lanes.1 &+= pairSums(magnitude(x &- a))
            lanes.2 &+= pairSums(magnitude(x &- b))
            lanes.3 &+= pairSums(magnitude(x &- average))
            lanes.4 &+= pairSums(magnitude(x &- paeth(a, b, c)))
            pending += 1
            if pending == 127 { flush() }
            i += 16
        }
        flush()
        while i < n {
            add(cur[i], cur[i - bpp], prev[i], prev[i - bpp])
            i += 1
        }
        return sums
    }

    @inline(__always)
    private static func load(_ p: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self)
    }

    @inline(__always)
    private static func magnitude(_ v: UInt8) -> Int { v < 128 ? Int(v) : 256 - Int(v) }

    /// Each byte read as a signed magnitude: `min(v, 256 − v)` (128 stays 128).
    @inline(__always)
    private static func magnitude(_ v: SIMD16<UInt8>) -> SIMD16<UInt8> {
        pointwiseMin(v, 0 &- v)
    }

    /// The sixteen bytes of `v` (each at most 128) added into four 16-bit lanes of a word: each
    /// lane gains at most 512, so 127 vectors fit before `laneTotal` must take them.
    @inline(__always)
    private static func pairSums(_ v: SIMD16<UInt8>) -> UInt64 {
        let (low, high) = unsafeBitCast(v, to: (UInt64, UInt64).self)
        let even: UInt64 = 0x00FF_00FF_00FF_00FF
        return (low & even) &+ ((low >> 8) & even) &+ (high & even) &+ ((high >> 8) & even)
    }

    /// The sum of the four 16-bit lanes of `w`.
    @inline(__always)
    private static func laneTotal(_ w: UInt64) -> Int {
        Int(w & 0xFFFF) + Int((w >> 16) & 0xFFFF) + Int((w >> 32) & 0xFFFF) + Int(w >> 48)
    }

    /// The Paeth predictor of sixteen bytes at once, with `paeth(_:_:_:)`'s tie order, in 8-bit
    /// lanes: with p = a + b − c, |p − a| = |b − c| and |p − b| = |a − c| fit a byte; |p − c| =
    /// |(b − c) + (a − c)| is their difference when the two differ in sign, else their sum, which
    /// may pass 255 but is then at least both of them, so saturating it keeps every comparison.
    @inline(__always)
    private static func paeth(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>)
        -> SIMD16<UInt8>
    {
        let pa = difference(b, c)
        let pb = difference(a, c)
        let sum = pa &+ pb
        let saturated = sum.replacing(with: 255, where: sum .< pa)
        let sameSign = .!((b .>= c) .^ (a .>= c))
        let pc = difference(pa, pb).replacing(with: saturated, where: sameSign)
        return c.replacing(with: b, where: pb .<= pc)
            .replacing(with: a, where: (pa .<= pb) .& (pa .<= pc))
    }

    /// |x − y| per byte.
    @inline(__always)
    private static func difference(_ x: SIMD16<UInt8>, _ y: SIMD16<UInt8>) -> SIMD16<UInt8> {
        (x &- y).replacing(with: y &- x, where: x .< y)
    }
}
