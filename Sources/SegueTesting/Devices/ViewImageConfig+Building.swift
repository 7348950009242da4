import Foundation
@_spi(Testing) import OpenUIKit

extension ViewImageConfig {
    /// A phone preset: `size` in portrait (swapped in landscape), its safe areas, and the
    /// library's traits (phone, left-to-right, `.medium` text; compact width and regular height in
    /// portrait; compact height in landscape, with a regular width on the large phones).
    static func phone(
        _ name: String, _ orientation: Orientation, portrait size: CGSize,
        safeArea: UIEdgeInsets, landscapeSafeArea: UIEdgeInsets, regularWidthInLandscape: Bool
    ) -> ViewImageConfig {
        let landscape = orientation == .landscape
        let traits = UITraitCollection(traitsFrom: [
            .init(userInterfaceIdiom: .phone), .init(layoutDirection: .leftToRight),
            .init(preferredContentSizeCategory: .medium),
            .init(horizontalSizeClass: landscape && regularWidthInLandscape ? .regular : .compact),
            .init(verticalSizeClass: landscape ? .compact : .regular),
        ])
        return ViewImageConfig(
            name: "\(name)-\(orientation.label)",
            safeArea: landscape ? landscapeSafeArea : safeArea,
            size: landscape ? CGSize(width: size.height, height: size.width) : size,
            traits: traits)
    }

    /// The widths an iPad app has in each Split View arrangement, in points.
    struct TabletWidths {
        var landscape: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat)
        var portrait: (oneThird: CGFloat, twoThirds: CGFloat)
        /// Whether half the landscape screen is a compact width (all but the 12.9-inch).
        var oneHalfIsCompact = true
    }

    /// An iPad preset: the screen `short`×`long` points in portrait, the app's width in Split
    /// View from `widths`, and the library's traits (pad, left-to-right, `.medium` text; regular
    /// both ways, compact width in the narrow splits).
    static func tablet(
        _ name: String, _ orientation: TabletOrientation, short: CGFloat, long: CGFloat,
        widths: TabletWidths, safeArea: UIEdgeInsets
    ) -> ViewImageConfig {
        let width: CGFloat
        let height: CGFloat
        let compact: Bool
        switch orientation {
        case .landscape(let split):
            height = short
            switch split {
            case .oneThird: (width, compact) = (widths.landscape.oneThird, true)
            case .oneHalf: (width, compact) = (widths.landscape.oneHalf, widths.oneHalfIsCompact)
            case .twoThirds: (width, compact) = (widths.landscape.twoThirds, false)
            case .full: (width, compact) = (long, false)
            }
        case .portrait(let split):
            height = long
            switch split {
            case .oneThird: (width, compact) = (widths.portrait.oneThird, true)
            case .twoThirds: (width, compact) = (widths.portrait.twoThirds, true)
            case .full: (width, compact) = (short, false)
            }
        }
        let traits = UITraitCollection(traitsFrom: [
            .init(horizontalSizeClass: compact ? .compact : .regular),
            .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
            .init(layoutDirection: .leftToRight), .init(preferredContentSizeCategory: .medium),
        ])
        return ViewImageConfig(
            name: "\(name)-\(orientation.label)", safeArea: safeArea,
            size: CGSize(width: width, height: height), traits: traits)
    }

    /// A full-screen window of `device` in `orientation`: the profile's size, safe area and
    /// traits (the one source of the engine's device numbers, `UIDeviceProfile`).
    static func device(_ name: String, _ device: UIDeviceProfile, _ orientation: Orientation)
        -> ViewImageConfig
    {
        let landscape = orientation == .landscape
        return ViewImageConfig(
            name: "\(name)-\(orientation.label)",
            safeArea: device.safeAreaInsets(landscape: landscape),
            size: device.size(landscape: landscape), traits: device.traits(landscape: landscape))
    }
}

extension ViewImageConfig.TabletOrientation {
    /// The full-screen tablet orientation for a phone-style orientation.
    init(_ orientation: ViewImageConfig.Orientation) {
        self =
            orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }
}
