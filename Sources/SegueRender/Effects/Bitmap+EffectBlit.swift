import Foundation
import SegueRaster

extension Bitmap {
    /// Blends `source` source-over onto this bitmap with the source's top-left pixel at
    /// `(origin.x, origin.y)`, only inside `rect` (device pixels; cut to both bitmaps).
    ///
    /// The pixel-for-pixel case of drawing an image through an integer translation: the result
    /// equals `draw(source, mapping: translation, in: rect)` (same ``Blend/over(_:_:)`` rounding)
    /// without the per-pixel sampling. Transparent source pixels leave the destination alone and
    /// opaque ones replace it.
    mutating func blendOver(_ source: Bitmap, origin: (x: Int, y: Int), in rect: PixelRect) {
        let r = rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
            .intersection(
                PixelRect(x: origin.x, y: origin.y, width: source.width, height: source.height))
        guard !r.isEmpty else { return }
        let dw = width
        let sw = source.width
        pixels.withUnsafeMutableBytes { dst in
            source.pixels.withUnsafeBytes { src in
                for y in r.y..<r.maxY {
                    let drow = y * dw
                    let srow = (y - origin.y) * sw - origin.x
                    for x in r.x..<r.maxX {
                        let s = src.loadUnaligned(fromByteOffset: (srow + x) * 4, as: UInt32.self)
                        let a = s >> 24
                        if a == 0 { continue }
                        let o = (drow + x) * 4
                        if a == 255 {
                            dst.storeBytes(of: s, toByteOffset: o, as: UInt32.self)
                        } else {
                            let d = dst.loadUnaligned(fromByteOffset: o, as: UInt32.self)
                            dst.storeBytes(of: Blend.over(s, d), toByteOffset: o, as: UInt32.self)
                        }
                    }
                }
            }
        }
    }
}
