import Foundation

extension NSAttributedString.Key {
    /// The text's font (a `UIFont`), as UIKit's `NSAttributedString.Key.font`. Default: the
    /// system font, 12 pt in UIKit's attributed strings; here read by the bars' title
    /// attributes, whose defaults their properties state.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's colour (a `UIColor`), as UIKit's `NSAttributedString.Key.foregroundColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}
