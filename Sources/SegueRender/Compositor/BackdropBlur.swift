import Foundation
import SegueRaster

/// The Gaussian blur of a visual-effect view's backdrop, with the view's tint composited over it.
///
/// Like ``GaussianBlur`` it runs three box passes per axis whose combined variance is `sigma²`,
/// in `Float`, O(pixels) whatever the radius; unlike it, pixels beyond the sampled region repeat
/// the edge pixel (clamp-to-edge, as Core Image's blur of a backdrop at the screen edge), so a
/// blur at the edge of the screen neither darkens nor turns transparent. Rows (horizontal passes)
/// and strips of columns (vertical passes) are shared among threads; every output value is
/// computed by the same operations in the same order whoever computes it, so the bytes do not
/// depend on the thread count.
package enum BackdropBlur {
    /// Blurs `pixels` (premultiplied RGBA8, `width × height`) with standard deviation `sigma`
    /// pixels, then composites `tint` (premultiplied, 0…1 components) source-over; in place.
    package static func apply(
        _ pixels: inout [UInt8], width: Int, height: Int, sigma: Double,
        tint: SIMD4<Float>, threads: Int
    ) {
        guard width > 0, height > 0, pixels.count == width * height * 4 else { return }
        let widths = GaussianBlur.boxWidths(sigma: sigma)
        var plane = [Float](unsafeUninitializedCapacity: pixels.count) { buffer, n in
            for i in 0..<pixels.count { buffer[i] = Float(pixels[i]) }
            n = pixels.count
        }
        var scratch = [Float](repeating: 0, count: plane.count)
        let workers = max(1, threads)
        plane.withUnsafeMutableBufferPointer { a in
            scratch.withUnsafeMutableBufferPointer { b in
                var src = Planes(a.baseAddress!)
                var dst = Planes(b.baseAddress!)
                let rows = (height + rowBand - 1) / rowBand
                for w in widths {
                    let r = (w - 1) / 2
                    let (s, d) = (src, dst)
                    _ = InterleavedWork.map(count: rows, workers: workers, makeState: {}) { _, i in
                        for y in i * rowBand..<min(height, (i + 1) * rowBand) {
                            horizontalBox(s.base, d.base, y: y, width: width, radius: r)
                        }
                    }
                    swap(&src, &dst)
                }
                let rowLength = width * 4
                let strips = (rowLength + columnStrip - 1) / columnStrip
                for w in widths {
                    let r = (w - 1) / 2
                    let (s, d) = (src, dst)
                    _ = InterleavedWork.map(count: strips, workers: workers, makeState: {}) {
                        _, i in
                        verticalBox(
                            s.base, d.base,
                            columns: i
                                * columnStrip..<min(
                                    rowLength, (i + 1) * columnStrip),
                            rowLength: rowLength, height: height, radius: r)
                    }
                    swap(&src, &dst)
                }
                if src.base != a.baseAddress! {
                    a.baseAddress!.update(from: src.base, count: a.count)
                }
            }
        }
        // Tint source-over, back to bytes, colour channels kept at or under alpha.
        let keep = 1 - tint[3]
        let t = tint * 255
        for i in Swift.stride(from: 0, to: pixels.count, by: 4) {
            let a = min(255, max(0, t[3] + plane[i + 3] * keep) + 0.5)
            let a8 = UInt8(a)
            pixels[i + 3] = a8
            for c in 0..<3 {
                let v = min(255, max(0, t[c] + plane[i + c] * keep) + 0.5)
                pixels[i + c] = min(UInt8(v), a8)
            }
        }
    }

    /// Rows per unit of work in the horizontal passes.
    static let rowBand = 16
    /// Floats (four per pixel) per strip of columns in the vertical passes.
    static let columnStrip = 256

    /// `dst[x] = mean(src[x − r … x + r])` along row `y`, edge pixels repeated beyond the ends;
    /// the four channels of a pixel at once.
    private static func horizontalBox(
        _ src: UnsafeMutablePointer<Float>, _ dst: UnsafeMutablePointer<Float>,
        y: Int, width: Int, radius r: Int
    ) {
        let scale = SIMD4<Float>(repeating: 1 / Float(2 * r + 1))
        // Unaligned loads and stores: the planes are only guaranteed `Float` alignment.
        let s = UnsafeRawPointer(src + y * width * 4)
        let d = UnsafeMutableRawPointer(dst + y * width * 4)
        let stride = MemoryLayout<SIMD4<Float>>.stride
        func at(_ x: Int) -> SIMD4<Float> {
            s.loadUnaligned(fromByteOffset: x * stride, as: SIMD4<Float>.self)
        }
        let last = width - 1
        var sum = Float(r + 1) * at(0)
        if r > 0 {
            for k in 1...r { sum += at(min(k, last)) }
        }
        for x in 0..<width {
            d.storeBytes(of: sum * scale, toByteOffset: x * stride, as: SIMD4<Float>.self)
            sum += at(min(x + r + 1, last)) - at(max(x - r, 0))
        }
    }

    /// The same down the floats `columns` of every row, one running sum per float.
    private static func verticalBox(
        _ src: UnsafeMutablePointer<Float>, _ dst: UnsafeMutablePointer<Float>,
        columns: Range<Int>, rowLength: Int, height: Int, radius r: Int
    ) {
        let scale = 1 / Float(2 * r + 1)
        let last = height - 1
        var sums = [Float](repeating: 0, count: columns.count)
        sums.withUnsafeMutableBufferPointer { sum in
            let c0 = columns.lowerBound
            for i in 0..<columns.count { sum[i] = Float(r + 1) * src[c0 + i] }
            if r > 0 {
                for k in 1...r {
                    let row = src + min(k, last) * rowLength + c0
                    for i in 0..<columns.count { sum[i] += row[i] }
                }
            }
            for y in 0..<height {
                let d = dst + y * rowLength + c0
                for i in 0..<columns.count { d[i] = sum[i] * scale }
                let incoming = src + min(y + r + 1, last) * rowLength + c0
                let outgoing = src + max(y - r, 0) * rowLength + c0
                for i in 0..<columns.count { sum[i] += incoming[i] - outgoing[i] }
            }
        }
    }
}

/// A float plane shared by the blur's workers: each writes only its own rows or columns of the
/// destination, and reads a source no one writes during the pass.
private struct Planes: @unchecked Sendable {
    let base: UnsafeMutablePointer<Float>
    init(_ base: UnsafeMutablePointer<Float>) { self.base = base }
}
