import Foundation

// UIKit's protocols refine `NSObjectProtocol`, so code calls `isKind(of:)` on a value of a
// protocol type (`if let d = navigationController?.delegate, d.isKind(of: MyDelegate.self)`).
// Here the protocols are class-bound Swift protocols; each protocol that refines none of the
// others gets `isKind(of:)` (the protocols refining it inherit it). Docs/Porting.md, "NSObject".

extension UIAdaptivePresentationControllerDelegate {
    /// Whether the object is an instance of `aClass` or of one of its subclasses, as
    /// `NSObjectProtocol`'s `isKind(of:)`, which UIKit's protocol inherits.
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { objectIsKind(self, of: aClass) }
}

extension UICollectionViewDataSource {
    /// Whether the object is an instance of `aClass` or of one of its subclasses, as
    /// `NSObjectProtocol`'s `isKind(of:)`, which UIKit's protocol inherits.
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { objectIsKind(self, of: aClass) }
}

extension UIGestureRecognizerDelegate {
    /// Whether the object is an instance of `aClass` or of one of its subclasses, as
    /// `NSObjectProtocol`'s `isKind(of:)`, which UIKit's protocol inherits.
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { objectIsKind(self, of: aClass) }
}

extension UINavigationControllerDelegate {
    /// Whether the object is an instance of `aClass` or of one of its subclasses, as
    /// `NSObjectProtocol`'s `isKind(of:)`, which UIKit's protocol inherits.
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { objectIsKind(self, of: aClass) }
}

extension UIScrollViewDelegate {
    /// Whether the object is an instance of `aClass` or of one of its subclasses, as
    /// `NSObjectProtocol`'s `isKind(of:)`, which UIKit's protocol inherits.
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { objectIsKind(self, of: aClass) }
}

extension UITabBarControllerDelegate {
    /// Whether the object is an instance of `aClass` or of one of its subclasses, as
    /// `NSObjectProtocol`'s `isKind(of:)`, which UIKit's protocol inherits.
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { objectIsKind(self, of: aClass) }
}

extension UITableViewDataSource {
    /// Whether the object is an instance of `aClass` or of one of its subclasses, as
    /// `NSObjectProtocol`'s `isKind(of:)`, which UIKit's protocol inherits.
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { objectIsKind(self, of: aClass) }
}

extension UITextFieldDelegate {
    /// Whether the object is an instance of `aClass` or of one of its subclasses, as
    /// `NSObjectProtocol`'s `isKind(of:)`, which UIKit's protocol inherits.
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { objectIsKind(self, of: aClass) }
}

extension UIViewAnimating {
    /// Whether the object is an instance of `aClass` or of one of its subclasses, as
    /// `NSObjectProtocol`'s `isKind(of:)`, which UIKit's protocol inherits.
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { objectIsKind(self, of: aClass) }
}

extension UIViewControllerAnimatedTransitioning {
    /// Whether the object is an instance of `aClass` or of one of its subclasses, as
    /// `NSObjectProtocol`'s `isKind(of:)`, which UIKit's protocol inherits.
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { objectIsKind(self, of: aClass) }
}

extension UIViewControllerContextTransitioning {
    /// Whether the object is an instance of `aClass` or of one of its subclasses, as
    /// `NSObjectProtocol`'s `isKind(of:)`, which UIKit's protocol inherits.
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { objectIsKind(self, of: aClass) }
}

extension UIViewControllerInteractiveTransitioning {
    /// Whether the object is an instance of `aClass` or of one of its subclasses, as
    /// `NSObjectProtocol`'s `isKind(of:)`, which UIKit's protocol inherits.
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { objectIsKind(self, of: aClass) }
}

extension UIViewControllerTransitionCoordinatorContext {
    /// Whether the object is an instance of `aClass` or of one of its subclasses, as
    /// `NSObjectProtocol`'s `isKind(of:)`, which UIKit's protocol inherits.
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { objectIsKind(self, of: aClass) }
}

extension UIViewControllerTransitioningDelegate {
    /// Whether the object is an instance of `aClass` or of one of its subclasses, as
    /// `NSObjectProtocol`'s `isKind(of:)`, which UIKit's protocol inherits.
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { objectIsKind(self, of: aClass) }
}

/// Whether `object`'s class is `aClass` or inherits from it.
func objectIsKind(_ object: AnyObject, of aClass: AnyClass) -> Bool {
    var current: AnyClass? = type(of: object)
    while let c = current {
        if ObjectIdentifier(c) == ObjectIdentifier(aClass) { return true }
        current = _getSuperclass(c)
    }
    return false
}
