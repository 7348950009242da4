import Foundation

/// The bar at the bottom of a tab bar controller, as UIKit's `UITabBar`: 49 pt plus the bottom
/// safe area, a 0.5 pt hairline shadow along its top edge, and one equal-width slot per item
/// showing the item's image (24 × 24 pt, centred, 7 pt from the top; system symbols drawn as
/// vector glyphs) above its 10 pt medium title. The selected item is drawn in the bar's tint
/// colour (system blue by default), the others in system grey, as UIKit's default
/// `unselectedItemTintColor`.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The standard bar height above the home indicator, in points.
    package static let standardHeight: CGFloat = 49
    /// One view per item, in order.
    var itemViews: [TabBarItemView] = []
    /// The hairline along the top edge (UIKit's shadow image).
    let shadowLine = UIView()
    /// The bar's background (UIKit's `_UIBarBackground`), drawn from its appearances
    /// (`UITabBar+Appearance.swift`).
    let barBackground = BarBackgroundView(material: BarColors.tabBar, hairlineEdge: .top)
    /// The bar's appearances.
    var appearances = BarAppearances<UITabBarAppearance>()
    /// The title labels, in order (for tests).
    var itemLabels: [UILabel] { itemViews.map(\.label) }
    /// The items, one per tab.
    public internal(set) var items: [UITabBarItem]? {
        didSet {
            for v in itemViews { v.removeFromSuperview() }
            itemViews = (items ?? []).map { item in
                item.bar = self
                let v = TabBarItemView(item: item)
                addSubview(v)
                return v
            }
            setNeedsItemUpdate()
        }
    }
    /// The selected item.
    public internal(set) weak var selectedItem: UITabBarItem? {
        didSet { setNeedsItemUpdate() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBar()
    }

    /// Archives do not exist in this engine: as `init(frame: .zero)`, as UIKit's `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    private func setUpBar() {
        insertSubview(barBackground, at: 0)
        shadowLine.backgroundColor = BarColors.shadow
        shadowLine.isUserInteractionEnabled = false
        addSubview(shadowLine)
    }

    /// Shows the items' current titles, images and the selection's tint.
    func setNeedsItemUpdate() {
        for v in itemViews { updateItemView(v) }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        applyAppearance()
        shadowLine.frame = CGRect(x: 0, y: -0.5, width: bounds.width, height: 0.5)
        guard !itemViews.isEmpty else { return }
        // Right-to-left, the items run from the right edge (the first item rightmost), as UIKit's.
        let w = bounds.width / CGFloat(itemViews.count)
        let rtl = isRightToLeft
        for (i, v) in itemViews.enumerated() {
            v.frame = CGRect(x: CGFloat(i) * w, y: 0, width: w, height: Self.standardHeight)
                .mirrored(in: bounds.width, if: rtl)
        }
    }

    /// The controller whose tabs this bar selects.
    weak var controller: UITabBarController?

    // A touch that lifts inside an item's slot selects that tab, as a tap on UIKit's bar buttons
    // (touch-up-inside); the bar consumes its touches.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let count = items?.count, count > 0, bounds.width > 0
        else { return }
        let p = touch.location(in: self)
        guard bounds.contains(p) else { return }
        let fromLeading = isRightToLeft ? bounds.width - p.x : p.x
        let index = min(count - 1, max(0, Int(fromLeading / (bounds.width / CGFloat(count)))))
        controller?.selectTab(at: index)
    }
    /// The titles shown, in order (for the renderer and tests).
    var displayedTitles: [String?] { items?.map(\.title) ?? [] }
}

/// One slot of a tab bar (UIKit's private `UITabBarButton`): the item's image and title.
@MainActor
final class TabBarItemView: UIView {
    weak var item: UITabBarItem?
    /// The image: a glyph shape for a system symbol, else the bitmap.
    let icon = UIImageView()
    let label = UILabel()
    private let glyph = CAShapeLayer()

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        label.font = UIFont.systemFont(ofSize: 10, weight: .medium)
        label.textAlignment = .center
        icon.layer.addSublayer(glyph)
        addSubview(icon)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows the item's title and (selected) image in `color`.
    func update(color: UIColor, selected: Bool) {
        label.text = item?.title
        label.textColor = color
        let image = (selected ? item?.selectedImage : nil) ?? item?.image
        let symbol = image?.symbolName.flatMap(SymbolGlyph.named)
        icon.image = symbol == nil ? image : nil
        icon.isHidden = image == nil
        // A layer of its own: no implicit animation (UIKit's bar changes the tint at once).
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        glyph.path = symbol?.path
        glyph.fillColor = symbol?.filled == true ? color.cgColor : nil
        glyph.strokeColor = symbol?.filled == false ? color.cgColor : nil
        glyph.lineWidth = symbol?.lineWidth ?? 0
        glyph.lineCap = .round
        glyph.lineJoin = .round
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let s = SymbolGlyph.side
        icon.frame = CGRect(x: ((bounds.width - s) / 2).rounded(), y: 7, width: s, height: s)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        glyph.frame = icon.bounds
        CATransaction.commit()
        label.frame = CGRect(x: 0, y: 33, width: bounds.width, height: 12)
    }
}
