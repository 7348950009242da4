import CZlib
import Foundation

extension Zlib {
    /// Input bytes per independently compressed segment of `compress(_:level:threads:)`: 256 KiB.
    ///
    /// Fixed, never derived from the thread count, so the output is the same on any machine.
    static let segmentBytes = 1 << 18

    /// The window deflate can refer back to: the last 32 KiB before a segment prime its dictionary.
    static let windowBytes = 1 << 15

    /// Compresses `input` into one zlib stream at `level`, on `threads` threads (0: one per active
    /// processor), the way pigz does.
    ///
    /// Input up to `segmentBytes` long is one ordinary stream: the same bytes as
    /// `compress(_:level:)`. Longer input is cut into `segmentBytes` segments, each deflated on its
    /// own with the 32 KiB before it as its dictionary (so matches still reach back across the
    /// cut) and ended with a sync flush (an empty stored block, which byte-aligns it) except the
    /// last, which ends the stream; the segments' Adler-32s are combined. Any inflater reads the
    /// result as one stream. The segments are fixed, so the bytes are the same for any `threads`.
    package static func compress(_ input: UnsafeRawBufferPointer, level: Int32, threads: Int)
        throws(ZlibError) -> [UInt8]
    {
        guard input.count > segmentBytes else { return try compress(input, level: level) }
        let count = (input.count + segmentBytes - 1) / segmentBytes
        let source = SharedBuffer(reading: input)
        let workers = InterleavedWork.workers(threads: threads, items: count)
        let results = InterleavedWork.map(count: count, workers: workers, makeState: {}) { _, i in
            Result { () throws(ZlibError) -> Segment in
                try deflateSegment(
                    i, of: UnsafeRawBufferPointer(source.bytes), level: level, last: i == count - 1)
            }
        }.results
        // Every segment must have deflated (an invalid level fails there) before the header.
        let segments = try results.map { result throws(ZlibError) in try result.get() }
        var out = header(level: level)
        var adler = uLong(1)
        for segment in segments {
            out += segment.data
            adler = adler32_combine(adler, segment.adler, off_t(segment.length))
        }
        for shift in [24, 16, 8, 0] { out.append(UInt8(truncatingIfNeeded: adler >> UInt(shift))) }
        return out
    }

    /// One segment's raw deflate data, the Adler-32 of its input and that input's length.
    struct Segment: Sendable {
        var data: [UInt8]
        var adler: uLong
        var length: Int
    }

    /// Segment `i` of `input` as raw deflate data (no zlib header or trailer), primed with the
    /// window before it; sync-flushed, or finished when it is the `last`.
    static func deflateSegment(
        _ i: Int, of input: UnsafeRawBufferPointer, level: Int32, last: Bool
    ) throws(ZlibError) -> Segment {
        let start = i * segmentBytes
        let end = min(input.count, start + segmentBytes)
        let base = input.baseAddress!.assumingMemoryBound(to: Bytef.self)
        var stream = z_stream()
        // Negative window bits: raw deflate, the header and trailer are written once for all.
        let initResult = deflateInit2_(
            &stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
            Int32(MemoryLayout<z_stream>.size))
        guard initResult == Z_OK else {
            throw ZlibError(operation: "deflateInit2", code: initResult)
        }
        defer { deflateEnd(&stream) }
        if start > 0 {
            let dictionary = max(0, start - windowBytes)
            let result = deflateSetDictionary(
                &stream, base + dictionary, uInt(start - dictionary))
            guard result == Z_OK else {
                throw ZlibError(operation: "deflateSetDictionary", code: result)
            }
        }
        // A sync flush adds an empty stored block (5 bytes) after the bound of the data.
        let bound = Int(deflateBound(&stream, uLong(end - start))) + 16
        var output = [UInt8](repeating: 0, count: bound)
        let result = output.withUnsafeMutableBytes { out in
            stream.next_in = UnsafeMutablePointer(mutating: base + start)
            stream.avail_in = uInt(end - start)
            stream.next_out = out.baseAddress!.assumingMemoryBound(to: Bytef.self)
            stream.avail_out = uInt(out.count)
            return deflate(&stream, last ? Z_FINISH : Z_SYNC_FLUSH)
        }
        let expected = last ? Z_STREAM_END : Z_OK
        // With Z_SYNC_FLUSH, Z_OK and no room left may mean output is still pending: the bound
        // leaves room, so a full buffer is reported rather than the segment silently cut short.
        guard result == expected, stream.avail_in == 0, stream.avail_out > 0 else {
            throw ZlibError(
                operation: "deflate", code: result,
                detail: stream.avail_out == 0 ? "the output buffer filled up" : "")
        }
        output.removeSubrange(Int(stream.total_out)...)
        let adler = CZlib.adler32(1, base + start, uInt(end - start))
        return Segment(data: output, adler: adler, length: end - start)
    }

    /// The two-byte zlib header zlib itself writes for `level` with a 32 KiB window (RFC 1950):
    /// CMF 0x78, then FLG with the level's FLEVEL and the check bits.
    ///
    /// `level` is 0…9, or `Z_DEFAULT_COMPRESSION` (−1), which zlib runs as level 6.
    static func header(level: Int32) -> [UInt8] {
        let level = level == Z_DEFAULT_COMPRESSION ? 6 : level
        precondition((0...9).contains(level), "zlib level \(level) is outside 0…9")
        let flevel: Int = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        var value = 0x78 << 8 | flevel << 6
        value += 31 - value % 31
        return [UInt8(value >> 8), UInt8(value & 0xFF)]
    }
}
