/// A raster image in memory: `width × height` pixels of premultiplied RGBA8, row-major, top row first.
///
/// The plain pixel buffer every codec reads and writes (`pngData()`, `init(pngData:)`,
/// `GIFEncoder`, `APNGEncoder`). Pixel `(x, y)` is the four bytes at `(y * width + x) * 4`: red,
/// green, blue, alpha, each colour at most alpha. It is a value type over one `[UInt8]`, so
/// copying an image or handing it to an encoder shares the bytes until one side writes.
/// The subscript reads and writes straight RGBA (`image[x, y].r`), converting at the boundary.
public struct RGBAImage: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Premultiplied RGBA8 bytes, `width * height * 4` of them.
    public var pixels: [UInt8]

    /// A transparent image of the given size (every byte 0).
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "Image size must not be negative")
        self.init(
            width: width, height: height,
            uncheckedPixels: [UInt8](repeating: 0, count: width * height * 4))
    }

    /// An image over existing premultiplied RGBA8 bytes (`width * height * 4` of them; not copied).
    public init(width: Int, height: Int, premultipliedPixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "Image size must not be negative")
        precondition(
            premultipliedPixels.count == width * height * 4, "Pixel buffer does not match the size")
        self.init(width: width, height: height, uncheckedPixels: premultipliedPixels)
    }

    /// An image whose byte count the caller vouches for, or deliberately leaves empty (the
    /// renderer's recording bitmaps carry a size but no pixels).
    package init(width: Int, height: Int, uncheckedPixels: [UInt8]) {
        self.width = width
        self.height = height
        pixels = uncheckedPixels
    }

    /// The pixel at column `x`, row `y`, in straight RGBA.
    ///
    /// Reading un-premultiplies with rounding (`round(c × 255 / a)`, alpha 0 reads as all zeros);
    /// writing premultiplies (`round(c × a / 255)`).
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            precondition(
                x >= 0 && x < width && y >= 0 && y < height,
                "Pixel (\(x), \(y)) is outside \(width)×\(height)")
            let i = (y * width + x) * 4
            let a = pixels[i + 3]
            if a == 0 { return RGBA8(r: 0, g: 0, b: 0, a: 0) }
            if a == 255 { return RGBA8(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: 255) }
            func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
            return RGBA8(r: un(pixels[i]), g: un(pixels[i + 1]), b: un(pixels[i + 2]), a: a)
        }
        set {
            precondition(
                x >= 0 && x < width && y >= 0 && y < height,
                "Pixel (\(x), \(y)) is outside \(width)×\(height)")
            let i = (y * width + x) * 4
            let a = Int(newValue.a)
            pixels[i] = RGBAImage.premultiplied(newValue.r, alpha: a)
            pixels[i + 1] = RGBAImage.premultiplied(newValue.g, alpha: a)
            pixels[i + 2] = RGBAImage.premultiplied(newValue.b, alpha: a)
            pixels[i + 3] = newValue.a
        }
    }

    /// A straight colour component times `alpha` (0…255), rounded to the nearest: `c·a/255`.
    @inline(__always)
    static func premultiplied(_ c: UInt8, alpha a: Int) -> UInt8 {
        UInt8((Int(c) * a + 127) / 255)
    }
}
