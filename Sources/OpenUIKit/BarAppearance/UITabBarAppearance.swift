import Foundation

/// The look of a tab bar, as UIKit's `UITabBarAppearance` (iOS 13): the background and hairline
/// of `UIBarAppearance` and the items' looks in each layout (an iPhone in portrait stacks the
/// icon above the title: `stackedLayoutAppearance`).
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The look of items with the icon above the title.
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked) {
        didSet { adopt() }
    }
    /// The look of items with the icon beside the title (regular width).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline) {
        didSet { adopt() }
    }
    /// The look of items with the icon beside the title in a compact height.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline) {
        didSet { adopt() }
    }
    /// The tint of the selection indicator. Default nil (stored; the engine draws no indicator).
    open var selectionIndicatorTintColor: UIColor? { didSet { changed() } }

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
        adopt()
    }

    /// Creates an appearance with the background and shadow of `barAppearance`, and its item
    /// looks when it is a tab bar appearance.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UITabBarAppearance {
            stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
            inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
            compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
            selectionIndicatorTintColor = other.selectionIndicatorTintColor
        }
        adopt()
    }

    private func adopt() {
        for a in [stackedLayoutAppearance, inlineLayoutAppearance, compactInlineLayoutAppearance] {
            a.owner = self
        }
        changed()
    }
}
