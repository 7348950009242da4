import Foundation

/// A view whose content is larger than itself and shown through its bounds, as UIKit's
/// `UIScrollView`: the content offset is the bounds' origin, so setting it moves every subview.
///
/// A minimal scroll view: content size, offset (set by code, animated or not) and insets, and
/// the delegate's `scrollViewDidScroll(_:)`. There is no scrolling by touch, deceleration,
/// bouncing, zooming or scroll indicators yet; the insets are not adjusted for the safe area
/// (as with `contentInsetAdjustmentBehavior = .never`). Clips to its bounds, as UIKit's does.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The size of the content, in points. Default zero.
    open var contentSize: CGSize = .zero

    /// The distance the content is inset from the scroll view's edges. Default zero.
    open var contentInset: UIEdgeInsets = .zero

    /// The insets the scroll view uses: `contentInset` (no safe-area adjustment here).
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// The delegate, told when the content offset changes. Weak, as in UIKit.
    open weak var delegate: UIScrollViewDelegate?

    /// The point of the content shown at the scroll view's top-left corner: the bounds' origin.
    /// Setting it tells the delegate `scrollViewDidScroll(_:)`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Creates a scroll view that clips to its bounds.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// As `init(frame: .zero)`, as UIKit's `init?(coder:)` for an empty archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// Sets the content offset, animated over 0.3 s (ease in-out) when `animated`
    /// (Docs/Behaviour-system.md).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard animated else {
            self.contentOffset = contentOffset
            return
        }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut]) {
            self.contentOffset = contentOffset
        }
    }
}
