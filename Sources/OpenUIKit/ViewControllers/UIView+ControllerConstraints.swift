import Foundation

extension UIView {
    /// Runs the view's constraint update: its controller's `updateViewConstraints()` for a
    /// controller's root view (whose default runs `updateConstraints()`), else
    /// `updateConstraints()`.
    func runOwnConstraintUpdate() {
        if let vc = owningViewController as? UIViewController, vc._view === self {
            vc.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }
}
