import Foundation

extension UIBarButtonItem {
    /// A space that grows to share what a toolbar has left, as UIKit's
    /// `UIBarButtonItem.flexibleSpace()` (iOS 14): the `.flexibleSpace` system item.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace)
    }

    /// A blank space `width` points wide, as UIKit's `UIBarButtonItem.fixedSpace(_:)` (iOS 14;
    /// `fixedSpace()` of iOS 16 is the default 0 pt, which lays out as the 8 pt item spacing
    /// alone): the `.fixedSpace` system item with that `width`.
    public static func fixedSpace(_ width: CGFloat = 0) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }
}
