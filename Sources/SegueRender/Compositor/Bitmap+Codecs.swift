import Foundation
import SegueRaster

extension Bitmap {
    /// The largest image `init(pngData:)` accepts, in bytes of decoded RGBA8 (see
    /// ``RGBAImage/maximumPNGPixelBytes``): 1 GiB.
    public static let maximumPNGPixelBytes = RGBAImage.maximumPNGPixelBytes

    /// Decodes a PNG file into a premultiplied bitmap (see ``RGBAImage/init(pngData:)``).
    ///
    /// Mirrors `UIImage(data:)` for PNG data, except that bad data throws a `PNGError`.
    public init(pngData: Data) throws {
        self.init(try RGBAImage(pngData: pngData))
    }

    /// The bitmap as a PNG file (see ``RGBAImage/pngData()``): the same bytes as its `image`'s.
    public func pngData() throws -> Data {
        try image.pngData()
    }
}

extension GIFEncoder {
    /// Encodes rendered frames, showing frame `i` for `delays[i]` seconds; the pixels are not copied.
    public func encode(frames: [Bitmap], delays: [TimeInterval]) throws -> Data {
        try encode(frames: frames.map(\.image), delays: delays)
    }
}

extension APNGEncoder {
    /// Encodes rendered frames, showing frame `i` for `delays[i]` seconds; the pixels are not copied.
    public func encode(frames: [Bitmap], delays: [TimeInterval]) throws -> Data {
        try encode(frames: frames.map(\.image), delays: delays)
    }
}

extension WebPEncoder {
    /// Encodes rendered frames, showing frame `i` for `delays[i]` seconds; the pixels are not copied.
    public func encode(frames: [Bitmap], delays: [TimeInterval]) throws -> Data {
        try encode(frames: frames.map(\.image), delays: delays)
    }
}

extension MP4Encoder {
    /// Encodes rendered frames, showing frame `i` for `delays[i]` seconds; the pixels are not copied.
    public func encode(frames: [Bitmap], delays: [TimeInterval]) throws -> Data {
        try encode(frames: frames.map(\.image), delays: delays)
    }
}
