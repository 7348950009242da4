/// The contents of a PNG's `IHDR` chunk, validated against the PNG specification (§11.2.2).
struct PNGHeader: Equatable {
    var width: Int
    var height: Int
    /// Bits per sample: 1, 2, 4, 8 or 16, as allowed for the colour type.
    var bitDepth: Int
    /// 0 greyscale, 2 truecolour, 3 indexed, 4 greyscale + alpha, 6 truecolour + alpha.
    var colorType: Int
    /// Adam7 interlacing (interlace method 1).
    var interlaced: Bool

    /// Parses and validates the 13-byte `IHDR` payload.
    init(_ data: UnsafeRawBufferPointer) throws(PNGError) {
        guard data.count == 13 else {
            throw PNGError.malformedChunk("IHDR has \(data.count) bytes; it must have 13")
        }
        let w = Int(data.loadBigEndianUInt32(at: 0))
        let h = Int(data.loadBigEndianUInt32(at: 4))
        guard w >= 1, w <= 0x7FFF_FFFF, h >= 1, h <= 0x7FFF_FFFF else {
            throw PNGError.invalidHeader("size \(w)×\(h); width and height must be 1…2³¹−1")
        }
        width = w
        height = h
        bitDepth = Int(data[8])
        colorType = Int(data[9])
        let allowed: [Int]
        switch colorType {
        case 0: allowed = [1, 2, 4, 8, 16]
        case 3: allowed = [1, 2, 4, 8]
        case 2, 4, 6: allowed = [8, 16]
        default:
            throw PNGError.invalidHeader("colour type \(colorType) is not one of 0, 2, 3, 4, 6")
        }
        guard allowed.contains(bitDepth) else {
            throw PNGError.invalidHeader(
                "bit depth \(bitDepth) is not allowed for colour type \(colorType)")
        }
        guard data[10] == 0 else {
            throw PNGError.invalidHeader("compression method \(data[10]) is not 0")
        }
        guard data[11] == 0 else {
            throw PNGError.invalidHeader("filter method \(data[11]) is not 0")
        }
        guard data[12] <= 1 else {
            throw PNGError.invalidHeader("interlace method \(data[12]) is not 0 or 1")
        }
        interlaced = data[12] == 1
    }

    /// Samples per pixel.
    var channels: Int { [1, 0, 3, 1, 2, 0, 4][colorType] }
    /// Bits per pixel.
    var bitsPerPixel: Int { channels * bitDepth }
    /// The filters' byte distance: bytes per pixel, at least 1.
    var filterDistance: Int { max(1, bitsPerPixel / 8) }
    /// Bytes in one scanline of `pixels` pixels, without the filter-type byte.
    func rowBytes(pixels: Int) -> Int { (pixels * bitsPerPixel + 7) / 8 }

    /// One sub-image of the image: all of it when not interlaced, else one Adam7 pass.
    struct Pass {
        var x0: Int, y0: Int, dx: Int, dy: Int
        var width: Int, height: Int
    }

    /// The Adam7 pass origins and steps (PNG specification §8.2).
    private static let adam7: [(x0: Int, y0: Int, dx: Int, dy: Int)] = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
        (0, 1, 1, 2),
    ]

    /// The passes in file order; empty Adam7 passes (no columns or no rows) are left out, as they
    /// contribute no bytes to the data stream.
    var passes: [Pass] {
        guard interlaced else {
            return [Pass(x0: 0, y0: 0, dx: 1, dy: 1, width: width, height: height)]
        }
        return PNGHeader.adam7.compactMap { p in
            let w = width > p.x0 ? (width - p.x0 + p.dx - 1) / p.dx : 0
            let h = height > p.y0 ? (height - p.y0 + p.dy - 1) / p.dy : 0
            return w > 0 && h > 0
                ? Pass(x0: p.x0, y0: p.y0, dx: p.dx, dy: p.dy, width: w, height: h) : nil
        }
    }

    /// Bytes of decompressed data the image needs: each pass's rows, each with its filter byte.
    /// Only meaningful once the pixel count is known to be within the decoder's limit.
    var expectedDataSize: Int {
        passes.reduce(0) { $0 + $1.height * (1 + rowBytes(pixels: $1.width)) }
    }
}

extension UnsafeRawBufferPointer {
    /// The big-endian `UInt32` at byte `offset` (caller guarantees 4 bytes are there).
    func loadBigEndianUInt32(at offset: Int) -> UInt32 {
        UInt32(self[offset]) << 24 | UInt32(self[offset + 1]) << 16 | UInt32(self[offset + 2]) << 8
            | UInt32(self[offset + 3])
    }
}
