import Foundation

/// The view of a `UIAlertController`: the alert's card (title, message, text fields, actions),
/// or an action sheet's two groups (header and actions; the cancel action apart below), laid out
/// at the width the presentation gives it. Sizes are the iOS 17–18 system alert's as measured
/// on screenshots (Docs/Behaviour-today.md, "Alerts"); the text follows Dynamic Type
/// (Docs/Behaviour-traits.md, "Alerts and Dynamic Type"): the header and the actions scroll
/// inside the card when it is shorter than they are.
@MainActor
final class AlertContentView: UIView {
    /// The alert's card width, in points.
    static let alertWidth: CGFloat = 270
    /// The height of an alert's action button at the default text size, in points (the least).
    static let alertButtonHeight: CGFloat = 44
    /// The height of an action sheet's row at the default text size, in points (the least).
    static let sheetRowHeight: CGFloat = 57
    /// The corner radius of an alert's card and of a sheet's groups, in points.
    static let cornerRadius: CGFloat = 14
    /// The gap between a sheet's action group and its cancel group, in points.
    static let sheetGroupGap: CGFloat = 8

    private weak var controller: UIAlertController?
    private let mainGroup = UIView()
    private let cancelGroup = UIView()
    /// What scrolls inside the main group: the header and the actions.
    private let scroll = UIScrollView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private var actionViews: [AlertActionView] = []
    private var separators: [UIView] = []

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        for group in [mainGroup, cancelGroup] {
            group.layer.cornerRadius = AlertContentView.cornerRadius
            group.clipsToBounds = true
            group.backgroundColor = AlertContentView.cardColor
            addSubview(group)
        }
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.delaysContentTouches = false
        mainGroup.addSubview(scroll)
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            scroll.addSubview(label)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// The card's colour: the system alert's material, opaque enough to read over any content;
    /// light grey, or dark grey in the dark appearance.
    static let cardColor = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.17, green: 0.17, blue: 0.18, alpha: 0.97)
            : UIColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 0.97)
    }

    private var isSheet: Bool { controller?.preferredStyle == .actionSheet }

    /// The system font of `style` at this view's text size, with `weight`.
    private func font(_ style: UIFont.TextStyle, _ weight: UIFont.Weight) -> UIFont {
        let size = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
            .pointSize
        return .systemFont(ofSize: size, weight: weight)
    }

    /// The text style of the action titles: body in an alert, title 3 in a sheet.
    private var actionStyle: UIFont.TextStyle { isSheet ? .title3 : .body }

    /// The actions in display order: an alert's cancel action first when two sit side by side,
    /// last when stacked; a sheet's cancel action apart.
    private func orderedActions(sideBySide: Bool) -> [UIAlertAction] {
        guard let controller else { return [] }
        let others = controller.actions.filter { $0.style != .cancel }
        let cancel = controller.actions.filter { $0.style == .cancel }
        if isSheet { return others }
        return sideBySide ? cancel + others : others + cancel
    }

    /// Whether an alert's two actions sit side by side: each title fits half the width on one
    /// line, and the text size is not an accessibility size (there they stack).
    private var actionsSideBySide: Bool {
        guard !isSheet, let controller, controller.actions.count == 2,
            !traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        else { return false }
        let half = AlertContentView.alertWidth / 2 - 16
        let measure = UILabel()
        measure.font = font(actionStyle, .semibold)
        return controller.actions.allSatisfy { action in
            measure.text = action.title
            return measure.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
                .width <= half
        }
    }

    /// The size the content needs at `width` (the alert's card, or the sheet's two groups),
    /// however tall.
    func fittingSize(width: CGFloat) -> CGSize {
        configure()
        let layout = computeLayout(width: width)
        return CGSize(width: width, height: layout.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        configure()
        _ = computeLayout(width: bounds.width, apply: true)
    }

    /// A new text size: the card is laid out again, and its frame in the container too.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard
            previousTraitCollection?.preferredContentSizeCategory
                != traitCollection.preferredContentSizeCategory
        else { return }
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Brings labels, fields and action views in line with the controller and the text size.
    private func configure() {
        guard let controller else { return }
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        if isSheet {
            titleLabel.font = font(.footnote, .semibold)
            titleLabel.textColor = .secondaryLabel
            messageLabel.font = font(.footnote, .regular)
            messageLabel.textColor = .secondaryLabel
        } else {
            titleLabel.font = font(.headline, .semibold)
            titleLabel.textColor = .label
            messageLabel.font = font(.footnote, .regular)
            messageLabel.textColor = .label
        }
        for field in controller.fields where field.superview !== scroll {
            scroll.addSubview(field)
        }
        let wanted = controller.actions
        if actionViews.map(\.action) != wanted.map({ Optional($0) }) {
            actionViews.forEach { $0.removeFromSuperview() }
            actionViews = wanted.map { AlertActionView(action: $0) }
        }
        for view in actionViews {
            guard let action = view.action else { continue }
            let bold =
                controller.preferredAction.map { $0 === action }
                ?? (action.style == .cancel)
            view.configure(font: font(actionStyle, bold ? .semibold : .regular))
            let group = isSheet && action.style == .cancel ? cancelGroup : scroll
            if view.superview !== group { group.addSubview(view) }
        }
        cancelGroup.isHidden = !(isSheet && wanted.contains { $0.style == .cancel })
    }

    private struct Layout {
        var height: CGFloat
    }

    /// The height of an action's row at `width`: its title's height with the row's padding, at
    /// least the row height of the default text size.
    private func rowHeight(_ view: AlertActionView, width: CGFloat) -> CGFloat {
        let least = isSheet ? AlertContentView.sheetRowHeight : AlertContentView.alertButtonHeight
        let padding: CGFloat = isSheet ? 16 : 11
        return max(least, (view.titleHeight(width: width) + 2 * padding).rounded(.up))
    }

    /// Places everything at `width` (in the bounds' height, scrolling what does not fit);
    /// returns the height the content needs.
    private func computeLayout(width: CGFloat, apply: Bool = false) -> Layout {
        guard let controller else { return Layout(height: 0) }
        let hairline = 1 / max(1, UIScreen.main.scale)
        let inset: CGFloat = 16
        let textWidth = max(0, width - 2 * inset)
        var y: CGFloat = 0
        let hasTitle = !(controller.title ?? "").isEmpty
        let hasMessage = !(controller.message ?? "").isEmpty
        let headerPad: CGFloat = isSheet ? 14 : 20
        if hasTitle || hasMessage || !controller.fields.isEmpty {
            y += headerPad
        }
        if hasTitle {
            let h = titleLabel.sizeThatFits(CGSize(width: textWidth, height: 0)).height
            if apply { titleLabel.frame = CGRect(x: inset, y: y, width: textWidth, height: h) }
            y += h
        }
        titleLabel.isHidden = !hasTitle
        if hasMessage {
            if hasTitle { y += isSheet ? 2 : 4 }
            let h = messageLabel.sizeThatFits(CGSize(width: textWidth, height: 0)).height
            if apply { messageLabel.frame = CGRect(x: inset, y: y, width: textWidth, height: h) }
            y += h
        }
        messageLabel.isHidden = !hasMessage
        for (i, field) in controller.fields.enumerated() {
            y += i == 0 && (hasTitle || hasMessage) ? 16 : (i == 0 ? 0 : 8)
            if apply { field.frame = CGRect(x: inset, y: y, width: textWidth, height: 28) }
            y += 28
        }
        if hasTitle || hasMessage || !controller.fields.isEmpty {
            y += controller.fields.isEmpty ? headerPad : 16
        }
        if apply {
            separators.forEach { $0.removeFromSuperview() }
            separators.removeAll()
        }
        let sideBySide = actionsSideBySide
        let ordered = orderedActions(sideBySide: sideBySide)
        let views = ordered.compactMap { action in actionViews.first { $0.action === action } }
        var mainHeight = y
        if sideBySide, views.count == 2 {
            let row = views.map { rowHeight($0, width: width / 2) }.max() ?? 0
            if apply {
                addSeparator(CGRect(x: 0, y: y, width: width, height: hairline), in: scroll)
                addSeparator(
                    CGRect(x: width / 2, y: y, width: hairline, height: row), in: scroll)
                views[0].frame = CGRect(x: 0, y: y, width: width / 2, height: row)
                views[1].frame = CGRect(x: width / 2, y: y, width: width / 2, height: row)
            }
            mainHeight = y + row
        } else {
            for (i, view) in views.enumerated() {
                if apply, i > 0 || y > 0 {
                    addSeparator(CGRect(x: 0, y: y, width: width, height: hairline), in: scroll)
                }
                let row = rowHeight(view, width: width)
                if apply { view.frame = CGRect(x: 0, y: y, width: width, height: row) }
                y += row
            }
            mainHeight = y
        }
        var total = mainHeight
        var cancelHeight: CGFloat = 0
        var cancelView: AlertActionView?
        if isSheet, let cancel = controller.actions.first(where: { $0.style == .cancel }),
            let view = actionViews.first(where: { $0.action === cancel })
        {
            cancelView = view
            cancelHeight = rowHeight(view, width: width)
            total = mainHeight + AlertContentView.sheetGroupGap + cancelHeight
        }
        if apply {
            // What the presentation gives is at most the height needed; the rest scrolls.
            let available = bounds.height > 0 ? min(bounds.height, total) : total
            let cancelSpace = cancelView == nil ? 0 : AlertContentView.sheetGroupGap + cancelHeight
            let shown = max(0, min(mainHeight, available - cancelSpace))
            mainGroup.frame = CGRect(x: 0, y: 0, width: width, height: shown)
            scroll.frame = mainGroup.bounds
            scroll.contentSize = CGSize(width: width, height: mainHeight)
            if let cancelView {
                let top = shown + AlertContentView.sheetGroupGap
                cancelGroup.frame = CGRect(x: 0, y: top, width: width, height: cancelHeight)
                cancelView.frame = CGRect(x: 0, y: 0, width: width, height: cancelHeight)
            }
        }
        return Layout(height: total)
    }

    private func addSeparator(_ frame: CGRect, in group: UIView) {
        let line = UIView(frame: frame)
        line.backgroundColor = .separator
        group.addSubview(line)
        separators.append(line)
    }
}

