/// The common case of PNG decoding, in one pass: a non-interlaced 8-bit RGB (without a
/// transparency key) or RGBA image, as every encoder of rendered frames writes. Each row is
/// unfiltered in place and written straight into the premultiplied bitmap, with no intermediate
/// row and no zero-filled buffer; the result is identical to the general path's.
extension PNGDecoder {
    /// The image, or nil when the file is of another kind (the general path decodes it).
    func reconstructEightBitTrueColour(_ raw: inout [UInt8]) throws(PNGError) -> RGBAImage? {
        let h = header
        guard !h.interlaced, h.bitDepth == 8,
            h.colorType == 6 || (h.colorType == 2 && transparency == nil)
        else { return nil }
        let channels = h.colorType == 6 ? 4 : 3
        let rowBytes = h.width * channels
        var failure: (filter: UInt8, row: Int)?
        let pixels = raw.withUnsafeMutableBufferPointer { all in
            [UInt8](unsafeUninitializedCapacity: h.width * h.height * 4) { out, initialized in
                let zeros = [UInt8](repeating: 0, count: rowBytes)
                zeros.withUnsafeBufferPointer { zeroRow in
                    for y in 0..<h.height {
                        let offset = y * (rowBytes + 1)
                        let filterType = all[offset]
                        let row = UnsafeMutableBufferPointer(
                            rebasing: all[(offset + 1)..<(offset + 1 + rowBytes)])
                        let prev =
                            y == 0
                            ? zeroRow
                            : UnsafeBufferPointer(rebasing: all[(offset - rowBytes)..<offset])
                        guard
                            PNGFilter.unfilter(
                                filterType, row: row, prev: prev, bpp: h.filterDistance)
                        else {
                            failure = (filterType, y)
                            return
                        }
                        let d = y * h.width * 4
                        if channels == 3 {
                            for x in 0..<h.width {
                                out[d + x * 4] = row[x * 3]
                                out[d + x * 4 + 1] = row[x * 3 + 1]
                                out[d + x * 4 + 2] = row[x * 3 + 2]
                                out[d + x * 4 + 3] = 255
                            }
                        } else {
                            for x in 0..<h.width {
                                let s = x * 4
                                let a = Int(row[s + 3])
                                if a == 255 {
                                    out[d + s] = row[s]
                                    out[d + s + 1] = row[s + 1]
                                    out[d + s + 2] = row[s + 2]
                                } else {
                                    out[d + s] = RGBAImage.premultiplied(row[s], alpha: a)
                                    out[d + s + 1] = RGBAImage.premultiplied(row[s + 1], alpha: a)
                                    out[d + s + 2] = RGBAImage.premultiplied(row[s + 2], alpha: a)
                                }
                                out[d + s + 3] = UInt8(a)
                            }
                        }
                    }
                }
                // On a bad filter the rest is zeroed so the buffer is initialized; it is dropped.
                if let failure {
                    let done = failure.row * h.width * 4
                    for i in done..<out.count { out[i] = 0 }
                }
                initialized = out.count
            }
        }
        if let failure { throw PNGError.invalidFilterType(failure.filter, row: failure.row) }
        return RGBAImage(width: h.width, height: h.height, premultipliedPixels: pixels)
    }
}
