import Foundation

/// The look of a bar's background and hairline, as UIKit's `UIBarAppearance` (iOS 13): a blur
/// effect, a colour over it, an image over that, and a shadow (the hairline along the bar's
/// content edge). `init()` configures the default background. A bar stores a copy of what is
/// assigned to it; changing the stored object (`bar.standardAppearance.backgroundColor = …`)
/// lays the bar out again, as UIKit's does.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// The idiom the appearance is for (the device's when created with `init()`).
    public let idiom: UIUserInterfaceIdiom

    /// The blur under the colour and image. Default `.systemChromeMaterial` (the engine draws
    /// the bar material's opaque stand-in, Docs/Behaviour-today.md "Bar appearances").
    open var backgroundEffect: UIBlurEffect? { didSet { changed() } }
    /// A colour drawn over the effect. Default nil.
    open var backgroundColor: UIColor? { didSet { changed() } }
    /// An image drawn over the colour, placed by `backgroundImageContentMode`. Default nil.
    open var backgroundImage: UIImage? { didSet { changed() } }
    /// How the background image fills the bar. Default `.scaleToFill`.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill {
        didSet { changed() }
    }
    /// The hairline's colour (tints a template `shadowImage`). Default: black at 30 % light,
    /// white at 15 % dark. Nil or clear: no hairline.
    open var shadowColor: UIColor? { didSet { changed() } }
    /// An image drawn as the hairline, as tall as the image and as wide as the bar. Default nil.
    open var shadowImage: UIImage? { didSet { changed() } }

    /// The object laid out again when the appearance changes: the bar or navigation item that
    /// holds it.
    weak var owner: AnyObject?

    /// Creates an appearance for `idiom`, with the default background.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// Creates an appearance for the current device's idiom, with the default background.
    public override convenience init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// Creates an appearance with the background and shadow of `barAppearance` (and, when it is
    /// of this class, the rest of its settings: what `copy()` gives).
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        super.init()
    }

    /// A copy with every setting, of the same class.
    public func copy() -> Self {
        type(of: self).init(barAppearance: self)
    }

    /// The default look: the bar material (a blur), no colour or image, the default hairline.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        resetBackground(color: nil, shadow: BarColors.shadow)
    }

    /// An opaque look: no blur, `.systemBackground`, the default hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        resetBackground(color: .systemBackground, shadow: BarColors.shadow)
    }

    /// A transparent look: no blur, colour, image or hairline.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        resetBackground(color: nil, shadow: nil)
    }

    private func resetBackground(color: UIColor?, shadow: UIColor?) {
        backgroundColor = color
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = shadow
        shadowImage = nil
    }

    /// Lays the owner out again.
    func changed() {
        if let view = owner as? UIView {
            view.setNeedsLayout()
        } else if let item = owner as? UINavigationItem {
            item.bar?.setNeedsLayout()
        }
    }

    /// A copy held by `owner` (what a bar's `@NSCopying` appearance properties store).
    func copy(ownedBy owner: AnyObject) -> Self {
        let c: Self = copy()
        c.owner = owner
        return c
    }

    /// This appearance with a transparent background and no hairline, its other settings kept:
    /// what a bar uses at a scroll edge when no scroll-edge appearance is set.
    var transparentVersion: Self {
        let c: Self = copy()
        c.configureWithTransparentBackground()
        return c
    }
}
