import Foundation

/// The layer of a visual-effect view: it paints a blur of what lies behind it, within its
/// (rounded) bounds, with a tint colour over the blur — what Core Animation's private
/// `CABackdropLayer` with a Gaussian-blur filter does for `UIVisualEffectView`.
///
/// `blurRadius` (in points), `tintColor` and `tintOpacity` animate like any layer property, so a
/// `UIView.animate` block that changes a visual-effect view's `effect` fades the blur in or out:
/// `presentation()` gives the intermediate values and the renderer draws them. The renderer
/// multiplies the radius by its scale. A radius of 0 with a tint opacity of 0 paints nothing.
@preconcurrency @MainActor
package final class BackdropBlurLayer: CALayer {
    var _blurRadius: CGFloat = 0
    var _tintColor: CGColor?
    var _tintOpacity: CGFloat = 0
    /// A factor on the opacity of the sublayers (a vibrancy effect's style). Not animated.
    package var contentOpacity: Float = 1

    package required init() { super.init() }

    package required init(layer: Any) {
        super.init(layer: layer)
        if let o = layer as? BackdropBlurLayer {
            _blurRadius = o._blurRadius
            _tintColor = o._tintColor
            _tintOpacity = o._tintOpacity
            contentOpacity = o.contentOpacity
        }
    }

    /// The standard deviation of the backdrop's Gaussian blur, in points. Animatable.
    package var blurRadius: CGFloat {
        get { _blurRadius }
        set {
            let c = beginChange("blurRadius")
            _blurRadius = newValue.isFinite ? max(0, newValue) : 0
            endChange(c)
        }
    }

    /// The colour composited over the blurred backdrop (its own alpha included). Animatable.
    package var tintColor: CGColor? {
        get { _tintColor }
        set {
            let c = beginChange("tintColor")
            _tintColor = newValue
            endChange(c)
        }
    }

    /// A factor 0…1 on the tint colour's alpha: how far the tint has faded in. Animatable.
    package var tintOpacity: CGFloat {
        get { _tintOpacity }
        set {
            let c = beginChange("tintOpacity")
            _tintOpacity = newValue.isFinite ? min(1, max(0, newValue)) : 0
            endChange(c)
        }
    }

    package override class var animatableProperties: [String: LayerPropertyAccessor] {
        BackdropBlurLayer.backdropProperties
    }

    static let backdropProperties: [String: LayerPropertyAccessor] = CALayer.baseProperties
        .merging(
            [
                "blurRadius": .init(
                    get: { .number(Double(($0 as? BackdropBlurLayer)?._blurRadius ?? 0)) },
                    set: {
                        if let v = $1.number {
                            ($0 as? BackdropBlurLayer)?._blurRadius = CGFloat(v)
                        }
                    }),
                "tintColor": .init(
                    get: { .color(($0 as? BackdropBlurLayer)?._tintColor) },
                    set: {
                        if case .color(let v) = $1 { ($0 as? BackdropBlurLayer)?._tintColor = v }
                    }
                ),
                "tintOpacity": .init(
                    get: { .number(Double(($0 as? BackdropBlurLayer)?._tintOpacity ?? 0)) },
                    set: {
                        if let v = $1.number {
                            ($0 as? BackdropBlurLayer)?._tintOpacity = CGFloat(v)
                        }
                    }),
            ]
        ) { _, new in new }
}
