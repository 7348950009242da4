#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// The Objective-C target behind a closure form: its one action method calls the closure.
    final class ClosureTarget: NSObject {
        let body: @MainActor (AnyObject) -> Void

        init(_ body: @escaping @MainActor (AnyObject) -> Void) { self.body = body }

        /// The action UIKit sends; UIKit sends it on the main thread.
        @objc func fire(_ sender: AnyObject) {
            MainActor.assumeIsolated { body(sender) }
        }
    }

    nonisolated(unsafe) private var closureTargetsKey: UInt8 = 0

    extension NSObject {
        /// The closure targets this object keeps alive: UIKit does not retain the targets of
        /// recognizers and bar button items.
        var closureTargets: [ClosureTarget] {
            get {
                objc_getAssociatedObject(self, &closureTargetsKey) as? [ClosureTarget] ?? []
            }
            set {
                objc_setAssociatedObject(
                    self, &closureTargetsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }
    }
#endif
