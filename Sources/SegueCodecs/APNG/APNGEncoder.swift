import Foundation

/// Encodes frames as an animated PNG (APNG 1.0: `acTL`, `fcTL`, `fdAT`), lossless.
///
/// The first frame is the default image (`IDAT`), so viewers without APNG support show it. Every
/// later frame is cropped to the bounding box of the pixels that changed since the frame before;
/// each frame is disposed with `APNG_DISPOSE_OP_NONE`, so the canvas always holds the previous
/// frame. When every changed pixel is fully opaque the crop uses `APNG_BLEND_OP_OVER` with the
/// unchanged pixels inside it written fully transparent (they compress to almost nothing);
/// otherwise it uses `APNG_BLEND_OP_SOURCE` and writes the crop as it is, which is exact for
/// translucent pixels too. A frame identical to the one before becomes a 1×1 transparent `OVER`
/// frame, so the frame count always matches the input. The result decodes to exactly the
/// input frames (as `pngData()` would store each one).
///
/// There is no APNG encoder in UIKit; this is the lossless sibling of `GIFEncoder`.
public struct APNGEncoder: Sendable {
    /// How many times the animation plays: 0 (the default) means forever (`acTL` `num_plays`).
    public var loopCount: Int

    /// An encoder that loops `loopCount` times (0 = forever).
    public init(loopCount: Int = 0) {
        self.loopCount = loopCount
    }

