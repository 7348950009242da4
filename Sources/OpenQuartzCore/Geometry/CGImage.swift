import Foundation

/// How a bitmap stores alpha, with Core Graphics' raw values (`CGImageAlphaInfo`).
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}

/// An immutable bitmap image, as in Core Graphics, reduced to what Segue needs: 8-bit
/// premultiplied RGBA pixels, row-major, top row first.
///
/// The layout is fixed: `bitsPerComponent` 8, `bitsPerPixel` 32, `alphaInfo`
/// `.premultipliedLast` (bytes R, G, B, A with colour already multiplied by alpha, the layout the
/// compositor blends in), `bytesPerRow` = 4 × width. Decoding files is the renderer's job; this
/// type only holds pixels.
public final class CGImage: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The premultiplied RGBA8 bytes, `bytesPerRow × height` of them.
    package let pixels: [UInt8]

    /// Creates an image over premultiplied RGBA8 bytes (R, G, B, A per pixel, top row first).
    ///
    /// Sizes must be positive and `premultipliedRGBA.count` must be `width × height × 4`
    /// (precondition failure otherwise). A colour byte above its pixel's alpha is not a valid
    /// premultiplied value; it is clamped to the alpha.
    public init(width: Int, height: Int, premultipliedRGBA: [UInt8]) {
        precondition(
            width > 0 && height > 0, "CGImage size must be positive, not \(width)×\(height)")
        let (count, overflow) = width.multipliedReportingOverflow(by: height * 4)
        precondition(
            !overflow && premultipliedRGBA.count == count,
            "CGImage: \(premultipliedRGBA.count) bytes do not match \(width)×\(height)×4")
        self.width = width
        self.height = height
        // Colour above alpha cannot be premultiplied: clamp it. Valid data (the usual case) is
        // kept as it is, without a copy.
        if CGImage.isPremultiplied(premultipliedRGBA) {
            self.pixels = premultipliedRGBA
        } else {
            var bytes = premultipliedRGBA
            bytes.withUnsafeMutableBufferPointer { p in
                for i in stride(from: 0, to: p.count, by: 4) {
                    let a = p[i + 3]
                    p[i] = min(p[i], a)
                    p[i + 1] = min(p[i + 1], a)
                    p[i + 2] = min(p[i + 2], a)
                }
            }
            self.pixels = bytes
        }
    }

    /// An image over pixels the caller guarantees are premultiplied (a renderer's bitmap): not
    /// checked, not copied.
    package init(width: Int, height: Int, validPremultipliedRGBA pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 4)
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Whether no colour component exceeds its pixel's alpha.
    private static func isPremultiplied(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = p[i + 3]
                if p[i] > a || p[i + 1] > a || p[i + 2] > a { return false }
                i += 4
            }
            return true
        }
    }

    /// Bits per colour component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row: 4 × width (no padding).
    public var bytesPerRow: Int { width * 4 }
    /// `.premultipliedLast`: RGBA with premultiplied colour.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }

    /// The image's bytes (premultiplied RGBA8, `bytesPerRow × height`), as Core Graphics'
    /// `dataProvider`: read them with `dataProvider?.data`.
    public var dataProvider: CGDataProvider? { CGDataProvider(data: Data(pixels)) }

    /// The part of the image inside `rect`, in pixels from the top-left (`CGImage.cropping(to:)`).
    ///
    /// As Core Graphics does, the rectangle is made integral (`CGRect.integral`) and intersected with
    /// the image bounds; nil when nothing is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard !rect.isNull else { return nil }
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let area = rect.isInfinite ? bounds : rect.standardized.integral.intersection(bounds)
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return nil }
        let x0 = Int(area.minX)
        let y0 = Int(area.minY)
        let w = Int(area.width)
        let h = Int(area.height)
        if x0 == 0 && y0 == 0 && w == width && h == height { return self }
        var bytes = [UInt8]()
        bytes.reserveCapacity(w * h * 4)
        for row in y0..<(y0 + h) {
            let start = (row * width + x0) * 4
            bytes.append(contentsOf: pixels[start..<(start + w * 4)])
        }
        return CGImage(width: w, height: h, validPremultipliedRGBA: bytes)  // already valid
    }
}
