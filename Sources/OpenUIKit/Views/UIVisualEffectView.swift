import Foundation

/// The vibrancy styles of UIKit's `UIVibrancyEffectStyle` (iOS 13): how strongly content in a
/// vibrancy effect view shows, from labels to separators.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7
}

/// Content that takes on the colour of a blur behind it, as UIKit's `UIVibrancyEffect`.
///
/// Put a vibrancy effect view inside the `contentView` of a blur effect view made with the same
/// blur effect. The engine draws its content with the style's opacity (see
/// Docs/Behaviour-effectviews.md): no backdrop of its own is blurred.
@MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur effect the vibrancy is meant to sit on.
    let blurEffect: UIBlurEffect
    /// The vibrancy style; `.label` for `init(blurEffect:)`.
    let vibrancyStyle: UIVibrancyEffectStyle

    /// A vibrancy effect for `blurEffect`, as labels show on it.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// A vibrancy effect of `style` for `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        vibrancyStyle = style
        super.init()
    }

    /// The opacity content is drawn with under this vibrancy style: iOS's label and fill colours'
    /// alphas (label 1, secondary 0.6, tertiary 0.3, quaternary 0.18; fills 0.2, 0.16, 0.12;
    /// separator 0.29).
    var contentOpacity: Float {
        switch vibrancyStyle {
        case .label: return 1
        case .secondaryLabel: return 0.6
        case .tertiaryLabel: return 0.3
        case .quaternaryLabel: return 0.18
        case .fill: return 0.2
        case .secondaryFill: return 0.16
        case .tertiaryFill: return 0.12
        case .separator: return 0.29
        }
    }
}

/// A view that blurs what lies behind it, as UIKit's `UIVisualEffectView`.
///
/// Its layer paints a Gaussian blur of the already-drawn backdrop within its bounds (clipped to
/// its corner radius), with the style's tint over it; subviews go in `contentView`, drawn sharp on
/// top. Setting `effect` inside a `UIView` animation block fades the blur radius and tint in or
/// out over the animation, as on iOS. The radius and tint per style are in ``UIBlurEffect``'s
/// material table (Docs/Behaviour-effectviews.md).
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    open override class var layerClass: AnyClass { BackdropBlurLayer.self }

    /// The view to add subviews to; it fills the effect view.
    public let contentView: UIView

    private var storedEffect: UIVisualEffect?

    /// The effect: a `UIBlurEffect`, a `UIVibrancyEffect`, or nil for none. Animatable.
    open var effect: UIVisualEffect? {
        get { storedEffect }
        set {
            storedEffect = newValue
            applyEffect()
        }
    }

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        setUp()
        storedEffect = effect
        UIView.performWithoutAnimation { applyEffect() }
    }

    /// An effect view with no effect (`effect` nil) and `frame`; with it the view inherits
    /// `init()`, so `UIVisualEffectView()` is an effect view with no effect, as in UIKit.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// An effect view with no effect, as UIKit's `init?(coder:)` for an empty archive.
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        layer.isOpaque = false
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    /// An adaptive style's material follows the appearance: applied again, without animation.
    override func engineTraitsDidChange(from previous: UITraitCollection) {
        super.engineTraitsDidChange(from: previous)
        guard previous.userInterfaceStyle != traitCollection.userInterfaceStyle,
            let backdrop = layer as? BackdropBlurLayer, backdrop.tintOpacity == 1,
            let look = (storedEffect as? UIBlurEffect)?.style.material(in: traitCollection)
        else { return }
        UIView.performWithoutAnimation { backdrop.tintColor = look.tint }
    }

    /// Shows the blur effect at `fraction` (0…1) of its radius and tint, as an interactive
    /// transition scrubbing the animation from nil does (the zoom's dimming).
    func setEffectFraction(_ fraction: CGFloat) {
        guard let backdrop = layer as? BackdropBlurLayer,
            let look = (storedEffect as? UIBlurEffect)?.style.material(in: traitCollection)
        else { return }
        let f = min(1, max(0, fraction))
        backdrop.blurRadius = look.radius * f
        backdrop.tintOpacity = f
    }

    /// Sets the layer's blur radius, tint and the content's vibrancy for the current effect; inside
    /// an animation block the layer animates them.
    private func applyEffect() {
        guard let backdrop = layer as? BackdropBlurLayer else { return }
        let look = (storedEffect as? UIBlurEffect)?.style.material(in: traitCollection)
        if let look {
            // The tint's colour changes at once when fading in from nothing; its opacity animates.
            if backdrop.tintOpacity == 0 || backdrop.tintColor == nil {
                UIView.performWithoutAnimation { backdrop.tintColor = look.tint }
            } else {
                backdrop.tintColor = look.tint
            }
            backdrop.blurRadius = look.radius
            backdrop.tintOpacity = 1
        } else {
            backdrop.blurRadius = 0
            backdrop.tintOpacity = 0
        }
        let vibrancy = (storedEffect as? UIVibrancyEffect)?.contentOpacity ?? 1
        if backdrop.contentOpacity != vibrancy {
            UIView.performWithoutAnimation { backdrop.contentOpacity = vibrancy }
        }
    }
}

