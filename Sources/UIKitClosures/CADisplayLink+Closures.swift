#if canImport(UIKit)
    import QuartzCore
    import UIKit

    extension CADisplayLink {
        /// Creates a display link that calls `handler` each frame once added to a run loop:
        /// `init(target:selector:)` with a closure. The link holds the closure until
        /// invalidated, as it holds its target.
        public convenience init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
            let target = ClosureTarget { link in handler(link as! CADisplayLink) }
            self.init(target: target, selector: #selector(ClosureTarget.fire(_:)))
        }
    }
#endif
