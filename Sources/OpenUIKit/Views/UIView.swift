import Foundation

/// A rectangular area of the screen backed by a Core Animation layer, as UIKit's `UIView`.
///
/// Geometry (`frame`, `bounds`, `center`, `transform`), `alpha`, `isHidden` and
/// `backgroundColor` live on the layer; the view is the layer's delegate and answers its actions:
/// `NSNull` (no animation) outside a `UIView` animation block, an animation inside one.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the backing layer; override to back the view with another layer class.
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer. The view is its delegate.
    public let layer: CALayer

    var _subviews: [UIView] = []
    /// The parent view, if any.
    public internal(set) weak var superview: UIView?
    var _backgroundColor: UIColor?
    var _tintColor: UIColor?
    /// Overrides, last delivered traits and trait-change registrations (Engine/Traits).
    var _traitState: TraitState?
    /// The view controller whose `view` this is (set by `UIViewController`).
    weak var owningViewController: AnyObject?
    /// The attached gesture recognizers (see Events/UIView+GestureRecognizers.swift).
    var _gestureRecognizers: [UIGestureRecognizer] = []
    /// Auto Layout state, created on first use (see AutoLayout/).
    var _autoLayout: AutoLayoutStorage?
    /// Whether `updateProperties()` is due (see Views/UIView+Properties.swift).
    var needsPropertyUpdate = false

    /// An integer you can use to identify the view. Default 0.
    open var tag = 0
    /// Whether the view receives touches. Default true.
    open var isUserInteractionEnabled = true
    /// Whether the view handles more than one touch. Default false.
    open var isMultipleTouchEnabled = false
    /// How the view lays out its content when its bounds change. Default `.scaleToFill`.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { layer.contentsGravity = contentMode.contentsGravity }
    }
    /// How the view resizes when its superview's bounds change. Default none.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether subviews are resized by their `autoresizingMask`. Default true.
    open var autoresizesSubviews = true
    /// Default spacing to the view's content, in points. Default 8 on every side.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Whether `layoutMargins` include the superview's margins. Default false.
    open var preservesSuperviewLayoutMargins = false
    /// Whether the layout margins grow to the safe area. Default true.
    open var insetsLayoutMarginsFromSafeArea = true
    /// Accessibility identifier, used by tests and tools to find views.
    open var accessibilityIdentifier: String?
    /// A view whose alpha masks this view's content, as UIKit's `mask` (iOS 8). Default nil.
    ///
    /// The mask is not a subview: its layer becomes this layer's `mask`, and it is laid out in
    /// this view's bounds. Changes to its frame, transform and alpha animate inside
    /// `UIView.animate` like any view's.
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        let cls = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        layer = cls.init()
        super.init()
        layer.delegate = self
        layer.isOpaque = true
        layer.displaysOnFirstRender = true
        layer.frame = frame
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Archives do not exist in this engine; creates a view with a zero frame, as UIKit's
    /// `init?(coder:)` would for an empty archive. Required, as in UIKit, so that subclasses
    /// written for UIKit (`required init?(coder:)`) compile unchanged.
    public required init?(coder: NSCoder) {
        let cls = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        layer = cls.init()
        super.init()
        layer.delegate = self
        layer.isOpaque = true
        layer.displaysOnFirstRender = true
    }

    /// UIKit's format: `<UIView: 0x7f8…; frame = (0 0; 390 844); layer = <CALayer: 0x600…>>`,
    /// with `hidden = YES` and `alpha = 0.5` when they differ from the defaults. Like the rest of
    /// UIView it must be read on the main actor (UIKit's Main Thread Checker flags it elsewhere;
    /// here it stops, as `MainActor.assumeIsolated` does).
    nonisolated open override var description: String {
        MainActor.assumeIsolated { viewDescription }
    }

    private var viewDescription: String {
        let f = frame
        var details = [
            "frame = (\(appleNumber(f.origin.x)) \(appleNumber(f.origin.y)); "
                + "\(appleNumber(f.size.width)) \(appleNumber(f.size.height)))"
        ]
        if isHidden { details.append("hidden = YES") }
        if alpha != 1 { details.append("alpha = \(appleNumber(alpha))") }
        details.append("layer = \(appleObjectDescription(layer))")
        return appleObjectDescription(self, details: details)
    }

    // MARK: CALayerDelegate

    /// Returns the animation for a property change inside a `UIView` animation block, and
    /// `NSNull` (no animation) otherwise, as UIKit does for a view's layer.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        BlockAnimationState.action(for: self, layer: layer, forKey: event) ?? NSNull()
    }

    /// Calls `layoutSubviews` (with the owning controller's layout callbacks around it).
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        performLayout()
    }

    open func display(_ layer: CALayer) {}

    /// Draws the view's content for its layer: makes `ctx` the current context
    /// (`UIGraphicsGetCurrentContext()`) and calls `draw(_:)` with the bounds, as UIKit does.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        ObservationTracking.track(invalidating: self, .drawing) { draw(layer.bounds) }
    }

    // MARK: Drawing

    /// Draws the view's content into the current context (`UIGraphicsGetCurrentContext()`), in
    /// the view's bounds coordinates; the default draws nothing.
    ///
    /// UIKit calls it when the view first appears and after `setNeedsDisplay()`; never call it
    /// yourself. Here the view draws when it is first rendered and, after `setNeedsDisplay()`, at
    /// the next layout pass or rendering; what it draws is kept as vectors and drawn at the
    /// renderer's scale. When the bounds change without `setNeedsDisplay()`, the drawing is
    /// stretched per `contentMode`, as UIKit stretches the backing store (`.redraw` draws again).
    open func draw(_ rect: CGRect) {}

    /// Marks the whole view as needing `draw(_:)` again.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks `invalidRect` as needing drawing; the whole view draws again here (UIKit may pass
    /// only the invalid part to `draw(_:)`, and the whole bounds is within what it allows).
    open func setNeedsDisplay(_ invalidRect: CGRect) { layer.setNeedsDisplay() }

    // MARK: Geometry (overridable; implemented in UIView+Geometry.swift)

    /// The view's rectangle in its superview's coordinates. Undefined when `transform` is not the
    /// identity (use `bounds` and `center`). Animatable.
    open var frame: CGRect {
        get { layer.frame }
        set { setFrame(newValue) }
    }
    /// The view's own coordinate system: origin and size. Animatable.
    open var bounds: CGRect {
        get { layer.bounds }
        set { setBounds(newValue) }
    }
    /// The centre of the frame in the superview's coordinates (the layer's position). Animatable.
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    // MARK: Hierarchy hooks (overridable; called by UIView+Hierarchy.swift)

    /// Called before the view moves to a new superview (nil: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview.
    open func didMoveToSuperview() {}
    /// Called before the view moves to a new window (nil: it is leaving its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view's window changed.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout (overridable; called by UIView+Layout.swift)

    /// Updates the constraints this view holds before layout; call `super` last, as in UIKit.
    open func updateConstraints() {}
    /// Lays out subviews. The default applies nothing (autoresizing happens when bounds change).
    open func layoutSubviews() {}
    /// The size that best fits `size`; the default returns the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// The natural size of the content; default `UIView.noIntrinsicMetric` in both dimensions.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    /// Configures the view's content and styling before layout (iOS 26); the default does nothing.
    ///
    /// Don't call it; call `setNeedsUpdateProperties()`. It runs in the pass before layout,
    /// after the owning controller's `updateProperties()`, and tracks the `@Observable`
    /// properties it reads: changing one asks for it again (UIKit's automatic observation
    /// tracking).
    open func updateProperties() {}
    /// Called when `safeAreaInsets` change.
    open func safeAreaInsetsDidChange() {}
    /// Called when `layoutMargins` change.
    open func layoutMarginsDidChange() {}
    /// Called when the effective tint colour changes.
    open func tintColorDidChange() {}

    // MARK: Traits (implemented in Traits/UIView+Traits.swift)

    /// The view's traits, as UIKit's: its controller's when it is a controller's view, else its
    /// superview's (a window's with no superview), with its own `traitOverrides` winning.
    open var traitCollection: UITraitCollection { inheritedTraitCollection }
    /// Called after `traitCollection` changed, with the traits before (`UITraitCollection.current`
    /// is the new traits meanwhile). Default: nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The engine's own reaction to new traits, before `traitCollectionDidChange(_:)`: the
    /// background colour resolved again, layout and display asked for when colours may differ.
    func engineTraitsDidChange(from previous: UITraitCollection) {
        viewTraitsDidChange(from: previous)
    }

    // MARK: Hit testing (overridable; implemented in UIView+HitTest.swift)

    /// The farthest descendant (including self) that contains `point` (in this view's
    /// coordinates) and accepts touches; nil if none. Hidden, non-interactive and nearly
    /// transparent (alpha < 0.01) views are skipped, as in UIKit.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }
    /// Whether `point` (in this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    // MARK: Gesture recognizers (overridable; see Events/)

    /// Asked (after the recognizer's delegate) when a recognizer attached to this view or a
    /// descendant tries to begin; false makes it fail. Default true, as UIKit.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    // MARK: Responder chain

    /// The owning view controller if there is one, otherwise the superview.
    open override var next: UIResponder? {
        if let vc = owningViewController as? UIResponder { return vc }
        return superview
    }
}

extension UIView {
    /// How a view lays out its content, as UIKit's `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// How a view resizes with its superview, as UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
