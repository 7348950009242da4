/// Why a PNG could not be decoded or encoded.
///
/// Every malformed input the decoder meets ends in one of these, with a message saying what was
/// wrong and where; the decoder never traps on bad data.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data does not start with the 8-byte PNG signature `89 50 4E 47 0D 0A 1A 0A`.
    case notPNG
    /// The data ends in the middle of something (a chunk, or before `IEND`).
    case truncated(String)
    /// A chunk's stored CRC-32 does not match its type and data.
    case crcMismatch(chunk: String, stored: UInt32, computed: UInt32)
    /// A chunk is missing, misplaced or has the wrong length.
    case malformedChunk(String)
    /// `IHDR` holds a value the PNG specification does not allow.
    case invalidHeader(String)
    /// The decoded image would need more memory than `RGBAImage.maximumPNGPixelBytes`.
    case imageTooLarge(width: Int, height: Int, limitBytes: Int)
    /// A chunk this decoder does not know and may not skip (its type starts with a capital letter).
    case unknownCriticalChunk(String)
    /// `PLTE` is missing, has a bad length, or an index points past its end.
    case invalidPalette(String)
    /// The zlib stream in `IDAT` is corrupt.
    case corruptImageData(String)
    /// The decompressed `IDAT` data is shorter than the image needs.
    case notEnoughImageData(expected: Int, actual: Int)
    /// A scanline starts with a filter type other than 0–4.
    case invalidFilterType(UInt8, row: Int)
    /// The image to encode has no pixels (PNG needs width and height ≥ 1).
    case emptyImage
    /// zlib failed while compressing.
    case compressionFailed(String)

    public var description: String {
        switch self {
        case .notPNG:
            return "PNG: missing the PNG signature (89 50 4E 47 0D 0A 1A 0A); not a PNG file"
        case .truncated(let what): return "PNG: data ends early: \(what)"
        case .crcMismatch(let chunk, let stored, let computed):
            return
                "PNG: CRC mismatch in chunk \(chunk): stored \(hex(stored)), computed \(hex(computed))"
        case .malformedChunk(let what): return "PNG: \(what)"
        case .invalidHeader(let what): return "PNG: invalid IHDR: \(what)"
        case .imageTooLarge(let width, let height, let limit):
            return
                "PNG: image \(width)×\(height) is too large to decode (limit \(limit) bytes of RGBA8)"
        case .unknownCriticalChunk(let type): return "PNG: unknown critical chunk \(type)"
        case .invalidPalette(let what): return "PNG: invalid palette: \(what)"
        case .corruptImageData(let what): return "PNG: corrupt IDAT data: \(what)"
        case .notEnoughImageData(let expected, let actual):
            return
                "PNG: IDAT data holds \(actual) bytes after decompression; the image needs \(expected)"
        case .invalidFilterType(let type, let row):
            return "PNG: invalid filter type \(type) on scanline \(row)"
        case .emptyImage: return "PNG: cannot encode an empty (0-pixel) bitmap"
        case .compressionFailed(let what): return "PNG: compression failed: \(what)"
        }
    }

    private func hex(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 8 - s.count) + s
    }
}
