import CTurboJPEG
import Foundation

extension RGBAImage {
    /// The largest image `init(jpegData:)` accepts, in bytes of decoded RGBA8: 1 GiB, as for PNG.
    /// Larger images are refused from their header, before any allocation.
    public static let maximumJPEGPixelBytes = 1 << 30

    /// Decodes a baseline or progressive JPEG (greyscale, YCbCr or CMYK) into an opaque image with
    /// libjpeg-turbo. Colour profiles are ignored and EXIF orientation is not applied (the pixels
    /// as stored). A stream that ends early or is damaged part-way decodes as far as it goes, the
    /// rest opaque mid-grey, as libjpeg shows missing data.
    ///
    /// Mirrors `UIImage(data:)` for JPEG data, except that bad data throws a `JPEGError` saying
    /// what is wrong instead of returning nil.
    public init(jpegData: Data) throws(JPEGError) {
        let bytes = [UInt8](jpegData)
        guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 else { throw .notJPEG }
        guard let handle = tjInitDecompress() else { throw .corrupt("no decompressor") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        let header = bytes.withUnsafeBufferPointer { b in
            tjDecompressHeader3(
                handle, b.baseAddress, UInt(b.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0 else { throw .corrupt(Self.message(handle)) }
        let w = Int(width)
        let h = Int(height)
        let (pixelCount, overflow) = w.multipliedReportingOverflow(by: h)
        guard w > 0, h > 0, !overflow, pixelCount <= Self.maximumJPEGPixelBytes / 4 else {
            throw .imageTooLarge(width: w, height: h, limitBytes: Self.maximumJPEGPixelBytes)
        }
        // Every 8 × 8 block of a scan costs at least two bits (a DC difference and an end of
        // block), so a file holds at most 256 pixels a byte: a header claiming more is corrupt,
        // refused before the pixels are allocated (the fuzzer's out-of-memory input).
        guard pixelCount / 256 <= bytes.count else {
            throw .corrupt("\(w) × \(h) pixels cannot fit in \(bytes.count) bytes")
        }
        // Rows a damaged stream never reaches stay opaque mid-grey, the colour libjpeg gives
        // blocks whose coefficients are missing (the fuzzer found them left transparent).
        let cmyk =
            colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
        var samples = [UInt8](repeating: cmyk ? 127 : 128, count: pixelCount * 4)
        // The fourth sample: opaque alpha, or (CMYK) no black ink.
        for i in stride(from: 3, to: samples.count, by: 4) { samples[i] = 255 }
        let format = cmyk ? TJPF_CMYK : TJPF_RGBA
        let status = bytes.withUnsafeBufferPointer { source in
            samples.withUnsafeMutableBufferPointer { target in
                tjDecompress2(
                    handle, source.baseAddress, UInt(source.count), target.baseAddress, width,
                    width * 4, height, Int32(format.rawValue), Int32(TJFLAG_ACCURATEDCT))
            }
        }
        // A warning (for example a truncated scan, decoded as far as it goes) still gives pixels;
        // an error does not.
        if status != 0, tjGetErrorCode(handle) == Int32(TJERR_FATAL.rawValue) {
            throw .corrupt(Self.message(handle))
        }
        let pixels = cmyk ? Self.rgba(fromInvertedCMYK: samples) : samples
        self.init(width: w, height: h, uncheckedPixels: pixels)
    }

    /// The image as a baseline JPEG of `quality` (0…1, as `jpegData(compressionQuality:)`;
    /// libjpeg quality `1 + quality × 99`), 4:2:0 chroma subsampling. JPEG has no alpha: the
    /// pixels are composited over black first, as premultiplied bytes are.
    public func jpegData(quality: Double) throws(JPEGError) -> Data {
        guard width > 0, height > 0 else { throw .emptyImage }
        guard let handle = tjInitCompress() else { throw .encodingFailed("no compressor") }
        defer { tjDestroy(handle) }
        let q = Int32((1 + min(max(quality, 0), 1) * 99).rounded())
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt = 0
        defer { if let output { tjFree(output) } }
        let status = pixels.withUnsafeBufferPointer { source in
            tjCompress2(
                handle, source.baseAddress, Int32(width), Int32(width * 4), Int32(height),
                Int32(TJPF_RGBA.rawValue), &output, &size, Int32(TJSAMP_420.rawValue), q,
                Int32(TJFLAG_ACCURATEDCT))
        }
        guard status == 0, let output else { throw .encodingFailed(Self.message(handle)) }
        return Data(bytes: output, count: Int(size))
    }

    /// CMYK samples as JPEG stores them (Adobe's inverted form: 255 is no ink) to opaque RGBA:
    /// each channel is its inverted ink times the inverted black, the naive conversion without a
    /// colour profile.
    private static func rgba(fromInvertedCMYK cmyk: [UInt8]) -> [UInt8] {
        var rgba = [UInt8](repeating: 255, count: cmyk.count)
        for i in stride(from: 0, to: cmyk.count, by: 4) {
            let k = Int(cmyk[i + 3])
            for c in 0..<3 { rgba[i + c] = UInt8((Int(cmyk[i + c]) * k + 127) / 255) }
        }
        return rgba
    }

    private static func message(_ handle: tjhandle) -> String {
        String(cString: tjGetErrorStr2(handle))
    }
}
