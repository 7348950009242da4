import Foundation

/// The corners of a layer that `cornerRadius` rounds, as Core Animation's `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top-left in UIKit's flipped coordinates (minimum x, minimum y).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// Top-right (maximum x, minimum y).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// Bottom-left (minimum x, maximum y).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// Bottom-right (maximum x, maximum y).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
