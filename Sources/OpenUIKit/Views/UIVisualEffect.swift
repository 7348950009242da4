import Foundation

/// An effect a visual-effect view applies to what lies behind it, as UIKit's `UIVisualEffect`.
@MainActor
open class UIVisualEffect: NSObject {
    /// Creates an effect.
    public override init() {}
}

/// A blur of what lies behind a view, as UIKit's `UIBlurEffect`.
@MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur styles of UIKit: the original three, the adaptive ones, and the materials.
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case extraDark = 3
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// The style of the blur.
    public let style: Style

    /// Creates a blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}
