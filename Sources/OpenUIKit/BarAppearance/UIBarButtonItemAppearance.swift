import Foundation

/// The look of a bar's buttons in each state, as UIKit's `UIBarButtonItemAppearance`: a
/// navigation bar appearance has one for plain buttons, one for done buttons and one for the back
/// button.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject {
    /// The look of an enabled button.
    open var normal: UIBarButtonItemStateAppearance { didSet { adopt() } }
    /// The look of a button being pressed.
    open var highlighted: UIBarButtonItemStateAppearance { didSet { adopt() } }
    /// The look of a disabled button.
    open var disabled: UIBarButtonItemStateAppearance { didSet { adopt() } }
    /// The look of a focused button.
    open var focused: UIBarButtonItemStateAppearance { didSet { adopt() } }
    /// The appearance that holds this one, laid out again when it changes.
    weak var owner: UIBarAppearance? { didSet { adopt() } }

    /// Creates the default look for buttons of `style`.
    public required init(style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
        super.init()
        adopt()
    }

    /// Creates the default look for plain buttons.
    public override convenience init() { self.init(style: .plain) }

    /// Resets every state to the default look for buttons of `style` (no attributes: the
    /// button's tint colour and its style's font).
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for s in [normal, highlighted, disabled, focused] {
            s.titleTextAttributes = [:]
            s.titlePositionAdjustment = .zero
        }
    }

    /// A copy of every state.
    public func copy() -> Self {
        let c = type(of: self).init(style: .plain)
        c.normal = normal.copy()
        c.highlighted = highlighted.copy()
        c.disabled = disabled.copy()
        c.focused = focused.copy()
        return c
    }

    private func adopt() {
        for s in [normal, highlighted, disabled, focused] { s.owner = self }
        owner?.changed()
    }

    /// The state appearance for a button that is enabled or not.
    func state(enabled: Bool) -> UIBarButtonItemStateAppearance {
        enabled ? normal : disabled
    }
}

/// The look of a bar button in one state, as UIKit's `UIBarButtonItemStateAppearance`.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's attributes: `.font` and `.foregroundColor` are drawn. Default empty (the
    /// bar's tint colour, the item's style's font).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { owner?.owner?.changed() }
    }
    /// How far the title is moved from its place, in points. Default `.zero`.
    open var titlePositionAdjustment: UIOffset = .zero { didSet { owner?.owner?.changed() } }
    /// The button appearance that holds this one.
    weak var owner: UIBarButtonItemAppearance?

    /// A copy.
    public func copy() -> Self {
        let c = type(of: self).init()
        c.titleTextAttributes = titleTextAttributes
        c.titlePositionAdjustment = titlePositionAdjustment
        return c
    }

    public required override init() { super.init() }
}
