#if canImport(UIKit)
    import UIKit

    /// The Objective-C target of an action method of two parameters: the sender and the event.
    final class EventClosureTarget: NSObject {
        let body: @MainActor (UIControl, UIEvent?) -> Void

        init(_ body: @escaping @MainActor (UIControl, UIEvent?) -> Void) { self.body = body }

        /// The action UIKit sends, with the touch's event; UIKit sends it on the main thread.
        @objc func fire(_ sender: UIControl, forEvent event: UIEvent?) {
            MainActor.assumeIsolated { body(sender, event) }
        }
    }

    nonisolated(unsafe) private var eventTargetsKey: UInt8 = 0

    extension UIControl {
        /// Adds an action called with the control and the touch's event for `controlEvents`:
        /// `addTarget(_:action:for:)` with a `(_ sender:forEvent:)` method, as a closure.
        public func addAction(
            for controlEvents: Event, handler: @escaping @MainActor (UIControl, UIEvent?) -> Void
        ) {
            let target = EventClosureTarget(handler)
            addTarget(
                target, action: #selector(EventClosureTarget.fire(_:forEvent:)), for: controlEvents)
            let kept =
                objc_getAssociatedObject(self, &eventTargetsKey) as? [EventClosureTarget] ?? []
            objc_setAssociatedObject(
                self, &eventTargetsKey, kept + [target], .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
#endif
