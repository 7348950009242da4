import Foundation

/// Drawing a resizable image (UIKit's cap insets) into a rectangle of any size: the corners
/// unscaled, the edges stretched or tiled along their length, the centre both ways.
enum NineSlice {
    /// Records `bitmap` (an image of `scale` pixels per point) into `rect` (points, user space
    /// of `context`), nine-sliced by `capInsets` (points) and `mode`.
    ///
    /// Caps wider (taller) than the image are cut to it; when `rect` is narrower (shorter) than
    /// the two caps together, both are scaled down in proportion to fit (choice: Apple does not
    /// say). A tile starts at the top-left of its part and the last one is cut at the far edge.
    static func record(
        _ bitmap: CGImage, scale: CGFloat, capInsets: UIEdgeInsets, mode: UIImage.ResizingMode,
        in rect: CGRect, into context: CGContext
    ) {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0, scale > 0 else { return }
        let size = CGSize(
            width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
        let columns = spans(
            length: size.width, low: capInsets.left, high: capInsets.right, from: rect.minX,
            to: rect.maxX)
        let rows = spans(
            length: size.height, low: capInsets.top, high: capInsets.bottom, from: rect.minY,
            to: rect.maxY)
        for (j, row) in rows.enumerated() {
            for (i, column) in columns.enumerated() {
                let source = CGRect(
                    x: column.source.lowerBound, y: row.source.lowerBound,
                    width: column.source.upperBound - column.source.lowerBound,
                    height: row.source.upperBound - row.source.lowerBound)
                let destination = CGRect(
                    x: column.destination.lowerBound, y: row.destination.lowerBound,
                    width: column.destination.upperBound - column.destination.lowerBound,
                    height: row.destination.upperBound - row.destination.lowerBound)
                guard source.width > 0, source.height > 0, destination.width > 0,
                    destination.height > 0,
                    let piece = bitmap.cropping(
                        to: CGRect(
                            x: (source.minX * scale).rounded(), y: (source.minY * scale).rounded(),
                            width: (source.width * scale).rounded(),
                            height: (source.height * scale).rounded()))
                else { continue }
                let tilesAcross = mode == .tile && i == 1
                let tilesDown = mode == .tile && j == 1
                guard tilesAcross || tilesDown else {
                    context.recordImage(piece, in: destination, flipped: false)
                    continue
                }
                let tile = CGSize(
                    width: tilesAcross ? source.width : destination.width,
                    height: tilesDown ? source.height : destination.height)
                guard tile.width * scale >= 0.5, tile.height * scale >= 0.5 else { continue }
                context.saveGState()
                context.clip(to: destination)
                var y = destination.minY
                while y < destination.maxY {
                    var x = destination.minX
                    while x < destination.maxX {
                        context.recordImage(
                            piece, in: CGRect(origin: CGPoint(x: x, y: y), size: tile),
                            flipped: false)
                        x += tile.width
                    }
                    y += tile.height
                }
                context.restoreGState()
            }
        }
    }

    /// The three parts of one axis: the low cap, the middle and the high cap, each as a source
    /// range in the image (points) and a destination range (`from`…`to`).
    private static func spans(
        length: CGFloat, low: CGFloat, high: CGFloat, from: CGFloat, to: CGFloat
    ) -> [(source: ClosedRange<CGFloat>, destination: ClosedRange<CGFloat>)] {
        let low = min(max(low, 0), length)
        let high = min(max(high, 0), length - low)
        let available = to - from
        let shrink = low + high > available && low + high > 0 ? available / (low + high) : 1
        let lowOut = low * shrink
        let highOut = high * shrink
        // Rounding may cross the bounds of an empty middle by an ulp: keep each range ordered.
        func range(_ a: CGFloat, _ b: CGFloat) -> ClosedRange<CGFloat> { a...max(a, b) }
        return [
            (range(0, low), range(from, from + lowOut)),
            (range(low, length - high), range(from + lowOut, to - highOut)),
            (range(length - high, length), range(max(to - highOut, from + lowOut), to)),
        ]
    }
}

extension UIImage {
    /// The image's pixels drawn into `size` points at its scale: nine-sliced by its cap insets,
    /// coloured as an image view shows it under `tintColor`. Nil for an empty size or no bitmap.
    func nineSlicedCGImage(size: CGSize, tintColor: UIColor?) -> CGImage? {
        guard let shown = displayedCGImage(tintColor: tintColor) else { return nil }
        let bounds = CGRect(origin: .zero, size: size)
        let context = CGContext(recordingBounds: bounds)
        NineSlice.record(
            shown, scale: scale, capInsets: capInsets, mode: resizingMode, in: bounds,
            into: context)
        return DrawingRasterizer.image(
            of: context.recording, bounds: bounds, scale: scale, opaque: false)
    }
}