/// One action's button in an alert: its title in the action's colour (wrapping onto more lines
/// when it does not fit); highlighted grey while touched; a tap chooses the action.
@MainActor
final class AlertActionView: UIControl {
    weak var action: UIAlertAction?
    private let label = UILabel()
    /// The title's inset from each side, in points.
    static let titleInset: CGFloat = 8

    init(action: UIAlertAction) {
        self.action = action
        super.init(frame: .zero)
        label.textAlignment = .center
        label.numberOfLines = 0
        label.text = action.title
        addSubview(label)
        addAction(
            UIAction { [weak self] _ in
                guard let action = self?.action else { return }
                action.alertController?.choose(action)
            }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// The title's font (the alert's body or the sheet's title 3 at the text size, semibold when
    /// bold) and colour: `.systemRed` when destructive, grey when disabled, the tint otherwise.
    func configure(font: UIFont) {
        guard let action else { return }
        label.font = font
        label.textColor =
            !action.isEnabled
            ? .tertiaryLabel : action.style == .destructive ? .systemRed : .systemBlue
        isEnabled = action.isEnabled
    }

    /// The title's height at a row `width` wide.
    func titleHeight(width: CGFloat) -> CGFloat {
        let inner = max(0, width - 2 * AlertActionView.titleInset)
        return label.sizeThatFits(CGSize(width: inner, height: 0)).height
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? UIColor(white: 0.5, alpha: 0.15) : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: AlertActionView.titleInset, dy: 0)
    }
}
