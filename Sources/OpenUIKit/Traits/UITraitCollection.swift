import Foundation

/// Horizontal or vertical size class, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The environment a controller is shown in, as UIKit's `UITraitCollection`.
///
/// It holds the traits the engine honours: the size classes, the idiom and the display scale.
/// Each is "unspecified" unless set (`.unspecified`, or 0 for the scale), as in UIKit, so that
/// collections combine with ``init(traitsFrom:)``. Traits the engine cannot honour yet (the
/// interface style, Dynamic Type, the layout direction) are not declared rather than ignored.
public struct UITraitCollection: Hashable, Sendable {
    /// The width's size class. Default `.unspecified`.
    public private(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// The height's size class. Default `.unspecified`.
    public private(set) var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// Phone or pad. Default `.unspecified`.
    public private(set) var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    /// Pixels per point of the display; 0 (the default) means unspecified, as in UIKit.
    public private(set) var displayScale: CGFloat = 0

    /// A collection with every trait unspecified, as UIKit's `init()`.
    public init() {}

    /// A collection that specifies only the horizontal size class.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// A collection that specifies only the vertical size class.
    public init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.verticalSizeClass = verticalSizeClass
    }

    /// A collection that specifies only the idiom.
    public init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// A collection that specifies only the display scale (pixels per point; 0: unspecified).
    public init(displayScale: CGFloat) {
        self.displayScale = displayScale
    }

    /// The combination of `traitCollections`: for each trait, the value of the last collection
    /// that specifies it (later ones win), unspecified where none does, as UIKit documents.
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        for t in traitCollections {
            if t.horizontalSizeClass != .unspecified { horizontalSizeClass = t.horizontalSizeClass }
            if t.verticalSizeClass != .unspecified { verticalSizeClass = t.verticalSizeClass }
            if t.userInterfaceIdiom != .unspecified { userInterfaceIdiom = t.userInterfaceIdiom }
            if t.displayScale != 0 { displayScale = t.displayScale }
        }
    }

    /// Every trait given, for the engine.
    package init(
        horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
        userInterfaceIdiom: UIUserInterfaceIdiom, displayScale: CGFloat
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
    }

    /// Whether every trait `trait` specifies has the same value here, as UIKit's: true for nil
    /// and for a collection that specifies nothing.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return UITraitCollection(traitsFrom: [self, trait]) == self
    }

    /// The traits of the current device in the interface's orientation: compact width and
    /// regular height on a phone in portrait, compact height in landscape (regular width on a
    /// Max), regular both ways on an iPad; the screen's scale.
    @MainActor
    public static var current: UITraitCollection {
        let screen = UIScreen.main
        let device = screen.device.traits(landscape: screen.isLandscape)
        return UITraitCollection(traitsFrom: [
            device, UITraitCollection(displayScale: screen.scale),
        ])
    }
}
