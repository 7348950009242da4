import Foundation
import OpenUIKit
import SegueRaster

/// Where a bounded offscreen bitmap sits on the device: device pixel `(x, y)` is offscreen pixel
/// `(x − box.x, y − box.y)`.
///
/// While code draws into an offscreen, the compositor's ``LayerCompositor/project(_:_:)`` and
/// ``LayerCompositor/layerToDevice(_:)`` already give offscreen pixels for the same layer matrices
/// (the integer offset is subtracted after projecting, so edges land on exactly the same subpixel
/// positions as on the device); clips made outside are moved in with ``place(_:)``.
struct OffscreenPlacement {
    /// The device rectangle the offscreen covers (in the coordinates of the bitmap it is
    /// composited onto).
    let box: PixelRect

    /// A device clip moved into offscreen pixels (the mask's bytes are shared, not copied).
    func place(_ clip: RasterClip) -> RasterClip {
        var c = clip
        c.rect = c.rect.map {
            PixelRect(x: $0.x - box.x, y: $0.y - box.y, width: $0.width, height: $0.height)
        }
        if c.mask != nil {
            c.mask!.originX -= box.x
            c.mask!.originY -= box.y
        }
        return c
    }
}

extension LayerCompositor {
    /// The part of a `width × height` device an offscreen needs: `bounds` (device pixels, `nil` for
    /// unknown) grown by `margin` pixels, inside `clip` and the device. Empty when nothing can show.
    static func offscreenBox(
        bounds: CGRect?, margin: Int = 2, clip: RasterClip, width: Int, height: Int
    ) -> PixelRect {
        let visible = clip.box(width: width, height: height)
        guard let bounds else { return visible }
        let r = PixelRect(enclosing: bounds)
        guard !r.isEmpty else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        return PixelRect(
            x: r.x - margin, y: r.y - margin, width: r.width + 2 * margin,
            height: r.height + 2 * margin
        )
        .intersection(visible)
    }

    /// Renders `draw` into a transparent offscreen covering `box` (device pixels) and returns it.
    ///
    /// `draw` gets the offscreen and its placement; it draws with the same layer matrices as on the
    /// device and moves clips made outside with the placement.
    /// With `recording`, the offscreen is a recording bitmap (see ``DisplayList``): use it when it
    /// is only composited onto a recording destination, never when its pixels are read.
    func renderOffscreen(
        box: PixelRect, recording: Bool = false, _ draw: (inout Bitmap, OffscreenPlacement) -> Void
    ) -> Bitmap {
        var offscreen =
            recording
            ? Bitmap(recordingWidth: box.width, height: box.height)
            : Bitmap(width: box.width, height: box.height)
        guard !box.isEmpty else { return offscreen }
        let saved = origin
        origin = (saved.x + box.x, saved.y + box.y)
        draw(&offscreen, OffscreenPlacement(box: box))
        origin = saved
        return offscreen
    }

    /// Draws `source` over `bitmap` pixel for pixel with an opacity and clip (a full-frame source).
    func composite(_ source: Bitmap, onto bitmap: inout Bitmap, opacity: CGFloat, clip: RasterClip)
    {
        composite(
            source, at: PixelRect(x: 0, y: 0, width: source.width, height: source.height),
            onto: &bitmap,
            opacity: opacity, clip: clip)
    }

    /// Draws `source`, whose pixel `(0, 0)` sits at device `(box.x, box.y)`, over `bitmap`
    /// source-over, row by row: each pixel is scaled by `opacity` (as a byte) and the clip coverage,
    /// the same bytes as filling the box with `source` as an image paint.
    func composite(
        _ source: Bitmap, at box: PixelRect, onto bitmap: inout Bitmap, opacity: CGFloat,
        clip: RasterClip
    ) {
        precondition(
            source.width == box.width && source.height == box.height,
            "Offscreen size does not match its box")
        let k = UInt32(opacityByte(opacity))
        let region = box.intersection(clip.box(width: bitmap.width, height: bitmap.height))
        guard k > 0, !region.isEmpty else { return }
        let operation = DisplayList.Composite(
            group: source.recorder, image: source.recorder == nil ? source : nil,
            box: box, region: region, k: k, mask: clip.mask)
        if let recorder = bitmap.recorder {
            recorder.recordComposite(operation)
            return
        }
        let pixels = source.recorder?.rendered() ?? source
        let width = bitmap.width
        let scratch = SpanScratch(width: region.width)
        defer { scratch.deallocate() }
        bitmap.pixels.withUnsafeMutableBytes { dst in
            pixels.pixels.withUnsafeBytes { src in
                guard let dstBase = dst.baseAddress, let srcBase = src.baseAddress else { return }
                for y in region.y..<region.maxY {
                    DisplayList.compositeRow(
                        dstBase + (y * width + region.x) * 4,
                        source: srcBase + ((y - box.y) * box.width + region.x - box.x) * 4,
                        x: region.x, count: region.width, y: y, operation, scratch: scratch)
                }
            }
        }
    }
}
