import Foundation

/// Which corners of a layer `cornerRadius` rounds (`CALayer.maskedCorners`), with Core Animation's
/// raw values.
///
/// Corners are named by the layer's own coordinates: on iOS, where layers are y-down,
/// `layerMinXMinYCorner` is the top-left corner.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The (minX, minY) corner: top-left on iOS. Raw value 1.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The (maxX, minY) corner: top-right on iOS. Raw value 2.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The (minX, maxY) corner: bottom-left on iOS. Raw value 4.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The (maxX, maxY) corner: bottom-right on iOS. Raw value 8.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)

    /// All four corners, the default of `CALayer.maskedCorners`.
    package static let all: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner,
        .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
}
