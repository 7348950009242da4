/// One encoded GIF frame, and the assembly of the whole file (GIF89a specification §17–§27).
struct GIFEncodedFrame {
    var rect: PixelRect
    /// Delay in centiseconds.
    var delay: UInt16
    /// Disposal method: 1 do not dispose, 2 restore to background.
    var disposal: UInt8
    var transparentIndex: Int?
    /// Colours of the local colour table, if the frame has one.
    var localPalette: [UInt32]?
    /// log₂ of the colour table size the frame's indices need.
    var tableBits: Int
    /// LZW minimum code size byte, data sub-blocks and terminator.
    var data: [UInt8]

    /// Bits per index for a table holding `colors` entries: 1…8 (table size 2^bits).
    static func tableBits(colors: Int) -> Int {
        var bits = 1
        while 1 << bits < colors { bits += 1 }
        return bits
    }

    /// A colour table of exactly 2^`bits` entries (unused ones black).
    static func table(_ palette: [UInt32], bits: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 3 << bits)
        for (i, c) in palette.enumerated() {
            out[i * 3] = UInt8(c >> 16)
            out[i * 3 + 1] = UInt8((c >> 8) & 0xFF)
            out[i * 3 + 2] = UInt8(c & 0xFF)
        }
        return out
    }

    /// The Graphic Control Extension: 21 F9 04, packed (disposal << 2 | transparency flag),
    /// delay (little-endian cs), transparent index, 00.
    var graphicControlExtension: [UInt8] {
        var out: [UInt8] = [0x21, 0xF9, 0x04, disposal << 2 | (transparentIndex == nil ? 0 : 1)]
        out.appendLittleEndian(delay)
        out += [UInt8(truncatingIfNeeded: transparentIndex ?? 0), 0x00]
        return out
    }

    /// Image descriptor (2C, left, top, width, height, packed), local table, image data.
    var imageBlock: [UInt8] {
        var out: [UInt8] = [0x2C]
        out.appendLittleEndian(UInt16(rect.x))
        out.appendLittleEndian(UInt16(rect.y))
        out.appendLittleEndian(UInt16(rect.width))
        out.appendLittleEndian(UInt16(rect.height))
        if let localPalette {
            out.append(0x80 | UInt8(tableBits - 1))
            out += GIFEncodedFrame.table(localPalette, bits: tableBits)
        } else {
            out.append(0)
        }
        return out + data
    }

    /// The NETSCAPE2.0 looping extension: 21 FF 0B "NETSCAPE2.0" 03 01 count(LE) 00.
    static func loopExtension(repeats: UInt16) -> [UInt8] {
        var out: [UInt8] = [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01]
        out.appendLittleEndian(repeats)
        out.append(0)
        return out
    }

    /// Header "GIF89a", logical screen descriptor, global table, loop extension, frames, trailer 3B.
    static func file(
        width: Int, height: Int, globalPalette: [UInt32]?, globalBits: Int,
        loopCount: Int, frames: [GIFEncodedFrame]
    ) -> [UInt8] {
        var out = header(
            width: width, height: height, globalPalette: globalPalette, globalBits: globalBits,
            loopCount: loopCount)
        for frame in frames { out += frame.bytes }
        out.append(trailer)
        return out
    }

    /// Where the global colour table starts: after "GIF89a" and the logical screen descriptor.
    static let globalTableOffset = 13

    /// The byte that ends a GIF file.
    static let trailer: UInt8 = 0x3B

    /// The frame's Graphic Control Extension and image block.
    var bytes: [UInt8] { graphicControlExtension + imageBlock }

    /// Header "GIF89a", logical screen descriptor, global table and loop extension.
    static func header(
        width: Int, height: Int, globalPalette: [UInt32]?, globalBits: Int, loopCount: Int
    ) -> [UInt8] {
        var out = Array("GIF89a".utf8)
        out.appendLittleEndian(UInt16(width))
        out.appendLittleEndian(UInt16(height))
        // Packed: global table flag, colour resolution 7 (8 bits), not sorted, table size.
        out.append(globalPalette == nil ? 0x70 : 0xF0 | UInt8(globalBits - 1))
        out += [0, 0]  // background colour index, pixel aspect ratio
        if let globalPalette { out += table(globalPalette, bits: globalBits) }
        if loopCount != 1 {
            out += loopExtension(repeats: UInt16(loopCount == 0 ? 0 : loopCount - 1))
        }
        return out
    }
}
