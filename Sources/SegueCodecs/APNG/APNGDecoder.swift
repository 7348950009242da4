import Foundation

/// Decodes an animated PNG (APNG 1.0) into whole frames, composed as a viewer shows them.
///
/// Each frame's `fcTL` region is decoded as a small PNG of its own (the `IHDR` of the file with
/// the region's size, the file's `PLTE` and `tRNS`, the frame's `IDAT` or `fdAT` data) and drawn
/// on the canvas with its blend operation (`SOURCE` replaces, `OVER` composites); its dispose
/// operation (`NONE`, `BACKGROUND`, `PREVIOUS`) is applied before the next frame. A default image
/// without an `fcTL` before it is not part of the animation and is skipped. A plain PNG decodes
/// as one frame with a delay of 0.
public enum APNGDecoder {
    /// One composed frame and how long it shows.
    public struct Frame: Sendable, Hashable {
        /// The whole canvas after this frame was drawn (premultiplied).
        public var image: RGBAImage
        /// Seconds the frame shows (`delay_num / delay_den`; a denominator of 0 means 1/100).
        public var delay: TimeInterval
    }

    /// The frames of `data`, in order.
    ///
    /// - Throws: `PNGError` for data that is not a PNG, is truncated, or whose frames are
    ///   malformed (a region outside the canvas, a frame without data).
    public static func decode(_ data: Data) throws -> [Frame] {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGChunkWriter.signature else {
            throw PNGError.notPNG
        }
        let chunks = try Self.chunks(bytes)
        guard let header = chunks.first(where: { $0.type == "IHDR" })?.data, header.count == 13
        else { throw PNGError.malformedChunk("no IHDR chunk") }
        guard chunks.contains(where: { $0.type == "acTL" }) else {
            return [Frame(image: try RGBAImage(pngData: data), delay: 0)]
        }
        let width = Self.int(header, 0)
        let height = Self.int(header, 4)
        let shared = chunks.filter { $0.type == "PLTE" || $0.type == "tRNS" }
        var controls: [(control: [UInt8], data: [UInt8])] = []
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                guard chunk.data.count == 26 else {
                    throw PNGError.malformedChunk("fcTL of \(chunk.data.count) bytes, not 26")
                }
                controls.append((chunk.data, []))
            case "IDAT" where !controls.isEmpty:
                controls[controls.count - 1].data += chunk.data
            case "fdAT" where !controls.isEmpty && chunk.data.count >= 4:
                controls[controls.count - 1].data += chunk.data[4...]
            default: break
            }
        }
        var canvas = RGBAImage(width: width, height: height)
        var frames: [Frame] = []
        for (index, (control, compressed)) in controls.enumerated() {
            let region = try Self.region(control, canvasWidth: width, canvasHeight: height)
            guard !compressed.isEmpty else {
                throw PNGError.malformedChunk("frame \(index) has no image data")
            }
            var png = PNGChunkWriter()
            var frameHeader = header
            frameHeader.replaceSubrange(0..<8, with: Self.bigEndian(region.width, region.height))
            png.append("IHDR", frameHeader)
            for chunk in shared { png.append(chunk.type, chunk.data) }
            png.append("IDAT", compressed)
            png.append("IEND", [])
            let pixels = try RGBAImage(pngData: Data(png.bytes))
            let before = canvas
            Self.draw(pixels, on: &canvas, at: region, over: control[25] == 1)
            frames.append(Frame(image: canvas, delay: Self.delay(control)))
            switch control[24] {
            case 1: Self.clear(&canvas, region)
            case 2 where index > 0: canvas = before
            case 2: Self.clear(&canvas, region)
            default: break
            }
        }
        return frames
    }

    /// A frame's region on the canvas, checked to lie inside it.
    static func region(_ control: [UInt8], canvasWidth: Int, canvasHeight: Int) throws
        -> PixelRect
    {
        let rect = PixelRect(
            x: int(control, 12), y: int(control, 16), width: int(control, 4),
            height: int(control, 8))
        guard rect.width > 0, rect.height > 0, rect.x + rect.width <= canvasWidth,
            rect.y + rect.height <= canvasHeight
        else {
            throw PNGError.malformedChunk(
                "fcTL region \(rect.width)×\(rect.height) at (\(rect.x), \(rect.y)) is outside "
                    + "the \(canvasWidth)×\(canvasHeight) canvas")
        }
        return rect
    }

    /// `delay_num / delay_den` seconds (a denominator of 0 counts as 100).
    static func delay(_ control: [UInt8]) -> TimeInterval {
        let num = Int(control[20]) << 8 | Int(control[21])
        let den = Int(control[22]) << 8 | Int(control[23])
        return Double(num) / Double(den == 0 ? 100 : den)
    }

    /// Draws `source` at `rect`: replacing the pixels, or composited over them (premultiplied).
    static func draw(
        _ source: RGBAImage, on canvas: inout RGBAImage, at rect: PixelRect, over: Bool
    ) {
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                let s = (y * rect.width + x) * 4
                let d = ((rect.y + y) * canvas.width + rect.x + x) * 4
                let alpha = Int(source.pixels[s + 3])
                for c in 0..<4 {
                    let top = Int(source.pixels[s + c])
                    canvas.pixels[d + c] =
                        over
                        ? UInt8(
                            min(255, top + (Int(canvas.pixels[d + c]) * (255 - alpha) + 127) / 255))
                        : UInt8(top)
                }
            }
        }
    }

    /// Makes `rect` transparent.
    static func clear(_ canvas: inout RGBAImage, _ rect: PixelRect) {
        for y in rect.y..<rect.y + rect.height {
            let start = (y * canvas.width + rect.x) * 4
            for i in start..<start + rect.width * 4 { canvas.pixels[i] = 0 }
        }
    }

    /// The chunks of a PNG stream, each (type, data); stops at `IEND`.
    static func chunks(_ bytes: [UInt8]) throws -> [(type: String, data: [UInt8])] {
        var offset = 8
        var out: [(type: String, data: [UInt8])] = []
        while offset + 12 <= bytes.count {
            let length = int(bytes, offset)
            guard length >= 0, offset + 12 + length <= bytes.count else {
                throw PNGError.truncated("chunk at byte \(offset) runs past the end")
            }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            out.append((type, Array(bytes[offset + 8..<offset + 8 + length])))
            offset += 12 + length
            if type == "IEND" { return out }
        }
        throw PNGError.truncated("no IEND chunk")
    }

    /// The big-endian 32-bit integer at `offset`.
    static func int(_ bytes: [UInt8], _ offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }

    /// Width then height, as 8 big-endian bytes.
    static func bigEndian(_ width: Int, _ height: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.appendBigEndian(UInt32(width))
        out.appendBigEndian(UInt32(height))
        return out
    }
}
