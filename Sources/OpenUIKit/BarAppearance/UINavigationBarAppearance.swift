import Foundation

/// The look of a navigation bar, as UIKit's `UINavigationBarAppearance` (iOS 13): the
/// background and hairline of `UIBarAppearance`, the title's and large title's attributes, the
/// buttons' looks and the back indicator.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes: `.font` and `.foregroundColor` are drawn. Default empty (17 pt
    /// semibold, `.label`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changed() } }
    /// The large title's attributes: `.font` and `.foregroundColor` are drawn. Default empty
    /// (34 pt bold, `.label`).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { changed() }
    }
    /// How far the title is moved from the centre of the bar, in points. Default `.zero`.
    open var titlePositionAdjustment: UIOffset = .zero { didSet { changed() } }
    /// The look of plain bar buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain) { didSet { adopt() } }
    /// The look of done bar buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) {
        didSet { adopt() }
    }
    /// The look of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain) {
        didSet { adopt() }
    }
    /// The back indicator (the chevron). Default: the system chevron.
    public private(set) var backIndicatorImage: UIImage?
    /// The mask the back title slides under during a push or pop. Default: the system one.
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
        adopt()
    }

    /// Creates an appearance with the background and shadow of `barAppearance`, and its titles,
    /// buttons and back indicator when it is a navigation bar appearance.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = other.titleTextAttributes
            largeTitleTextAttributes = other.largeTitleTextAttributes
            titlePositionAdjustment = other.titlePositionAdjustment
            buttonAppearance = other.buttonAppearance.copy()
            doneButtonAppearance = other.doneButtonAppearance.copy()
            backButtonAppearance = other.backButtonAppearance.copy()
            backIndicatorImage = other.backIndicatorImage
            backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
        }
        adopt()
    }

    /// Sets the back indicator and its transition mask; both nil restores the system chevron.
    /// UIKit raises when only one of them is nil.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        guard (backIndicatorImage == nil) == (transitionMaskImage == nil) else {
            preconditionFailure(
                "Both backIndicatorImage and backIndicatorTransitionMaskImage must be either nil or non-nil"
            )
        }
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
        changed()
    }

    private func adopt() {
        for b in [buttonAppearance, doneButtonAppearance, backButtonAppearance] { b.owner = self }
        changed()
    }
}
