import Foundation

/// The directions a popover's arrow may point, as UIKit's `UIPopoverArrowDirection` (same raw
/// values: up 1, down 2, left 4, right 8; `.unknown` is all bits, UIKit's `NSUIntegerMax`).
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The arrow points up: the popover is below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down: the popover is above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left: the popover is to the right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right: the popover is to the left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction (the default of `permittedArrowDirections`).
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not yet known (before the popover is laid out).
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)

    public var description: String {
        switch self {
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .unknown: "unknown"
        default: "UIPopoverArrowDirection(rawValue: \(rawValue))"
        }
    }
}

/// `.popover`, as UIKit's `UIPopoverPresentationController`.
///
/// Shown as a popover (a regular width, or a compact one whose delegate refuses adaptation), the presented view is a box of the presented controller's
/// `preferredContentSize` (default 320 × 480 pt, engine choice) next to `sourceRect` in
/// `sourceView`, with a 13 pt arrow (26 pt base) pointing at the source rectangle's edge midpoint,
/// 13 pt corners, kept 10 pt inside the window's safe area. The arrow direction is the first of
/// up, down, left, right (filtered by `permittedArrowDirections`) in which the whole box fits;
/// when none fits, the permitted side with the most room, with the box shrunk to it (UIKit's
/// choice is undocumented; Docs/Behaviour-vc.md). The built-in animation is a cross-fade.
/// In a horizontally compact width (iPhone) it adapts to a page sheet unless its delegate answers
/// `.none` (see `UIAdaptivePresentationControllerDelegate`).
///
/// Presenting as a popover (not adapted) without a `sourceView` or a `barButtonItem` stops with
/// UIKit's exception text. A `barButtonItem` takes precedence over `sourceView`: the popover points
/// at the item's frame in its bar, as UIKit anchors it.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open weak var sourceView: UIView?
    /// The bar button item the popover points at (its frame in its navigation bar); when set it
    /// takes precedence over `sourceView` and `sourceRect`, as in UIKit. Default nil.
    open var barButtonItem: UIBarButtonItem?
    /// The rectangle in `sourceView` the popover points at. Default `.zero` (the source view's bounds).
    open var sourceRect: CGRect = .zero
    /// The directions the arrow may point. Default `.any`.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points: `.unknown` until the popover is laid out for presentation.
    public internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// The colour of the arrow (and of the popover's background behind its content). Default white.
    open var backgroundColor: UIColor?
    /// The arrow drawn in the container while the popover is shown (nil in a compact adaptation).
    package internal(set) var arrowView: UIView?

    /// Arrow height (pt), arrow base width (pt), corner radius (pt) and edge margin (pt): engine choices.
    nonisolated static let arrowHeight: CGFloat = 13
    nonisolated static let arrowBase: CGFloat = 26
    nonisolated static let cornerRadius: CGFloat = 13
    nonisolated static let margin: CGFloat = 10
    /// The size used when `preferredContentSize` is zero, in points (engine choice).
    static let defaultContentSize = CGSize(width: 320, height: 480)

    override func defaultAdaptivePresentationStyle(for traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    {
        traitCollection.horizontalSizeClass == .compact ? .pageSheet : .popover
    }

    /// The popover's frame next to its source, in container coordinates (see the type's doc).
    open override var frameOfPresentedViewInContainerView: CGRect { layout()?.frame ?? .zero }

    /// The layout for the current container and source, or nil without a container.
    func layout() -> PopoverLayout? {
        guard let container = containerView else { return nil }
        var size = presentedViewController.preferredContentSize
        if size == .zero { size = Self.defaultContentSize }
        let insets = container.window?.safeAreaInsets ?? .zero
        let area = CGRect(
            x: insets.left + Self.margin, y: insets.top + Self.margin,
            width: container.bounds.width - insets.left - insets.right - 2 * Self.margin,
            height: container.bounds.height - insets.top - insets.bottom - 2 * Self.margin)
        var source = CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
        if let item = barButtonItem, let iv = item.view, iv.window != nil {
            source = iv.convert(iv.bounds, to: container)
        } else if let sv = sourceView, sv.window != nil {
            source = sv.convert(sourceRect == .zero ? sv.bounds : sourceRect, to: container)
        }
        return PopoverLayout(
            contentSize: size, source: source, area: area, permitted: permittedArrowDirections)
    }

    open override func presentationTransitionWillBegin() {
        precondition(
            sourceView != nil || barButtonItem != nil,
            "UIPopoverPresentationController (\(uikitName(self))) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
        )
        guard let container = containerView, let l = layout() else { return }
        arrowDirection = l.arrowDirection
        let arrow = PopoverArrowView(layout: l, color: (backgroundColor ?? .white).cgColor)
        container.addSubview(arrow)
        arrowView = arrow
        if let v = presentedView {
            v.layer.cornerRadius = Self.cornerRadius
            v.layer.masksToBounds = true
        }
        if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated {
            arrow.alpha = 0
            coordinator.animate(alongsideTransition: { _ in arrow.alpha = 1 }, completion: nil)
        }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { removeArrow() }
    }

    open override func dismissalTransitionWillBegin() {
        guard let arrow = arrowView,
            let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated
        else { return }
        coordinator.animate(alongsideTransition: { _ in arrow.alpha = 0 }, completion: nil)
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { removeArrow() }
    }

    /// The presented controller's `preferredContentSize` changed while shown: the popover takes
    /// the new size and its arrow follows (without animation, engine choice), as UIKit resizes it.
    open override func preferredContentSizeDidChange(
        forChildContentContainer container: any UIContentContainer
    ) {
        relayOut()
    }

    /// The interface rotated (or the window resized): the popover and its arrow follow their
    /// source in the new container, as on a preferred content size change.
    override func interfaceDidRotate() { relayOut() }

    /// The presentation changes style while shown: the arrow goes.
    override func removeAdaptiveChrome() { removeArrow() }

    /// Places the popover and a new arrow for the current container and source.
    private func relayOut() {
        guard let containerView, let l = layout(), let arrow = arrowView else { return }
        presentedView?.frame = l.frame
        arrowDirection = l.arrowDirection
        let replacement = PopoverArrowView(layout: l, color: (backgroundColor ?? .white).cgColor)
        containerView.insertSubview(replacement, aboveSubview: arrow)
        arrow.removeFromSuperview()
        arrowView = replacement
    }

    private func removeArrow() {
        arrowView?.removeFromSuperview()
        arrowView = nil
    }
}

