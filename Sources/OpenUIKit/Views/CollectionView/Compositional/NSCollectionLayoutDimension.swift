import Foundation

/// One side of a compositional layout element, as UIKit's `NSCollectionLayoutDimension`: a
/// fraction of its container's width or height, an absolute number of points, or an estimate
/// the cell's own size replaces once it is measured.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The number: a fraction (0…1 usually) or points.
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(.fractionalWidth, fractionalWidth)
    }
    /// A fraction of the container's height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(.fractionalHeight, fractionalHeight)
    }
    /// A fixed size in points.
    public class func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(.absolute, absoluteDimension)
    }
    /// A size in points assumed until the cell is measured (self-sizing).
    public class func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(.estimated, estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is absolute.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is estimated.
    public var isEstimated: Bool { kind == .estimated }

    /// The points this dimension gives in a container of `container`.
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return container.width * dimension
        case .fractionalHeight: return container.height * dimension
        case .absolute, .estimated: return dimension
        }
    }
}

/// The width and height of a compositional layout element, as UIKit's
/// `NSCollectionLayoutSize`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// Creates a size of the two dimensions.
    public init(
        widthDimension width: NSCollectionLayoutDimension,
        heightDimension height: NSCollectionLayoutDimension
    ) {
        widthDimension = width
        heightDimension = height
    }

    /// The points this size gives in a container of `container`.
    func resolve(in container: CGSize) -> CGSize {
        CGSize(
            width: widthDimension.resolve(in: container),
            height: heightDimension.resolve(in: container))
    }
}

/// The space between the items of a group, as UIKit's `NSCollectionLayoutSpacing`: fixed, or
/// flexible (at least the value, the group's spare room shared out).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
    /// The spacing in points (the least, when flexible).
    public let spacing: CGFloat
    /// Whether the spacing is exactly `spacing`.
    public let isFixedSpacing: Bool
    /// Whether the spacing grows to share out the group's spare room.
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    init(spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing
        isFixedSpacing = fixed
    }

    /// Exactly `fixedSpacing` points.
    public class func fixed(_ fixedSpacing: CGFloat) -> Self {
        Self(spacing: fixedSpacing, fixed: true)
    }
    /// At least `flexibleSpacing` points, more to fill the group.
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self {
        Self(spacing: flexibleSpacing, fixed: false)
    }
}
