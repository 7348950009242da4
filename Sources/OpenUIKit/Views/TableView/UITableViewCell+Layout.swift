import Foundation

extension UITableViewCell {
    /// The margin of the content and accessory from the cell's sides: the table's (16 pt, 20 pt
    /// in tables 414 pt wide or more).
    var cellMargin: CGFloat { owningTable?.readableMargin ?? 16 }

    /// The width the accessory takes at the trailing edge, margin included.
    var accessoryWidth: CGFloat {
        if reorderControl != nil { return TableReorderControl.width }
        if let accessoryView { return accessoryView.bounds.width + cellMargin }
        return accessoryType == .none ? 0 : Self.accessoryBoxWidth + cellMargin
    }

    /// The side of the box a standard accessory is drawn in, 24 pt wide.
    static let accessoryBoxWidth: CGFloat = 24

    /// Lays out the backgrounds, the content view (less the accessory), the built-in labels of
    /// the style, the accessory and the separator. Right-to-left, every frame is the mirror
    /// image of the left-to-right one (the accessory at the left edge, `separatorInset.left`
    /// measured from the right edge), as UIKit's.
    func layoutCell() {
        resolveDynamicType()
        let b = bounds
        let rtl = isRightToLeft
        backgroundView?.frame = b
        selectedBackgroundView?.frame = b
        contentView.frame = CGRect(x: 0, y: 0, width: b.width - accessoryWidth, height: b.height)
            .mirrored(in: b.width, if: rtl)
        layoutBuiltInContent(rightToLeft: rtl)
        configuredContentView?.frame = contentView.bounds
        let glyph = accessoryView ?? accessoryGlyph
        if let glyph {
            let size =
                accessoryView?.bounds.size ?? CGSize(width: Self.accessoryBoxWidth, height: 24)
            glyph.frame = CGRect(
                x: b.width - cellMargin - size.width, y: (b.height - size.height) / 2,
                width: size.width, height: size.height
            ).mirrored(in: b.width, if: rtl)
        }
        accessoryGlyph?.mirrored = rtl
        layoutReorderControl(rightToLeft: rtl)
        let inset = separatorInset
        let hairline = 1 / UIScreen.main.scale
        separatorView.isHidden = separatorHidden
        separatorView.backgroundColor = owningTable?.separatorColor ?? .separator
        separatorView.frame = CGRect(
            x: inset.left, y: b.height - hairline,
            width: max(0, b.width - inset.left - inset.right),
            height: hairline
        ).mirrored(in: b.width, if: rtl)
        bringSubviewToFront(separatorView)
    }

    /// Places `imageView`, `textLabel` and `detailTextLabel` in the content view per the style,
    /// from the right edge right-to-left.
    private func layoutBuiltInContent(rightToLeft rtl: Bool) {
        layoutBuiltInContentLeftToRight()
        // `.value2`'s title is aligned to its column's trailing side: the left right-to-left.
        if cellStyle == .value2, let text = storedTextLabel,
            text.textAlignment == (rtl ? .right : .left)
        {
            text.textAlignment = rtl ? .left : .right
        }
        guard rtl else { return }
        let width = contentView.bounds.width
        for v in [storedImageView, storedTextLabel, storedDetailTextLabel] as [UIView?] {
            guard let v else { continue }
            v.frame = v.frame.mirrored(in: width, if: true)
        }
    }

