/// Builds a PNG (or APNG) byte stream chunk by chunk: signature, then length, type, data and CRC-32
/// for each chunk, big-endian as the PNG specification requires.
struct PNGChunkWriter {
    /// The 8-byte PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The bytes written so far, starting with the signature.
    private(set) var bytes: [UInt8] = PNGChunkWriter.signature

    /// Appends one chunk: 4-byte length, the 4-letter `type`, `data`, and the CRC of type + data.
    mutating func append(_ type: String, _ data: [UInt8]) {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4, "PNG chunk types are four ASCII letters")
        bytes.appendBigEndian(UInt32(data.count))
        let start = bytes.count
        bytes.append(contentsOf: typeBytes)
        bytes.append(contentsOf: data)
        let crc = bytes.withUnsafeBytes {
            Zlib.crc32(UnsafeRawBufferPointer(rebasing: $0[start...]))
        }
        bytes.appendBigEndian(crc)
    }

    /// The `IHDR` payload: width, height, bit depth, colour type, then compression, filter and
    /// interlace methods (all 0: deflate, adaptive filtering, no interlace).
    static func headerData(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8) -> [UInt8] {
        var data: [UInt8] = []
        data.appendBigEndian(UInt32(width))
        data.appendBigEndian(UInt32(height))
        data += [bitDepth, colorType, 0, 0, 0]
        return data
    }
}

extension Array where Element == UInt8 {
    /// Appends `value` as 4 big-endian bytes (PNG byte order).
    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(truncatingIfNeeded: value >> 24))
        append(UInt8(truncatingIfNeeded: value >> 16))
        append(UInt8(truncatingIfNeeded: value >> 8))
        append(UInt8(truncatingIfNeeded: value))
    }

    /// Appends `value` as 2 big-endian bytes (PNG byte order).
    mutating func appendBigEndian(_ value: UInt16) {
        append(UInt8(truncatingIfNeeded: value >> 8))
        append(UInt8(truncatingIfNeeded: value))
    }

    /// Appends `value` as 2 little-endian bytes (GIF byte order).
    mutating func appendLittleEndian(_ value: UInt16) {
        append(UInt8(truncatingIfNeeded: value))
        append(UInt8(truncatingIfNeeded: value >> 8))
    }
}
