import Foundation

/// A section's background in a compositional layout, as UIKit's
/// `NSCollectionLayoutDecorationItem`.
///
/// Add it to `NSCollectionLayoutSection.decorationItems` and register the view class for its
/// kind with the layout (`register(_:forDecorationViewOfKind:)`): the collection view makes,
/// places and reuses the view, the data source never sees it. The background covers the whole
/// section (its headers and footers too) less `contentInsets` (Docs/Behaviour-lists.md,
/// "Decoration views").
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind of decoration view, as registered with the layout.
    public let elementKind: String
    /// The stacking order against the section's other elements. Default 0: below all the
    /// other items in the section, as Apple's reference says.
    public var zIndex = 0

    init(backgroundOfKind elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background of `elementKind` behind a whole section.
    public class func background(elementKind: String) -> Self {
        Self(backgroundOfKind: elementKind)
    }
}
