import SegueCodecs

/// What the harness does to the fuzzer's bytes before decoding them (see PNGDecodeFuzzer.swift).
enum FuzzInput {
    /// The PNG the decoder is given for fuzzer input `bytes`: IDAT payloads compressed first in raw
    /// mode (last byte odd), then every complete chunk's CRC made right.
    static func prepared(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        if let last = bytes.last, last & 1 == 1 { compressIDAT(&bytes) }
        fixCRCs(&bytes)
        return bytes
    }

    /// Rewrites the CRC of every complete chunk after the signature, walking chunks as the decoder does.
    static func fixCRCs(_ bytes: inout [UInt8]) {
        var offset = 8
        while bytes.count - offset >= 12 {
            let length =
                Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2])
                << 8 | Int(bytes[offset + 3])
            guard length <= bytes.count - offset - 12 else { return }
            let crc = bytes.withUnsafeBytes {
                Zlib.crc32(
                    UnsafeRawBufferPointer(rebasing: $0[(offset + 4)..<(offset + 8 + length)]))
            }
            let at = offset + 8 + length
            bytes[at] = UInt8(crc >> 24)
            bytes[at + 1] = UInt8((crc >> 16) & 0xFF)
            bytes[at + 2] = UInt8((crc >> 8) & 0xFF)
            bytes[at + 3] = UInt8(crc & 0xFF)
            offset = at + 4
        }
    }

    /// Replaces the IDAT payloads (taken as raw scanlines) by one IDAT holding their zlib compression.
    static func compressIDAT(_ bytes: inout [UInt8]) {
        // (a harness bug the fuzzer found at once: shorter input trapped here)
        guard bytes.count >= 8 else { return }
        var offset = 8
        var raw: [UInt8] = []
        var out = Array(bytes.prefix(8))
        var placed = false
        while bytes.count - offset >= 12 {
            let length =
                Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2])
                << 8 | Int(bytes[offset + 3])
            guard length <= bytes.count - offset - 12 else { break }
            let type = Array(bytes[(offset + 4)..<(offset + 8)])
            if type == Array("IDAT".utf8) {
                raw += bytes[(offset + 8)..<(offset + 8 + length)]
                if !placed {
                    placed = true
                    out += [0, 0, 0, 0] + type
                    out += [0, 0, 0, 0]
                }  // filled below
            } else {
                out += bytes[offset..<(offset + 12 + length)]
            }
            offset += 12 + length
        }
        out += bytes[offset...]
        guard placed, let z = try? raw.withUnsafeBytes({ try Zlib.compress($0, level: 1) }) else {
            return
        }
        // Put the compressed payload into the placeholder IDAT.
        var at = 8
        while at + 8 <= out.count {
            let length =
                Int(out[at]) << 24 | Int(out[at + 1]) << 16 | Int(out[at + 2]) << 8
                | Int(out[at + 3])
            if Array(out[(at + 4)..<(at + 8)]) == Array("IDAT".utf8) && length == 0 {
                let n = UInt32(z.count)
                out[at] = UInt8(n >> 24)
                out[at + 1] = UInt8((n >> 16) & 0xFF)
                out[at + 2] = UInt8((n >> 8) & 0xFF)
                out[at + 3] = UInt8(n & 0xFF)
                out.insert(contentsOf: z, at: at + 8)
                break
            }
            at += 12 + length
        }
        bytes = out
    }
}
