/// The pixel stage of PNG decoding: undo the scanline filters pass by pass, turn samples of any
/// colour type and bit depth into straight RGBA8, and premultiply into the bitmap.
extension PNGDecoder {
    /// Reconstructs the image from the decompressed data (exactly `header.expectedDataSize` bytes).
    func reconstruct(_ raw: inout [UInt8]) throws(PNGError) -> RGBAImage {
        if let image = try reconstructEightBitTrueColour(&raw) { return image }
        let h = header
        var pixels = [UInt8](repeating: 0, count: h.width * h.height * 4)
        var straight = [UInt8](repeating: 0, count: h.width * 4)
        let zeros = [UInt8](repeating: 0, count: h.rowBytes(pixels: h.width))
        var offset = 0
        var rowNumber = 0
        for pass in h.passes {
            let rowBytes = h.rowBytes(pixels: pass.width)
            for y in 0..<pass.height {
                let start = offset + 1
                let filterType = raw[offset]
                let ok = raw.withUnsafeMutableBufferPointer { all in
                    zeros.withUnsafeBufferPointer { zeroRow in
                        let row = UnsafeMutableBufferPointer(
                            rebasing: all[start..<(start + rowBytes)])
                        let prev =
                            y == 0
                            ? UnsafeBufferPointer(rebasing: zeroRow[0..<rowBytes])
                            : UnsafeBufferPointer(
                                rebasing: all[(start - 1 - rowBytes)..<(start - 1)])
                        return PNGFilter.unfilter(
                            filterType, row: row, prev: prev, bpp: h.filterDistance)
                    }
                }
                guard ok else { throw PNGError.invalidFilterType(filterType, row: rowNumber) }
                try raw.withUnsafeBufferPointer { all throws(PNGError) in
                    try straight.withUnsafeMutableBufferPointer { out throws(PNGError) in
                        try toStraightRGBA(
                            UnsafeBufferPointer(rebasing: all[start..<(start + rowBytes)]),
                            count: pass.width, into: out)
                    }
                }
                let y0 = pass.y0 + y * pass.dy
                pixels.withUnsafeMutableBufferPointer { dst in
                    straight.withUnsafeBufferPointer { src in
                        for i in 0..<pass.width {
                            let d = (y0 * h.width + pass.x0 + i * pass.dx) * 4
                            let a = Int(src[i * 4 + 3])
                            dst[d + 3] = UInt8(a)
                            if a == 255 {
                                dst[d] = src[i * 4]
                                dst[d + 1] = src[i * 4 + 1]
                                dst[d + 2] = src[i * 4 + 2]
                            } else if a != 0 {
                                dst[d] = RGBAImage.premultiplied(src[i * 4], alpha: a)
                                dst[d + 1] = RGBAImage.premultiplied(src[i * 4 + 1], alpha: a)
                                dst[d + 2] = RGBAImage.premultiplied(src[i * 4 + 2], alpha: a)
                            }
                        }
                    }
                }
                offset = start + rowBytes
                rowNumber += 1
            }
        }
        return RGBAImage(width: h.width, height: h.height, premultipliedPixels: pixels)
    }

    /// A 16-bit sample rounded to 8 bits: `round(v × 255 / 65535)`.
    @inline(__always)
    private static func eight(_ hi: UInt8, _ lo: UInt8) -> UInt8 {
        UInt8(((Int(hi) << 8 | Int(lo)) * 255 + 32767) / 65535)
    }

