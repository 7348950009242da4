// Stand-ins for the two compositor types `Bitmap` (Sources/SegueRender/Compositor/Bitmap.swift)
// names besides pixels: the recording `DisplayList` and `PremultipliedColor`. The real ones need the
// whole compositor and OpenUIKit; the GIF benchmark only builds plain pixel bitmaps, so these hold
// just what Bitmap.swift touches. Compiled with the codec sources by measure.sh and Fuzz/run.sh.
package final class DisplayList: Sendable {
    package init(width: Int, height: Int) {}
}

package struct PremultipliedColor: Sendable, Hashable {
    package var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    /// The bytes r, g, b, a in memory order, as one little-endian word.
    package var packed: UInt32 { UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24 }
}
