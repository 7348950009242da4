import Foundation

/// Where Auto Layout's solution lands on the display: every edge of a view (and of a layout
/// guide) is rounded to the nearest pixel in the layout root's coordinates, halves away from
/// zero, and its frame in its superview is the difference of rounded edges, as UIKit's engine
/// gives frames that are multiples of 1/scale (Docs/Behaviour-devices.md, "The pixel grid").
enum PixelGrid {
    /// `rect`'s edges in whole pixels at `scale`: (minX, minY, maxX, maxY).
    static func edges(of rect: CGRect, scale: CGFloat) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        (
            (rect.minX * scale).rounded(), (rect.minY * scale).rounded(),
            (rect.maxX * scale).rounded(), (rect.maxY * scale).rounded()
        )
    }

    /// The frame of `rect` (in root coordinates) in a parent at `origin` (in root coordinates),
    /// both snapped to the pixel grid of `scale` first; the unsnapped difference when `scale`
    /// is not positive.
    static func frame(of rect: CGRect, in parent: CGRect, scale: CGFloat) -> CGRect {
        guard scale > 0 else {
            return CGRect(
                x: rect.minX - parent.minX, y: rect.minY - parent.minY, width: rect.width,
                height: rect.height)
        }
        let (x0, y0, x1, y1) = edges(of: rect, scale: scale)
        let (px, py, _, _) = edges(of: parent, scale: scale)
        return CGRect(
            x: (x0 - px) / scale, y: (y0 - py) / scale, width: (x1 - x0) / scale,
            height: (y1 - y0) / scale)
    }
}
