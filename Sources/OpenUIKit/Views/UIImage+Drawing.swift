import Foundation

extension UIImage {
    /// Draws the image scaled to fill `rect` (points) in the current context, upright, as
    /// UIKit's `draw(in:)`; does nothing outside drawing. Drawn with the context's blend mode and
    /// alpha.
    ///
    /// An image from `withTintColor(_:)` draws in its colour; a template image draws its own
    /// colours (UIKit tints templates only in views). `.upMirrored` draws mirrored left to right.
    /// A resizable image is drawn nine-sliced: its caps unscaled, the rest tiled or stretched by
    /// its `resizingMode`. A system symbol draws its outline scaled to `rect`, in black, or in the
    /// colour `withTintColor(_:)` gave it (UIKit: "an image that always uses the specified tint
    /// colour").
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if let symbol = symbolName.flatMap(SymbolGlyph.named) {
            drawSymbol(symbol, in: rect, into: context)
            return
        }
        guard let bitmap = displayedCGImage(tintColor: nil) else { return }
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

    /// Draws the image scaled to fill `rect` (points), combined with what the context holds by
    /// `blendMode`, at `alpha` (0…1), as UIKit's
    /// `draw(in:blendMode:alpha:)`; the context's blend mode and alpha are left as they were.
    /// Every `CGBlendMode` applies (Behaviour-raster.md, "Blend modes").
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(in: rect)
    }

    /// Draws the image at its size in points with its top-left corner at `point`, combined by
    /// `blendMode` at `alpha`, as UIKit's `draw(at:blendMode:alpha:)`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws a system symbol's outline, drawn in its 24 × 24 pt box, scaled to `rect`: filled,
    /// or stroked with round caps and joins as a tab bar draws it, the stroke widened or
    /// narrowed by the configured weight (a filled shape heavier than regular also stroked).
    private func drawSymbol(_ symbol: SymbolGlyph, in rect: CGRect, into context: CGContext) {
        guard rect.width > 0, rect.height > 0 else { return }
        let color = (fixedTintColor ?? .black).cgColor
        context.saveGState()
        defer { context.restoreGState() }
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / SymbolGlyph.side, y: rect.height / SymbolGlyph.side)
        context.beginPath()
        context.addPath(symbol.path)
        let weight = SymbolGlyph.strokeFactor(for: symbolConfiguration?.weight)
        if symbol.filled {
            context.setFillColor(color)
            guard weight > 1 else {
                context.fillPath()
                return
            }
            // Heavier than regular: the filled shape grows by a stroke along its edge.
            context.setStrokeColor(color)
            context.setLineWidth(symbol.lineWidth * (weight - 1))
            context.setLineJoin(.round)
            context.fillPath()
            context.beginPath()
            context.addPath(symbol.path)
            context.strokePath()
        } else {
            context.setStrokeColor(color)
            context.setLineWidth(symbol.lineWidth * weight)
            context.setLineCap(.round)
            context.setLineJoin(.round)
            context.strokePath()
        }
    }
}
