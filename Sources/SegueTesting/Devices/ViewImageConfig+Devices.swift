import Foundation
@_spi(Testing) import OpenUIKit

// Today's devices, beyond the library's presets. Their numbers live in OpenUIKit's
// `UIDeviceProfile` (Sources/OpenUIKit/Application/UIScreen.swift), the engine's one source of
// device numbers: sizes and scales as Apple publishes them (Human Interface Guidelines, "Layout",
// device screen dimensions; each device's technical specifications), safe areas as the iOS
// Simulator reports them for a full-screen window (Apple publishes no table of them).
// The scale is not part of the config (as in the library); it is `UIDeviceProfile.scale`.

extension ViewImageConfig {
    /// iPhone SE (3rd generation, 2022): 375×667 pt @2x; status bar 20 pt in portrait, no insets
    /// in landscape. Portrait.
    public static let iPhoneSe3 = iPhoneSe3(.portrait)

    /// iPhone SE (3rd generation, 2022): 375×667 pt @2x; status bar 20 pt in portrait, no insets
    /// in landscape.
    public static func iPhoneSe3(_ orientation: Orientation) -> ViewImageConfig {
        device("iPhoneSe3", .iPhoneSE, orientation)
    }

    /// iPhone 15: 393×852 pt @3x; insets 59/34 pt in portrait, 59 each side and 21 below in
    /// landscape. Portrait.
    public static let iPhone15 = iPhone15(.portrait)

    /// iPhone 15: 393×852 pt @3x; insets 59/34 pt in portrait, 59 each side and 21 below in
    /// landscape.
    public static func iPhone15(_ orientation: Orientation) -> ViewImageConfig {
        device("iPhone15", .iPhone15, orientation)
    }

    /// iPhone 16: 393×852 pt @3x; insets as the iPhone 15. Portrait.
    public static let iPhone16 = iPhone16(.portrait)

    /// iPhone 16: 393×852 pt @3x; insets as the iPhone 15.
    public static func iPhone16(_ orientation: Orientation) -> ViewImageConfig {
        device("iPhone16", .iPhone16, orientation)
    }

    /// iPhone 16 Pro: 402×874 pt @3x; insets 62/34 pt in portrait, 62 each side and 21 below in
    /// landscape. Portrait.
    public static let iPhone16Pro = iPhone16Pro(.portrait)

    /// iPhone 16 Pro: 402×874 pt @3x; insets 62/34 pt in portrait, 62 each side and 21 below in
    /// landscape.
    public static func iPhone16Pro(_ orientation: Orientation) -> ViewImageConfig {
        device("iPhone16Pro", .iPhone16Pro, orientation)
    }

    /// iPhone 16 Pro Max: 440×956 pt @3x; insets as the iPhone 16 Pro; regular width in
    /// landscape. Portrait.
    public static let iPhone16ProMax = iPhone16ProMax(.portrait)

    /// iPhone 16 Pro Max: 440×956 pt @3x; insets as the iPhone 16 Pro; regular width in
    /// landscape.
    public static func iPhone16ProMax(_ orientation: Orientation) -> ViewImageConfig {
        device("iPhone16ProMax", .iPhone16ProMax, orientation)
    }

    /// iPad Pro 11-inch (M4, 2024): 834×1210 pt @2x; insets 24 pt above and 20 below.
    /// Landscape, as the library's iPads.
    public static let iPadPro11M4 = iPadPro11M4(.landscape)

    /// iPad Pro 11-inch (M4, 2024): 834×1210 pt @2x; insets 24 pt above and 20 below.
    public static func iPadPro11M4(_ orientation: Orientation) -> ViewImageConfig {
        device("iPadPro11M4", .iPadPro11M4, orientation)
    }

    /// iPad Pro 13-inch (M4, 2024): 1032×1376 pt @2x; insets 24 pt above and 20 below.
    /// Landscape, as the library's iPads.
    public static let iPadPro13 = iPadPro13(.landscape)

    /// iPad Pro 13-inch (M4, 2024): 1032×1376 pt @2x; insets 24 pt above and 20 below.
    public static func iPadPro13(_ orientation: Orientation) -> ViewImageConfig {
        device("iPadPro13", .iPadPro13, orientation)
    }
}
