import Foundation

/// One bar appearance drawn (part of UIKit's private `_UIBarBackground`): the material's opaque
/// stand-in when the appearance has a blur, its colour over that, its image over that, and the
/// hairline just outside the bounds at the bar's content edge (below a top bar, above a bottom
/// one).
@MainActor
final class BarLookView: UIView {
    /// Which side of the background the hairline lies on.
    enum HairlineEdge {
        /// Below the background (a navigation bar).
        case bottom
        /// Above the background (a toolbar or tab bar).
        case top
    }

    let hairlineEdge: HairlineEdge
    /// The blur's opaque stand-in.
    let materialView = UIView()
    let colorView = UIView()
    let imageView = UIImageView()
    /// The hairline drawn from `shadowColor`.
    let hairline = UIView()
    /// The hairline drawn from `shadowImage`.
    let hairlineImage = UIImageView()
    /// The material's colour (light and dark).
    private let material: UIColor
    /// Whether the material is left out (a tab bar with a `backgroundColor` of its own).
    var materialSuppressed = false
    /// Whether what is drawn covers the bounds completely.
    private(set) var coversBounds = false

    init(material: UIColor, hairlineEdge: HairlineEdge) {
        self.material = material
        self.hairlineEdge = hairlineEdge
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        for v in [materialView, colorView, imageView, hairline, hairlineImage] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        imageView.clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        material = BarColors.navigationBar
        hairlineEdge = .bottom
        super.init(coder: coder)
    }

    /// Draws `appearance`.
    func show(_ appearance: UIBarAppearance) {
        UIView.performWithoutAnimation {
            let effect = appearance.backgroundEffect
            materialView.isHidden = effect == nil || materialSuppressed
            materialView.backgroundColor = material
            materialView.overrideUserInterfaceStyle =
                effect.map { Self.style(of: $0) } ?? .unspecified
            colorView.backgroundColor = appearance.backgroundColor
            colorView.isHidden = appearance.backgroundColor == nil
            imageView.image = appearance.backgroundImage
            imageView.contentMode = appearance.backgroundImageContentMode
            imageView.isHidden = appearance.backgroundImage == nil
            hairlineImage.image = appearance.shadowImage
            hairlineImage.isHidden = appearance.shadowImage == nil
            hairline.backgroundColor = appearance.shadowColor
            hairline.isHidden = appearance.shadowImage != nil || appearance.shadowColor == nil
        }
        let colorAlpha = appearance.backgroundColor.map(alpha(of:)) ?? 0
        coversBounds = (effect(appearance) && !materialSuppressed) || colorAlpha >= 1
        setNeedsLayout()
    }

    private func effect(_ a: UIBarAppearance) -> Bool { a.backgroundEffect != nil }

    private func alpha(of color: UIColor) -> CGFloat {
        color.resolvedColor(with: traitCollection).cgColor.alpha
    }

    /// The appearance a blur style's material is drawn in: its own for the `…Light` and
    /// `…Dark` styles and the original light and dark ones, else the bar's.
    static func style(of effect: UIBlurEffect) -> UIUserInterfaceStyle {
        switch effect.style {
        case .extraLight, .light, .systemUltraThinMaterialLight, .systemThinMaterialLight,
            .systemMaterialLight, .systemThickMaterialLight, .systemChromeMaterialLight:
            return .light
        case .dark, .extraDark, .systemUltraThinMaterialDark, .systemThinMaterialDark,
            .systemMaterialDark, .systemThickMaterialDark, .systemChromeMaterialDark:
            return .dark
        default:
            return .unspecified
        }
    }

    /// The hairline's thickness, in points: the shadow image's height, else 0.5.
    var hairlineHeight: CGFloat {
        hairlineImage.isHidden ? 0.5 : (hairlineImage.image?.size.height ?? 0)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for v in [materialView, colorView, imageView] { v.frame = bounds }
        let h = hairlineHeight
        let y = hairlineEdge == .bottom ? bounds.maxY : bounds.minY - h
        let line = CGRect(x: 0, y: y, width: bounds.width, height: h)
        hairline.frame = line
        hairlineImage.frame = line
    }
}
