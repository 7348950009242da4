import Foundation

extension UIImage {
    /// Draws the image scaled to fill `rect` (points) in the current context, upright, as
    /// UIKit's `draw(in:)`; does nothing outside drawing.
    ///
    /// An image from `withTintColor(_:)` draws in its colour; a template image draws its own
    /// colours (UIKit tints templates only in views). `.upMirrored` draws mirrored left to right.
    /// A resizable image is drawn nine-sliced: its caps unscaled, the rest tiled or stretched by
    /// its `resizingMode`. A system symbol image draws nothing here (it has no bitmap).
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(),
            let bitmap = displayedCGImage(tintColor: nil)
        else { return }
        context.saveGState()
        defer { context.restoreGState() }
        if imageOrientation == .upMirrored {
            context.translateBy(x: rect.minX + rect.maxX, y: 0)
            context.scaleBy(x: -1, y: 1)
        }
        if isResizable {
            NineSlice.record(
                bitmap, scale: scale, capInsets: capInsets, mode: resizingMode, in: rect,
                into: context)
        } else {
            context.recordImage(bitmap, in: rect, flipped: false)
        }
    }

    /// Draws the image at its size in points with its top-left corner at `point`, as UIKit's
    /// `draw(at:)`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
}
