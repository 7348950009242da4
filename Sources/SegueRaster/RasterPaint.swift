import Foundation
import OpenQuartzCore
import SegueCodecs

/// What fills the covered pixels: a solid colour, a gradient or an image.
package enum RasterPaint: Sendable {
    /// One premultiplied colour everywhere.
    case solid(PremultipliedColor)
    /// A linear or radial colour ramp (see ``RasterGradient``).
    case gradient(RasterGradient)
    /// A premultiplied bitmap sampled bilinearly; `mapping` takes device pixel positions to source
    /// pixel positions (the inverse of where the image is drawn). Use
    /// `Bitmap(width:height:premultipliedPixels:)` to wrap raw premultiplied RGBA bytes.
    case image(Bitmap, mapping: ProjectiveTransform)
}

/// Where painting is allowed, beyond the destination's bounds.
package struct RasterClip: Sendable {
    /// Pixels outside this rectangle are left alone.
    package var rect: PixelRect?
    /// Coverage multiplied into every painted pixel (0 outside the mask).
    package var mask: CoverageMask?

    package init(rect: PixelRect? = nil, mask: CoverageMask? = nil) {
        self.rect = rect
        self.mask = mask
    }

    /// The box painting is limited to inside a destination of `size`.
    package func box(width: Int, height: Int) -> PixelRect {
        var box = PixelRect(x: 0, y: 0, width: width, height: height)
        if let rect { box = box.intersection(rect) }
        if let mask { box = box.intersection(mask.bounds) }
        return box
    }
}
