#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

/// Values kept for objects without owning them: an entry lives as long as its object, and entries
/// of objects gone are dropped on the next write. (Swift extensions cannot add stored properties;
/// this works without the Objective-C runtime, so the same source builds on iOS and Linux.)
@MainActor
final class SegueStorage<Value> {
    private struct Entry {
        weak var owner: AnyObject?
        var value: Value
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The value kept for `owner`, or nil.
    subscript(owner: AnyObject) -> Value? {
        get {
            guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else {
                return nil
            }
            return entry.value
        }
        set {
            entries = entries.filter { $0.value.owner != nil }
            entries[ObjectIdentifier(owner)] = newValue.map { Entry(owner: owner, value: $0) }
        }
    }

    /// The number of live entries (tests check that nothing is kept for objects gone).
    var count: Int { entries.values.filter { $0.owner != nil }.count }
}
