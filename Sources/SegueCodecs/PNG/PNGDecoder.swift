/// Reads a PNG file's chunks (PNG specification §5) and hands the image data to the pixel stage.
///
/// Checks the signature, every chunk's length and CRC-32, the order of the critical chunks, and
/// skips ancillary chunks (gamma, colour profiles, text, APNG animation chunks, …), so an APNG
/// decodes as its default image. Gamma and colour-profile chunks are ignored: samples are taken as
/// they are stored.
struct PNGDecoder {
    /// The largest decoded image accepted: 1 GiB of RGBA8 (2²⁸ pixels, e.g. 16384 × 16384).
    /// Larger images are refused from their `IHDR`, before anything is allocated for them.
    static let maximumPixelBytes = 1 << 30

    var header: PNGHeader
    /// `PLTE` entries as RGB triples, if present.
    var palette: [UInt8] = []
    /// The `tRNS` payload, if present and valid for the colour type.
    var transparency: [UInt8]?
    /// All `IDAT` payloads, concatenated.
    var compressed: [UInt8] = []

    /// Parses the chunks of `bytes`; throws on anything malformed.
    init(_ bytes: UnsafeRawBufferPointer) throws(PNGError) {
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGChunkWriter.signature else {
            throw PNGError.notPNG
        }
        var offset = 8
        var parsedHeader: PNGHeader?
        var sawPalette = false
        var sawData = false
        var rawTransparency: [UInt8]?
        while true {
            guard bytes.count - offset >= 12 else {
                throw PNGError.truncated(
                    offset == bytes.count
                        ? "no IEND chunk"
                        : "incomplete chunk header at byte \(offset)")
            }
            let length = Int(bytes.loadBigEndianUInt32(at: offset))
            let typeBytes = Array(bytes[(offset + 4)..<(offset + 8)])
            let type = PNGDecoder.name(typeBytes)
            guard length <= 0x7FFF_FFFF else {
                throw PNGError.malformedChunk(
                    "chunk \(type) at byte \(offset) declares length \(length), over 2³¹−1")
            }
            guard bytes.count - offset - 12 >= length else {
                throw PNGError.truncated(
                    "chunk \(type) at byte \(offset) declares \(length) bytes of data; "
                        + "only \(bytes.count - offset - 12) remain")
            }
            guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw PNGError.malformedChunk(
                    "chunk type \(type) at byte \(offset) is not four ASCII letters")
            }
            let body = UnsafeRawBufferPointer(rebasing: bytes[(offset + 4)..<(offset + 8 + length)])
            let data = UnsafeRawBufferPointer(rebasing: body[4...])
            let stored = bytes.loadBigEndianUInt32(at: offset + 8 + length)
            let computed = Zlib.crc32(body)
            guard stored == computed else {
                throw PNGError.crcMismatch(chunk: type, stored: stored, computed: computed)
            }
            offset += 12 + length

            if parsedHeader == nil && type != "IHDR" {
                throw PNGError.malformedChunk("the first chunk is \(type); it must be IHDR")
            }
            switch type {
            case "IHDR":
                guard parsedHeader == nil else {
                    throw PNGError.malformedChunk("more than one IHDR chunk")
                }
                parsedHeader = try PNGHeader(data)
            case "PLTE":
                guard !sawPalette else { throw PNGError.malformedChunk("more than one PLTE chunk") }
                guard !sawData else { throw PNGError.malformedChunk("PLTE after IDAT") }
                sawPalette = true
                palette = try PNGDecoder.checkedPalette(data, header: parsedHeader!)
            case "tRNS":
                guard !sawData else { throw PNGError.malformedChunk("tRNS after IDAT") }
                rawTransparency = Array(data)
            case "IDAT":
                sawData = true
                compressed.append(contentsOf: data)
            case "IEND":
                break
            default:
                if typeBytes[0] & 0x20 == 0 { throw PNGError.unknownCriticalChunk(type) }
            }
            if type == "IEND" { break }
        }
        header = parsedHeader!
        guard sawData else { throw PNGError.malformedChunk("no IDAT chunk") }
        if header.colorType == 3 && !sawPalette {
            throw PNGError.invalidPalette("colour type 3 (indexed) needs a PLTE chunk before IDAT")
        }
        if header.colorType != 3 { palette = [] }  // a suggested palette for truecolour is not used
        transparency = rawTransparency.flatMap {
            PNGDecoder.usableTransparency($0, header: header, paletteCount: palette.count / 3)
        }
    }

    /// A chunk type for messages: its letters, or hex bytes when they are not printable.
    private static func name(_ type: [UInt8]) -> String {
        if type.allSatisfy({ (32...126).contains($0) }) {
            return String(decoding: type, as: UTF8.self)
        }
        return type.map { String($0, radix: 16) }.joined(separator: " ")
    }

    /// Validates a `PLTE` payload against the header (PNG specification §11.2.3).
    private static func checkedPalette(_ data: UnsafeRawBufferPointer, header: PNGHeader)
        throws(PNGError) -> [UInt8]
    {
        guard header.colorType != 0 && header.colorType != 4 else {
            throw PNGError.invalidPalette(
                "PLTE is not allowed for greyscale colour type \(header.colorType)")
        }
        guard data.count % 3 == 0, data.count >= 3, data.count <= 768 else {
            throw PNGError.invalidPalette(
                "PLTE has \(data.count) bytes; it needs 1–256 RGB entries (3–768 bytes, a multiple of 3)"
            )
        }
        if header.colorType == 3 && data.count / 3 > 1 << header.bitDepth {
            throw PNGError.invalidPalette(
                "PLTE has \(data.count / 3) entries; bit depth \(header.bitDepth) allows \(1 << header.bitDepth)"
            )
        }
        return Array(data)
    }

    /// The `tRNS` payload if it fits the colour type (PNG specification §11.3.2.1), else nil: a malformed ancillary
    /// chunk is ignored, as libpng does, rather than failing the image.
    private static func usableTransparency(_ data: [UInt8], header: PNGHeader, paletteCount: Int)
        -> [UInt8]?
    {
        switch header.colorType {
        case 0: return data.count == 2 ? data : nil
        case 2: return data.count == 6 ? data : nil
        case 3: return data.count <= paletteCount ? data : Array(data[0..<paletteCount])
        default: return nil
        }
    }

    /// Decompresses and reconstructs the pixels.
    func decode() throws(PNGError) -> RGBAImage {
        let (pixelCount, overflow) = header.width.multipliedReportingOverflow(by: header.height)
        guard !overflow, pixelCount <= PNGDecoder.maximumPixelBytes / 4 else {
            throw PNGError.imageTooLarge(
                width: header.width, height: header.height, limitBytes: PNGDecoder.maximumPixelBytes
            )
        }
        let expected = header.expectedDataSize
        let result = compressed.withUnsafeBytes { buffer in
            Result { () throws(ZlibError) in try Zlib.decompress(buffer, limit: expected) }
        }
        var raw: [UInt8]
        switch result {
        case .success(let bytes): raw = bytes
        case .failure(let error):
            throw PNGError.corruptImageData(error.detail.isEmpty ? "\(error)" : error.detail)
        }
        guard raw.count == expected else {
            throw PNGError.notEnoughImageData(expected: expected, actual: raw.count)
        }
        return try reconstruct(&raw)
    }
}
