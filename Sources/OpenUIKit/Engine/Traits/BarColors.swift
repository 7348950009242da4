import Foundation

/// The bars' opaque stand-ins for UIKit's default bar material, in both appearances
/// (Docs/Behaviour-traits.md, "Bars"): the engine's chrome material over a white page in the
/// light appearance (white 0.97 at 75 % over white: 249), over a black page in the dark one
/// (white 0.16 at 80 % over black: 33).
enum BarColors {
    /// The navigation bar's background: 249 grey light, 33 grey dark.
    static let navigationBar = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 33 / 255, green: 33 / 255, blue: 33 / 255, alpha: 1)
            : UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 1)
    }
    /// The tab bar's background: white 0.97 light, 33 grey dark.
    static let tabBar = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 33 / 255, green: 33 / 255, blue: 33 / 255, alpha: 1)
            : UIColor(white: 0.97, alpha: 1)
    }
    /// The hairline below a navigation bar and above a tab bar: black at 30 % light, white at
    /// 15 % dark.
    static let shadow = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
    }
}