/// What a blur style looks like: the blur's standard deviation in points and the tint over it.
struct BlurMaterial {
    var radius: CGFloat
    var tint: CGColor
}

extension UIBlurEffect.Style {
    /// The material in `traits`: an adaptive style (`.regular`, `.prominent`, the `system…Material`
    /// styles) is its dark variant in the dark appearance, its light one otherwise, as UIKit's
    /// (Docs/Behaviour-traits.md, "Materials").
    func material(in traits: UITraitCollection) -> BlurMaterial {
        guard traits.userInterfaceStyle == .dark else { return material }
        switch self {
        case .regular: return Self.dark.material
        case .prominent: return Self.extraDark.material
        case .systemUltraThinMaterial: return Self.systemUltraThinMaterialDark.material
        case .systemThinMaterial: return Self.systemThinMaterialDark.material
        case .systemMaterial: return Self.systemMaterialDark.material
        case .systemThickMaterial: return Self.systemThickMaterialDark.material
        case .systemChromeMaterial: return Self.systemChromeMaterialDark.material
        default: return material
        }
    }

    /// The engine's table of iOS materials (Docs/Behaviour-effectviews.md), light variants for
    /// the adaptive styles.
    var material: BlurMaterial {
        func white(_ w: CGFloat, _ a: CGFloat) -> CGColor {
            CGColor(red: w, green: w, blue: w, alpha: a)
        }
        switch self {
        case .extraLight: return BlurMaterial(radius: 20, tint: white(0.97, 0.6))
        case .light: return BlurMaterial(radius: 30, tint: white(1, 0.3))
        case .dark: return BlurMaterial(radius: 20, tint: white(0.11, 0.73))
        case .extraDark: return BlurMaterial(radius: 20, tint: white(0.06, 0.85))
        case .regular: return BlurMaterial(radius: 30, tint: white(1, 0.3))
        case .prominent: return BlurMaterial(radius: 30, tint: white(1, 0.6))
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight:
            return BlurMaterial(radius: 12, tint: white(1, 0.3))
        case .systemThinMaterial, .systemThinMaterialLight:
            return BlurMaterial(radius: 18, tint: white(1, 0.5))
        case .systemMaterial, .systemMaterialLight:
            return BlurMaterial(radius: 30, tint: white(1, 0.7))
        case .systemThickMaterial, .systemThickMaterialLight:
            return BlurMaterial(radius: 30, tint: white(1, 0.85))
        case .systemChromeMaterial, .systemChromeMaterialLight:
            return BlurMaterial(radius: 30, tint: white(0.97, 0.75))
        case .systemUltraThinMaterialDark: return BlurMaterial(radius: 12, tint: white(0.13, 0.45))
        case .systemThinMaterialDark: return BlurMaterial(radius: 18, tint: white(0.13, 0.6))
        case .systemMaterialDark: return BlurMaterial(radius: 30, tint: white(0.11, 0.73))
        case .systemThickMaterialDark: return BlurMaterial(radius: 30, tint: white(0.08, 0.85))
        case .systemChromeMaterialDark: return BlurMaterial(radius: 30, tint: white(0.16, 0.8))
        }
    }
}
