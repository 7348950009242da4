import Foundation

extension RGBAImage {
    /// The image as a PNG file.
    ///
    /// Writes 8-bit truecolour: colour type 2 (RGB) when every pixel is fully opaque, otherwise
    /// colour type 6 (RGBA). Colours are un-premultiplied to straight alpha exactly as the
    /// subscript does (`round(c × 255 / a)`), so decoding gives back the same premultiplied bytes
    /// for every valid premultiplied pixel (each colour ≤ alpha); a pixel with alpha 0 is written
    /// as (0, 0, 0, 0). Each scanline gets the filter libpng's heuristic picks (smallest sum of
    /// absolute signed bytes); zlib level 6. Only `IHDR`, `IDAT` and `IEND` are written, so the
    /// bytes depend only on the pixels — the same image always gives the same file, like
    /// `UIImage.pngData()` without metadata.
    ///
    /// Large images are encoded on every core: bands of rows are filtered apart, and the filtered
    /// bytes are deflated in fixed 256 KiB segments, each primed with the 32 KiB before it (see
    /// `Zlib.compress(_:level:threads:)`). Images whose filtered rows fit one segment (up to about
    /// 87,000 opaque pixels) are one ordinary zlib stream. Either way the bytes do not depend on
    /// the number of cores.
    ///
    /// - Throws: `PNGError.emptyImage` for a 0-pixel image (PNG needs width and height ≥ 1).
    public func pngData() throws -> Data {
        Data(try pngBytes(compressionLevel: 6))
    }

    /// The PNG bytes at a chosen zlib level (0 = stored blocks, for byte-exact tests; 9 =
    /// smallest), encoded on `threads` threads (0: one per active processor; the bytes are the
    /// same for any).
    func pngBytes(compressionLevel: Int32, threads: Int = 0) throws -> [UInt8] {
        guard width > 0, height > 0 else { throw PNGError.emptyImage }
        guard width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PNGError.invalidHeader("\(width)×\(height) exceeds PNG's 2³¹−1 limit")
        }
        let channels = isOpaque ? 3 : 4
        let filtered = filteredScanlines(channels: channels, threads: threads)
        let compressed: [UInt8]
        do {
            compressed = try filtered.withUnsafeBytes {
                try Zlib.compress($0, level: compressionLevel, threads: threads)
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

    /// Whether every pixel has alpha 255 (see `everyAlphaHasBits(_:)`).
    var isOpaque: Bool { everyAlphaHasBits(0xFF) }

    /// Rows per band of `filteredScanlines(channels:threads:)`.
    static let filterBandRows = 32

    /// The straight-alpha rows (`channels` 3 or 4), each filtered by `PNGFilter` with its type
    /// byte first, ready for zlib: bands of rows on `threads` threads (0: one per active
    /// processor). Each band straightens its rows and the one above them, so the bytes are those
    /// of filtering the whole image at once, for any thread count (`PNGParallelEncodingTests`
    /// compares them with a whole-image reference).
    func filteredScanlines(channels: Int, threads: Int) -> [UInt8] {
        let rowBytes = width * channels
        let band = RGBAImage.filterBandRows
        let bands = (height + band - 1) / band
        let workers = InterleavedWork.workers(threads: threads, items: bands)
        return [UInt8](unsafeUninitializedCapacity: height * (rowBytes + 1)) { out, count in
            let target = SharedBuffer(UnsafeMutableRawBufferPointer(out))
            let image = self
            InterleavedWork.forEach(count: bands, workers: workers) { b in
                let top = b * band
                let bottom = min(image.height, top + band)
                let first = max(0, top - 1)  // the row above the band, for Up, Average and Paeth
                var straight = [UInt8](repeating: 0, count: (bottom - first) * rowBytes)
                straight.withUnsafeMutableBufferPointer {
                    image.straighten(
                        rows: first..<bottom, channels: channels, into: $0.baseAddress!)
                }
                let rows = target.bytes[(top * (rowBytes + 1))..<(bottom * (rowBytes + 1))]
                straight.withUnsafeBufferPointer { raw in
                    PNGFilter.filterRows(
                        raw, rowBytes: rowBytes, rows: (top - first)..<(bottom - first),
                        bpp: channels,
                        into: UnsafeMutableRawBufferPointer(rebasing: rows)
                            .assumingMemoryBound(to: UInt8.self))
                }
            }
            count = height * (rowBytes + 1)
        }
    }

    /// Writes rows `rows` as straight-alpha bytes to `out`: RGB when `channels` is 3 (the pixels
    /// must be opaque), RGBA when 4, un-premultiplied as the subscript does.
    func straighten(rows: Range<Int>, channels: Int, into out: UnsafeMutablePointer<UInt8>) {
        pixels.withUnsafeBufferPointer { src in
            let start = rows.lowerBound * width
            let count = rows.count * width
            if channels == 3 {
                for k in 0..<count {
                    let i = start + k
                    out[k * 3] = src[i * 4]
                    out[k * 3 + 1] = src[i * 4 + 1]
                    out[k * 3 + 2] = src[i * 4 + 2]
                }
                return
            }
            for k in 0..<count {
                let i = start + k
                let a = Int(src[i * 4 + 3])
                out[k * 4 + 3] = UInt8(a)
                switch a {
                case 0:
                    out[k * 4] = 0
                    out[k * 4 + 1] = 0
                    out[k * 4 + 2] = 0
                case 255:
                    out[k * 4] = src[i * 4]
                    out[k * 4 + 1] = src[i * 4 + 1]
                    out[k * 4 + 2] = src[i * 4 + 2]
                default:
                    for c in 0..<3 {
                        out[k * 4 + c] = UInt8(min(255, (Int(src[i * 4 + c]) * 255 + a / 2) / a))
                    }
                }
            }
        }
    }
}