/// Where a popover goes: its frame, the arrow's direction and the arrow tip (container coordinates).
struct PopoverLayout: Equatable {
    var frame: CGRect
    var arrowDirection: UIPopoverArrowDirection
    var arrowTip: CGPoint

    /// Lays out a box of `contentSize` next to `source` inside `area` (see
    /// `UIPopoverPresentationController` for the rule).
    init(contentSize size: CGSize, source: CGRect, area: CGRect, permitted: UIPopoverArrowDirection)
    {
        let h = UIPopoverPresentationController.arrowHeight
        let order: [UIPopoverArrowDirection] = [.up, .down, .left, .right]
        var candidates = order.filter { permitted.contains($0) }
        if candidates.isEmpty { candidates = order }
        // Room along the arrow's axis on each side of the source.
        func room(_ d: UIPopoverArrowDirection) -> CGFloat {
            switch d {
            case .up: area.maxY - source.maxY - h
            case .down: source.minY - h - area.minY
            case .left: area.maxX - source.maxX - h
            default: source.minX - h - area.minX
            }
        }
        func fits(_ d: UIPopoverArrowDirection) -> Bool {
            let needed = (d == .up || d == .down) ? size.height : size.width
            return room(d) >= needed
        }
        let direction = candidates.first(where: fits) ?? candidates.max { room($0) < room($1) }!
        let r = max(0, room(direction))
        let inset =
            UIPopoverPresentationController.cornerRadius + UIPopoverPresentationController.arrowBase
            / 2
        func clamp(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
            min(max(v, lo), max(lo, hi))
        }
        var frame = CGRect.zero
        switch direction {
        case .up, .down:
            let w = min(size.width, area.width)
            let ht = min(size.height, r)
            let x = clamp(source.midX - w / 2, area.minX, area.maxX - w)
            let y = direction == .up ? source.maxY + h : source.minY - h - ht
            frame = CGRect(x: x, y: y, width: w, height: ht)
            let tipX = clamp(source.midX, frame.minX + inset, frame.maxX - inset)
            arrowTip = CGPoint(x: tipX, y: direction == .up ? source.maxY : source.minY)
        default:
            let w = min(size.width, r)
            let ht = min(size.height, area.height)
            let y = clamp(source.midY - ht / 2, area.minY, area.maxY - ht)
            let x = direction == .left ? source.maxX + h : source.minX - h - w
            frame = CGRect(x: x, y: y, width: w, height: ht)
            let tipY = clamp(source.midY, frame.minY + inset, frame.maxY - inset)
            arrowTip = CGPoint(x: direction == .left ? source.maxX : source.minX, y: tipY)
        }
        self.frame = frame
        self.arrowDirection = direction
    }
}

/// The popover's arrow: a filled triangle whose tip touches the source and whose base lies on the
/// popover's edge.
@MainActor
final class PopoverArrowView: UIView {
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    init(layout l: PopoverLayout, color: CGColor) {
        let h = UIPopoverPresentationController.arrowHeight
        let half = UIPopoverPresentationController.arrowBase / 2
        let tip = l.arrowTip
        let vertical = l.arrowDirection == .up || l.arrowDirection == .down
        let box =
            vertical
            ? CGRect(
                x: tip.x - half, y: l.arrowDirection == .up ? tip.y : tip.y - h, width: 2 * half,
                height: h)
            : CGRect(
                x: l.arrowDirection == .left ? tip.x : tip.x - h, y: tip.y - half, width: h,
                height: 2 * half)
        super.init(frame: box)
        let t = CGPoint(x: tip.x - box.minX, y: tip.y - box.minY)
        let path = CGMutablePath()
        path.move(to: t)
        switch l.arrowDirection {
        case .up:
            path.addLine(to: CGPoint(x: 2 * half, y: h))
            path.addLine(to: CGPoint(x: 0, y: h))
        case .down:
            path.addLine(to: CGPoint(x: 2 * half, y: 0))
            path.addLine(to: CGPoint(x: 0, y: 0))
        case .left:
            path.addLine(to: CGPoint(x: h, y: 0))
            path.addLine(to: CGPoint(x: h, y: 2 * half))
        default:
            path.addLine(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 0, y: 2 * half))
        }
        path.closeSubpath()
        let shape = CAShapeLayer()
        shape.frame = bounds
        shape.path = path
        shape.fillColor = color
        layer.addSublayer(shape)
    }
}

extension UIViewController {
    /// The popover presentation controller, when `modalPresentationStyle` is `.popover` (created on
    /// first access so `sourceView` can be set before presenting, as in UIKit).
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let p = _presentationController as? UIPopoverPresentationController { return p }
        if let p = _adaptedPopover { return p }
        if _presentationController == nil && presentingViewController == nil {
            let p = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
            p._style = .popover
            _presentationController = p
            return p
        }
        return nil
    }
}
