import Foundation

extension UIApplication {
    /// Sends an action up the responder chain, as `sendAction(_:to:from:for:)` with a nil target
    /// does: calls `action` with the first responder, then with each `next`, until it returns
    /// true (it handled the action); returns whether one did.
    ///
    /// With no first responder the chain starts at `sender` (a control, or the view showing a
    /// bar button item), as UIKit's controls search from themselves then. The closure stands in
    /// for the selector: it answers whether the responder it is given implements the action.
    @discardableResult
    public func sendAction(
        from sender: Any?, for event: UIEvent?, _ action: (UIResponder) -> Bool
    ) -> Bool {
        var responder =
            UIResponder.firstResponder ?? (sender as? UIResponder)
            ?? (sender as? UIBarButtonItem)?.view
        while let current = responder {
            if action(current) { return true }
            responder = current.next
        }
        return false
    }
}
