import Foundation
import OpenQuartzCore
import SegueCodecs

/// The compositor's drawing surface: `width × height` pixels stored as premultiplied RGBA8,
/// row-major, top row first.
///
/// Built on SegueCodecs' ``RGBAImage``, which holds the pixels: `image` is that buffer itself (no
/// copy), so frames go to the PNG, GIF and APNG encoders as they are. A bitmap can instead record
/// what is drawn into it (`recorder`) to play it later on several threads. The subscript reads
/// and writes straight RGBA (`bitmap[x, y].r`), converting at the boundary; `pixels` exposes the
/// premultiplied bytes for codecs and the compositor.
public struct Bitmap: Sendable, Hashable {
    /// The pixels as a plain image, shared with this bitmap until one of them writes.
    ///
    /// Empty (`pixels` is `[]`) for a recording bitmap, whose size is still `width × height`.
    public var image: RGBAImage
    /// Set on a recording bitmap (no pixels): paint operations are kept here to be played later.
    package var recorder: DisplayList?

    /// Width in pixels.
    public var width: Int { image.width }
    /// Height in pixels.
    public var height: Int { image.height }
    /// Premultiplied RGBA8 bytes, `width * height * 4` of them (none on a recording bitmap).
    public var pixels: [UInt8] {
        get { image.pixels }
        _modify { yield &image.pixels }
    }

    /// A bitmap over an image's pixels (not copied).
    public init(_ image: RGBAImage) {
        self.image = image
    }

    /// A transparent bitmap of the given size.
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
        image = RGBAImage(width: width, height: height)
    }

    /// A bitmap with every pixel set to one premultiplied colour, in a single pass.
    package init(width: Int, height: Int, filledWith color: PremultipliedColor) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
        let count = width * height
        let pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            if count > 0 {
                Bitmap.fillPixels(
                    UnsafeMutableRawPointer(buffer.baseAddress!), count: count, packed: color.packed
                )
            }
            initialized = count * 4
        }
        image = RGBAImage(width: width, height: height, uncheckedPixels: pixels)
    }

    /// Sets `count` pixels from `raw` on to one packed premultiplied colour (`memset` for
    /// transparent), sixteen pixels per step.
    package static func fillPixels(_ raw: UnsafeMutableRawPointer, count: Int, packed: UInt32) {
        if packed == 0 {
            raw.initializeMemory(as: UInt8.self, repeating: 0, count: count * 4)
            return
        }
        SpanBlender.store(raw, count: count, source: packed)
    }

    /// A bitmap over existing premultiplied RGBA8 bytes.
    public init(width: Int, height: Int, premultipliedPixels: [UInt8]) {
        image = RGBAImage(width: width, height: height, premultipliedPixels: premultipliedPixels)
    }

    /// A bitmap that records what is drawn into it instead of holding pixels (see ``DisplayList``).
    package init(recordingWidth width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
        image = RGBAImage(width: width, height: height, uncheckedPixels: [])
        recorder = DisplayList(width: width, height: height)
    }

    public static func == (a: Bitmap, b: Bitmap) -> Bool {
        a.image == b.image && a.recorder === b.recorder
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(image)
    }

    /// The pixel at column `x`, row `y`, in straight RGBA (see ``RGBAImage/subscript(x:y:)``).
    public subscript(x: Int, y: Int) -> RGBA8 {
        get { image[x, y] }
        set { image[x, y] = newValue }
    }
}
