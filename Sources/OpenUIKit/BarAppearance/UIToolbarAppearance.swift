import Foundation

/// The look of a toolbar, as UIKit's `UIToolbarAppearance` (iOS 13): the background and hairline
/// of `UIBarAppearance` and the buttons' looks.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The look of plain bar buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain) { didSet { adopt() } }
    /// The look of done bar buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) {
        didSet { adopt() }
    }

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
        adopt()
    }

    /// Creates an appearance with the background and shadow of `barAppearance`, and its buttons
    /// when it is a toolbar appearance.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UIToolbarAppearance {
            buttonAppearance = other.buttonAppearance.copy()
            doneButtonAppearance = other.doneButtonAppearance.copy()
        }
        adopt()
    }

    private func adopt() {
        for b in [buttonAppearance, doneButtonAppearance] { b.owner = self }
        changed()
    }
}
