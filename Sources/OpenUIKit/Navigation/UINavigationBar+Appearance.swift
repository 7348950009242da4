import Foundation

/// The bar's appearances (iOS 13; scroll edges on every bar from iOS 15): which one shows, and
/// drawing it. Docs/Behaviour-today.md, "Bar appearances".
extension UINavigationBar {
    /// The look of a standard-height bar. Stores a copy; default: the default background.
    public var standardAppearance: UINavigationBarAppearance {
        get {
            appearances.standard(ownedBy: self) {
                UINavigationBarAppearance(idiom: UIDevice.current.userInterfaceIdiom)
            }
        }
        set {
            appearances.standard = newValue.copy(ownedBy: self)
            setNeedsLayout()
        }
    }

    /// The look of a compact-height bar (an iPhone in landscape). Default nil: the standard one.
    public var compactAppearance: UINavigationBarAppearance? {
        get { appearances.compact }
        set {
            appearances.compact = newValue?.copy(ownedBy: self)
            setNeedsLayout()
        }
    }

    /// The look while the content's top edge is at the bar's. Default nil: the standard look
    /// with a transparent background and no hairline. Used only by a navigation controller's bar.
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.scrollEdge }
        set {
            appearances.scrollEdge = newValue?.copy(ownedBy: self)
            setNeedsLayout()
        }
    }

    /// The scroll-edge look of a compact-height bar. Default nil: `scrollEdgeAppearance`.
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.compactScrollEdge }
        set {
            appearances.compactScrollEdge = newValue?.copy(ownedBy: self)
            setNeedsLayout()
        }
    }

    /// The navigation controller that manages this bar, if any.
    var managingNavigationController: UINavigationController? {
        guard let nav = superview?.owningViewController as? UINavigationController,
            nav.navigationBar === self
        else { return nil }
        return nav
    }

    /// The looks the bar shows now and how far it has faded from the scroll-edge one to the
    /// standard one (0 … 1). The top item's appearances win over the bar's; a compact height
    /// takes the compact ones, falling back to the standard ones; the scroll-edge look falls back
    /// to the standard look made transparent. A bar no navigation controller manages, or whose top
    /// controller has no scroll view, shows its standard look.
    func resolvedAppearances() -> (
        standard: UINavigationBarAppearance, edge: UINavigationBarAppearance, progress: CGFloat
    ) {
        let item = topItem
        let compact = traitCollection.verticalSizeClass == .compact
        var standard = item?.standardAppearance ?? standardAppearance
        if compact {
            standard = item?.compactAppearance ?? compactAppearance ?? standard
        }
        guard let nav = managingNavigationController, let vc = nav.topViewController else {
            return (standard, standard, 1)
        }
        var edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance
        if compact {
            edge = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance ?? edge
        }
        let progress = BarAppearanceTracking.topProgress(of: vc, in: nav)
        return (standard, edge ?? standard.transparentVersion, progress)
    }

    /// The look whose text attributes show: the standard one once the bar has faded half way to
    /// it, else the scroll-edge one.
    func shownAppearance() -> UINavigationBarAppearance {
        let (standard, edge, progress) = resolvedAppearances()
        return progress >= 0.5 ? standard : edge
    }

    /// Draws the background and the titles' attributes (call before laying out the titles).
    func applyAppearance() {
        let (standard, edge, progress) = resolvedAppearances()
        barBackground.show(standard: standard, edge: edge, progress: progress)
        shadowLine.isHidden = true
        let shown = progress >= 0.5 ? standard : edge
        let title = shown.titleTextAttributes
        titleLabel.font =
            title[.font] as? UIFont ?? UIFont.systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = title[.foregroundColor] as? UIColor ?? .label
        var large = largeTitleTextAttributes ?? [:]
        large.merge(shown.largeTitleTextAttributes) { _, new in new }
        largeTitleLabel.font =
            large[.font] as? UIFont
            ?? UIFont.systemFont(ofSize: Self.largeTitleFontSize, weight: .bold)
        largeTitleLabel.textColor = large[.foregroundColor] as? UIColor ?? .label
    }

    /// Colours the buttons and moves the title by the shown look's settings (call after laying
    /// them out).
    func applyAppearanceToItems() {
        let shown = shownAppearance()
        let offset = shown.titlePositionAdjustment
        if offset != .zero {
            titleLabel.frame = titleLabel.frame.offsetBy(dx: offset.horizontal, dy: offset.vertical)
        }
        let back = shown.backButtonAppearance.normal.titleTextAttributes
        if let color = back[.foregroundColor] as? UIColor { backButton.tint(color) }
        if let font = back[.font] as? UIFont { backButton.label.font = font }
        for v in subviews.compactMap({ $0 as? BarButtonItemView }) {
            guard let item = v.item else { continue }
            let look = item.style == .done ? shown.doneButtonAppearance : shown.buttonAppearance
            let attributes = look.state(enabled: item.isEnabled).titleTextAttributes
            if let color = attributes[.foregroundColor] as? UIColor { v.textColor = color }
            if let font = attributes[.font] as? UIFont, item.image == nil {
                v.font = font
            }
        }
    }

    // MARK: Legacy customisations (written into the standard appearance)

    /// Whether the bar is translucent. Default true. Setting it to false gives the standard
    /// appearance an opaque background (`barTintColor`, else `.systemBackground`), true gives it
    /// the bar material back, as UIKit maps it from iOS 13.
    public var isTranslucent: Bool {
        get { legacy.isTranslucent }
        set {
            legacy.isTranslucent = newValue
            applyLegacyBackground()
        }
    }

    /// The title's attributes (`.font`, `.foregroundColor`). Default nil. Written into the
    /// standard appearance's `titleTextAttributes`.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { legacy.titleTextAttributes }
        set {
            legacy.titleTextAttributes = newValue
            standardAppearance.titleTextAttributes = newValue ?? [:]
        }
    }

    /// The hairline's image (an empty `UIImage()` hides it). Default nil. Written into the
    /// standard appearance's `shadowImage`.
    public var shadowImage: UIImage? {
        get { legacy.shadowImage }
        set {
            legacy.shadowImage = newValue
            standardAppearance.shadowImage = newValue
        }
    }

    /// Sets the background image for bars of `barMetrics`: the standard appearance's for
    /// `.default`, the compact appearance's (made from the standard one when there is none) for
    /// `.compact`.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        legacy.backgroundImages[barMetrics] = backgroundImage
        switch barMetrics {
        case .default, .defaultPrompt:
            standardAppearance.backgroundImage = backgroundImage
        case .compact, .compactPrompt:
            let compact = compactAppearance ?? standardAppearance.copy(ownedBy: self)
            compact.backgroundImage = backgroundImage
            appearances.compact = compact
            setNeedsLayout()
        }
    }

    /// The background image set for `barMetrics`, nil when none.
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        legacy.backgroundImages[barMetrics]
    }

    /// `barTintColor` and `isTranslucent` into the standard appearance: the colour over the
    /// material when translucent, the colour (else `.systemBackground`) alone when opaque.
    func applyLegacyBackground() {
        let a = standardAppearance
        if legacy.isTranslucent {
            if a.backgroundEffect == nil {
                a.backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
            }
            a.backgroundColor = barTintColor
        } else {
            a.backgroundEffect = nil
            a.backgroundColor = barTintColor?.withAlphaComponent(1) ?? .systemBackground
        }
    }
}

extension UINavigationBar {
    /// Cross-fades the background from what it showed before a push or pop (`old`) to the new
    /// top item's look, alongside the transition `coordinator` runs (call before the titles'
    /// animations: it takes the new look without laying the bar out).
    func crossFadeBackground(
        from old: BarBackgroundShown?, coordinator: UIViewControllerTransitionCoordinator
    ) {
        guard let old else { return }
        applyAppearance()
        barBackground.crossFade(from: old, coordinator: coordinator)
    }
}
