#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// A closure observer's trampoline, with what it observes, for `removeObserver`.
    final class NotificationTarget: NSObject {
        let body: @MainActor (Notification) -> Void
        let center: NotificationCenter
        let name: NSNotification.Name?
        weak var object: AnyObject?

        init(
            center: NotificationCenter, name: NSNotification.Name?, object: AnyObject?,
            body: @escaping @MainActor (Notification) -> Void
        ) {
            self.center = center
            self.name = name
            self.object = object
            self.body = body
        }

        /// Posted on the main thread, as the closure form requires.
        @objc func fire(_ notification: NSNotification) {
            MainActor.assumeIsolated { body(notification as Notification) }
        }
    }

    nonisolated(unsafe) private var notificationTargetsKey: UInt8 = 0

    extension NotificationCenter {
        /// The closure form of `addObserver(_:selector:name:object:)`: `removeObserver(observer)`
        /// removes it too. Post on the main thread.
        public func addObserver(
            _ observer: AnyObject, name: NSNotification.Name?, object: Any?,
            using handler: @escaping @MainActor (Notification) -> Void
        ) {
            let target = NotificationTarget(
                center: self, name: name, object: object as AnyObject?, body: handler)
            addObserver(
                target, selector: #selector(NotificationTarget.fire(_:)), name: name,
                object: object)
            objc_setAssociatedObject(
                observer, &notificationTargetsKey, targets(of: observer) + [target],
                .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }

        /// Removes `observer`'s observations, closures included.
        public func removeObserver(_ observer: AnyObject) {
            removeObserver(observer, name: nil, object: nil)
        }

        /// Removes `observer`'s observations of `name` from `object`, closures included.
        public func removeObserver(
            _ observer: AnyObject, name: NSNotification.Name?, object: Any?
        ) {
            let (removed, kept) = targets(of: observer).reduce(
                into: ([NotificationTarget](), [NotificationTarget]())
            ) { result, target in
                let matches =
                    target.center === self && (name == nil || target.name == name)
                    && (object == nil || target.object === (object as AnyObject))
                if matches { result.0.append(target) } else { result.1.append(target) }
            }
            for target in removed { removeObserver(target as Any) }
            objc_setAssociatedObject(
                observer, &notificationTargetsKey, kept, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            removeObserver(observer as Any, name: name, object: object)
        }

        private func targets(of observer: AnyObject) -> [NotificationTarget] {
            objc_getAssociatedObject(observer, &notificationTargetsKey) as? [NotificationTarget]
                ?? []
        }
    }
#endif
