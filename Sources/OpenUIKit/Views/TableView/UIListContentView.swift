import Foundation

/// The view that shows a `UIListContentConfiguration`, as UIKit's `UIListContentView`: an image
/// view and two labels laid out by the configuration inside its margins.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var list: UIListContentConfiguration
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    let imageView = UIImageView()

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        list = configuration
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = .clear
        for v in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(v) }
        apply()
    }

    /// Archives do not exist in this engine: a view showing `UIListContentConfiguration.cell()`.
    public required init?(coder: NSCoder) {
        list = .cell()
        super.init(coder: coder)
        for v in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(v) }
        apply()
    }

    /// The configuration shown; a configuration of another type is ignored, as UIKit's list
    /// content view takes only list configurations.
    open var configuration: any UIContentConfiguration {
        get { list }
        set {
            guard let new = newValue as? UIListContentConfiguration else { return }
            list = new
            apply()
        }
    }

    private func apply() {
        textLabel.text = list.text
        textLabel.font = list.textProperties.font
        textLabel.textColor = list.textProperties.color
        textLabel.numberOfLines = list.textProperties.numberOfLines
        secondaryTextLabel.text = list.secondaryText
        secondaryTextLabel.font = list.secondaryTextProperties.font
        secondaryTextLabel.textColor = list.secondaryTextProperties.color
        secondaryTextLabel.numberOfLines = list.secondaryTextProperties.numberOfLines
        secondaryTextLabel.textAlignment = list.layout == .value ? .right : .natural
        imageView.image = list.image
        resolveDynamicType(at: TypeRamp.category(traitCollection))
        setNeedsLayout()
    }

    /// Gives the text and secondary text their size at `category` when their fonts follow
    /// Dynamic Type (the configurations' default fonts do).
    func resolveDynamicType(at category: UIContentSizeCategory) {
        let a = TableDynamicType.resolve(textLabel, at: category)
        let b = TableDynamicType.resolve(secondaryTextLabel, at: category)
        if a || b { setNeedsLayout() }
    }

    override func engineTraitsDidChange(from previous: UITraitCollection) {
        super.engineTraitsDidChange(from: previous)
        if previous.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            resolveDynamicType(at: TypeRamp.category(traitCollection))
        }
    }

    /// Where the image, text and secondary text go in a view `width` points wide, and its height.
    private func arrangement(width: CGFloat) -> (
        image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat
    ) {
        let m = list.directionalLayoutMargins
        var x = m.leading
        let imageSize = list.image?.size ?? .zero
        if list.image != nil { x += imageSize.width + list.imageToTextPadding }
        let available = max(0, width - x - m.trailing)
        func size(_ label: UILabel, _ w: CGFloat) -> CGSize {
            guard let t = label.text, !t.isEmpty else { return .zero }
            return label.sizeThatFits(CGSize(width: w, height: 0))
        }
        var text = CGRect.zero
        var secondary = CGRect.zero
        var contentHeight: CGFloat
        switch list.layout {
        case .cell, .subtitle:
            let t = size(textLabel, available)
            let s = list.layout == .subtitle ? size(secondaryTextLabel, available) : .zero
            let gap = t.height > 0 && s.height > 0 ? list.textToSecondaryTextVerticalPadding : 0
            contentHeight = t.height + gap + s.height
            text = CGRect(x: x, y: 0, width: available, height: t.height)
            secondary = CGRect(x: x, y: t.height + gap, width: available, height: s.height)
        case .value:
            let s = size(secondaryTextLabel, available / 2)
            let sw = min(s.width, available / 2)
            let t = size(textLabel, max(0, available - sw - 8))
            contentHeight = max(t.height, s.height)
            text = CGRect(
                x: x, y: (contentHeight - t.height) / 2, width: max(0, available - sw - 8),
                height: t.height)
            secondary = CGRect(
                x: x + available - sw, y: (contentHeight - s.height) / 2, width: sw,
                height: s.height)
        }
        contentHeight = max(contentHeight, imageSize.height)
        let height = max(
            UITableView.standardRowHeight, (contentHeight + m.top + m.bottom).rounded(.up))
        let top = (height - contentHeight) / 2
        text.origin.y += top
        secondary.origin.y += top
        let image = CGRect(
            x: m.leading, y: (height - imageSize.height) / 2, width: imageSize.width,
            height: imageSize.height)
        return (image, text, secondary, height)
    }

    /// The height the content needs at `size.width`: the texts and the margins, 44 pt at least.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: arrangement(width: size.width).height)
    }

    /// Lays the image and texts out from the leading edge: right-to-left, the mirror image of
    /// the left-to-right frames, with `.value`'s secondary text at the left edge.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let a = arrangement(width: bounds.width)
        let shift = (bounds.height - a.height) / 2
        let rtl = isRightToLeft
        let w = bounds.width
        imageView.frame = a.image.offsetBy(dx: 0, dy: shift).mirrored(in: w, if: rtl)
        textLabel.frame = a.text.offsetBy(dx: 0, dy: shift).mirrored(in: w, if: rtl)
        secondaryTextLabel.frame = a.secondary.offsetBy(dx: 0, dy: shift).mirrored(in: w, if: rtl)
        if list.layout == .value { secondaryTextLabel.textAlignment = rtl ? .left : .right }
    }
}
