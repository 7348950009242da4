// libFuzzer harness for `Bitmap(pngData:)`. Built by Fuzz/run.sh together with the codec sources
// (not part of the Swift package).
//
// Mutated bytes almost never keep valid CRCs, which would stop the fuzzer at the CRC check, so
// the harness first rewrites each complete chunk's CRC (the CRC check itself is unit-tested).
//
// Any input must either throw a PNGError or decode; a decoded image must survive a PNG round trip
// unchanged (decoded pixels are always valid premultiplied RGBA, which our encoder preserves).
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecode(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    fixCRCs(&bytes)
    let input = Data(bytes)
    do {
        let bitmap = try Bitmap(pngData: input)
        precondition(bitmap.pixels.count == bitmap.width * bitmap.height * 4, "pixel buffer size")
        if bitmap.width * bitmap.height <= 1 << 16 {
            let again = try Bitmap(pngData: bitmap.pngData())
            precondition(again == bitmap, "PNG round trip changed a decoded image")
        }
    } catch is PNGError {
        // Expected for malformed input.
    } catch {
        preconditionFailure("unexpected error type: \(error)")
    }
    return 0
}

/// Rewrites the CRC of every complete chunk after the signature, walking chunks as the decoder does.
func fixCRCs(_ bytes: inout [UInt8]) {
    var offset = 8
    while bytes.count - offset >= 12 {
        let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        guard length <= bytes.count - offset - 12 else { return }
        let crc = bytes.withUnsafeBytes { Zlib.crc32(UnsafeRawBufferPointer(rebasing: $0[(offset + 4)..<(offset + 8 + length)])) }
        let at = offset + 8 + length
        bytes[at] = UInt8(crc >> 24); bytes[at + 1] = UInt8((crc >> 16) & 0xFF)
        bytes[at + 2] = UInt8((crc >> 8) & 0xFF); bytes[at + 3] = UInt8(crc & 0xFF)
        offset = at + 4
    }
}
