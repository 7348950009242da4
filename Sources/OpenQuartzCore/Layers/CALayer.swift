import Foundation

/// A node of the layer tree, as Core Animation's `CALayer`, with separate model and presentation.
///
/// Setting a property changes the model value at once; animations added to the layer change what
/// `presentation()` (and the renderer) sees at the current virtual time. Standalone layers run an
/// implicit 0.25 s animation when an animatable property changes inside a transaction (unless
/// actions are disabled); a layer whose delegate returns `NSNull` from `action(for:forKey:)` (every
/// `UIView`'s layer outside an animation block) does not.
@preconcurrency @MainActor
open class CALayer: CAMediaTiming, Hashable {
    // MARK: Model storage (set through the public properties)
    var _bounds = CGRect.zero
    var _position = CGPoint.zero
    var _anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var _zPosition: CGFloat = 0
    var _anchorPointZ: CGFloat = 0
    var _transform = CATransform3DIdentity
    var _sublayerTransform = CATransform3DIdentity
    var _opacity: Float = 1
    var _isHidden = false
    var _backgroundColor: CGColor?
    var _cornerRadius: CGFloat = 0
    var _borderWidth: CGFloat = 0
    var _borderColor: CGColor? = .black
    var _shadowColor: CGColor? = .black
    var _shadowOpacity: Float = 0
    var _shadowOffset = CGSize(width: 0, height: -3)
    var _shadowRadius: CGFloat = 3
    var _contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var _contents: Any?

    // MARK: Tree
    /// The parent layer, if any.
    public internal(set) weak var superlayer: CALayer?
    var _sublayers: [CALayer] = []
    /// The mask layer; its alpha channel masks this layer's content. Not part of `sublayers`.
    open var mask: CALayer? {
        willSet { lookWillChange() }
        didSet {
            oldValue?.maskOwner = nil
            if let mask {
                mask.removeFromSuperlayer()
                mask.maskOwner = self
            }
            if oldValue !== mask { TimingStamps.treeChanged() }
        }
    }
    weak var maskOwner: CALayer?

