#if canImport(UIKit)
    import UIKit

    /// The first responder `sendAction(_:to:from:for:)` found for `captureFirstResponder`.
    @MainActor private var capturedFirstResponder: UIResponder?

    extension UIResponder {
        /// Sent to the first responder (target nil) to find it: UIKit has no property for it.
        @objc fileprivate func uikitClosuresCaptureFirstResponder(_ sender: Any?) {
            capturedFirstResponder = self
        }
    }

    extension UIApplication {
        /// Sends an action up the responder chain, as `sendAction(_:to:from:for:)` with a nil
        /// target: calls `action` with the first responder (else `sender`), then each `next`,
        /// until it returns true; returns whether one did.
        @discardableResult
        public func sendAction(
            from sender: Any?, for event: UIEvent?, _ action: (UIResponder) -> Bool
        ) -> Bool {
            capturedFirstResponder = nil
            sendAction(
                #selector(UIResponder.uikitClosuresCaptureFirstResponder(_:)), to: nil, from: nil,
                for: nil)
            var responder = capturedFirstResponder ?? (sender as? UIResponder)
            capturedFirstResponder = nil
            while let current = responder {
                if action(current) { return true }
                responder = current.next
            }
            return false
        }
    }
#endif
