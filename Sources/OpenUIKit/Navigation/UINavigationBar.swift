import Foundation

/// The bar at the top of a navigation controller, as UIKit's `UINavigationBar` (engine: a view with
/// a centred 17 pt semibold title label showing the top item's title; 44 pt tall, below the status
/// bar; bar buttons are not modelled).
@MainActor
open class UINavigationBar: UIView {
    /// The standard bar height, in points (UIKit's compact-title bar on iPhone).
    public static let standardHeight: CGFloat = 44
    /// The label showing the top item's title.
    let titleLabel = UILabel()
    /// The items, bottom to top (one per controller in the stack).
    public internal(set) var items: [UINavigationItem]? = [] {
        didSet { titleLabel.text = topItem?.title; setNeedsLayout() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
        titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 60, dy: 0)
    }
    /// The top item.
    public var topItem: UINavigationItem? { items?.last }
    /// The item below the top one.
    public var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?[items!.count - 2] : nil }
    /// The title shown (the top item's), for the renderer and tests.
    public var displayedTitle: String? { topItem?.title }
}

/// The title and items a controller shows in a navigation bar, as UIKit's `UINavigationItem`.
@MainActor
open class UINavigationItem {
    /// The title; defaults to the controller's `title`.
    open var title: String?
    /// Whether the back button is hidden. Default false.
    open var hidesBackButton = false
    /// Creates an item with a title.
    public init(title: String) { self.title = title }
    init() {}
}

/// The item a controller shows in a tab bar, as UIKit's `UITabBarItem` (title and tag).
@MainActor
open class UITabBarItem {
    /// The title; defaults to the controller's `title`.
    open var title: String?
    /// An integer to identify the item. Default 0.
    open var tag = 0
    /// A badge string. Default nil.
    open var badgeValue: String?
    /// Creates an item.
    public init(title: String?, tag: Int = 0) { self.title = title; self.tag = tag }
    init() {}
}
