// libFuzzer harness for `RGBAImage(jpegData:)`, the path of `UIImage(data:)` for JPEG: the
// `JPEGDecodeFuzzer` target, on SegueCodecs. Built like the PNG fuzzer (Fuzz/build.sh: coverage
// and AddressSanitizer, `-DSEGUE_LIBFUZZER`); a plain `swift build` gives the replay tool in
// Replay.swift.
//
// libjpeg-turbo is Debian's build, not instrumented: coverage guides the fuzzer through the
// Swift side (the signature, the header checks, the size limit, the warning/error split) and the
// C library is exercised as a black box, its crashes caught by the signal handler.
//
// Any input must either throw a JPEGError or decode to a consistent opaque image; a decoded image
// of up to 65,536 pixels must encode back to JPEG and decode again to the same size.
import Foundation
import SegueCodecs

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEGDecode(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    checkDecoding(bytes)
    return 0
}

/// Decodes `jpeg`, trapping unless it throws a `JPEGError` or decodes to a consistent image.
func checkDecoding(_ jpeg: [UInt8]) {
    do {
        let image = try RGBAImage(jpegData: Data(jpeg))
        precondition(image.pixels.count == image.width * image.height * 4, "pixel buffer size")
        precondition(
            stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 },
            "a decoded JPEG is opaque")
        if image.width * image.height <= 1 << 16 {
            let again = try RGBAImage(jpegData: image.jpegData(quality: 0.9))
            precondition(
                again.width == image.width && again.height == image.height,
                "a JPEG round trip changed the size")
        }
    } catch {
        // Expected for malformed input: every failure is a JPEGError (the typed throw says so).
    }
}
