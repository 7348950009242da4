import Foundation

/// The item a controller shows in a tab bar, as UIKit's `UITabBarItem`: a title, an image (drawn
/// tinted: the bar's tint when selected, grey otherwise), a tag and a badge.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    /// The title; defaults to the controller's `title`.
    open var title: String? { didSet { bar?.setNeedsItemUpdate() } }
    /// The image above the title (a system symbol or a bitmap, drawn as a template). Default nil.
    open var image: UIImage? { didSet { bar?.setNeedsItemUpdate() } }
    /// The image shown when the item is selected. Default nil: `image`.
    open var selectedImage: UIImage? { didSet { bar?.setNeedsItemUpdate() } }
    /// An integer to identify the item. Default 0.
    open var tag = 0
    /// A badge string. Default nil.
    open var badgeValue: String?
    /// The bar showing this item.
    weak var bar: UITabBar?

    /// Creates an item.
    package init(title: String?, tag: Int = 0) {
        self.title = title
        self.tag = tag
    }

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates one of the system items, with UIKit's title and a drawn glyph for its image.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.title = systemItem.title
        self.image = UIImage(systemName: systemItem.symbolName)
        self.tag = tag
    }

    /// Creates an item with no title.
    public override init() { super.init() }

    /// UIKit's system tab bar items, with its raw values.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search,
            downloads, mostRecent, mostViewed

        /// UIKit's title for the item.
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The glyph drawn for the item (engine choice, after UIKit's artwork).
        var symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites, .featured, .topRated: "star.fill"
            case .recents, .history, .mostRecent: "clock"
            case .contacts: "person.fill"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .downloads: "arrow.down.circle"
            case .mostViewed: "list.bullet"
            }
        }
    }
}
