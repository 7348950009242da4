import Foundation

/// The look of tab bar items in each state, as UIKit's `UITabBarItemAppearance`.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
    /// The item layouts a tab bar uses.
    public enum Style: Int, Sendable {
        /// The icon above the title.
        case stacked = 0
        /// The icon beside the title.
        case inline = 1
        /// The icon beside the title, in a compact height.
        case compactInline = 2
    }

    /// The look of an unselected item.
    open var normal: UITabBarItemStateAppearance { didSet { adopt() } }
    /// The look of the selected item.
    open var selected: UITabBarItemStateAppearance { didSet { adopt() } }
    /// The look of a disabled item.
    open var disabled: UITabBarItemStateAppearance { didSet { adopt() } }
    /// The look of a focused item.
    open var focused: UITabBarItemStateAppearance { didSet { adopt() } }
    /// The appearance that holds this one, laid out again when it changes.
    weak var owner: UIBarAppearance? { didSet { adopt() } }

    /// Creates the default look for items laid out in `style`.
    public required init(style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
        super.init()
        adopt()
    }

    /// Creates the default look for stacked items.
    public override convenience init() { self.init(style: .stacked) }

    /// Resets every state to the default look (no colours or attributes: the bar's tint for
    /// the selected item, system grey for the others).
    open func configureWithDefault(for style: Style) {
        for s in [normal, selected, disabled, focused] {
            s.iconColor = nil
            s.titleTextAttributes = [:]
            s.titlePositionAdjustment = .zero
        }
    }

    /// A copy of every state.
    public func copy() -> Self {
        let c = type(of: self).init(style: .stacked)
        c.normal = normal.copy()
        c.selected = selected.copy()
        c.disabled = disabled.copy()
        c.focused = focused.copy()
        return c
    }

    private func adopt() {
        for s in [normal, selected, disabled, focused] { s.owner = self }
        owner?.changed()
    }
}

/// The look of a tab bar item in one state, as UIKit's `UITabBarItemStateAppearance`.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// The icon's colour. Default nil (the bar's tint when selected, system grey otherwise).
    open var iconColor: UIColor? { didSet { owner?.owner?.changed() } }
    /// The title's attributes: `.font` and `.foregroundColor` are drawn. Default empty.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { owner?.owner?.changed() }
    }
    /// How far the title is moved from its place, in points. Default `.zero`.
    open var titlePositionAdjustment: UIOffset = .zero { didSet { owner?.owner?.changed() } }
    /// The item appearance that holds this one.
    weak var owner: UITabBarItemAppearance?

    /// A copy.
    public func copy() -> Self {
        let c = type(of: self).init()
        c.iconColor = iconColor
        c.titleTextAttributes = titleTextAttributes
        c.titlePositionAdjustment = titlePositionAdjustment
        return c
    }

    public required override init() { super.init() }
}
