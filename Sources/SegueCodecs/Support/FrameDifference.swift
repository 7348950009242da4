import Foundation

/// Where two same-size frames differ, for the encoders that only redraw what changed.
enum FrameDifference {
    /// The bounding box of the pixels whose premultiplied RGBA bytes differ between `a` and `b`,
    /// or an empty rectangle when the frames are identical.
    static func changedBounds(_ a: RGBAImage, _ b: RGBAImage) -> PixelRect {
        let w = a.width
        let h = a.height
        guard w > 0, h > 0, !sharesPixels(a, b) else {
            return PixelRect(x: 0, y: 0, width: 0, height: 0)
        }
        return a.pixels.withUnsafeBytes { pa in
            b.pixels.withUnsafeBytes { pb in
                func differs(_ i: Int) -> Bool {
                    pa.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
                        != pb.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
                }
                var minX = w
                var maxX = -1
                var minY = h
                var maxY = -1
                for y in 0..<h {
                    let row = y * w
                    // Most rows are identical: let memcmp (vectorised) rule them out first.
                    if memcmp(pa.baseAddress! + row * 4, pb.baseAddress! + row * 4, w * 4) == 0 {
                        continue
                    }
                    var first = -1
                    for x in 0..<w where differs(row + x) {
                        first = x
                        break
                    }
                    if first < 0 { continue }
                    var last = first
                    var x = w - 1
                    while x > first {
                        if differs(row + x) {
                            last = x
                            break
                        }
                        x -= 1
                    }
                    if minY == h { minY = y }
                    maxY = y
                    minX = min(minX, first)
                    maxX = max(maxX, last)
                }
                if maxY < 0 { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
                return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
            }
        }
    }

    /// Whether `a` and `b` are the same pixel buffer (a frame appended again, as the recorder does
    /// for a still scene): then they are equal without looking at a pixel.
    static func sharesPixels(_ a: RGBAImage, _ b: RGBAImage) -> Bool {
        a.width == b.width && a.height == b.height
            && a.pixels.withUnsafeBufferPointer { p in
                b.pixels.withUnsafeBufferPointer { q in
                    p.baseAddress == q.baseAddress && p.count == q.count
                }
            }
    }
}
