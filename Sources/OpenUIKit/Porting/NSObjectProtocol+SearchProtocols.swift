import Foundation

// The search protocols refine `NSObjectProtocol` in UIKit, as the others in
// NSObjectProtocol+UIKitProtocols.swift: each gets `isKind(of:)`. Docs/Porting.md, "NSObject".

extension UISearchBarDelegate {
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { objectIsKind(self, of: aClass) }
}

extension UISearchControllerDelegate {
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { objectIsKind(self, of: aClass) }
}

extension UISearchResultsUpdating {
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { objectIsKind(self, of: aClass) }
}