    private func layoutBuiltInContentLeftToRight() {
        let c = contentView.bounds
        var x = cellMargin
        if let imageView = storedImageView, let image = imageView.image {
            let size = image.size
            imageView.frame = CGRect(
                x: x, y: (c.height - size.height) / 2, width: size.width, height: size.height)
            x += size.width + cellMargin
        }
        let trailing = c.width - (accessoryWidth > 0 ? 0 : cellMargin)
        let width = max(0, trailing - x)
        let text = storedTextLabel
        let detail = storedDetailTextLabel
        func height(_ label: UILabel?, _ w: CGFloat) -> CGFloat {
            label?.sizeThatFits(CGSize(width: w, height: 0)).height ?? 0
        }
        switch cellStyle {
        case .default:
            let h = height(text, width)
            text?.frame = CGRect(x: x, y: (c.height - h) / 2, width: width, height: h)
        case .subtitle:
            let h1 = height(text, width)
            let h2 = height(detail, width)
            let top = (c.height - h1 - h2) / 2
            text?.frame = CGRect(x: x, y: top, width: width, height: h1)
            detail?.frame = CGRect(x: x, y: top + h1, width: width, height: h2)
        case .value1:
            let detailWidth = min(width / 2, detail?.sizeThatFits(.zero).width ?? 0)
            let h1 = height(text, width - detailWidth)
            let h2 = height(detail, detailWidth)
            text?.frame = CGRect(
                x: x, y: (c.height - h1) / 2, width: width - detailWidth - 8, height: h1)
            detail?.frame = CGRect(
                x: trailing - detailWidth, y: (c.height - h2) / 2, width: detailWidth, height: h2)
        case .value2:
            let column = Self.value2ColumnWidth
            let h1 = height(text, column)
            let h2 = height(detail, width - column - 6)
            text?.frame = CGRect(x: x, y: (c.height - h1) / 2, width: column, height: h1)
            detail?.frame = CGRect(
                x: x + column + 6, y: (c.height - h2) / 2, width: max(0, width - column - 6),
                height: h2)
        }
    }

    /// The width of `.value2`'s leading column, 67 pt (Docs/Behaviour-lists.md).
    static let value2ColumnWidth: CGFloat = 67

    /// The height the cell takes at `width`: the content view's Auto Layout height when its
    /// subviews are constrained, else its built-in labels' height plus 11 pt above and below,
    /// and never less than 44 pt without constraints.
    func fittingHeight(width: CGFloat) -> CGFloat {
        resolveDynamicType()
        let contentWidth = width - accessoryWidth
        let constrained =
            !contentView.constraints.isEmpty
            || contentView.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
        // Constrained content is measured on its own engine at the content width; laying the
        // cell out first would solve its whole hierarchy at the height of the row it showed last.
        if constrained, configuredContentView == nil {
            let fit = contentView.systemLayoutSizeFitting(
                CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            if fit.height > 0 { return fit.height }
        }
        frame.size.width = width
        layoutIfNeeded()
        if let configured = configuredContentView {
            if configured is UIListContentView {
                return configured.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
            }
            let fit = configured.systemLayoutSizeFitting(
                CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            if fit.height > 0 { return fit.height }
        }
        if constrained {
            let fit = contentView.systemLayoutSizeFitting(
                CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            if fit.height > 0 { return fit.height }
        }
        var labels: CGFloat = 0
        let textWidth = contentWidth - 2 * cellMargin
        for label in [storedTextLabel, storedDetailTextLabel] {
            guard let label, let text = label.text, !text.isEmpty else { continue }
            let h = label.sizeThatFits(CGSize(width: textWidth, height: 0)).height
            labels = cellStyle == .subtitle ? labels + h : max(labels, h)
        }
        return max(UITableView.standardRowHeight, (labels + 22).rounded(.up))
    }

    /// Shows `contentConfiguration` in the content view: the current view takes a
    /// configuration of its own type, else a new view replaces it.
    func applyContentConfiguration() {
        configuredContentView = installContentConfiguration(
            contentConfiguration, replacing: configuredContentView, in: contentView)
        setNeedsLayout()
    }

    // MARK: Appearance

    /// Shows the selected background while selected or highlighted (unless `.none`).
    func updateSelectionAppearance(animated: Bool) {
        let shown = (selectedState || highlightedState) && selectionStyle != .none
        guard let view = selectedBackgroundView else { return }
        let alpha: CGFloat = shown ? 1 : 0
        guard view.alpha != alpha else { return }
        if animated && UIView.inheritedAnimationDuration == 0 {
            UIView.animate(withDuration: Self.selectionFadeDuration) { view.alpha = alpha }
        } else {
            view.alpha = alpha
        }
    }

    /// How long an animated selection change fades, 0.25 s (Docs/Behaviour-lists.md).
    static let selectionFadeDuration: TimeInterval = 0.25

    /// Makes the drawn accessory of `accessoryType` (unless `accessoryView` replaces it).
    func updateAccessory() {
        accessoryGlyph?.removeFromSuperview()
        accessoryGlyph = nil
        if let accessoryView {
            addSubview(accessoryView)
        } else if accessoryType != .none {
            let glyph = AccessoryGlyphView(type: accessoryType)
            accessoryGlyph = glyph
            addSubview(glyph)
        }
        setNeedsLayout()
    }
}
