import Foundation

/// The tab bar's appearances (iOS 13; its scroll edge, the content's bottom edge, iOS 15): which
/// one shows, and drawing it. Docs/Behaviour-today.md, "Bar appearances".
extension UITabBar {
    /// The look of the tab bar. Stores a copy; default: the default background.
    public var standardAppearance: UITabBarAppearance {
        get {
            appearances.standard(ownedBy: self) {
                UITabBarAppearance(idiom: UIDevice.current.userInterfaceIdiom)
            }
        }
        set {
            appearances.standard = newValue.copy(ownedBy: self)
            setNeedsLayout()
        }
    }

    /// The look while the content's bottom edge is at the tab bar's. Default nil: the standard
    /// look with a transparent background and no hairline. Used only by a tab bar controller's
    /// bar.
    public var scrollEdgeAppearance: UITabBarAppearance? {
        get { appearances.scrollEdge }
        set {
            appearances.scrollEdge = newValue?.copy(ownedBy: self)
            setNeedsLayout()
        }
    }

    /// The looks the bar shows now and how far it has faded from the scroll-edge one to the
    /// standard one (0 … 1), against the bottom edge of the selected controller's content.
    func resolvedAppearances() -> (
        standard: UITabBarAppearance, edge: UITabBarAppearance, progress: CGFloat
    ) {
        let standard = standardAppearance
        guard let tabs = controller, tabs.tabBar === self else { return (standard, standard, 1) }
        let progress = BarAppearanceTracking.bottomProgress(
            of: BarAppearanceTracking.bottomScrollView(of: tabs.selectedViewController))
        return (standard, scrollEdgeAppearance ?? standard.transparentVersion, progress)
    }

    /// The item look for the bar's layout: stacked, inline in a regular width, compact inline in
    /// a compact height.
    func itemAppearance(in appearance: UITabBarAppearance) -> UITabBarItemAppearance {
        if traitCollection.verticalSizeClass == .compact {
            return appearance.compactInlineLayoutAppearance
        }
        if traitCollection.horizontalSizeClass == .regular {
            return appearance.inlineLayoutAppearance
        }
        return appearance.stackedLayoutAppearance
    }

    /// Draws the background (the material left out when the bar has a `backgroundColor` of its
    /// own, which shows instead).
    func applyAppearance() {
        let (standard, edge, progress) = resolvedAppearances()
        barBackground.materialSuppressed = backgroundColor != nil
        barBackground.show(standard: standard, edge: edge, progress: progress)
        barBackground.frame = bounds
        shadowLine.isHidden = true
        for v in itemViews { updateItemView(v) }
    }

    /// Shows an item in the shown look's colours: the state's icon colour and title attributes,
    /// else the bar's tint when selected and system grey otherwise.
    func updateItemView(_ v: TabBarItemView) {
        let (standard, edge, progress) = resolvedAppearances()
        let look = itemAppearance(in: progress >= 0.5 ? standard : edge)
        let selected = v.item === selectedItem
        let state = selected ? look.selected : look.normal
        let fallback: UIColor = selected ? tintColor ?? .systemBlue : .systemGray
        v.update(color: state.iconColor ?? fallback, selected: selected)
        let title = state.titleTextAttributes
        v.label.textColor = title[.foregroundColor] as? UIColor ?? state.iconColor ?? fallback
        v.label.font =
            title[.font] as? UIFont ?? UIFont.systemFont(ofSize: 10, weight: .medium)
    }
}
