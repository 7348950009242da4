import Foundation

/// The system colours, dynamic as UIKit's: each resolves by the traits' appearance (light or
/// dark), level (a dark elevated value for the backgrounds) and contrast (Increase Contrast).
/// The values and their sources are in Docs/Behaviour-traits.md, "System colours": the system
/// palette from Apple's Human Interface Guidelines (Color, "Specifications"), the element colours
/// as UIKit resolves them.
extension UIColor {
    /// A system colour: `light`/`dark`, with the increased-contrast and elevated values where
    /// published (the plain ones otherwise).
    private static func system(
        _ name: String, light: UIColor, dark: UIColor, lightHigh: UIColor? = nil,
        darkHigh: UIColor? = nil, darkElevated: UIColor? = nil
    ) -> UIColor {
        UIColor(systemName: name) { traits in
            let high = traits.accessibilityContrast == .high
            guard traits.userInterfaceStyle == .dark else {
                return high ? lightHigh ?? light : light
            }
            if traits.userInterfaceLevel == .elevated, let darkElevated { return darkElevated }
            return high ? darkHigh ?? dark : dark
        }
    }

    private static func srgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    /// A palette colour with its HIG values: light, dark, light and dark with Increase Contrast.
    private static func palette(
        _ name: String, _ light: (Int, Int, Int), _ dark: (Int, Int, Int),
        _ lightHigh: (Int, Int, Int), _ darkHigh: (Int, Int, Int)
    ) -> UIColor {
        system(
            name, light: srgb(light.0, light.1, light.2), dark: srgb(dark.0, dark.1, dark.2),
            lightHigh: srgb(lightHigh.0, lightHigh.1, lightHigh.2),
            darkHigh: srgb(darkHigh.0, darkHigh.1, darkHigh.2))
    }

    // The system palette (HIG, Color, "Specifications"): light, dark, increased contrast light,
    // increased contrast dark.
    public static let systemRed = palette(
        "systemRedColor", (255, 59, 48), (255, 69, 58), (215, 0, 21), (255, 105, 97))
    public static let systemOrange = palette(
        "systemOrangeColor", (255, 149, 0), (255, 159, 10), (201, 52, 0), (255, 179, 64))
    public static let systemYellow = palette(
        "systemYellowColor", (255, 204, 0), (255, 214, 10), (178, 80, 0), (255, 212, 38))
    public static let systemGreen = palette(
        "systemGreenColor", (52, 199, 89), (48, 209, 88), (36, 138, 61), (48, 219, 91))
    public static let systemMint = palette(
        "systemMintColor", (0, 199, 190), (99, 230, 226), (12, 129, 123), (102, 212, 207))
    public static let systemTeal = palette(
        "systemTealColor", (48, 176, 199), (64, 200, 224), (0, 130, 153), (93, 230, 255))
    public static let systemCyan = palette(
        "systemCyanColor", (50, 173, 230), (100, 210, 255), (0, 113, 164), (112, 215, 255))
    public static let systemBlue = palette(
        "systemBlueColor", (0, 122, 255), (10, 132, 255), (0, 64, 221), (64, 156, 255))
    public static let systemIndigo = palette(
        "systemIndigoColor", (88, 86, 214), (94, 92, 230), (54, 52, 163), (125, 122, 255))
    public static let systemPurple = palette(
        "systemPurpleColor", (175, 82, 222), (191, 90, 242), (137, 68, 171), (218, 143, 255))
    public static let systemPink = palette(
        "systemPinkColor", (255, 45, 85), (255, 55, 95), (211, 15, 69), (255, 100, 130))
    public static let systemBrown = palette(
        "systemBrownColor", (162, 132, 94), (172, 142, 104), (127, 101, 69), (181, 148, 105))
    public static let systemGray = palette(
        "systemGrayColor", (142, 142, 147), (142, 142, 147), (108, 108, 112), (174, 174, 178))
    public static let systemGray2 = palette(
        "systemGray2Color", (174, 174, 178), (99, 99, 102), (142, 142, 147), (124, 124, 128))
    public static let systemGray3 = palette(
        "systemGray3Color", (199, 199, 204), (72, 72, 74), (174, 174, 178), (84, 84, 86))
    public static let systemGray4 = palette(
        "systemGray4Color", (209, 209, 214), (58, 58, 60), (188, 188, 192), (68, 68, 70))
    public static let systemGray5 = palette(
        "systemGray5Color", (229, 229, 234), (44, 44, 46), (216, 216, 220), (54, 54, 56))
    public static let systemGray6 = palette(
        "systemGray6Color", (242, 242, 247), (28, 28, 30), (235, 235, 240), (36, 36, 38))

