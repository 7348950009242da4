import Foundation

/// One pixel in straight (not premultiplied) 8-bit RGBA.
public struct RGBA8: Sendable, Hashable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) { self.r = r; self.g = g; self.b = b; self.a = a }
    public var description: String { "RGBA8(\(r), \(g), \(b), \(a))" }
}

/// A raster image: `width × height` pixels stored as premultiplied RGBA8, row-major, top row first.
///
/// The subscript reads and writes straight RGBA (`bitmap[x, y].r`), converting at the boundary;
/// `pixels` exposes the premultiplied bytes for codecs and the compositor.
public struct Bitmap: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Premultiplied RGBA8 bytes, `width * height * 4` of them.
    public var pixels: [UInt8]
    /// Set on a recording bitmap (no pixels): paint operations are kept here to be played later.
    package var recorder: DisplayList?

    /// A transparent bitmap of the given size.
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
        self.width = width; self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// A bitmap with every pixel set to one premultiplied colour, in a single pass.
    package init(width: Int, height: Int, filledWith color: PremultipliedColor) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
        self.width = width; self.height = height
        let count = width * height
        let packed = color.packed
        pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            let raw = UnsafeMutableRawPointer(buffer.baseAddress!)
            let pattern = SIMD4<UInt32>(repeating: packed)
            var i = 0
            while i + 4 <= count { raw.storeBytes(of: pattern, toByteOffset: i * 4, as: SIMD4<UInt32>.self); i += 4 }
            while i < count { raw.storeBytes(of: packed, toByteOffset: i * 4, as: UInt32.self); i += 1 }
            initialized = count * 4
        }
    }

    /// A bitmap over existing premultiplied RGBA8 bytes.
    public init(width: Int, height: Int, premultipliedPixels: [UInt8]) {
        precondition(premultipliedPixels.count == width * height * 4, "Pixel buffer does not match the size")
        self.width = width; self.height = height; pixels = premultipliedPixels
    }

    /// A bitmap that records what is drawn into it instead of holding pixels (see ``DisplayList``).
    package init(recordingWidth width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
        self.width = width; self.height = height; pixels = []
        recorder = DisplayList(width: width, height: height)
    }

    public static func == (a: Bitmap, b: Bitmap) -> Bool {
        a.width == b.width && a.height == b.height && a.pixels == b.pixels && a.recorder === b.recorder
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width); hasher.combine(height); hasher.combine(pixels)
    }

    /// The pixel at column `x`, row `y`, in straight RGBA.
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "Pixel (\(x), \(y)) is outside \(width)×\(height)")
            let i = (y * width + x) * 4
            let a = pixels[i + 3]
            if a == 0 { return RGBA8(r: 0, g: 0, b: 0, a: 0) }
            if a == 255 { return RGBA8(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: 255) }
            func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
            return RGBA8(r: un(pixels[i]), g: un(pixels[i + 1]), b: un(pixels[i + 2]), a: a)
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "Pixel (\(x), \(y)) is outside \(width)×\(height)")
            let i = (y * width + x) * 4
            let a = Int(newValue.a)
            func pre(_ c: UInt8) -> UInt8 { UInt8((Int(c) * a + 127) / 255) }
            pixels[i] = pre(newValue.r); pixels[i + 1] = pre(newValue.g); pixels[i + 2] = pre(newValue.b)
            pixels[i + 3] = newValue.a
        }
    }
}
