import OpenUIKit

// App code as many projects carry it: UIKit's `UILayoutPriority` is not `Comparable`, so apps add
// the conformance themselves. It must compile here too (a second conformance would not).
extension UILayoutPriority: Comparable {
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
