import Foundation

/// A screen's own bar appearances: while its item is the bar's top item, each one that is set
/// wins over the bar's (UIKit's `UINavigationItem` appearances, iOS 13/15).
extension UINavigationItem {
    /// The bar's look for this screen at standard height. Default nil: the bar's. Stores a copy.
    public var standardAppearance: UINavigationBarAppearance? {
        get { appearances.standard }
        set {
            appearances.standard = newValue?.copy(ownedBy: self)
            bar?.setNeedsLayout()
        }
    }

    /// The bar's look for this screen at compact height. Default nil: the bar's.
    public var compactAppearance: UINavigationBarAppearance? {
        get { appearances.compact }
        set {
            appearances.compact = newValue?.copy(ownedBy: self)
            bar?.setNeedsLayout()
        }
    }

    /// The bar's look for this screen while its content is at the bar's edge. Default nil: the
    /// bar's.
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.scrollEdge }
        set {
            appearances.scrollEdge = newValue?.copy(ownedBy: self)
            bar?.setNeedsLayout()
        }
    }

    /// The bar's scroll-edge look for this screen at compact height. Default nil: the bar's.
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.compactScrollEdge }
        set {
            appearances.compactScrollEdge = newValue?.copy(ownedBy: self)
            bar?.setNeedsLayout()
        }
    }
}