    /// Encodes `frames`, showing frame `i` for `delays[i]` seconds.
    ///
    /// Each delay is stored as the fraction `delay_num / delay_den` (16 bits each) nearest to it,
    /// found by continued fractions, so 1/60 s is stored exactly as 1/60 and 0.1 s as 1/10.
    /// Delays over 65535 s are clamped. Frames are straight-alpha 8-bit RGBA (RGB for a single
    /// opaque frame), filtered like `pngData()` (on every core, the same bytes on any) and
    /// deflated as one ordinary zlib stream at level 6.
    ///
    /// - Throws: `AnimationEncodingError` for no frames, a delay count that does not match, frames
    ///   of different sizes, a 0-pixel frame, a negative or non-finite delay, or a loop count
    ///   outside 0…65535.
    public func encode(frames: [RGBAImage], delays: [TimeInterval]) throws -> Data {
        try AnimationEncodingError.validate(
            frames: frames, delays: delays, maximumSide: Int(Int32.max), loopCount: loopCount)
        let width = frames[0].width
        let height = frames[0].height
        let animated = frames.count > 1
        var writer = PNGChunkWriter()
        let opaqueSingle = !animated && frames[0].isOpaque
        writer.append(
            "IHDR",
            PNGChunkWriter.headerData(
                width: width, height: height, bitDepth: 8,
                colorType: opaqueSingle ? 2 : 6))
        var actl: [UInt8] = []
        actl.appendBigEndian(UInt32(frames.count))
        actl.appendBigEndian(UInt32(loopCount))
        writer.append("acTL", actl)
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            let chunks = try APNGEncoder.frameChunks(
                frame, previous: index == 0 ? nil : frames[index - 1], delay: delays[index],
                sequence: &sequence, channels: opaqueSingle ? 3 : 4)
            for (type, data) in chunks { writer.append(type, data) }
        }
        writer.append("IEND", [])
        return Data(writer.bytes)
    }

    /// The `fcTL` chunk and the `IDAT` (first frame, `previous` nil) or `fdAT` chunk of one frame:
    /// after the first, the frame is cropped to what changed since `previous` (one transparent
    /// pixel blended over when nothing did). `sequence` counts `fcTL` and `fdAT` chunks.
    static func frameChunks(
        _ frame: RGBAImage, previous: RGBAImage?, delay: TimeInterval, sequence: inout UInt32,
        channels: Int
    ) throws(AnimationEncodingError) -> [(String, [UInt8])] {
        var rect = PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)
        var blendOver = false
        var region = frame
        if let previous {
            rect = FrameDifference.changedBounds(previous, frame)
            if rect.isEmpty {
                rect = PixelRect(x: 0, y: 0, width: 1, height: 1)
                region = RGBAImage(width: 1, height: 1)
                blendOver = true
            } else {
                (region, blendOver) = APNGEncoder.crop(frame, previous: previous, to: rect)
            }
        }
        let (num, den) = APNGEncoder.fraction(delay)
        var fctl: [UInt8] = []
        fctl.appendBigEndian(sequence)
        sequence += 1
        fctl.appendBigEndian(UInt32(rect.width))
        fctl.appendBigEndian(UInt32(rect.height))
        fctl.appendBigEndian(UInt32(rect.x))
        fctl.appendBigEndian(UInt32(rect.y))
        fctl.appendBigEndian(num)
        fctl.appendBigEndian(den)
        fctl += [0, blendOver ? 1 : 0]  // dispose_op NONE; blend_op SOURCE or OVER
        let data = try APNGEncoder.imageData(region, channels: channels)
        guard previous != nil else { return [("fcTL", fctl), ("IDAT", data)] }
        var fdat: [UInt8] = []
        fdat.appendBigEndian(sequence)
        sequence += 1
        fdat += data
        return [("fcTL", fctl), ("fdAT", fdat)]
    }

    /// The pixels of `frame` inside `rect`; with OVER blending (possible when every changed pixel
    /// is opaque) the unchanged ones become transparent.
    static func crop(_ frame: RGBAImage, previous: RGBAImage, to rect: PixelRect) -> (
        RGBAImage, blendOver: Bool
    ) {
        var out = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
        var allChangedOpaque = true
        frame.pixels.withUnsafeBufferPointer { src in
            previous.pixels.withUnsafeBufferPointer { old in
                out.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<rect.height {
                        for x in 0..<rect.width {
                            let s = ((rect.y + y) * frame.width + rect.x + x) * 4
                            let d = (y * rect.width + x) * 4
                            for c in 0..<4 { dst[d + c] = src[s + c] }
                            let changed =
                                src[s] != old[s] || src[s + 1] != old[s + 1]
                                || src[s + 2] != old[s + 2] || src[s + 3] != old[s + 3]
                            if changed && src[s + 3] != 255 { allChangedOpaque = false }
                        }
                    }
                }
            }
        }
        guard allChangedOpaque else {
            return (
                RGBAImage(width: rect.width, height: rect.height, premultipliedPixels: out), false
            )
        }
        frame.pixels.withUnsafeBufferPointer { src in
            previous.pixels.withUnsafeBufferPointer { old in
                out.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<rect.height {
                        for x in 0..<rect.width {
                            let s = ((rect.y + y) * frame.width + rect.x + x) * 4
                            let d = (y * rect.width + x) * 4
                            if src[s] == old[s] && src[s + 1] == old[s + 1]
                                && src[s + 2] == old[s + 2] && src[s + 3] == old[s + 3]
                            {
                                for c in 0..<4 { dst[d + c] = 0 }
                            }
                        }
                    }
                }
            }
        }
        return (RGBAImage(width: rect.width, height: rect.height, premultipliedPixels: out), true)
    }

    /// Filtered, zlib-compressed scanlines of `bitmap` with the given channel count (3 or 4).
    static func imageData(_ bitmap: RGBAImage, channels: Int) throws(AnimationEncodingError)
        -> [UInt8]
    {
        // Filtered on every core (the rows are the same for any thread count), deflated as one
        // ordinary stream: segments, as in `pngData()`, would change the bytes of large frames.
        let filtered = bitmap.filteredScanlines(channels: channels, threads: 0)
        let result = filtered.withUnsafeBytes { buffer in
            Result { () throws(ZlibError) in try Zlib.compress(buffer, level: 6) }
        }
        switch result {
        case .success(let bytes): return bytes
        case .failure(let error): throw .compressionFailed("\(error)")
        }
    }

    /// The fraction num/den (each ≤ 65535, den ≥ 1) closest to `seconds`, by continued fractions.
    static func fraction(_ seconds: TimeInterval) -> (UInt16, UInt16) {
        if seconds >= 65535 { return (65535, 1) }
        var best: (p: Int, q: Int) = (Int(seconds.rounded()), 1)
        var (p0, q0, p1, q1) = (0, 1, 1, 0)
        var x = seconds
        for _ in 0..<32 {
            let a = x.rounded(.down)
            guard a < 1e9 else { break }
            let ai = Int(a)
            let p2 = ai * p1 + p0
            let q2 = ai * q1 + q0
            if p2 > 65535 || q2 > 65535 { break }
            best = (p2, q2)
            (p0, q0, p1, q1) = (p1, q1, p2, q2)
            let frac = x - a
            if abs(seconds - Double(p2) / Double(q2)) < 1e-12 || frac < 1e-12 { break }
            x = 1 / frac
        }
        return (UInt16(best.p), UInt16(best.q))
    }
}
