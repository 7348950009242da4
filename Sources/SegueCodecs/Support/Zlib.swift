import CZlib

/// Thin wrappers over the system zlib (through `CZlib`) for the PNG and APNG codecs.
///
/// Streams use the zlib container (RFC 1950: 2-byte header, deflate data, Adler-32), as PNG
/// requires. Nothing here allocates in proportion to a header's claims: inflation grows its output
/// only as data actually decompresses, so a tiny file that announces a huge image cannot make the
/// decoder allocate gigabytes. Package-visible for the fuzz harness, which repairs CRCs and
/// compresses scanlines with it.
package enum Zlib {
    /// CRC-32 (ISO 3309 / ITU-T V.42, the one PNG uses) of `bytes`, continuing from `initial`.
    package static func crc32(_ bytes: UnsafeRawBufferPointer, initial: UInt32 = 0) -> UInt32 {
        var crc = UInt(initial)
        guard var base = bytes.baseAddress?.assumingMemoryBound(to: Bytef.self) else {
            return initial
        }
        var remaining = bytes.count
        while remaining > 0 {
            let n = min(remaining, 1 << 30)
            crc = CZlib.crc32(crc, base, uInt(n))
            base += n
            remaining -= n
        }
        return UInt32(truncatingIfNeeded: crc)
    }

    /// CRC-32 of a byte array.
    package static func crc32(_ bytes: [UInt8], initial: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBytes { crc32($0, initial: initial) }
    }

    /// Compresses `input` into a zlib stream at `level` (0 = stored … 9 = smallest).
    ///
    /// Deterministic: the same bytes and level always give the same output with the same zlib.
    package static func compress(_ input: UnsafeRawBufferPointer, level: Int32) throws(ZlibError)
        -> [UInt8]
    {
        var stream = z_stream()
        let initResult = deflateInit2_(
            &stream, level, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY,
            ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard initResult == Z_OK else {
            throw ZlibError(operation: "deflateInit2", code: initResult)
        }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(input.count)))
        var output = [UInt8](repeating: 0, count: bound + 64)
        var result: Int32 = Z_OK
        output.withUnsafeMutableBytes { out in
            var inOffset = 0
            stream.next_out = out.baseAddress!.assumingMemoryBound(to: Bytef.self)
            stream.avail_out = uInt(out.count)
            repeat {
                let n = min(input.count - inOffset, 1 << 30)
                stream.next_in = UnsafeMutablePointer(
                    mutating: input.baseAddress.map {
                        ($0 + inOffset).assumingMemoryBound(to: Bytef.self)
                    })
                stream.avail_in = uInt(n)
                inOffset += n
                let flush = inOffset == input.count ? Z_FINISH : Z_NO_FLUSH
                result = deflate(&stream, flush)
            } while result == Z_OK && inOffset < input.count
            while result == Z_OK { result = deflate(&stream, Z_FINISH) }
        }
        guard result == Z_STREAM_END else { throw ZlibError(operation: "deflate", code: result) }
        output.removeSubrange(Int(stream.total_out)...)
        return output
    }

    /// Inflates the zlib stream `input`, producing at most `limit` bytes.
    ///
    /// Returns the bytes produced (fewer than `limit` when the stream ends early; the caller decides
    /// whether that is an error). Stops quietly once `limit` bytes are out, ignoring anything after
    /// them. Throws on a corrupt or truncated stream that ends before `limit` bytes.
    static func decompress(_ input: UnsafeRawBufferPointer, limit: Int) throws(ZlibError) -> [UInt8]
    {
        var stream = z_stream()
        let initResult = inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard initResult == Z_OK else {
            throw ZlibError(operation: "inflateInit", code: initResult)
        }
        defer { inflateEnd(&stream) }
        // Grow geometrically from a guess bounded by the input size, never past `limit`.
        var capacity = min(
            limit, max(1 << 16, input.count.multipliedReportingOverflow(by: 4).partialValue))
        // Raw memory, not a zero-filled array: inflate writes every byte before it is read, and
        // growing copies only what was produced (appending zeros costs a generic loop a byte in
        // debug builds, the way `swift test` builds this module: 3/4 of a filmstrip test's time).
        var output = UnsafeMutableRawPointer.allocate(byteCount: max(capacity, 1), alignment: 1)
        defer { output.deallocate() }
        var produced = 0
        var inOffset = 0
        var result: Int32 = Z_OK
        while true {
            if produced == limit { break }
            if produced == capacity {
                // The stream inflates more than 4:1 (flat UI frames do, 100:1 and more): grow
                // at once to what deflate's 1032:1 ceiling allows, not by doubling (each step
                // copies and zero-fills tens of megabytes).
                let ceiling = input.count.multipliedReportingOverflow(by: 1032)
                let most = ceiling.overflow ? limit : min(limit, ceiling.partialValue + 1024)
                capacity = max(min(limit, capacity * 2), most)
                let grown = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1)
                grown.copyMemory(from: output, byteCount: produced)
                output.deallocate()
                output = grown
            }
            let inChunk = min(input.count - inOffset, 1 << 30)
            let outChunk = min(capacity - produced, 1 << 30)
            stream.next_in = UnsafeMutablePointer(
                mutating: input.baseAddress.map {
                    ($0 + inOffset).assumingMemoryBound(to: Bytef.self)
                })
            stream.avail_in = uInt(inChunk)
            stream.next_out = (output + produced).assumingMemoryBound(to: Bytef.self)
            stream.avail_out = uInt(outChunk)
            result = inflate(&stream, Z_NO_FLUSH)
            let consumed = inChunk - Int(stream.avail_in)
            let made = outChunk - Int(stream.avail_out)
            inOffset += consumed
            produced += made
            if result == Z_STREAM_END { break }
            if result == Z_BUF_ERROR && consumed == 0 && made == 0 {
                // No progress possible with room to write: the input ran out mid-stream.
                throw ZlibError(
                    operation: "inflate", code: result,
                    detail: "the compressed stream ends early (after \(produced) bytes)")
            }
            guard result == Z_OK else {
                let detail = stream.msg.map { String(cString: $0) } ?? "corrupt data"
                throw ZlibError(operation: "inflate", code: result, detail: detail)
            }
        }
        return [UInt8](unsafeUninitializedCapacity: produced) { bytes, count in
            if produced > 0 {
                UnsafeMutableRawPointer(bytes.baseAddress!).copyMemory(
                    from: output, byteCount: produced)
            }
            count = produced
        }
    }
}

/// A failure reported by zlib.
package struct ZlibError: Error, Equatable, CustomStringConvertible {
    /// The zlib call that failed.
    var operation: String
    /// zlib's return code (`Z_DATA_ERROR` = -3, `Z_BUF_ERROR` = -5, …).
    var code: Int32
    /// zlib's message, or a description of what went wrong.
    var detail: String = ""

    package var description: String {
        "zlib \(operation) failed (code \(code))" + (detail.isEmpty ? "" : ": \(detail)")
    }
}
