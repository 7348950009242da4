import Foundation
@_spi(Testing) import OpenQuartzCore

/// A view whose content is larger than itself and moves under the finger, as UIKit's
/// `UIScrollView`.
///
/// `contentOffset` is the bounds' origin: setting either moves the subviews, and the delegate
/// hears `scrollViewDidScroll`. The content may be scrolled from `-adjustedContentInset.top` (and
/// `.left`) to `contentSize` plus the bottom (and right) inset, less the bounds; a drag past an
/// end rubber-bands when `bounces`, and the content springs back when released. A flick
/// decelerates by `decelerationRate` per millisecond (Docs/Behaviour-lists.md has the models and
/// their evidence). Clips to its bounds by default, as UIKit's does.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The delegate (held weakly, as in UIKit).
    open weak var delegate: UIScrollViewDelegate?

    /// The size of the content, in points. Default zero.
    open var contentSize: CGSize = .zero {
        didSet {
            contentGeometryChanged()
            layer.notifyKeyValueObservers()
        }
    }
    /// Extra room around the content, in points, inside the safe-area adjustment. Default zero.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            if contentInset != oldValue { updateAdjustedContentInset() }
            layer.notifyKeyValueObservers()
        }
    }
    /// Which safe-area insets `adjustedContentInset` adds. Default `.automatic`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { updateAdjustedContentInset() }
    }
    /// Whether the scroll indicators' insets include the safe area too. Default true.
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// Insets of the vertical scroll indicator from the edges, in points. Default zero.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Insets of the horizontal scroll indicator from the edges, in points. Default zero.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets (reads the vertical one), as UIKit's deprecated
    /// `scrollIndicatorInsets`.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Whether touches can scroll the content (the pan gesture recognizer's `isEnabled`).
    /// Default true.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether a drag past an edge rubber-bands and a flick bounces back. Default true.
    open var bounces = true
    /// Whether a vertical drag bounces when the content is not taller than the view. Default false.
    open var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces when the content is not wider than the view. Default false.
    open var alwaysBounceHorizontal = false
    /// Whether scrolling stops on multiples of the bounds' size. Default false.
    open var isPagingEnabled = false
    /// Whether a drag that starts along one axis keeps to it. Default false.
    open var isDirectionalLockEnabled = false
    /// How fast a flick slows down. Default `.normal` (0.998 per millisecond).
    open var decelerationRate: DecelerationRate = .normal
    /// Whether the vertical indicator shows while scrolling. Default true.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling. Default true.
    open var showsHorizontalScrollIndicator = true
    /// The indicators' colour scheme. Default `.default`.
    open var indicatorStyle: IndicatorStyle = .default
    /// Whether a tap on the status bar scrolls this view to the top. Default true.
    open var scrollsToTop = true
    /// Whether a touch-down on the content waits (150 ms) to see whether the finger scrolls
    /// before the content gets it, as UIKit's. Default true; false: the content gets it at once.
    open var delaysContentTouches = true
    /// Whether a drag that starts scrolling cancels the touches the content began tracking
    /// (`touchesCancelled`), as UIKit's; false: once the content tracks, the view does not
    /// scroll. Default true.
    open var canCancelContentTouches = true

    /// Whether a finger is on the content (it may not have moved yet).
    open internal(set) var isTracking = false
    /// Whether the content is following a finger that has moved.
    open internal(set) var isDragging = false
    /// Whether the content is moving on after the finger lifted.
    open internal(set) var isDecelerating = false

    /// The pan that scrolls the content (its view is this scroll view).
    public let panGestureRecognizer: UIPanGestureRecognizer

    // MARK: Zooming (UIScrollView+Zooming.swift)

    /// The smallest scale the zoom view may take. Default 1.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { updatePinchRecognizer() }
    }
    /// The largest scale the zoom view may take. Default 1.
    open var maximumZoomScale: CGFloat = 1 {
        didSet { updatePinchRecognizer() }
    }
    /// Whether a pinch past the scale limits bounces back. Default true.
    open var bouncesZoom = true
    /// The pinch that zooms, present while zooming is possible (the scales differ).
    open internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?
    /// Whether a pinch is zooming the content.
    open internal(set) var isZooming = false
    /// Whether the zoom scale is returning inside its limits after a pinch.
    open internal(set) var isZoomBouncing = false
    var storedZoomScale: CGFloat = 1
    var pinchStart: (scale: CGFloat, anchor: CGPoint, location: CGPoint)?

    // MARK: State

    /// The motion after a drag or an animated scroll, stepped each frame.
    var motion: ScrollMotion?
    var motionLink: CADisplayLink?
    /// Where the drag started (the offset) and the axes it moves along.
    var dragStart: (offset: CGPoint, lockedToX: Bool?)?
    /// `adjustedContentInset` as last announced.
    var lastAdjustedContentInset: UIEdgeInsets = .zero
    let indicators = ScrollIndicators()

    public override init(frame: CGRect) {
        let pan = ScrollViewPanGestureRecognizer()
        panGestureRecognizer = pan
        super.init(frame: frame)
        clipsToBounds = true
        pan.scrollView = self
        pan.name = "UIScrollViewPanGestureRecognizer"
        pan.addAction { [weak self] g in self?.handlePan(g) }
        addGestureRecognizer(pan)
    }

    /// Archives do not exist in this engine: as `init(frame: .zero)`, as UIKit's `init?(coder:)`.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The point of the content at the view's top-left corner: the bounds' origin. Setting it
    /// stops any deceleration or animated scroll and tells the delegate.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if newValue.origin != old.origin { didScroll() }
            if newValue.size != old.size { contentGeometryChanged() }
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = super.bounds.size
            super.frame = newValue
            if super.bounds.size != old { contentGeometryChanged() }
        }
    }

    /// `contentInset` plus the safe-area insets `contentInsetAdjustmentBehavior` adds.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var adjusted = contentInset
        let (vertical, horizontal) = safeAreaAdjustedAxes
        if vertical {
            adjusted.top += safe.top
            adjusted.bottom += safe.bottom
        }
        if horizontal {
            adjusted.left += safe.left
            adjusted.right += safe.right
        }
        return adjusted
    }

    /// Called when `adjustedContentInset` changed; the default does nothing. Subclasses call
    /// `super`.
    open func adjustedContentInsetDidChange() {}

    /// Which axes take the safe area into `adjustedContentInset`.
    private var safeAreaAdjustedAxes: (vertical: Bool, horizontal: Bool) {
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return (scrollsVertically, scrollsHorizontally)
        case .automatic:
            return (scrollsVertically || isContentViewOfContainerController, scrollsHorizontally)
        }
    }

    /// Whether the content is taller than the view (or bounces vertically anyway).
    var scrollsVertically: Bool {
        alwaysBounceVertical
            || contentSize.height + contentInset.top + contentInset.bottom
                > bounds.height
    }

    /// Whether the content is wider than the view (or bounces horizontally anyway).
    var scrollsHorizontally: Bool {
        alwaysBounceHorizontal
            || contentSize.width + contentInset.left + contentInset.right
                > bounds.width
    }

    /// The scroll view is a controller's view inside a navigation or tab bar controller.
    private var isContentViewOfContainerController: Bool {
        guard let controller = next as? UIViewController, controller.viewIfLoaded === self else {
            return false
        }
        return controller.navigationController != nil || controller.tabBarController != nil
    }

    /// The offsets the content may rest at: from `-adjustedContentInset.top` (`.left`) to the
    /// content's end plus the bottom (right) inset, less the bounds.
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset
        let minX = -inset.left
        let minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - bounds.width)
        let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        return (minX...maxX, minY...maxY)
    }

    /// `offset` moved inside the offsets the content may rest at.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(
            x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
            y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
    }

    // MARK: Scrolling in code

    /// Moves the content so that `contentOffset` is `offset`, at once or over 0.3 s (ease in and
    /// out, a `scrollViewDidScroll` per frame, then `scrollViewDidEndScrollingAnimation`). The
    /// offset is not clamped, as in UIKit.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, offset != contentOffset else {
            setOffset(offset)
            return
        }
        startMotion(.animated(from: contentOffset, to: offset, start: CACurrentMediaTime()))
    }

    /// Scrolls the least distance that shows `rect` (in content coordinates) inside the bounds
    /// less the adjusted insets, within the offsets the content may rest at; does nothing when
    /// it already shows.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let visible = CGRect(
            x: contentOffset.x + inset.left, y: contentOffset.y + inset.top,
            width: bounds.width - inset.left - inset.right,
            height: bounds.height - inset.top - inset.bottom)
        func shift(_ lo: CGFloat, _ hi: CGFloat, _ vlo: CGFloat, _ vhi: CGFloat) -> CGFloat {
            if lo < vlo { return lo - vlo }
            if hi > vhi { return min(hi - vhi, lo - vlo) }
            return 0
        }
        let dx = shift(rect.minX, rect.maxX, visible.minX, visible.maxX)
        let dy = shift(rect.minY, rect.maxY, visible.minY, visible.maxY)
        guard dx != 0 || dy != 0 else { return }
        let target = clamped(CGPoint(x: contentOffset.x + dx, y: contentOffset.y + dy))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// Sets the offset without stopping the motion that is setting it.
    func setOffset(_ offset: CGPoint) {
        var b = bounds
        b.origin = offset
        bounds = b
    }

    // MARK: Announcements

    func didScroll() {
        // Views pinned to the frame guide are placed again at the new offset.
        if _autoLayout?.frameGuide != nil { setNeedsLayout() }
        updateIndicators()
        LargeTitleTracking.scrollViewDidScroll(self)
        BarAppearanceTracking.scrollViewDidScroll(self)
        delegate?.scrollViewDidScroll(self)
    }

    /// The content's size or the bounds changed: the insets may follow (the axes that scroll).
    func contentGeometryChanged() {
        updateAdjustedContentInset()
        updateIndicators()
        BarAppearanceTracking.scrollViewDidScroll(self)
    }

    /// Announces a change of `adjustedContentInset`; content resting at its old top (or left)
    /// moves to the new one, as UIKit keeps a list at its top under a bar that appears.
    func updateAdjustedContentInset() {
        let new = adjustedContentInset
        let old = lastAdjustedContentInset
        guard new != old else { return }
        lastAdjustedContentInset = new
        var offset = contentOffset
        if motion == nil && !isDragging {
            if offset.y == -old.top { offset.y = -new.top }
            if offset.x == -old.left { offset.x = -new.left }
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        if offset != contentOffset { setOffset(offset) }
    }

    // MARK: Overridable API whose work lives in the extensions

    /// The scroll view's own pan begins only when the content can move (it is larger than the
    /// view along some axis, or bounces anyway), so a gesture behind it (a sheet's drag, a
    /// dismiss pan) gets the touch otherwise.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
        -> Bool
    {
        guard gestureRecognizer === panGestureRecognizer else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        return panMayBegin && contentLetsScrollBegin
    }

    /// Asked before the content view `view` gets touches that began on it (after the
    /// `delaysContentTouches` wait, or at once); false keeps them from it. The default returns
    /// true, as UIKit's.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView)
        -> Bool
    {
        true
    }

    /// Asked when a drag would start scrolling while the content view `view` tracks the finger
    /// (only when `canCancelContentTouches`): true cancels its touches and scrolls, false leaves
    /// them to it and does not scroll. The default is true unless `view` is a `UIControl`, as
    /// UIKit's reference gives.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    /// Shows the scroll indicators for a moment.
    open func flashScrollIndicators() {
        showIndicators()
        hideIndicatorsSoon()
    }

    /// The scale of the delegate's zoom view (`viewForZooming(in:)`). Setting it scales that view,
    /// keeps its frame at the content's origin, sets `contentSize` to the scaled size and tells the
    /// delegate `scrollViewDidZoom`; values outside `minimumZoomScale…maximumZoomScale` are
    /// clamped. Default 1.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Sets `zoomScale`, at once or animated over 0.3 s (then `scrollViewDidEndZooming`).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomTo(scale: scale, animated: animated)
    }

    /// Zooms so that `rect` (in the zoom view's coordinates) fills the bounds as far as the scale
    /// limits allow, centred.
    open func zoom(to rect: CGRect, animated: Bool) {
        zoomTo(rect: rect, animated: animated)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateAdjustedContentInset()
        updateIndicators()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateAdjustedContentInset()
    }
}
