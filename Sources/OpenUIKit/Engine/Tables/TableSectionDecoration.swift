import Foundation

/// A section's header and footer as the data source and delegate gave them at the last reload:
/// the titles, the views (the delegate's, or title views the table made) and where they are
/// shown now.
@MainActor
struct TableSectionDecoration {
    var headerTitle: String?
    var footerTitle: String?
    var headerView: UIView?
    var footerView: UIView?
}

/// The view a table makes for a section title: a label inset by the table's margin, in the
/// style's font and colour (Docs/Behaviour-lists.md, "Tables").
@MainActor
final class TableSectionTitleView: UIView {
    let label = UILabel()
    let margin: CGFloat
    let isFooter: Bool
    let grouped: Bool

    init(
        title: String, footer: Bool, grouped: Bool, margin: CGFloat,
        traits: UITraitCollection? = nil
    ) {
        self.margin = margin
        self.isFooter = footer
        self.grouped = grouped
        super.init(frame: .zero)
        label.text = grouped && !footer ? title.uppercased() : title
        if grouped {
            label.font = TableDynamicType.font(.systemFont(ofSize: 13), .footnote, traits)
            label.textColor = .secondaryLabel
            label.numberOfLines = 0
            backgroundColor = .clear
            isOpaque = false
        } else {
            label.font = TableDynamicType.font(.boldSystemFont(ofSize: 17), .headline, traits)
            label.textColor = .label
            backgroundColor = .secondarySystemBackground
        }
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        self.margin = 16
        self.isFooter = false
        self.grouped = false
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width - 2 * margin
        let height = min(bounds.height, label.sizeThatFits(CGSize(width: width, height: 0)).height)
        // Grouped headers sit on the section's rows (6 pt above them), footers under them
        // (7 pt below); plain headers are centred.
        let y: CGFloat
        if !grouped {
            y = (bounds.height - height) / 2
        } else if isFooter {
            y = 7
        } else {
            y = bounds.height - 6 - height
        }
        label.frame = CGRect(x: margin, y: y, width: width, height: height)
    }
}
