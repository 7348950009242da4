import Foundation

extension UIView {
    /// UIKit's hit test: a view that does not take touches (interaction disabled, hidden, nearly
    /// transparent, or animated by a `UIView.animate…` block without `.allowUserInteraction`)
    /// hides its whole subtree; otherwise the frontmost subview containing the point wins.
    ///
    /// The animation rule mirrors `UIView.AnimationOptions.allowUserInteraction` ("Allow the user to
    /// interact with views while they are being animated"): without it, the animated view is not
    /// hit-testable until its animation ends (including a delay before it starts).
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01 else { return nil }
        guard !layer.hasAnimationBlockingInteraction else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        for sub in _subviews.reversed() {
            let p = sub.convert(point, from: self)
            if let hit = sub.hitTest(p, with: event) { return hit }
        }
        return self
    }
}
