import Foundation

/// The bar at the top of a navigation controller, as UIKit's `UINavigationBar`: 44 pt tall,
/// below the status bar, positioned `.topAttached` — its background (`barTintColor`, else an
/// opaque near-white standing in for UIKit's default blurred material) extends up under the
/// status bar, so content scrolled or slid under it is covered as on a device, with a 0.5 pt
/// hairline shadow below. It shows the top item's title, centred, 17 pt semibold; a back button
/// (a tinted chevron and the previous item's `backButtonTitle` or title, "Back" when that is
/// long) when there is a previous item, the top item does not hide it and has no left items; and
/// the top item's `leftBarButtonItems` from the bar's left layout margin rightwards and its
/// `rightBarButtonItems` from the right margin leftwards (the first item outermost, as UIKit
/// orders them), each as wide as its title (or its `width`) and as tall as the bar, 8 pt apart;
/// the margin is 16 pt in a compact width and 20 pt in a regular one (UIKit's system layout
/// margins). An animated push or pop animates the title and back button alongside the
/// transition (`UINavigationBar+Transition.swift`). Right-to-left, the bar is mirrored: back
/// button and chevron (pointing right) at the right edge, `leftBarButtonItems` at the right and
/// `rightBarButtonItems` at the left, as UIKit's leading and trailing items.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The standard bar height, in points (UIKit's compact-title bar on iPhone).
    package static let standardHeight: CGFloat = 44
    /// The default bar colour: an opaque stand-in for UIKit's default bar material, light or
    /// dark with the appearance (`BarColors.navigationBar`).
    static let defaultBarColor = BarColors.navigationBar
    /// The label showing the top item's title.
    let titleLabel = UILabel()
    /// The back button (hidden when the top item has none).
    let backButton = NavigationBackButtonView()
    /// The bar's background, extended up under the status bar (UIKit's `_UIBarBackground`),
    /// drawn from the bar's appearances (`UINavigationBar+Appearance.swift`).
    let barBackground = BarBackgroundView(material: BarColors.navigationBar, hairlineEdge: .bottom)
    /// The bar's appearances, and what its legacy customisations set.
    var appearances = BarAppearances<UINavigationBarAppearance>()
    var legacy = LegacyBarSettings()
    /// The hairline below the bar (UIKit's shadow image).
    let shadowLine = UIView()
    /// How far the background extends above the bar: the status bar's height when the bar is
    /// attached to the top of the screen (set by the navigation controller).
    var topAttachmentHeight: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The bar's background colour. Default nil: the default bar colour. Written into the
    /// standard appearance's `backgroundColor` (`UINavigationBar+Appearance.swift`).
    open var barTintColor: UIColor? { didSet { applyLegacyBackground() } }
    /// Whether the bar shows a large title, in a strip below its 44 pt row, for items whose
    /// `largeTitleDisplayMode` asks for one (`UINavigationBar+LargeTitle.swift`). Default false.
    open var prefersLargeTitles = false { didSet { largeTitleSettingsChanged() } }
    /// The large title's font (`.font`) and colour (`.foregroundColor`). Default nil: 34 pt bold
    /// system font in `.label`, as UIKit's `.largeTitle` style emphasised.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { largeTitleSettingsChanged() }
    }
    /// The clipping strip below the row that holds the large title (UIKit's
    /// `_UINavigationBarLargeTitleView`).
    let largeTitleView = UIView()
    /// The label showing the top item's large title.
    let largeTitleLabel = UILabel()
    /// How the top item's title shows (set by the navigation controller).
    var largeTitleStyle: LargeTitleStyle = .none {
        didSet { if largeTitleStyle != oldValue { setNeedsLayout() } }
    }
    /// The height of the large-title strip shown now, in points: 52 when open, less while the
    /// content scrolls it closed, more while a pull stretches it (set by the navigation
    /// controller).
    var largeTitleHeight: CGFloat = 0 {
        didSet { if largeTitleHeight != oldValue { setNeedsLayout() } }
    }
    /// Whether a push or pop is animating the large title and the bar's height (the navigation
    /// controller leaves the bar's frame to it meanwhile).
    var isAnimatingLargeTitle = false
    /// The strip below the large title holding the top item's search bar
    /// (`UINavigationBar+Search.swift`).
    let searchBarView = UIView()
    /// The height of the search strip shown now, in points: 52, less while the content scrolls
    /// it away (set by the navigation controller).
    var searchStripHeight: CGFloat = 0 {
        didSet { if searchStripHeight != oldValue { setNeedsLayout() } }
    }
    /// Whether an active search controller slid the row and large title away.
    var searchHidesRow = false {
        didSet { if searchHidesRow != oldValue { applySearchRowAlpha() } }
    }
    /// The items, bottom to top (one per controller in the stack).
    public internal(set) var items: [UINavigationItem]? = [] {
        didSet {
            topItem?.bar = self
            showTopItem()
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
        barBackground.isUserInteractionEnabled = false
        addSubview(barBackground)
        shadowLine.backgroundColor = BarColors.shadow
        shadowLine.isUserInteractionEnabled = false
        addSubview(shadowLine)
        titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        setUpLargeTitle()
        setUpSearchBar()
        addSubview(backButton)
        showTopItem()
    }

    /// Shows the top item's title and back button at once (no animation).
    func showTopItem() {
        titleLabel.text = topItem?.title
        largeTitleLabel.text = topItem?.title
        let back = backItem.flatMap { item -> String? in
            guard let top = topItem, !top.hidesBackButton,
                (top.leftBarButtonItems ?? []).isEmpty
            else { return nil }
            return NavigationBackButtonView.title(for: item)
        }
        backButton.label.text = back
        backButton.isHidden = back == nil
        backButton.tint(tintColor ?? .systemBlue)
        showTopItemSearchBar()
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        applyAppearance()
        let w = bounds.width
        let full = bounds.height
        // The row of the title and buttons; a large-title strip and a search strip lie below it.
        let h = max(0, full - largeTitleHeight - searchStripHeight)
        barBackground.frame = CGRect(
            x: 0, y: -topAttachmentHeight, width: w, height: full + topAttachmentHeight)
        shadowLine.frame = CGRect(x: 0, y: full, width: w, height: 0.5)
        backButton.frame = CGRect(x: 0, y: 0, width: w, height: h)
        let backEnd = backButton.isHidden ? 0 : backButton.layOut(height: h)
        let (leftEnd, rightStart) = layoutBarButtonItems()
        let inset = max(60, backEnd + 8, leftEnd + 8, w - rightStart + 8)
        titleLabel.frame = CGRect(x: inset, y: 0, width: max(0, w - 2 * inset), height: h)
        layOutLargeTitle(rowHeight: h)
        layOutSearchBar(rowHeight: h)
        if isRightToLeft { mirrorForRightToLeft() }
        backButton.chevron.transform =
            isRightToLeft ? CGAffineTransform(scaleX: -1, y: 1) : .identity
        applyAppearanceToItems()
    }

    /// Right-to-left, the bar is UIKit's mirrored: the back button (chevron pointing right) and
    /// the leading items at the right edge, the trailing items at the left.
    private func mirrorForRightToLeft() {
        let w = bounds.width
        for v in [backButton.chevron, backButton.label] + itemViews {
            v.frame.origin.x = w - v.frame.maxX
        }
    }

    /// Spacing between two bar button items, in points (engine choice, close to UIKit's).
    static let interitemSpacing: CGFloat = 8
    /// The bar's horizontal layout margin: 16 pt in a compact width, 20 pt in a regular one.
    var barMargin: CGFloat { traitCollection.horizontalSizeClass == .regular ? 20 : 16 }

    /// Shows the top item's bar button items at the bar's edges (see the type's doc); returns
    /// where the left items end and the right ones start (the bar's edges when there are none).
    private func layoutBarButtonItems() -> (leftEnd: CGFloat, rightStart: CGFloat) {
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
        var leftEnd: CGFloat = 0
        for (item, v) in zip(left, itemViews.prefix(left.count)) {
            let w = v.itemWidth
            v.frame = CGRect(x: x, y: 0, width: w, height: rowHeight)
            leftEnd = x + w
            x += w + Self.interitemSpacing
            place(v, for: item)
        }
        x = bounds.width - barMargin
        var rightStart = bounds.width
        for (item, v) in zip(right, itemViews.suffix(right.count)) {
            let w = v.itemWidth
            v.frame = CGRect(x: x - w, y: 0, width: w, height: rowHeight)
            rightStart = x - w
            x -= w + Self.interitemSpacing
            place(v, for: item)
        }
        return (leftEnd, rightStart)
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
    var displayedTitle: String? { topItem?.title }
}

/// The title and items a controller shows in a navigation bar, as UIKit's `UINavigationItem`.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title; defaults to the controller's `title`.
    open var title: String?
    /// When the bar shows this item's title large (the bar's `prefersLargeTitles` must be on).
    /// Default `.automatic`: as the item below it, or large for the first item.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { bar?.largeTitleSettingsChanged() }
    }
    /// Whether the back button is hidden. Default false.
    open var hidesBackButton = false { didSet { changed() } }
    /// The title of the back button shown when this item is below the top one. Default nil: the
    /// item's title.
    open var backButtonTitle: String? { didSet { changed() } }
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
    /// The search controller whose search bar the bar shows below the title (iOS 11). Default
    /// nil (`UINavigationBar+Search.swift`).
    open var searchController: UISearchController? { didSet { bar?.largeTitleSettingsChanged() } }
    /// Whether the search bar scrolls away with the content, before the large title (iOS 11).
    /// Default true.
    open var hidesSearchBarWhenScrolling = true { didSet { bar?.largeTitleSettingsChanged() } }
    /// Where the bar should place the search bar (iOS 16). Default `.automatic`: stacked below
    /// the title on iPhone.
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic
    /// The bar showing this item (as its top item), laid out again when the items change.
    weak var bar: UINavigationBar?
    /// The item's own bar appearances (`UINavigationItem+Appearance.swift`).
    var appearances = BarAppearances<UINavigationBarAppearance>()

    private func changed() {
        guard let bar, bar.topItem === self else { return }
        bar.showTopItem()
        bar.layoutIfNeeded()
    }
    /// Creates an item with a title.
    public init(title: String) { self.title = title }
    /// Creates an item with no title.
    public override init() { super.init() }
}
