import Foundation

/// The look of a list made with a compositional layout, as UIKit's
/// `UICollectionLayoutListConfiguration`: full-width self-sizing rows (44 pt estimated) and,
/// by `headerMode`/`footerMode`, section headers and footers.
@MainActor
public struct UICollectionLayoutListConfiguration {
    /// The list's overall look, as UIKit's `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge; headers pinned.
        case plain
        /// Sections set apart on a grouped background.
        case grouped
        /// As `.grouped`, each section inset from the sides (16 pt, 20 pt from 414 pt wide).
        case insetGrouped
        /// A sidebar (as `.insetGrouped` here).
        case sidebar
        /// A plain sidebar (as `.plain` here).
        case sidebarPlain
    }

    /// Whether sections have headers, as UIKit's `HeaderMode`.
    public enum HeaderMode: Int, Sendable {
        /// No headers.
        case none
        /// Headers from the data source's supplementary views of
        /// `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The first item of each section is its header (not drawn differently here).
        case firstItemInSection
    }

    /// Whether sections have footers, as UIKit's `FooterMode`.
    public enum FooterMode: Int, Sendable {
        /// No footers.
        case none
        /// Footers from the data source's supplementary views of
        /// `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// The list's look.
    public var appearance: Appearance
    /// Whether rows are divided by lines. Default true.
    public var showsSeparators = true
    /// The list's background colour; nil uses the appearance's. Default nil.
    public var backgroundColor: UIColor?
    /// Section headers. Default `.none`.
    public var headerMode = HeaderMode.none
    /// Section footers. Default `.none`.
    public var footerMode = FooterMode.none

    /// A configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}

/// A collection view cell shaped as a list row, as UIKit's `UICollectionViewListCell`: fill it
/// with `defaultContentConfiguration()` (a `UIListContentConfiguration`); its height comes from
/// the configuration in a list layout.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    let separatorView = UIView()

    /// Creates a cell with `frame`; a collection view calls this for a registered class.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUpListCell()
    }

    /// Archives do not exist in this engine.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpListCell()
    }

    private func setUpListCell() {
        backgroundColor = .secondarySystemGroupedBackground
        separatorView.backgroundColor = .separator
        addSubview(separatorView)
        let selection = UIView()
        selection.backgroundColor = .systemGray4
        selectedBackgroundView = selection
    }

    /// A list configuration for this cell (`UIListContentConfiguration.cell()`), to fill in and
    /// set as `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let hairline = 1 / UIScreen.main.scale
        // Right-to-left, the 16 pt inset is at the right edge, as a table cell's.
        separatorView.frame = CGRect(
            x: 16, y: bounds.height - hairline, width: max(0, bounds.width - 16), height: hairline
        ).mirrored(in: bounds.width, if: isRightToLeft)
        bringSubviewToFront(separatorView)
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        separatorView.isHidden = !layoutAttributes.showsSeparator
        // An inset grouped section's rounded block: 10 pt, as the table's.
        let corners = layoutAttributes.listCorners
        layer.cornerRadius = corners.isEmpty ? 0 : UITableView.insetGroupedCornerRadius
        layer.maskedCorners = corners
        clipsToBounds = !corners.isEmpty
    }
}
