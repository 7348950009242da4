import Foundation

/// A two-dimensional vector, as in Core Graphics (`CGVector`).
///
/// Foundation on Linux has no `CGVector`; UIKit uses it for
/// `UISpringTimingParameters(dampingRatio:initialVelocity:)`, whose `dx` is the velocity for
/// one-dimensional properties.
public struct CGVector: Sendable, Hashable, Codable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The zero vector, as `CGVector()` is in Core Graphics.
    public init() {
        self.init(dx: CGFloat(0), dy: CGFloat(0))
    }

    /// Creates a vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector with integer components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector with `Double` components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The zero vector `(0, 0)`.
    public static let zero = CGVector(dx: CGFloat(0), dy: CGFloat(0))
}
