import Foundation

extension CGRect {
    /// This rectangle reflected across the vertical centre line of a space `width` points wide
    /// (x ↦ width − maxX) when `condition` holds, else itself: a left-to-right frame's
    /// right-to-left place.
    func mirrored(in width: CGFloat, if condition: Bool) -> CGRect {
        guard condition else { return self }
        return CGRect(x: width - maxX, y: minY, width: self.width, height: height)
    }
}
