import Foundation

/// The navigation bar's back button (engine: UIKit's private `_UIButtonBarButton`): a tinted
/// chevron and the previous item's back title, 17 pt regular, at the bar's leading edge.
@MainActor
final class NavigationBackButtonView: UIView {
    /// The chevron, a stroked "<" 12.5 × 21 pt (UIKit's `chevron.backward` at the bar's size).
    let chevron = UIView()
    /// The back title.
    let label = UILabel()
    private let chevronShape = CAShapeLayer()

    /// Chevron size, in points.
    static let chevronSize = CGSize(width: 12.5, height: 21)
    /// Leading inset of the chevron from the bar's edge, in points.
    static let leadingInset: CGFloat = 8
    /// Space between the chevron and the title, in points.
    static let titleSpacing: CGFloat = 6
    /// The longest back title shown before UIKit falls back to "Back", in points.
    static let maximumTitleWidth: CGFloat = 110

    /// Runs when the button is tapped (the navigation controller pops its top controller).
    var onTap: (@MainActor () -> Void)?
    /// The width the chevron and title take, from the bar's leading edge: the tappable area.
    private var tappableWidth: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.onTap?() })
        label.font = UIFont.systemFont(ofSize: 17)
        addSubview(label)
        let s = Self.chevronSize
        let path = CGMutablePath()
        path.move(to: CGPoint(x: s.width - 1.5, y: 1.5))
        path.addLine(to: CGPoint(x: 1.5, y: s.height / 2))
        path.addLine(to: CGPoint(x: s.width - 1.5, y: s.height - 1.5))
        chevronShape.path = path
        chevronShape.fillColor = nil
        chevronShape.lineWidth = 3
        chevronShape.lineCap = .round
        chevronShape.lineJoin = .round
        chevronShape.frame = CGRect(origin: .zero, size: s)
        chevron.layer.addSublayer(chevronShape)
        addSubview(chevron)
        tint(.systemBlue)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Colours the chevron and the title (a dynamic colour resolved with the button's traits,
    /// again when they change).
    func tint(_ color: UIColor) {
        tintUsed = color
        // A layer of its own: no implicit animation, as a view's tint change has none.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        chevronShape.strokeColor = resolvedCGColor(color)
        CATransaction.commit()
        label.textColor = color
    }

    /// The colour last given to `tint(_:)`.
    private var tintUsed: UIColor?

    override func engineTraitsDidChange(from previous: UITraitCollection) {
        super.engineTraitsDidChange(from: previous)
        if let tintUsed { tint(tintUsed) }
    }

    /// The back title for `item` (the item below the top one): its `backButtonTitle`, else its
    /// title, else "Back"; "Back" too when the title is wider than `maximumTitleWidth`, as UIKit
    /// shortens a long back title.
    static func title(for item: UINavigationItem) -> String {
        let wanted = item.backButtonTitle ?? item.title ?? "Back"
        let probe = UILabel()
        probe.font = UIFont.systemFont(ofSize: 17)
        probe.text = wanted
        return probe.intrinsicContentSize.width > maximumTitleWidth ? "Back" : wanted
    }

    /// Lays out the chevron and the title in a bar `height` tall; returns the button's width.
    @discardableResult
    func layOut(height: CGFloat) -> CGFloat {
        let s = Self.chevronSize
        chevron.frame = CGRect(
            x: Self.leadingInset, y: ((height - s.height) / 2).rounded(), width: s.width,
            height: s.height)
        let w = ceil(label.intrinsicContentSize.width)
        label.frame = CGRect(x: labelX, y: 0, width: w, height: height)
        tappableWidth = label.frame.maxX + Self.titleSpacing
        return label.frame.maxX
    }

    /// Only the chevron and the title take touches, not the rest of the bar the view spans.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let fromLeading = isRightToLeft ? bounds.width - point.x : point.x
        return fromLeading >= 0 && fromLeading < tappableWidth && point.y >= 0
            && point.y < bounds.height
    }

    /// Where the title starts, in the button's (and the bar's) coordinates.
    var labelX: CGFloat { Self.leadingInset + Self.chevronSize.width + Self.titleSpacing }
}
