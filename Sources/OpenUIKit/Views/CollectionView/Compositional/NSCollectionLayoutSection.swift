import Foundation

/// How a section of a compositional layout scrolls across the layout's own direction, as
/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// No orthogonal scrolling: groups follow the layout's direction.
    case none
    /// Groups side by side, scrolling freely.
    case continuous
    /// Scrolling freely, coming to rest with a group's leading edge at the section's.
    case continuousGroupLeadingBoundary
    /// Scrolling a page (the section's width) at a time.
    case paging
    /// Scrolling one group at a time, its leading edge at the section's.
    case groupPaging
    /// Scrolling one group at a time, centred in the section.
    case groupPagingCentered
}

/// One section of a compositional layout: its group, repeated for all its items, with insets,
/// spacing and boundary items, as UIKit's `NSCollectionLayoutSection`.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup
    /// The margins of the section's content, in points. Default zero.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// The space between groups, in points. Default 0.
    open var interGroupSpacing: CGFloat = 0
    /// Headers and footers along the section's edges. Default none.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether the section scrolls across the layout's direction. Default `.none`.
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// The views behind the section, such as its background (`background(elementKind:)`).
    /// Default none.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether the section's supplementary items take its content insets. Default true.
    open var supplementariesFollowContentInsets = true
    /// The list appearance this section was made for, if any (engine).
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// Creates a section of `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// A section laid out as a list of full-width rows that size themselves (44 pt estimated),
    /// with the configuration's header and footer, as UIKit's list sections.
    public class func list(
        using configuration: UICollectionLayoutListConfiguration,
        layoutEnvironment: NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        let width = layoutEnvironment.container.effectiveContentSize.width
        switch configuration.appearance {
        case .insetGrouped:
            let margin: CGFloat = width >= 414 ? 20 : 16
            section.contentInsets = NSDirectionalEdgeInsets(
                top: 0, leading: margin, bottom: 0, trailing: margin)
        default: break
        }
        let grouped =
            configuration.appearance != .plain && configuration.appearance != .sidebarPlain
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1),
                    heightDimension: .estimated(grouped ? 38 : 28)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = !grouped
            section.boundarySupplementaryItems.append(header)
        } else if grouped {
            section.contentInsets.top += 18
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1),
                        heightDimension: .estimated(grouped ? 38 : 28)),
                    elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        } else if grouped {
            section.contentInsets.bottom += 18
        }
        return section
    }
}

/// The container a compositional layout lays a section out in, as UIKit's
/// `NSCollectionLayoutContainer`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The container's size, in points.
    var contentSize: CGSize { get }
    /// The size less `effectiveContentInsets`.
    var effectiveContentSize: CGSize { get }
    /// The container's insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect (here `contentInsets`).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider learns about where its section goes, as UIKit's
/// `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The collection view's content area.
    var container: NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The engine's container and environment: the collection view's size.
struct LayoutContainer: NSCollectionLayoutContainer, NSCollectionLayoutEnvironment {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
    var container: NSCollectionLayoutContainer { self }
    let traitCollection: UITraitCollection
}
