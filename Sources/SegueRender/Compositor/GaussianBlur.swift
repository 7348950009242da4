import Foundation
import SegueRaster

/// Gaussian blur of coverage masks and bitmaps, for layer shadows.
///
/// Approximated by three successive box blurs per axis whose widths are chosen so the combined
/// variance equals `sigma²` (Kovesi's "fast almost-Gaussian filtering"); odd widths keep the
/// kernel centred, so a centred impulse stays symmetric. Pixels beyond the buffer count as
/// transparent and the result keeps the buffer's size, so callers leave a margin of
/// ``margin(sigma:)`` pixels around the shape; inside it the total mass is preserved up to the
/// final 8-bit rounding. Work is in `Float`, O(pixels) whatever the radius.
package enum GaussianBlur {
    /// The standard deviation in device pixels for `CALayer.shadowRadius` at `scale`.
    ///
    /// Core Animation does not document the meaning; the design tools' conversion (Sketch/Figma
    /// blur, which follows CSS where the blur radius is `2σ`, exported as `shadowRadius = blur / 2`)
    /// implies `σ = shadowRadius`. So σ = `shadowRadius × scale` pixels.
    package static func sigma(forShadowRadius radius: CGFloat, scale: CGFloat) -> Double {
        let r = Double(radius * scale)
        return r.isFinite && r > 0 ? r : 0
    }

    /// Pixels of blur spread beyond a shape: `⌈3σ⌉` (plus the box rounding), enough to hold
    /// all but 0.3 % of the mass.
    package static func margin(sigma: Double) -> Int {
        guard sigma > 0 else { return 0 }
        return boxWidths(sigma: sigma).reduce(0) { $0 + ($1 - 1) / 2 }
    }

    /// The three odd box widths whose successive application has variance `sigma²`.
    package static func boxWidths(sigma: Double, passes: Int = 3) -> [Int] {
        guard sigma > 0, sigma.isFinite else { return [] }
        let n = Double(passes)
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(1, lower)
        let upper = lower + 2
        let l = Double(lower)
        let m = Int(((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded())
        return (0..<passes).map { $0 < m ? lower : upper }
    }

    /// Blurs a coverage mask in place with standard deviation `sigma` pixels.
    package static func blur(_ mask: inout CoverageMask, sigma: Double) {
        let widths = boxWidths(sigma: sigma)
        guard !widths.isEmpty, mask.width > 0, mask.height > 0 else { return }
        var plane = mask.bytes.map { Float($0) }
        blurPlane(&plane, width: mask.width, height: mask.height, channels: 1, widths: widths)
        for i in 0..<plane.count { mask.bytes[i] = UInt8(min(255, max(0, plane[i] + 0.5))) }
    }

    /// Blurs every channel of a premultiplied bitmap in place (so colours stay premultiplied).
    package static func blur(_ bitmap: inout Bitmap, sigma: Double) {
        let widths = boxWidths(sigma: sigma)
        guard !widths.isEmpty, bitmap.width > 0, bitmap.height > 0 else { return }
        var plane = bitmap.pixels.map { Float($0) }
        blurPlane(&plane, width: bitmap.width, height: bitmap.height, channels: 4, widths: widths)
        for i in 0..<plane.count { bitmap.pixels[i] = UInt8(min(255, max(0, plane[i] + 0.5))) }
        // Rounding may leave a colour channel a hair above alpha; keep it premultiplied.
        for i in Swift.stride(from: 0, to: bitmap.pixels.count, by: 4) {
            let a = bitmap.pixels[i + 3]
            bitmap.pixels[i] = min(bitmap.pixels[i], a)
            bitmap.pixels[i + 1] = min(bitmap.pixels[i + 1], a)
            bitmap.pixels[i + 2] = min(bitmap.pixels[i + 2], a)
        }
    }

    /// Box passes over an interleaved float plane: all horizontal passes, then all vertical ones.
    static func blurPlane(
        _ plane: inout [Float], width: Int, height: Int, channels: Int, widths: [Int]
    ) {
        var scratch = [Float](repeating: 0, count: plane.count)
        plane.withUnsafeMutableBufferPointer { a in
            scratch.withUnsafeMutableBufferPointer { b in
                var src = a.baseAddress!
                var dst = b.baseAddress!
                for w in widths {
                    horizontalBox(
                        src, dst, width: width, height: height, channels: channels,
                        radius: (w - 1) / 2)
                    swap(&src, &dst)
                }
                for w in widths {
                    verticalBox(
                        src, dst, width: width, height: height, channels: channels,
                        radius: (w - 1) / 2)
                    swap(&src, &dst)
                }
                if src != a.baseAddress! { a.baseAddress!.update(from: src, count: a.count) }
            }
        }
    }

    /// `dst[x] = mean(src[x − r … x + r])` along rows, zeros beyond the edges.
    private static func horizontalBox(
        _ src: UnsafeMutablePointer<Float>, _ dst: UnsafeMutablePointer<Float>,
        width: Int, height: Int, channels: Int, radius r: Int
    ) {
        let scale = 1 / Float(2 * r + 1)
        let rowLength = width * channels
        for y in 0..<height {
            let s = src + y * rowLength
            let d = dst + y * rowLength
            for c in 0..<channels {
                var sum: Float = 0
                for x in 0..<min(r, width) { sum += s[x * channels + c] }
                for x in 0..<width {
                    let incoming = x + r
                    let outgoing = x - r - 1
                    if incoming < width { sum += s[incoming * channels + c] }
                    if outgoing >= 0 { sum -= s[outgoing * channels + c] }
                    d[x * channels + c] = sum * scale
                }
            }
        }
    }

    /// The same along columns, keeping one running sum per column so rows are read in order.
    private static func verticalBox(
        _ src: UnsafeMutablePointer<Float>, _ dst: UnsafeMutablePointer<Float>,
        width: Int, height: Int, channels: Int, radius r: Int
    ) {
        let scale = 1 / Float(2 * r + 1)
        let rowLength = width * channels
        var sums = [Float](repeating: 0, count: rowLength)
        sums.withUnsafeMutableBufferPointer { sum in
            for y in 0..<min(r, height) {
                let s = src + y * rowLength
                for i in 0..<rowLength { sum[i] += s[i] }
            }
            for y in 0..<height {
                let incoming = y + r
                let outgoing = y - r - 1
                if incoming < height {
                    let s = src + incoming * rowLength
                    for i in 0..<rowLength { sum[i] += s[i] }
                }
                if outgoing >= 0 {
                    let s = src + outgoing * rowLength
                    for i in 0..<rowLength { sum[i] -= s[i] }
                }
                let d = dst + y * rowLength
                for i in 0..<rowLength { d[i] = sum[i] * scale }
            }
        }
    }
}
