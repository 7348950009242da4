// Stand-in for the compositor's `PixelRect` (Sources/SegueRender/Compositor/CoverageSpan.swift),
// which needs the rest of the compositor; the codecs use only this much of it. Fuzz/run.sh and
// Benchmarks/gif/measure.sh compile it with the codec sources outside the package.
struct PixelRect: Equatable {
    var x: Int, y: Int, width: Int, height: Int
    var isEmpty: Bool { width <= 0 || height <= 0 }
}
