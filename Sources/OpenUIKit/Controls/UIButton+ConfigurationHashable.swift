import Foundation

/// `UIButton.Configuration` is `Hashable`, as UIKit's: every property compared, images by identity.
extension UIButton.Configuration: Hashable {
    public static func == (a: Self, b: Self) -> Bool {
        a.style == b.style && a.title == b.title && a.subtitle == b.subtitle && a.image === b.image
            && a.baseForegroundColor == b.baseForegroundColor
            && a.baseBackgroundColor == b.baseBackgroundColor
            && a.cornerStyle == b.cornerStyle && a.buttonSize == b.buttonSize
            && a.imagePlacement == b.imagePlacement
            && a.imagePadding == b.imagePadding && a.titlePadding == b.titlePadding
            && a.titleAlignment == b.titleAlignment
            && a.explicitContentInsets == b.explicitContentInsets
    }

    public func hash(into h: inout Hasher) {
        h.combine(style)
        h.combine(title)
        h.combine(subtitle)
        h.combine(image.map(ObjectIdentifier.init))
        h.combine(baseForegroundColor)
        h.combine(baseBackgroundColor)
        h.combine(cornerStyle)
        h.combine(buttonSize)
        h.combine(imagePlacement)
        h.combine(imagePadding)
        h.combine(titlePadding)
        h.combine(titleAlignment)
        h.combine(explicitContentInsets)
    }
}
