@testable import SegueCodecs

/// A small GIF decoder for tests that must not need Python: walks the blocks, LZW-decodes each
/// image with `GIFLZWTests.decodeCountingClears` and composites the frames as a browser shows
/// them (disposal 1 keeps the frame, 2 clears its rectangle; transparent indices leave what is
/// under them).
struct GIFTestDecoder {
    /// One composited frame, as opaque RGB (0xRRGGBB, 0 where nothing was drawn) per pixel.
    var frames: [[UInt32]] = []
    /// Per frame, the clear codes in its image data after the leading one.
    var laterClears: [Int] = []
    var width = 0
    var height = 0

    /// Decodes `bytes`, or returns nil when they are not a GIF this decoder reads.
    init?(_ bytes: [UInt8]) {
        guard bytes.count > 13, bytes[0..<6] == Array("GIF89a".utf8)[...] else { return nil }
        width = Int(bytes[6]) | Int(bytes[7]) << 8
        height = Int(bytes[8]) | Int(bytes[9]) << 8
        var at = 13
        var global: [UInt32] = []
        if bytes[10] & 0x80 != 0 {
            global = Self.table(bytes, at: at, bits: Int(bytes[10] & 7) + 1)
            at += global.count * 3
        }
        var canvas = [UInt32](repeating: 0, count: width * height)
        var transparent: Int?
        var disposal = 0
        while at < bytes.count, bytes[at] != 0x3B {
            if bytes[at] == 0x21 {
                if bytes[at + 1] == 0xF9 {
                    disposal = Int(bytes[at + 3] >> 2) & 7
                    transparent = bytes[at + 3] & 1 == 1 ? Int(bytes[at + 6]) : nil
                }
                at += 2
                while bytes[at] != 0 { at += Int(bytes[at]) + 1 }
                at += 1
                continue
            }
            guard bytes[at] == 0x2C else { return nil }
            func word(_ i: Int) -> Int { Int(bytes[at + i]) | Int(bytes[at + i + 1]) << 8 }
            let (x0, y0, w, h) = (word(1), word(3), word(5), word(7))
            let packed = bytes[at + 9]
            at += 10
            var palette = global
            if packed & 0x80 != 0 {
                palette = Self.table(bytes, at: at, bits: Int(packed & 7) + 1)
                at += palette.count * 3
            }
            let start = at
            at += 1
            while bytes[at] != 0 { at += Int(bytes[at]) + 1 }
            at += 1
            let data = Array(bytes[start..<at])
            guard let decoded = GIFLZWTests.decodeCountingClears(data),
                decoded.indices.count == w * h
            else { return nil }
            let indices = decoded.indices
            laterClears.append(decoded.laterClears)
            for y in 0..<h {
                for x in 0..<w {
                    let k = Int(indices[y * w + x])
                    if k == transparent { continue }
                    guard k < palette.count else { return nil }
                    canvas[(y0 + y) * width + x0 + x] = palette[k]
                }
            }
            frames.append(canvas)
            if disposal == 2 {
                for y in y0..<(y0 + h) { for x in x0..<(x0 + w) { canvas[y * width + x] = 0 } }
            }
            transparent = nil
            disposal = 0
        }
    }

    static func table(_ bytes: [UInt8], at: Int, bits: Int) -> [UInt32] {
        (0..<(1 << bits)).map {
            UInt32(bytes[at + $0 * 3]) << 16 | UInt32(bytes[at + $0 * 3 + 1]) << 8
                | UInt32(bytes[at + $0 * 3 + 2])
        }
    }
}
