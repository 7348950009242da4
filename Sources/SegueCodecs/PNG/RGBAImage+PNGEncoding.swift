import Foundation

extension RGBAImage {
    /// The image as a PNG file.
    ///
    /// Writes 8-bit truecolour: colour type 2 (RGB) when every pixel is fully opaque, otherwise
    /// colour type 6 (RGBA). Colours are un-premultiplied to straight alpha exactly as the subscript
    /// does (`round(c × 255 / a)`), so decoding gives back the same premultiplied bytes
    /// for every valid premultiplied pixel (each colour ≤ alpha); a pixel with alpha 0 is written
    /// as (0, 0, 0, 0). Each scanline gets the filter libpng's heuristic picks (smallest sum of
    /// absolute signed bytes); zlib level 6. Only `IHDR`, `IDAT` and `IEND` are written, so the
    /// bytes depend only on the pixels — the same image always gives the same file, like
    /// `UIImage.pngData()` without metadata.
    ///
    /// - Throws: `PNGError.emptyImage` for a 0-pixel image (PNG needs width and height ≥ 1).
    public func pngData() throws -> Data {
        Data(try pngBytes(compressionLevel: 6))
    }

    /// The PNG bytes at a chosen zlib level (0 = stored blocks, for byte-exact tests; 9 = smallest).
    func pngBytes(compressionLevel: Int32) throws -> [UInt8] {
        guard width > 0, height > 0 else { throw PNGError.emptyImage }
        guard width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PNGError.invalidHeader("\(width)×\(height) exceeds PNG's 2³¹−1 limit")
        }
        let (straight, channels) = straightScanlines()
        let rowBytes = width * channels
        let filtered = straight.withUnsafeBufferPointer {
            PNGFilter.filterAdaptively($0, rowBytes: rowBytes, height: height, bpp: channels)
        }
        let compressed: [UInt8]
        do {
            compressed = try filtered.withUnsafeBytes {
                try Zlib.compress($0, level: compressionLevel)
            }
        } catch {
            throw PNGError.compressionFailed("\(error)")
        }
        var writer = PNGChunkWriter()
        writer.append(
            "IHDR",
            PNGChunkWriter.headerData(
                width: width, height: height, bitDepth: 8,
                colorType: channels == 4 ? 6 : 2))
        writer.append("IDAT", compressed)
        writer.append("IEND", [])
        return writer.bytes
    }

    /// The pixels as straight-alpha rows: RGB (3 channels) when all opaque, else RGBA (4 channels).
    func straightScanlines() -> (bytes: [UInt8], channels: Int) {
        let count = width * height
        let opaque = pixels.withUnsafeBufferPointer { p in
            var allOpaque = true
            for i in 0..<count where p[i * 4 + 3] != 255 {
                allOpaque = false
                break
            }
            return allOpaque
        }
        let channels = opaque ? 3 : 4
        var out = [UInt8](repeating: 0, count: count * channels)
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                if opaque {
                    for i in 0..<count {
                        dst[i * 3] = src[i * 4]
                        dst[i * 3 + 1] = src[i * 4 + 1]
                        dst[i * 3 + 2] = src[i * 4 + 2]
                    }
                    return
                }
                for i in 0..<count {
                    let a = Int(src[i * 4 + 3])
                    dst[i * 4 + 3] = UInt8(a)
                    switch a {
                    case 0: break
                    case 255:
                        dst[i * 4] = src[i * 4]
                        dst[i * 4 + 1] = src[i * 4 + 1]
                        dst[i * 4 + 2] = src[i * 4 + 2]
                    default:
                        for c in 0..<3 {
                            dst[i * 4 + c] = UInt8(
                                min(255, (Int(src[i * 4 + c]) * 255 + a / 2) / a))
                        }
                    }
                }
            }
        }
        return (out, channels)
    }
}
