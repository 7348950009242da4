import Foundation

extension SpanBlender {
    /// The 16 bytes of four pixels as two 64-bit words: compared in general registers, which is
    /// cheaper than comparing SIMD vectors lane by lane.
    struct Quad: Equatable {
        var low: UInt64 = 0
        var high: UInt64 = 0

        /// Four transparent pixels.
        init() {}

        /// The four pixels at `pixels`.
        @inline(__always)
        init(_ pixels: UnsafeRawPointer) {
            low = pixels.loadUnaligned(as: UInt64.self)
            high = pixels.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        }

        /// Whether all four pixels are transparent (all bytes 0).
        @inline(__always)
        var isZero: Bool { low | high == 0 }

        @inline(__always)
        static func == (a: Quad, b: Quad) -> Bool {
            (a.low ^ b.low) | (a.high ^ b.high) == 0
        }
    }
}