    /// Converts one unfiltered scanline of `count` pixels to straight RGBA8 in `out`.
    private func toStraightRGBA(
        _ row: UnsafeBufferPointer<UInt8>, count: Int,
        into out: UnsafeMutableBufferPointer<UInt8>
    ) throws(PNGError) {
        let depth = header.bitDepth
        let key = transparency  // tRNS: grey or RGB key (16-bit fields), or palette alphas
        func key16(_ i: Int) -> Int { Int(key![i * 2]) << 8 | Int(key![i * 2 + 1]) }
        switch (header.colorType, depth) {
        case (0, 16):
            let k = key == nil ? -1 : key16(0)
            for i in 0..<count {
                let g = PNGDecoder.eight(row[i * 2], row[i * 2 + 1])
                let v = Int(row[i * 2]) << 8 | Int(row[i * 2 + 1])
                out[i * 4] = g
                out[i * 4 + 1] = g
                out[i * 4 + 2] = g
                out[i * 4 + 3] = v == k ? 0 : 255
            }
        case (0, _):
            let k = key == nil ? -1 : key16(0)
            let maxValue = (1 << depth) - 1
            let scale = 255 / maxValue
            for i in 0..<count {
                let v = sample(row, i, depth)
                let g = UInt8(v * scale)
                out[i * 4] = g
                out[i * 4 + 1] = g
                out[i * 4 + 2] = g
                out[i * 4 + 3] = v == k ? 0 : 255
            }
        case (2, 8):
            let k = key == nil ? (-1, -1, -1) : (key16(0), key16(1), key16(2))
            for i in 0..<count {
                let r = row[i * 3]
                let g = row[i * 3 + 1]
                let b = row[i * 3 + 2]
                out[i * 4] = r
                out[i * 4 + 1] = g
                out[i * 4 + 2] = b
                out[i * 4 + 3] = (Int(r), Int(g), Int(b)) == k ? 0 : 255
            }
        case (2, _):
            let k = key == nil ? (-1, -1, -1) : (key16(0), key16(1), key16(2))
            for i in 0..<count {
                var v = (0, 0, 0)
                for c in 0..<3 {
                    let hi = row[i * 6 + c * 2]
                    let lo = row[i * 6 + c * 2 + 1]
                    out[i * 4 + c] = PNGDecoder.eight(hi, lo)
                    let full = Int(hi) << 8 | Int(lo)
                    if c == 0 { v.0 = full } else if c == 1 { v.1 = full } else { v.2 = full }
                }
                out[i * 4 + 3] = v == k ? 0 : 255
            }
        case (3, _):
            let entries = palette.count / 3
            for i in 0..<count {
                let index = depth == 8 ? Int(row[i]) : sample(row, i, depth)
                guard index < entries else {
                    throw PNGError.invalidPalette(
                        "pixel index \(index) is past the palette's \(entries) entries")
                }
                out[i * 4] = palette[index * 3]
                out[i * 4 + 1] = palette[index * 3 + 1]
                out[i * 4 + 2] = palette[index * 3 + 2]
                out[i * 4 + 3] = key.map { index < $0.count ? $0[index] : 255 } ?? 255
            }
        case (4, 8):
            for i in 0..<count {
                let g = row[i * 2]
                out[i * 4] = g
                out[i * 4 + 1] = g
                out[i * 4 + 2] = g
                out[i * 4 + 3] = row[i * 2 + 1]
            }
        case (4, _):
            for i in 0..<count {
                let g = PNGDecoder.eight(row[i * 4], row[i * 4 + 1])
                out[i * 4] = g
                out[i * 4 + 1] = g
                out[i * 4 + 2] = g
                out[i * 4 + 3] = PNGDecoder.eight(row[i * 4 + 2], row[i * 4 + 3])
            }
        case (6, 8):
            for i in 0..<(count * 4) { out[i] = row[i] }
        default:  // (6, 16)
            for i in 0..<(count * 4) { out[i] = PNGDecoder.eight(row[i * 2], row[i * 2 + 1]) }
        }
    }

    /// The `i`th sample of `depth` < 8 bits, packed from the most significant bit down.
    @inline(__always)
    private func sample(_ row: UnsafeBufferPointer<UInt8>, _ i: Int, _ depth: Int) -> Int {
        let bit = i * depth
        return Int(row[bit >> 3] >> UInt8(8 - depth - (bit & 7))) & ((1 << depth) - 1)
    }
}
