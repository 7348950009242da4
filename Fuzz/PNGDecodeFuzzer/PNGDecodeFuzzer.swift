// libFuzzer harness for `RGBAImage(pngData:)`: the `PNGDecodeFuzzer` target, on SegueCodecs.
// Fuzz/build.sh (for Fuzz/run.sh and Fuzz/smoke.sh) builds it with coverage and AddressSanitizer,
// `-sanitize=fuzzer,address`, and `-DSEGUE_LIBFUZZER` (libFuzzer then supplies `main`); a plain
// `swift build` gives the replay tool in Replay.swift instead.
//
// Mutated bytes almost never keep valid CRCs, which would stop the fuzzer at the CRC check, so
// the harness first rewrites each complete chunk's CRC (the CRC check itself is unit-tested).
// Inputs whose last byte is odd are in "raw" mode: their IDAT payloads hold uncompressed scanlines,
// which the harness compresses first, so mutations reach the filters and sample unpacking instead
// of dying in zlib. (The decoder ignores bytes after IEND, so the mode byte does not disturb it.)
//
// Any input must either throw a PNGError or decode; a decoded image must survive a PNG round trip
// unchanged (decoded pixels are always valid premultiplied RGBA, which our encoder preserves).
import Foundation
import SegueCodecs

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecode(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    checkDecoding(FuzzInput.prepared(bytes))
    return 0
}

/// Decodes `png`, trapping unless it throws a `PNGError` or decodes to a consistent image that
/// survives a PNG round trip (for images up to 65,536 pixels).
func checkDecoding(_ png: [UInt8]) {
    do {
        let image = try RGBAImage(pngData: Data(png))
        precondition(image.pixels.count == image.width * image.height * 4, "pixel buffer size")
        if image.width * image.height <= 1 << 16 {
            let again = try RGBAImage(pngData: image.pngData())
            precondition(again == image, "PNG round trip changed a decoded image")
        }
    } catch is PNGError {
        // Expected for malformed input.
    } catch {
        preconditionFailure("unexpected error type: \(error)")
    }
}
