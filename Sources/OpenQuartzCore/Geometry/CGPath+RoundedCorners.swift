import Foundation

extension CGPath {
    /// The outline of a layer with `cornerRadius` applied to the corners in `maskedCorners`, as
    /// Core Animation draws a layer's background, border and `masksToBounds` clip.
    ///
    /// The radius is clamped to half the shorter side of `rect` (so a square with a huge radius is
    /// a circle), as Core Animation does; corners not in the mask stay square. A radius of zero or
    /// less, or an empty mask, gives the plain rectangle. Corners are circular arcs (Core
    /// Animation's `.circular` corner curve). The subpath runs like `addRect`: from the top edge
    /// (minY) towards maxX.
    package static func roundedRect(
        _ rect: CGRect, cornerRadius: CGFloat, maskedCorners: CACornerMask,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        var storage = PathStorage()
        guard !rect.isNull else { return CGPath(storage: storage) }
        let r = rect.standardized
        let radius =
            cornerRadius.isFinite ? min(max(cornerRadius, 0), min(r.width, r.height) / 2) : 0
        if radius == 0 || maskedCorners.isEmpty {
            storage.addRect(r, transform: transform)
            return CGPath(storage: storage)
        }
        func corner(_ c: CACornerMask) -> CGSize {
            maskedCorners.contains(c) ? CGSize(width: radius, height: radius) : .zero
        }
        storage.addRoundedRect(
            r, minXMinY: corner(.layerMinXMinYCorner), maxXMinY: corner(.layerMaxXMinYCorner),
            maxXMaxY: corner(.layerMaxXMaxYCorner), minXMaxY: corner(.layerMinXMaxYCorner),
            transform: transform)
        return CGPath(storage: storage)
    }
}
