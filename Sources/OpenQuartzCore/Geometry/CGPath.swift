import Foundation

/// Placeholder for the path type; replaced by the geometry module's full `CGPath`.
open class CGPath: @unchecked Sendable {
    public init() {}
}
