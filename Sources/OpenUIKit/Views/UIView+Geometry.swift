import Foundation

extension UIView {
    /// Value `UIView.noIntrinsicMetric`: no natural size in a dimension.
    public static let noIntrinsicMetric: CGFloat = -1

    func setFrame(_ newValue: CGRect) {
        let oldSize = layer.bounds.size
        layer.frame = newValue
        boundsSizeChanged(from: oldSize)
    }

    func setBounds(_ newValue: CGRect) {
        let oldSize = layer.bounds.size
        layer.bounds = newValue
        boundsSizeChanged(from: oldSize)
    }

    func boundsSizeChanged(from oldSize: CGSize) {
        let newSize = layer.bounds.size
        guard newSize != oldSize else { return }
        if contentMode == .redraw && layer.hasDisplayed { setNeedsDisplay() }
        if autoresizesSubviews {
            for sub in _subviews where !sub.autoresizingMask.isEmpty {
                sub.applyAutoresizing(oldSuperSize: oldSize, newSuperSize: newSize)
            }
        }
        setNeedsLayout()
    }

    /// UIKit's springs-and-struts rule: flexible margins and dimensions share the change in
    /// proportion to their current lengths.
    func applyAutoresizing(oldSuperSize: CGSize, newSuperSize: CGSize) {
        var f = frame
        func distribute(
            _ delta: CGFloat, _ lead: Bool, _ size: Bool, _ trail: Bool,
            _ leadLen: CGFloat, _ sizeLen: CGFloat, _ trailLen: CGFloat
        ) -> (CGFloat, CGFloat) {
            var parts: [CGFloat] = []
            if lead { parts.append(leadLen) }
            if size { parts.append(sizeLen) }
            if trail { parts.append(trailLen) }
            guard !parts.isEmpty else { return (0, 0) }
            let total = parts.reduce(0, +)
            let count = CGFloat(parts.count)
            func share(_ len: CGFloat) -> CGFloat {
                total > 0 ? delta * len / total : delta / count
            }
            return (lead ? share(leadLen) : 0, size ? share(sizeLen) : 0)
        }
        let m = autoresizingMask
        let dx = newSuperSize.width - oldSuperSize.width
        let (ox, ow) = distribute(
            dx, m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth),
            m.contains(.flexibleRightMargin),
            f.minX, f.width, oldSuperSize.width - f.maxX)
        let dy = newSuperSize.height - oldSuperSize.height
        let (oy, oh) = distribute(
            dy, m.contains(.flexibleTopMargin), m.contains(.flexibleHeight),
            m.contains(.flexibleBottomMargin),
            f.minY, f.height, oldSuperSize.height - f.maxY)
        f.origin.x += ox
        f.size.width += ow
        f.origin.y += oy
        f.size.height += oh
        frame = f
    }

    /// The affine transform, applied about the centre (the layer's anchor point). Animatable.
    public var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The full 3-D transform of the layer. Animatable.
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// Opacity, 0…1. Default 1. Animatable.
    public var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view is hidden. Default false.
    ///
    /// An arranged subview of a `UIStackView` collapses when hidden; hidden inside an animation
    /// block, it reads as hidden at once but stays drawn until its collapse has animated, as on
    /// iOS.
    public var isHidden: Bool {
        get {
            if let stack = superview as? UIStackView, stack.isPendingHide(self) { return true }
            return layer.isHidden
        }
        set {
            if let stack = superview as? UIStackView,
                stack.arrangedSubview(self, willSetHidden: newValue)
            {
                return
            }
            layer.isHidden = newValue
        }
    }

    /// Whether the view is opaque (a drawing hint). Default true, as UIKit.
    public var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// The background colour; nil (the default) is transparent. Animatable.
    public var backgroundColor: UIColor? {
        get { _backgroundColor }
        set {
            _backgroundColor = newValue
            layer.backgroundColor = newValue.map { resolvedCGColor($0) }
        }
    }

    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`). Default false.
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The tint colour: the view's own, else the superview's, else the system blue.
    public var tintColor: UIColor! {
        get { _tintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            _tintColor = newValue
            tintColorDidChangeRecursively()
        }
    }

    func tintColorDidChangeRecursively() {
        tintColorDidChange()
        for s in _subviews where s._tintColor == nil { s.tintColorDidChangeRecursively() }
    }

    // MARK: Conversion

    /// Converts a point from this view's coordinates to `view`'s (nil: the window's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: targetLayer(view))
    }

    /// Converts a point from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: targetLayer(view))
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (nil: the window's).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: targetLayer(view))
    }

    /// Converts a rectangle from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: targetLayer(view))
    }

    /// `view`'s layer, or the window's layer for nil (the root when not in a window).
    private func targetLayer(_ view: UIView?) -> CALayer? {
        if let view { return view.layer }
        return window?.layer
    }
}