    // Label colours.
    public static let label = system("labelColor", light: srgb(0, 0, 0), dark: srgb(255, 255, 255))
    public static let secondaryLabel = system(
        "secondaryLabelColor", light: srgb(60, 60, 67, 0.6), dark: srgb(235, 235, 245, 0.6))
    public static let tertiaryLabel = system(
        "tertiaryLabelColor", light: srgb(60, 60, 67, 0.3), dark: srgb(235, 235, 245, 0.3))
    public static let quaternaryLabel = system(
        "quaternaryLabelColor", light: srgb(60, 60, 67, 0.18), dark: srgb(235, 235, 245, 0.16))
    public static let placeholderText = system(
        "placeholderTextColor", light: srgb(60, 60, 67, 0.3), dark: srgb(235, 235, 245, 0.3))
    public static let link = system("linkColor", light: srgb(0, 122, 255), dark: srgb(9, 132, 255))

    // Fill colours.
    public static let systemFill = system(
        "systemFillColor", light: srgb(120, 120, 128, 0.2), dark: srgb(120, 120, 128, 0.36))
    public static let secondarySystemFill = system(
        "secondarySystemFillColor", light: srgb(120, 120, 128, 0.16),
        dark: srgb(120, 120, 128, 0.32))
    public static let tertiarySystemFill = system(
        "tertiarySystemFillColor", light: srgb(118, 118, 128, 0.12),
        dark: srgb(118, 118, 128, 0.24))
    public static let quaternarySystemFill = system(
        "quaternarySystemFillColor", light: srgb(116, 116, 128, 0.08),
        dark: srgb(118, 118, 128, 0.18))

    // Background colours: dark, and dark at the elevated level.
    public static let systemBackground = system(
        "systemBackgroundColor", light: srgb(255, 255, 255), dark: srgb(0, 0, 0),
        darkElevated: srgb(28, 28, 30))
    public static let secondarySystemBackground = system(
        "secondarySystemBackgroundColor", light: srgb(242, 242, 247), dark: srgb(28, 28, 30),
        darkElevated: srgb(44, 44, 46))
    public static let tertiarySystemBackground = system(
        "tertiarySystemBackgroundColor", light: srgb(255, 255, 255), dark: srgb(44, 44, 46),
        darkElevated: srgb(58, 58, 60))
    public static let systemGroupedBackground = system(
        "systemGroupedBackgroundColor", light: srgb(242, 242, 247), dark: srgb(0, 0, 0),
        darkElevated: srgb(28, 28, 30))
    public static let secondarySystemGroupedBackground = system(
        "secondarySystemGroupedBackgroundColor", light: srgb(255, 255, 255),
        dark: srgb(28, 28, 30), darkElevated: srgb(44, 44, 46))
    public static let tertiarySystemGroupedBackground = system(
        "tertiarySystemGroupedBackgroundColor", light: srgb(242, 242, 247),
        dark: srgb(44, 44, 46), darkElevated: srgb(58, 58, 60))

    // Separators.
    public static let separator = system(
        "separatorColor", light: srgb(60, 60, 67, 0.29), dark: srgb(84, 84, 88, 0.6))
    public static let opaqueSeparator = system(
        "opaqueSeparatorColor", light: srgb(198, 198, 200), dark: srgb(56, 56, 58))

    /// The tint colour, as UIKit's `UIColor.tintColor`: the system blue here (UIKit resolves it
    /// to the tint of the view it is used in).
    public static let tintColor = palette(
        "tintColor", (0, 122, 255), (10, 132, 255), (0, 64, 221), (64, 156, 255))
}
