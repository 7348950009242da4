import Foundation

/// The toolbar's appearances (iOS 13; its scroll edge, the content's bottom edge, iOS 15): which
/// one shows, and drawing it. Docs/Behaviour-today.md, "Bar appearances".
extension UIToolbar {
    /// The look of a standard-height toolbar. Stores a copy; default: the default background.
    public var standardAppearance: UIToolbarAppearance {
        get {
            appearances.standard(ownedBy: self) {
                UIToolbarAppearance(idiom: UIDevice.current.userInterfaceIdiom)
            }
        }
        set {
            appearances.standard = newValue.copy(ownedBy: self)
            setNeedsLayout()
        }
    }

    /// The look of a compact-height toolbar. Default nil: the standard one.
    public var compactAppearance: UIToolbarAppearance? {
        get { appearances.compact }
        set {
            appearances.compact = newValue?.copy(ownedBy: self)
            setNeedsLayout()
        }
    }

    /// The look while the content's bottom edge is at the toolbar's. Default nil: the standard
    /// look with a transparent background and no hairline. Used only by a navigation controller's
    /// toolbar.
    public var scrollEdgeAppearance: UIToolbarAppearance? {
        get { appearances.scrollEdge }
        set {
            appearances.scrollEdge = newValue?.copy(ownedBy: self)
            setNeedsLayout()
        }
    }

    /// The scroll-edge look of a compact-height toolbar. Default nil: `scrollEdgeAppearance`.
    public var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { appearances.compactScrollEdge }
        set {
            appearances.compactScrollEdge = newValue?.copy(ownedBy: self)
            setNeedsLayout()
        }
    }

    /// The looks the toolbar shows now and how far it has faded from the scroll-edge one to the
    /// standard one (0 … 1), against the bottom edge of its navigation controller's top
    /// controller's content.
    func resolvedAppearances() -> (
        standard: UIToolbarAppearance, edge: UIToolbarAppearance, progress: CGFloat
    ) {
        let compact = traitCollection.verticalSizeClass == .compact
        var standard = standardAppearance
        if compact { standard = compactAppearance ?? standard }
        guard let nav = superview?.owningViewController as? UINavigationController,
            nav.toolbar === self
        else { return (standard, standard, 1) }
        var edge = scrollEdgeAppearance
        if compact { edge = compactScrollEdgeAppearance ?? edge }
        let progress = BarAppearanceTracking.bottomProgress(
            of: BarAppearanceTracking.bottomScrollView(of: nav.topViewController))
        return (standard, edge ?? standard.transparentVersion, progress)
    }

    /// Draws the background and colours the items by the shown look (call after laying out the
    /// items).
    func applyAppearance() {
        let (standard, edge, progress) = resolvedAppearances()
        barBackground.show(standard: standard, edge: edge, progress: progress)
        shadowLine.isHidden = true
        let shown = progress >= 0.5 ? standard : edge
        for (item, v) in zip(items ?? [], itemViews) {
            let look = item.style == .done ? shown.doneButtonAppearance : shown.buttonAppearance
            let attributes = look.state(enabled: item.isEnabled).titleTextAttributes
            if let color = attributes[.foregroundColor] as? UIColor { v.textColor = color }
            if let font = attributes[.font] as? UIFont, item.image == nil { v.font = font }
        }
    }

    /// `barTintColor` and `isTranslucent` into the standard appearance: the colour over the
    /// material, at full opacity when the bar is opaque; no colour: the material.
    func applyLegacyBackground() {
        let a = standardAppearance
        a.backgroundColor = barTintColor.map { isTranslucent ? $0 : $0.withAlphaComponent(1) }
    }
}
