import Foundation

/// The view of a `UIAlertController`: the alert's card (title, message, text fields, actions),
/// or an action sheet's two groups (header and actions; the cancel action apart below), laid out
/// at the width the presentation gives it. Sizes are the iOS 17–18 system alert's as measured
/// on screenshots (Docs/Behaviour-today.md, "Alerts").
@MainActor
final class AlertContentView: UIView {
    /// The alert's card width, in points.
    static let alertWidth: CGFloat = 270
    /// The height of an alert's action button, in points.
    static let alertButtonHeight: CGFloat = 44
    /// The height of an action sheet's row, in points.
    static let sheetRowHeight: CGFloat = 57
    /// The corner radius of an alert's card and of a sheet's groups, in points.
    static let cornerRadius: CGFloat = 14
    /// The gap between a sheet's action group and its cancel group, in points.
    static let sheetGroupGap: CGFloat = 8

    private weak var controller: UIAlertController?
    private let mainGroup = UIView()
    private let cancelGroup = UIView()
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
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            mainGroup.addSubview(label)
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

    /// The actions in display order: an alert's cancel action first when two sit side by side,
    /// last when stacked; a sheet's cancel action apart.
    private func orderedActions(sideBySide: Bool) -> [UIAlertAction] {
        guard let controller else { return [] }
        let others = controller.actions.filter { $0.style != .cancel }
        let cancel = controller.actions.filter { $0.style == .cancel }
        if isSheet { return others }
        return sideBySide ? cancel + others : others + cancel
    }

    /// Whether an alert's two actions fit side by side (each title within half the width).
    private var actionsSideBySide: Bool {
        guard !isSheet, let controller, controller.actions.count == 2 else { return false }
        let half = AlertContentView.alertWidth / 2 - 16
        let measure = UILabel()
        measure.font = .systemFont(ofSize: 17, weight: .semibold)
        return controller.actions.allSatisfy { action in
            measure.text = action.title
            return measure.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
                .width <= half
        }
    }

    /// The size the content needs at `width` (the alert's card, or the sheet's two groups).
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

    /// Brings labels, fields and action views in line with the controller.
    private func configure() {
        guard let controller else { return }
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        if isSheet {
            titleLabel.font = .systemFont(ofSize: 13, weight: .semibold)
            titleLabel.textColor = .secondaryLabel
            messageLabel.font = .systemFont(ofSize: 13)
            messageLabel.textColor = .secondaryLabel
        } else {
            titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
            titleLabel.textColor = .label
            messageLabel.font = .systemFont(ofSize: 13)
            messageLabel.textColor = .label
        }
        for field in controller.fields where field.superview !== mainGroup {
            mainGroup.addSubview(field)
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
            view.configure(sheet: isSheet, bold: bold)
            let group = isSheet && action.style == .cancel ? cancelGroup : mainGroup
            if view.superview !== group { group.addSubview(view) }
        }
        cancelGroup.isHidden = !(isSheet && wanted.contains { $0.style == .cancel })
    }

    private struct Layout {
        var height: CGFloat
    }

    /// Places everything at `width`; returns the total height.
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
        separators.forEach { $0.removeFromSuperview() }
        separators.removeAll()
        let sideBySide = actionsSideBySide
        let ordered = orderedActions(sideBySide: sideBySide)
        let views = ordered.compactMap { action in actionViews.first { $0.action === action } }
        let rowHeight =
            isSheet ? AlertContentView.sheetRowHeight : AlertContentView.alertButtonHeight
        var mainHeight = y
        if sideBySide, views.count == 2 {
            if apply {
                addSeparator(CGRect(x: 0, y: y, width: width, height: hairline), in: mainGroup)
                addSeparator(
                    CGRect(x: width / 2, y: y, width: hairline, height: rowHeight), in: mainGroup)
                views[0].frame = CGRect(x: 0, y: y, width: width / 2, height: rowHeight)
                views[1].frame = CGRect(x: width / 2, y: y, width: width / 2, height: rowHeight)
            }
            mainHeight = y + rowHeight
        } else {
            for (i, view) in views.enumerated() {
                if apply, i > 0 || y > 0 {
                    addSeparator(CGRect(x: 0, y: y, width: width, height: hairline), in: mainGroup)
                }
                if apply { view.frame = CGRect(x: 0, y: y, width: width, height: rowHeight) }
                y += rowHeight
            }
            mainHeight = y
        }
        var total = mainHeight
        if apply { mainGroup.frame = CGRect(x: 0, y: 0, width: width, height: mainHeight) }
        if isSheet, let cancel = controller.actions.first(where: { $0.style == .cancel }),
            let view = actionViews.first(where: { $0.action === cancel })
        {
            let top = mainHeight + AlertContentView.sheetGroupGap
            if apply {
                cancelGroup.frame = CGRect(x: 0, y: top, width: width, height: rowHeight)
                view.frame = CGRect(x: 0, y: 0, width: width, height: rowHeight)
            }
            total = top + rowHeight
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

/// One action's button in an alert: its title in the action's colour; highlighted grey while
/// touched; a tap chooses the action.
@MainActor
final class AlertActionView: UIControl {
    weak var action: UIAlertAction?
    private let label = UILabel()

    init(action: UIAlertAction) {
        self.action = action
        super.init(frame: .zero)
        label.textAlignment = .center
        label.text = action.title
        addSubview(label)
        addAction(
            UIAction { [weak self] _ in
                guard let action = self?.action else { return }
                action.alertController?.choose(action)
            }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// Font and colour for the style: 17 pt in an alert, 20 pt in a sheet, semibold when bold;
    /// `.systemRed` when destructive, grey when disabled, the tint colour otherwise.
    func configure(sheet: Bool, bold: Bool) {
        guard let action else { return }
        let size: CGFloat = sheet ? 20 : 17
        label.font = .systemFont(ofSize: size, weight: bold ? .semibold : .regular)
        label.textColor =
            !action.isEnabled
            ? .tertiaryLabel : action.style == .destructive ? .systemRed : .systemBlue
        isEnabled = action.isEnabled
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? UIColor(white: 0.5, alpha: 0.15) : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 0)
    }
}