    // MARK: Non-animatable state
    /// The layer's delegate (a `UIView` for a view's layer). Weak, as in Core Animation.
    open weak var delegate: CALayerDelegate?
    /// Whether sublayers and contents are clipped to the (rounded) bounds. Default false.
    open var masksToBounds = false { willSet { lookWillChange() } }
    /// Which corners `cornerRadius` rounds. Default all four.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    {
        willSet { lookWillChange() }
    }
    /// Whether the back of the layer is drawn when it faces away from the viewer. Default true.
    open var isDoubleSided = true { willSet { lookWillChange() } }
    /// Whether opacity applies to the layer and its sublayers as one group. Default true (UIKit's default).
    open var allowsGroupOpacity = true { willSet { lookWillChange() } }
    /// Whether a change of `bounds` makes the layer display again (`setNeedsDisplay()`).
    /// Default false: the backing store is stretched per `contentsGravity` instead.
    open var needsDisplayOnBoundsChange = false
    /// Whether the layer is opaque (an optimisation hint; not used for drawing). Default false.
    open var isOpaque = false
    /// How `contents` fills the bounds. Default `.resize`.
    open var contentsGravity: CALayerContentsGravity = .resize { willSet { lookWillChange() } }
    /// Pixels per point of `contents`. Default 1.
    open var contentsScale: CGFloat = 1 { willSet { lookWillChange() } }
    /// The layer's name, for debugging and lookup.
    open var name: String?
    /// A path used for the shadow's shape instead of the layer's alpha; nil by default.
    open var shadowPath: CGPath? { willSet { lookWillChange() } }
    /// Optional per-key actions consulted after the delegate.
    open var actions: [String: CAAction]?
    /// Whether the layer needs `display()` (no drawing context exists here; kept for API shape).
    package internal(set) var needsDisplayFlag = false

    // MARK: Timing (CAMediaTiming)
    open var beginTime: CFTimeInterval = 0 { didSet { TimingStamps.treeChanged() } }
    open var duration: CFTimeInterval = .infinity
    open var speed: Float = 1 { didSet { TimingStamps.treeChanged() } }
    open var timeOffset: CFTimeInterval = 0 { didSet { TimingStamps.treeChanged() } }
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    // MARK: Animation bookkeeping
    var animationEntries: [AnimationEntry] = []
    var animationKeyCounter = 0
    var needsLayoutFlag = false
    var isRegisteredWithEngine = false
    let createdInGeneration: Int
    var isPresentationCopy = false
    weak var modelLayer: CALayer?
    /// The cached global-to-local time mapping (see `localTime(atGlobal:)`).
    var timeMapping = LayerTimeMapping()
    /// Values set for keys the class does not declare (`setValue(_:forKey:)`: a layer is a
    /// key-value coding container, as Core Animation's); animatable when numeric.
    var customValues: [String: Any] = [:]
    /// The key whose property is being set (between `beginChange` and `endChange`).
    var changingKey: String?
    /// The observations `observe(_:options:changeHandler:)` made on this layer or its view.
    var keyValueObservers: [LayerObserver] = []
    /// What `display()` drew last (the backing store), nil when it drew nothing.
    package internal(set) var drawnContent: CGContext.Recording?
    /// Whether `display()` has run since the layer was made.
    package internal(set) var hasDisplayed = false
    /// Whether the renderer displays the layer the first time it draws it, needed or not: set for
    /// a view's layer, whose view UIKit draws when it first appears.
    package var displaysOnFirstRender = false
    /// The screen generation (`CATransaction.screenGeneration`) in which `committedLook` was
    /// saved, or in which the layer was made (never on screen yet).
    var committedGeneration: Int
    /// The look the layer had at the last commit, saved by its first change since then; read
    /// only while `committedGeneration` is current, where nil means made since the last commit.
    var committedLook: CommittedLayerLook?
    /// What a frozen copy's delegate drew itself when the copy was made (a label's text); nil on
    /// a live layer.
    package internal(set) var frozenLiveDrawing: AnyObject?

    /// Creates an empty layer.
    public required init() {
        createdInGeneration = CATransaction.generation
        committedGeneration = CATransaction.screenGeneration
    }

    /// Creates a copy of `layer`'s model values, as Core Animation does for presentation layers.
    /// Subclasses that add properties override it, call super, and copy their own.
    public required init(layer: Any) {
        createdInGeneration = CATransaction.generation
        committedGeneration = CATransaction.screenGeneration
        if let other = layer as? CALayer {
            copyModelState(from: other)
            drawnContent = other.drawnContent
            hasDisplayed = other.hasDisplayed
            customValues = other.customValues
            frozenLiveDrawing = other.frozenLiveDrawing
        }
    }

    deinit {
        // Sublayers (or a mask) that outlive this layer lose their parent without a tree edit;
        // their cached time mappings must not keep this layer's timing. Presentation copies
        // (made every frame by renderers) have neither, unless they are frozen subtrees.
        let hasSublayers = !_sublayers.isEmpty
        let isCopy = isPresentationCopy
        if hasSublayers || !isCopy { TimingStamps.treeChanged() }
    }

    /// A layer object, as `CALayer.layer()`.
    package class func layer() -> Self { Self() }

    // MARK: Animatable properties (open, as Core Animation's: a subclass may override them)

    /// The layer's rectangle in its superlayer's coordinates, derived from bounds, position,
    /// anchor point and transform. With a non-identity transform the getter returns the bounding box
    /// of the transformed bounds (Apple calls the value undefined then).
    open var frame: CGRect {
        get {
            Self.frame(
                bounds: _bounds, position: _position, anchor: _anchorPoint, transform: _transform)
        }
        set {
            let f = CALayer.sanitized(newValue, "frame").standardized
            let size = f.size
            withObservationDeferred {
                position = CGPoint(
                    x: f.minX + _anchorPoint.x * size.width,
                    y: f.minY + _anchorPoint.y * size.height)
                bounds = CGRect(origin: _bounds.origin, size: size)
            }
        }
    }

    /// The layer's size and drawing origin, in its own coordinates. Animatable.
    open var bounds: CGRect {
        get { _bounds }
        set {
            let c = beginChange("bounds")
            _bounds = CALayer.sanitized(newValue, "bounds")
            endChange(c)
        }
    }
    /// The layer's position in its superlayer's coordinates (where the anchor point sits). Animatable.
    open var position: CGPoint {
        get { _position }
        set {
            let c = beginChange("position")
            _position = CALayer.sanitized(newValue, "position")
            endChange(c)
        }
    }
    /// The anchor point in unit coordinates of the bounds. Default (0.5, 0.5). Animatable.
    open var anchorPoint: CGPoint {
        get { _anchorPoint }
        set {
            let c = beginChange("anchorPoint")
            _anchorPoint = CALayer.sanitized(newValue, "anchorPoint")
            endChange(c)
        }
    }
    /// Position on the z axis; also orders siblings (higher draws on top). Animatable.
    open var zPosition: CGFloat {
        get { _zPosition }
        set {
            let c = beginChange("zPosition")
            _zPosition = newValue.isFinite ? newValue : 0
            endChange(c)
        }
    }
    /// The anchor point's z component. Animatable.
    open var anchorPointZ: CGFloat {
        get { _anchorPointZ }
        set {
            let c = beginChange("anchorPointZ")
            _anchorPointZ = newValue.isFinite ? newValue : 0
            endChange(c)
        }
    }
    /// The layer's transform, applied about the anchor point. Animatable.
    open var transform: CATransform3D {
        get { _transform }
        set {
            let c = beginChange("transform")
            _transform = newValue
            endChange(c)
        }
    }
    /// A transform applied to the sublayers, about the anchor point. Animatable.
    open var sublayerTransform: CATransform3D {
        get { _sublayerTransform }
        set {
            let c = beginChange("sublayerTransform")
            _sublayerTransform = newValue
            endChange(c)
        }
    }
    /// Opacity, 0…1 (clamped). Default 1. Animatable.
    open var opacity: Float {
        get { _opacity }
        set {
            let c = beginChange("opacity")
            _opacity = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
            endChange(c)
        }
    }
    /// Whether the layer and its sublayers are hidden. Default false. Animatable (discretely).
    open var isHidden: Bool {
        get { _isHidden }
        set {
            let c = beginChange("hidden")
            _isHidden = newValue
            endChange(c)
        }
    }
    /// The background colour; nil (the default) draws nothing. Animatable.
    open var backgroundColor: CGColor? {
        get { _backgroundColor }
        set {
            let c = beginChange("backgroundColor")
            _backgroundColor = newValue
            endChange(c)
        }
    }
    /// Radius of the rounded corners, in points (clamped to half the shorter side when drawn). Animatable.
    open var cornerRadius: CGFloat {
        get { _cornerRadius }
        set {
            let c = beginChange("cornerRadius")
            _cornerRadius = newValue.isFinite ? max(newValue, 0) : 0
            endChange(c)
        }
    }
    /// Width of the border, in points. Default 0. Animatable.
    open var borderWidth: CGFloat {
        get { _borderWidth }
        set {
            let c = beginChange("borderWidth")
            _borderWidth = newValue.isFinite ? max(newValue, 0) : 0
            endChange(c)
        }
    }
    /// Colour of the border. Default opaque black. Animatable.
    open var borderColor: CGColor? {
        get { _borderColor }
        set {
            let c = beginChange("borderColor")
            _borderColor = newValue
            endChange(c)
        }
    }
    /// Colour of the shadow. Default opaque black. Animatable.
    open var shadowColor: CGColor? {
        get { _shadowColor }
        set {
            let c = beginChange("shadowColor")
            _shadowColor = newValue
            endChange(c)
        }
    }
    /// Opacity of the shadow, 0…1. Default 0 (no shadow). Animatable.
    open var shadowOpacity: Float {
        get { _shadowOpacity }
        set {
            let c = beginChange("shadowOpacity")
            _shadowOpacity = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
            endChange(c)
        }
    }
    /// Offset of the shadow, in points. Default (0, −3). Animatable.
    open var shadowOffset: CGSize {
        get { _shadowOffset }
        set {
            let c = beginChange("shadowOffset")
            _shadowOffset = newValue
            endChange(c)
        }
    }
    /// Blur radius of the shadow, in points. Default 3. Animatable.
    open var shadowRadius: CGFloat {
        get { _shadowRadius }
        set {
            let c = beginChange("shadowRadius")
            _shadowRadius = newValue.isFinite ? max(newValue, 0) : 0
            endChange(c)
        }
    }
    /// The part of `contents` shown, in unit coordinates. Default (0, 0, 1, 1). Animatable.
    open var contentsRect: CGRect {
        get { _contentsRect }
        set {
            let c = beginChange("contentsRect")
            _contentsRect = newValue
            endChange(c)
        }
    }
    /// The layer's image content (a `CGImage`), or nil. Animatable (discretely, or by a `CATransition`).
    open var contents: Any? {
        get { _contents }
        set {
            let c = beginChange("contents")
            _contents = newValue
            endChange(c)
        }
    }

    // MARK: Overridable behaviour (defined here: extensions cannot hold overridable members)

    /// The animatable properties of this layer class by key (subclasses extend the table).
    package class var animatableProperties: [String: LayerPropertyAccessor] {
        CALayer.baseProperties
    }

    /// The action for `event`, searched as Core Animation does: the delegate (where `NSNull`
    /// means "none"), the `actions` dictionary, then `defaultAction(forKey:)`; finally, for a
    /// standalone layer that is already in a committed tree, an implicit `CABasicAnimation` using
    /// the current transaction's duration and timing function.
    open func action(forKey event: String) -> CAAction? { searchAction(forKey: event) }

    /// Whether a change of `key` makes the layer display again (`setNeedsDisplay()`), and an
    /// animation of it redraws the layer every frame with the animated value; default false.
    /// Override it to return true for the custom properties `draw(in:)` reads, as in Core
    /// Animation.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// A class-wide default action for a key; nil by default.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// Lays out the sublayers; the default asks the delegate (`UIView.layoutSubviews`).
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// Updates the layer's contents: asks the delegate's `display(_:)`, then draws the layer
    /// with `draw(in:)` into a context the size of its bounds, which becomes its backing store.
    ///
    /// Core Animation calls `display(_:)` instead of drawing when the delegate implements it;
    /// without the Objective-C runtime that cannot be asked, so both run (the protocol's default
    /// `display(_:)` does nothing, and `draw(in:)` draws nothing unless overridden).
    open func display() {
        delegate?.display(self)
        let context = CGContext(recordingBounds: bounds)
        draw(in: context)
        let recording = context.recording
        lookWillChange()
        drawnContent = recording.operations.isEmpty ? nil : recording
        hasDisplayed = true
    }

    /// Draws the layer's content into `ctx` (layer coordinates, y down); the default asks the
    /// delegate's `draw(_:in:)` (a view's `draw(_:)`), as Core Animation does.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Whether `p` (in this layer's coordinates) lies within the bounds.
    open func contains(_ p: CGPoint) -> Bool { boundsContains(p) }

    /// The farthest descendant containing `p` (given in the superlayer's coordinates), front to back;
    /// hidden layers and, when `masksToBounds`, points outside the bounds are skipped.
    open func hitTest(_ p: CGPoint) -> CALayer? { defaultHitTest(p) }

    nonisolated public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    func copyModelState(from o: CALayer) {
        _bounds = o._bounds
        _position = o._position
        _anchorPoint = o._anchorPoint
        _zPosition = o._zPosition
        _anchorPointZ = o._anchorPointZ
        _transform = o._transform
        _sublayerTransform = o._sublayerTransform
        _opacity = o._opacity
        _isHidden = o._isHidden
        _backgroundColor = o._backgroundColor
        _cornerRadius = o._cornerRadius
        _borderWidth = o._borderWidth
        _borderColor = o._borderColor
        _shadowColor = o._shadowColor
        _shadowOpacity = o._shadowOpacity
        _shadowOffset = o._shadowOffset
        _shadowRadius = o._shadowRadius
        _contentsRect = o._contentsRect
        _contents = o._contents
        masksToBounds = o.masksToBounds
        maskedCorners = o.maskedCorners
        isDoubleSided = o.isDoubleSided
        allowsGroupOpacity = o.allowsGroupOpacity
        isOpaque = o.isOpaque
        contentsGravity = o.contentsGravity
        contentsScale = o.contentsScale
        name = o.name
        shadowPath = o.shadowPath
        // Assigned only when different, so copying an identity-timed layer (every presentation
        // read) does not invalidate every layer's cached time mapping.
        if beginTime != o.beginTime { beginTime = o.beginTime }
        if speed != o.speed { speed = o.speed }
        if timeOffset != o.timeOffset { timeOffset = o.timeOffset }
        duration = o.duration
        repeatCount = o.repeatCount
        repeatDuration = o.repeatDuration
        autoreverses = o.autoreverses
        fillMode = o.fillMode
    }
}

/// The layer delegate: views implement it to supply actions and lay out sublayers.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// The action for `event` on `layer`: return an action, `NSNull()` to stop the search with no
    /// action, or nil to continue the search.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Lays out the layer's sublayers (a view calls `layoutSubviews`).
    func layoutSublayers(of layer: CALayer)
    /// Updates the layer's contents.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx` (a view calls `draw(_:)`).
    func draw(_ layer: CALayer, in ctx: CGContext)
}

extension CALayerDelegate {
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    public func layoutSublayers(of layer: CALayer) {}
    public func display(_ layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
}

/// How a layer's contents are positioned or scaled within its bounds, as Core Animation's gravity.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = Self(rawValue: "center")
    public static let top = Self(rawValue: "top")
    public static let bottom = Self(rawValue: "bottom")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let topLeft = Self(rawValue: "topLeft")
    public static let topRight = Self(rawValue: "topRight")
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    public static let bottomRight = Self(rawValue: "bottomRight")
    public static let resize = Self(rawValue: "resize")
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}
