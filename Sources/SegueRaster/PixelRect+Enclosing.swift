import Foundation
import OpenQuartzCore
import SegueCodecs

// `PixelRect` itself is SegueCodecs' (the encoders crop frames with it).
extension PixelRect {
    /// The smallest pixel rectangle containing `rect` (rounded outwards), or empty for a
    /// non-finite or empty rectangle.
    package init(enclosing rect: CGRect) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
            !rect.isEmpty
        else {
            self.init(x: 0, y: 0, width: 0, height: 0)
            return
        }
        let limit = Double(Rasterizer.coordinateLimit)
        let x0 = Int(max(-limit, min(limit, Double(rect.minX))).rounded(.down))
        let y0 = Int(max(-limit, min(limit, Double(rect.minY))).rounded(.down))
        let x1 = Int(max(-limit, min(limit, Double(rect.maxX))).rounded(.up))
        let y1 = Int(max(-limit, min(limit, Double(rect.maxY))).rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
