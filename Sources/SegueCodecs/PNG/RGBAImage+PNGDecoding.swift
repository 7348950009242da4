import Foundation

extension RGBAImage {
    /// The largest image `init(pngData:)` accepts, in bytes of decoded RGBA8: 1 GiB
    /// (2²⁸ pixels, e.g. 16384 × 16384). Larger images are refused before any allocation.
    public static let maximumPNGPixelBytes = PNGDecoder.maximumPixelBytes

    /// Decodes a PNG file into a premultiplied image.
    ///
    /// Accepts every colour type (greyscale, truecolour, indexed, greyscale + alpha, truecolour +
    /// alpha) at every bit depth the specification allows (1, 2, 4, 8, 16), `PLTE` and `tRNS`,
    /// Adam7 interlacing, all five filter types and any number of `IDAT` chunks. Every chunk's CRC
    /// is checked. Ancillary chunks are skipped, including gamma and colour profiles: samples are
    /// used as stored, with no colour management. 16-bit samples are rounded to the nearest 8-bit
    /// value; 1/2/4-bit greyscale is scaled to 0…255. An APNG decodes as its default image.
    ///
    /// Mirrors `UIImage(data:)` for PNG data, except that bad data throws a `PNGError` saying what
    /// is wrong instead of returning nil.
    ///
    /// - Throws: `PNGError` for anything malformed, truncated, or larger than `maximumPNGPixelBytes`.
    public init(pngData: Data) throws {
        let bytes = [UInt8](pngData)
        self = try bytes.withUnsafeBytes { buffer throws(PNGError) in
            try PNGDecoder(buffer).decode()
        }
    }
}
