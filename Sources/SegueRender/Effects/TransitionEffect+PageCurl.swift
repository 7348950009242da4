import Foundation
import OpenUIKit
import SegueRaster

extension TransitionEffect {
    /// Opacity of the back of the page (the old content seen through the paper).
    static let curlBackOpacity = 0.92
    /// How much of the back's colour is white: the content shows only faintly through.
    static let curlBackWhiteness = 0.78
    /// Darkness of the curl's shadow on the revealed content, next to the cylinder.
    static let curlShadowOpacity = 0.4
    /// Width of the shadow, in cylinder radii past the curl's edge.
    static let curlShadowWidth = 1.5

    /// UIKit's page curls (private types `"pageCurl"` and `"pageUnCurl"`), drawn per pixel.
    ///
    /// `pageCurl` (`.transitionCurlUp`): the old content is a page that lifts from the subtype's
    /// edge (nil: the bottom) and rolls up around a cylinder towards the opposite edge, revealing
    /// the new content lying underneath; see ``PageCurlGeometry`` for the tilt and radius.
    /// `pageUnCurl` (`.transitionCurlDown`) is the same motion backwards with the new content as
    /// the page: it comes down from the far edge and uncurls flat over the old content.
    ///
    /// Each device pixel is mapped back to the layer plane (inverse homography of `matrix`), the
    /// curl is solved there, and the `before` / `after` images are sampled where the page points
    /// land. Front of the page: the content, shaded by the cylinder's tilt. Back: the content
    /// mirrored (as the geometry gives it), mostly white and slightly transparent. The revealed
    /// content gets a soft shadow next to the cylinder, fading out over the last fifth of the
    /// motion so p = 1 is exactly the new content. The page is its content: where that is
    /// transparent, what lies beneath shows through (as any layer does). Pixels where the
    /// sheets change (judged at the pixel's corners and centre) are supersampled (4 rotated-grid
    /// samples) for anti-aliased edges. The curl is clipped to the layer's bounds: the
    /// turned-over corner never sticks out past them.
    ///
    /// For `UIModalTransitionStyle.partialCurl`, run `pageCurl` with `endProgress = 0.6` and a
    /// forwards fill: the page stays curled over the top part of the screen.
    @MainActor
    func drawPageCurl(
        before: Bitmap, after: Bitmap, into bitmap: inout Bitmap, compositor c: LayerCompositor
    ) {
        let uncurl = type == .pageUnCurl
        let p = uncurl ? 1 - clampedProgress : clampedProgress
        let page = uncurl ? after : before
        let under = uncurl ? before : after
        // The curl is solved in the source images' pixel space (device shifted by `sourceOrigin`).
        let toDevice = deviceToSource.concatenating(after: c.layerToDevice(matrix))
        guard bounds.width > 0, bounds.height > 0, let inverse = toDevice.inverted,
            let centre = toDevice.apply(Double(bounds.midX), Double(bounds.midY))
        else { return }
        let toLayer = Self.oriented(inverse, positiveAt: centre.x, centre.y)
        let geometry = PageCurlGeometry(
            bounds: bounds, edge: subtype, progress: p, margin: 1 / Double(scale))
        let quad = c.project(Self.corners(of: bounds), sourceMatrix)
        let box = PixelRect(enclosing: LayerCompositor.boundingBox(quad).insetBy(dx: -1, dy: -1))
            .intersection(PixelRect(x: 0, y: 0, width: page.width, height: page.height))
        guard !box.isEmpty else { return }
        let shade = CurlShader(
            geometry: geometry, toLayer: toLayer, toDevice: toDevice,
            scale: Double(scale), shadowFade: min(1, 5 * (1 - p)))
        var out = Bitmap(width: page.width, height: page.height)
        page.pixels.withUnsafeBytes { pageBytes in
            under.pixels.withUnsafeBytes { underBytes in
                out.pixels.withUnsafeMutableBytes { dst in
                    let work = CurlRows(
                        shade: shade, box: box, width: page.width,
                        page: ImageSampler(
                            source: pageBytes.baseAddress, width: page.width,
                            height: page.height, mapping: .identity),
                        under: ImageSampler(
                            source: underBytes.baseAddress, width: under.width,
                            height: under.height, mapping: .identity),
                        destination: dst.baseAddress!)
                    work.run(threads: c.threads)
                }
            }
        }
        let clip = c.clipping(
            RasterClip(), to: layerQuad(c), width: bitmap.width, height: bitmap.height)
        drawSource(out, into: &bitmap, clip: clip, compositor: c)
    }
}

/// The page curl's per-pixel work over a box of rows, in bands of rows that threads share.
///
/// `@unchecked Sendable`: the shader and samplers only read (the images outlive the call, which
/// returns after every band is done), and each band writes only its own rows of `destination`.
private struct CurlRows: @unchecked Sendable {
    let shade: CurlShader
    let box: PixelRect
    /// Pixels per row of the destination.
    let width: Int
    let page: ImageSampler, under: ImageSampler
    let destination: UnsafeMutableRawPointer

    /// Rows per band: small enough that both threads get curled and flat rows alike.
    static let bandHeight = 32

    /// Colours every pixel of the box, band by band on up to `threads` threads (the bytes do not
    /// depend on it).
    func run(threads: Int) {
        let bands = (box.height + Self.bandHeight - 1) / Self.bandHeight
        _ = InterleavedWork.map(count: bands, workers: threads, makeState: {}) { _, b in
            let top = box.y + b * Self.bandHeight
            shadeRows(top..<min(box.maxY, top + Self.bandHeight))
        }
    }

    /// Colours `rows` of the box. Sheet signatures are taken at the pixel-corner grid, two rows
    /// at a time (each corner is shared by four pixels).
    func shadeRows(_ rows: Range<Int>) {
        let gridWidth = box.width + 1
        var upper = (0..<gridWidth).map {
            shade.signature(Double(box.x + $0), Double(rows.lowerBound))
        }
        var lower = upper
        for y in rows {
            for i in 0..<gridWidth { lower[i] = shade.signature(Double(box.x + i), Double(y + 1)) }
            for x in box.x..<box.maxX {
                let i = x - box.x
                let colour = shade.pixel(
                    x, y, corners: (upper[i], upper[i + 1], lower[i], lower[i + 1]),
                    page: page, under: under)
                destination.storeBytes(
                    of: colour, toByteOffset: (y * width + x) * 4, as: UInt32.self)
            }
            swap(&upper, &lower)
        }
    }
}
