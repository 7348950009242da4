import Foundation

/// The bar at the top of a navigation controller, as UIKit's `UINavigationBar` (engine: a view with
/// a centred 17 pt semibold title label showing the top item's title; 44 pt tall, below the status
/// bar). The top item's `leftBarButtonItems` are drawn from the bar's left layout margin rightwards
/// and its `rightBarButtonItems` from the right margin leftwards (the first item outermost, as
/// UIKit orders them), each as wide as its title (or its `width`) and as tall as the bar, 8 pt
/// apart; the margin is 16 pt in a compact width and 20 pt in a regular one (UIKit's system
/// layout margins). Back buttons are not drawn.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The standard bar height, in points (UIKit's compact-title bar on iPhone).
    package static let standardHeight: CGFloat = 44
    /// The label showing the top item's title.
    let titleLabel = UILabel()
    /// The items, bottom to top (one per controller in the stack).
    public internal(set) var items: [UINavigationItem]? = [] {
        didSet {
            titleLabel.text = topItem?.title
            topItem?.bar = self
            setNeedsLayout()
        }
    }
    /// The views of the top item's bar button items, left ones first.
    private var itemViews: [BarButtonItemView] = []

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
        backgroundColor = UIColor(white: 0.97, alpha: 1)
        titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 60, dy: 0)
        layoutBarButtonItems()
    }

    /// Spacing between two bar button items, in points (engine choice, close to UIKit's).
    static let interitemSpacing: CGFloat = 8
    /// The bar's horizontal layout margin: 16 pt in a compact width, 20 pt in a regular one.
    var barMargin: CGFloat { UITraitCollection.current.horizontalSizeClass == .regular ? 20 : 16 }

    /// Shows the top item's bar button items at the bar's edges (see the type's doc).
    private func layoutBarButtonItems() {
        let left = topItem?.leftBarButtonItems ?? []
        let right = topItem?.rightBarButtonItems ?? []
        let wanted = left + right
        let reusable = itemViews
        itemViews = wanted.map { item in
            if let v = reusable.first(where: { $0.item === item }) {
                v.update()
                return v
            }
            return BarButtonItemView(item: item)
        }
        for v in reusable where !itemViews.contains(where: { $0 === v }) {
            if v.item?.view === v { v.item?.view = nil }
            v.removeFromSuperview()
        }
        var x = barMargin
        for (item, v) in zip(left, itemViews.prefix(left.count)) {
            let w = v.itemWidth
            v.frame = CGRect(x: x, y: 0, width: w, height: bounds.height)
            x += w + Self.interitemSpacing
            place(v, for: item)
        }
        x = bounds.width - barMargin
        for (item, v) in zip(right, itemViews.suffix(right.count)) {
            let w = v.itemWidth
            v.frame = CGRect(x: x - w, y: 0, width: w, height: bounds.height)
            x -= w + Self.interitemSpacing
            place(v, for: item)
        }
    }

    private func place(_ v: BarButtonItemView, for item: UIBarButtonItem) {
        if v.superview !== self { addSubview(v) }
        item.view = v
        item.bar = self
    }

    /// The top item.
    public var topItem: UINavigationItem? { items?.last }
    /// The item below the top one.
    public var backItem: UINavigationItem? {
        (items?.count ?? 0) > 1 ? items?[items!.count - 2] : nil
    }
    /// The title shown (the top item's), for the renderer and tests.
    package var displayedTitle: String? { topItem?.title }
}

/// The title and items a controller shows in a navigation bar, as UIKit's `UINavigationItem`.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title; defaults to the controller's `title`.
    open var title: String?
    /// Whether the back button is hidden. Default false.
    open var hidesBackButton = false
    /// The items at the bar's left, outermost first. Default nil.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The items at the bar's right, outermost (rightmost) first, as UIKit orders them. Default nil.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The first of `leftBarButtonItems`; setting it replaces them all with this one item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first of `rightBarButtonItems`; setting it replaces them all with this one item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The bar showing this item (as its top item), laid out again when the items change.
    weak var bar: UINavigationBar?

    private func changed() {
        guard let bar, bar.topItem === self else { return }
        bar.setNeedsLayout()
        bar.layoutIfNeeded()
    }
    /// Creates an item with a title.
    public init(title: String) { self.title = title }
    /// Creates an item with no title.
    public override init() { super.init() }
}

/// The item a controller shows in a tab bar, as UIKit's `UITabBarItem` (title and tag).
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    /// The title; defaults to the controller's `title`.
    open var title: String?
    /// An integer to identify the item. Default 0.
    open var tag = 0
    /// A badge string. Default nil.
    open var badgeValue: String?
    /// Creates an item.
    package init(title: String?, tag: Int = 0) {
        self.title = title
        self.tag = tag
    }
    /// Creates an item with no title.
    public override init() { super.init() }
}
