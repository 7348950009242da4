import Foundation
import SegueTestSupport
import Testing

/// Independent reference implementations the codec tests compare against (written from the
/// specifications, not shared with the code under test), and checks of them against published
/// check values.
enum Reference {
    /// CRC-32 computed bit by bit (reflected polynomial 0xEDB88320), as in PNG specification Annex D.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// Adler-32 (RFC 1950 §8.2).
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    /// One PNG chunk with its length and reference CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Runs a Python 3 script (found through /usr/bin/env) with arguments; returns its standard output.
    /// The codec tests use Python with Pillow as an independent decoder/encoder (CI installs Pillow).
    static func python(_ script: String, _ arguments: [String] = []) throws -> String {
        let result = try Subprocess.python(script, arguments)
        guard result.status == 0 else { throw PythonFailure(message: result.stderr) }
        return result.stdout
    }

    struct PythonFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { "python3 failed: \(message)" }
    }

    /// A fresh temporary directory for files shared with Python.
    static func temporaryDirectory() throws -> URL {
        try TemporaryFolder.make("segue-codecs")
    }
}

extension Reference {
    /// The seed for a randomized test: `SEGUE_CODEC_SEED` from the environment when set (to replay a
    /// failure), else a fresh random one. Printed either way.
    static func seed(_ test: String = #function) -> UInt64 {
        let seed =
            ProcessInfo.processInfo.environment["SEGUE_CODEC_SEED"].flatMap(UInt64.init)
            ?? UInt64.random(in: 0...UInt64.max)
        print("\(test) seed: \(seed) (replay with SEGUE_CODEC_SEED=\(seed))")
        return seed
    }
}
