import Foundation

extension NotificationCenter {
    /// Calls `handler` with each notification named `name` (nil: any) posted by `object` (nil:
    /// any sender), on behalf of `observer`: the closure form of UIKit's
    /// `addObserver(_:selector:name:object:)`.
    ///
    /// As with a selector observer, `removeObserver(observer)` and
    /// `removeObserver(observer, name:object:)` remove it, and the center does not keep
    /// `observer` alive (capture it weakly). The handler runs on the main actor: post on the main
    /// thread, as the engine does.
    public func addObserver(
        _ observer: AnyObject, name: NSNotification.Name?, object: Any?,
        using handler: @escaping @MainActor (Notification) -> Void
    ) {
        let token = addObserver(forName: name, object: object, queue: nil) { notification in
            let posted = PostedNotification(notification: notification)
            MainActor.assumeIsolated { handler(posted.notification) }
        }
        ClosureObservers.shared.add(
            .init(
                center: self, observer: observer, name: name, object: object as AnyObject?,
                token: token))
    }

    /// Removes every observation `observer` made, closures included (Foundation's
    /// `removeObserver(_:)` for the rest).
    public func removeObserver(_ observer: AnyObject) {
        removeObserver(observer, name: nil, object: nil)
    }

    /// Removes `observer`'s observations of `name` (nil: all) from `object` (nil: any sender),
    /// closures included (Foundation's `removeObserver(_:name:object:)` for the rest).
    public func removeObserver(_ observer: AnyObject, name: NSNotification.Name?, object: Any?) {
        for token in ClosureObservers.shared.remove(
            center: self, observer: observer, name: name, object: object as AnyObject?)
        {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any, name: name, object: object)
    }
}

/// A notification handed from Foundation's `Sendable` block to the main actor it is posted on.
private struct PostedNotification: @unchecked Sendable {
    let notification: Notification
}

/// The observations made with `addObserver(_:name:object:using:)`, by observer, so that
/// `removeObserver(_:)` finds them.
private final class ClosureObservers: @unchecked Sendable {
    struct Entry {
        weak var center: NotificationCenter?
        weak var observer: AnyObject?
        var name: NSNotification.Name?
        weak var object: AnyObject?
        var token: any NSObjectProtocol
    }

    static let shared = ClosureObservers()
    private let lock = NSLock()
    private var entries: [Entry] = []

    func add(_ entry: Entry) {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll { $0.observer == nil || $0.center == nil }
        entries.append(entry)
    }

    /// Forgets and returns the tokens of `observer`'s matching observations on `center`.
    func remove(
        center: NotificationCenter, observer: AnyObject, name: NSNotification.Name?,
        object: AnyObject?
    ) -> [any NSObjectProtocol] {
        lock.lock()
        defer { lock.unlock() }
        var removed: [any NSObjectProtocol] = []
        entries.removeAll { entry in
            let matches =
                entry.center === center && entry.observer === observer
                && (name == nil || entry.name == name)
                && (object == nil || entry.object === object)
            if matches { removed.append(entry.token) }
            return matches
        }
        return removed
    }
}
