import Foundation

/// `.fullScreen`: the presented view fills the window and the presenter's view is removed when
/// the presentation completes (UIKit's private full-screen presentation controller).
@MainActor
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }
}

/// `.overFullScreen`: fills the window; the presenter's view stays underneath.
@MainActor
final class OverFullScreenPresentationController: UIPresentationController {}

/// `.currentContext`: covers the context controller's view, which is removed after.
@MainActor
final class CurrentContextPresentationController: UIPresentationController {
    override var shouldPresentInFullscreen: Bool { false }
    override var shouldRemovePresentersView: Bool { true }
}

/// `.overCurrentContext`: covers the context controller's view, which stays underneath.
@MainActor
final class OverCurrentContextPresentationController: UIPresentationController {
    override var shouldPresentInFullscreen: Bool { false }
}

/// `.popover`, as UIKit's `UIPopoverPresentationController`: in a regular width, a box of the
/// presented controller's `preferredContentSize` (default 320 × 480 pt, engine choice) below
/// `sourceRect`, clamped to the container; in a compact width (iPhone) the engine adapts it to a
/// page sheet unless the delegate answers `.none` to `adaptivePresentationStyle(for:traitCollection:)`.
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open weak var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at. Default `.zero`.
    open var sourceRect: CGRect = .zero
    /// Margin kept from the container edges, in points. Engine choice: 10.
    static let margin: CGFloat = 10

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        var size = presentedViewController.preferredContentSize
        if size == .zero { size = CGSize(width: 320, height: 480) }
        size.width = min(size.width, container.bounds.width - 2 * Self.margin)
        size.height = min(size.height, container.bounds.height - 2 * Self.margin)
        var anchor = CGPoint(x: container.bounds.midX, y: container.bounds.midY - size.height / 2)
        if let sv = sourceView, sv.window != nil {
            let r = sv.convert(sourceRect == .zero ? sv.bounds : sourceRect, to: container)
            anchor = CGPoint(x: r.midX, y: r.maxY)
        }
        let x = min(max(anchor.x - size.width / 2, Self.margin), container.bounds.width - Self.margin - size.width)
        let y = min(max(anchor.y, Self.margin), container.bounds.height - Self.margin - size.height)
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
}

extension UIViewController {
    /// The popover presentation controller, when `modalPresentationStyle` is `.popover` (created on
    /// first access so `sourceView` can be set before presenting, as in UIKit).
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let p = _presentationController as? UIPopoverPresentationController { return p }
        if _presentationController == nil {
            let p = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
            p._style = .popover
            _presentationController = p
            return p
        }
        return nil
    }
}
