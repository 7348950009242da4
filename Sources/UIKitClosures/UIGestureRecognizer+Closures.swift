#if canImport(UIKit)
    import UIKit

    extension UIGestureRecognizer {
        /// An identifier for an action added with `addAction(_:)`, for `removeAction(_:)`.
        public struct ActionIdentifier: Hashable, Sendable {
            let target: ObjectIdentifier
        }

        /// Creates a recognizer that calls `handler` with itself on each began, changed, ended
        /// and cancelled state: `init(target:action:)` with a closure.
        public convenience init(handler: @escaping @MainActor (Self) -> Void) {
            self.init(target: nil, action: nil)
            addAction(handler)
        }

        /// Adds an action called with the recognizer, as `addTarget(_:action:)` does; actions
        /// run in the order they were added.
        @discardableResult
        public func addAction(_ action: @escaping @MainActor (Self) -> Void) -> ActionIdentifier {
            let target = ClosureTarget { sender in action(sender as! Self) }
            addTarget(target, action: #selector(ClosureTarget.fire(_:)))
            closureTargets.append(target)
            return ActionIdentifier(target: ObjectIdentifier(target))
        }

        /// Removes the action `identifier` names, as `removeTarget(_:action:)` does.
        public func removeAction(_ identifier: ActionIdentifier) {
            for target in closureTargets where ObjectIdentifier(target) == identifier.target {
                removeTarget(target, action: nil)
            }
            closureTargets.removeAll { ObjectIdentifier($0) == identifier.target }
        }

        /// Removes every action added with `addAction(_:)` or `init(handler:)`.
        public func removeAllActions() {
            for target in closureTargets { removeTarget(target, action: nil) }
            closureTargets.removeAll()
        }
    }
#endif
