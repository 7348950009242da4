import Foundation

/// A horizontal and vertical displacement, as UIKit's `UIOffset`, in points.
public struct UIOffset: Equatable, Sendable {
    /// The displacement along x, in points.
    public var horizontal: CGFloat
    /// The displacement along y, in points.
    public var vertical: CGFloat
    /// No displacement.
    public static let zero = UIOffset()
    /// Creates a zero offset.
    public init() {
        horizontal = 0
        vertical = 0
    }
    /// Creates an offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
