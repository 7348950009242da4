@testable import SegueCodecs

/// A small GIF decoder for tests that must not need Python: walks the blocks, LZW-decodes each
/// image with `GIFLZWTests.decode` and composites the frames as a browser shows them (disposal
/// 1 keeps the frame, 2 clears its rectangle; transparent indices leave what is under them).
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
            guard let indices = GIFLZWTests.decode(data), indices.count == w * h else { return nil }
            laterClears.append(Self.laterClears(data))
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

    /// The clear codes after the first code of LZW `data` (code size byte, sub-blocks),
    /// following the code width as a decoder does (a table that stays full keeps 12 bits).
    static func laterClears(_ data: [UInt8]) -> Int {
        let minimum = Int(data[0])
        var stream: [UInt8] = []
        var at = 1
        while data[at] != 0 {
            stream += data[(at + 1)..<(at + 1 + Int(data[at]))]
            at += Int(data[at]) + 1
        }
        let clear = 1 << minimum
        var size = minimum + 1
        var entries = clear + 2
        var first = true
        var afterClear = true
        var clears = 0
        var bit = 0
        while bit + size <= stream.count * 8 {
            var code = 0
            for i in 0..<size where stream[(bit + i) / 8] >> UInt8((bit + i) % 8) & 1 == 1 {
                code |= 1 << i
            }
            bit += size
            if code == clear {
                if !first { clears += 1 }
                first = false
                size = minimum + 1
                entries = clear + 2
                afterClear = true
                continue
            }
            first = false
            if code == clear + 1 { break }
            if !afterClear && entries < 4096 { entries += 1 }
            afterClear = false
            if entries == 1 << size && size < 12 { size += 1 }
        }
        return clears
    }
}
