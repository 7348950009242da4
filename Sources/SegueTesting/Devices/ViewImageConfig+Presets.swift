import Foundation
@_spi(Testing) import OpenUIKit

// swift-snapshot-testing 1.19.7's presets (its `Common/View.swift`), same names,
// sizes, safe areas and size classes. Each is a static (portrait for a phone, landscape for an
// iPad, as the library's) and a function of the orientation; an iPad also of its Split View width.
// The library's traits come with them (left-to-right, `.medium` text), but for force touch,
// which UIKit's trait collection here does not hold.

extension ViewImageConfig {
    private static let homeButton = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    private static let notch44 = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    private static let notch44Landscape = UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44)
    private static let notch47 = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    private static let notch47Landscape = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    private static let notch50 = UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0)
    private static let notch50Landscape = UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50)
    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    private static let padIndicator = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)

    /// iPhone SE (1st generation): 320×568 pt; status bar 20 pt in portrait, no insets in landscape. Portrait.
    public static let iPhoneSe = iPhoneSe(.portrait)

    /// iPhone SE (1st generation): 320×568 pt; status bar 20 pt in portrait, no insets in landscape.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhoneSe", orientation, portrait: CGSize(width: 320, height: 568),
            safeArea: homeButton,
            landscapeSafeArea: UIEdgeInsets.zero, regularWidthInLandscape: false)
    }

    /// iPhone 8: 375×667 pt; status bar 20 pt in portrait, no insets in landscape. Portrait.
    public static let iPhone8 = iPhone8(.portrait)

    /// iPhone 8: 375×667 pt; status bar 20 pt in portrait, no insets in landscape.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhone8", orientation, portrait: CGSize(width: 375, height: 667), safeArea: homeButton,
            landscapeSafeArea: UIEdgeInsets.zero, regularWidthInLandscape: false)
    }

    /// iPhone 8 Plus: 414×736 pt; status bar 20 pt in portrait; regular width in landscape. Portrait.
    public static let iPhone8Plus = iPhone8Plus(.portrait)

    /// iPhone 8 Plus: 414×736 pt; status bar 20 pt in portrait; regular width in landscape.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhone8Plus", orientation, portrait: CGSize(width: 414, height: 736),
            safeArea: homeButton,
            landscapeSafeArea: UIEdgeInsets.zero, regularWidthInLandscape: true)
    }

    /// iPhone X: 375×812 pt; insets 44/34 pt in portrait, 44 each side and 24 below in landscape. Portrait.
    public static let iPhoneX = iPhoneX(.portrait)

    /// iPhone X: 375×812 pt; insets 44/34 pt in portrait, 44 each side and 24 below in landscape.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhoneX", orientation, portrait: CGSize(width: 375, height: 812), safeArea: notch44,
            landscapeSafeArea: notch44Landscape, regularWidthInLandscape: false)
    }

    /// iPhone XR: 414×896 pt; insets as the iPhone X; regular width in landscape. Portrait.
    public static let iPhoneXr = iPhoneXr(.portrait)

    /// iPhone XR: 414×896 pt; insets as the iPhone X; regular width in landscape.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhoneXr", orientation, portrait: CGSize(width: 414, height: 896), safeArea: notch44,
            landscapeSafeArea: notch44Landscape, regularWidthInLandscape: true)
    }

    /// iPhone XS Max: 414×896 pt; insets as the iPhone X; regular width in landscape. Portrait.
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)

    /// iPhone XS Max: 414×896 pt; insets as the iPhone X; regular width in landscape.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhoneXsMax", orientation, portrait: CGSize(width: 414, height: 896),
            safeArea: notch44,
            landscapeSafeArea: notch44Landscape, regularWidthInLandscape: true)
    }

    /// iPhone 12: 390×844 pt; insets 47/34 pt in portrait, 47 each side and 21 below in landscape. Portrait.
    public static let iPhone12 = iPhone12(.portrait)

    /// iPhone 12: 390×844 pt; insets 47/34 pt in portrait, 47 each side and 21 below in landscape.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhone12", orientation, portrait: CGSize(width: 390, height: 844), safeArea: notch47,
            landscapeSafeArea: notch47Landscape, regularWidthInLandscape: false)
    }

    /// iPhone 12 Pro: as the iPhone 12 (390×844 pt). Portrait.
    public static let iPhone12Pro = iPhone12Pro(.portrait)

    /// iPhone 12 Pro: as the iPhone 12 (390×844 pt).
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhone12Pro", orientation, portrait: CGSize(width: 390, height: 844),
            safeArea: notch47,
            landscapeSafeArea: notch47Landscape, regularWidthInLandscape: false)
    }

    /// iPhone 12 Pro Max: 428×926 pt; insets as the iPhone 12; regular width in landscape. Portrait.
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)

    /// iPhone 12 Pro Max: 428×926 pt; insets as the iPhone 12; regular width in landscape.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhone12ProMax", orientation, portrait: CGSize(width: 428, height: 926),
            safeArea: notch47,
            landscapeSafeArea: notch47Landscape, regularWidthInLandscape: true)
    }

    /// iPhone 13: 390×844 pt; insets as the iPhone 12. Portrait.
    public static let iPhone13 = iPhone13(.portrait)

    /// iPhone 13: 390×844 pt; insets as the iPhone 12.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhone13", orientation, portrait: CGSize(width: 390, height: 844), safeArea: notch47,
            landscapeSafeArea: notch47Landscape, regularWidthInLandscape: false)
    }

    /// iPhone 13 mini: 375×812 pt; insets 50/34 pt in portrait, 50 each side and 21 below in landscape. Portrait.
    public static let iPhone13Mini = iPhone13Mini(.portrait)

    /// iPhone 13 mini: 375×812 pt; insets 50/34 pt in portrait, 50 each side and 21 below in landscape.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhone13Mini", orientation, portrait: CGSize(width: 375, height: 812),
            safeArea: notch50,
            landscapeSafeArea: notch50Landscape, regularWidthInLandscape: false)
    }

    /// iPhone 13 Pro: as the iPhone 13 (390×844 pt). Portrait.
    public static let iPhone13Pro = iPhone13Pro(.portrait)

    /// iPhone 13 Pro: as the iPhone 13 (390×844 pt).
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhone13Pro", orientation, portrait: CGSize(width: 390, height: 844),
            safeArea: notch47,
            landscapeSafeArea: notch47Landscape, regularWidthInLandscape: false)
    }

    /// iPhone 13 Pro Max: 428×926 pt; insets as the iPhone 12; regular width in landscape. Portrait.
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)

    /// iPhone 13 Pro Max: 428×926 pt; insets as the iPhone 12; regular width in landscape.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhone13ProMax", orientation, portrait: CGSize(width: 428, height: 926),
            safeArea: notch47,
            landscapeSafeArea: notch47Landscape, regularWidthInLandscape: true)
    }
}

extension ViewImageConfig {

    /// iPad mini: 768×1024 pt, status bar 20 pt. Split View widths 320/507/694 pt in landscape, 320/438 pt in portrait. Landscape, full screen.
    public static let iPadMini = iPadMini(.landscape)

    /// iPad mini: 768×1024 pt, status bar 20 pt. Split View widths 320/507/694 pt in landscape, 320/438 pt in portrait. Full screen.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        iPadMini(TabletOrientation(orientation))
    }

    /// iPad mini: 768×1024 pt, status bar 20 pt. Split View widths 320/507/694 pt in landscape, 320/438 pt in portrait.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            "iPadMini", orientation, short: 768, long: 1024,
            widths: TabletWidths(
                landscape: (320, 507, 694), portrait: (320, 438)),
            safeArea: statusBar)
    }

    /// iPad 9.7-inch: as the iPad mini (768×1024 pt). Landscape, full screen.
    public static let iPad9_7 = iPad9_7(.landscape)

    /// iPad 9.7-inch: as the iPad mini (768×1024 pt). Full screen.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
        iPad9_7(TabletOrientation(orientation))
    }

    /// iPad 9.7-inch: as the iPad mini (768×1024 pt).
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            "iPad9_7", orientation, short: 768, long: 1024,
            widths: TabletWidths(
                landscape: (320, 507, 694), portrait: (320, 438)),
            safeArea: statusBar)
    }

    /// iPad 10.2-inch: 810×1080 pt, status bar 20 pt. Split View widths 320/535/750 pt in landscape, 320/480 pt in portrait. Landscape, full screen.
    public static let iPad10_2 = iPad10_2(.landscape)

    /// iPad 10.2-inch: 810×1080 pt, status bar 20 pt. Split View widths 320/535/750 pt in landscape, 320/480 pt in portrait. Full screen.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
        iPad10_2(TabletOrientation(orientation))
    }

    /// iPad 10.2-inch: 810×1080 pt, status bar 20 pt. Split View widths 320/535/750 pt in landscape, 320/480 pt in portrait.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            "iPad10_2", orientation, short: 810, long: 1080,
            widths: TabletWidths(
                landscape: (320, 535, 750), portrait: (320, 480)),
            safeArea: statusBar)
    }

    /// iPad Pro 10.5-inch: 834×1112 pt, status bar 20 pt. Split View widths 320/551/782 pt in landscape, 320/504 pt in portrait. Landscape, full screen.
    public static let iPadPro10_5 = iPadPro10_5(.landscape)

    /// iPad Pro 10.5-inch: 834×1112 pt, status bar 20 pt. Split View widths 320/551/782 pt in landscape, 320/504 pt in portrait. Full screen.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro10_5(TabletOrientation(orientation))
    }

    /// iPad Pro 10.5-inch: 834×1112 pt, status bar 20 pt. Split View widths 320/551/782 pt in landscape, 320/504 pt in portrait.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            "iPadPro10_5", orientation, short: 834, long: 1112,
            widths: TabletWidths(
                landscape: (320, 551, 782), portrait: (320, 504)),
            safeArea: statusBar)
    }

    /// iPad Pro 11-inch: 834×1194 pt, insets 24 pt above and 20 below. Split View widths 375/592/809 pt in landscape, 320/504 pt in portrait. Landscape, full screen.
    public static let iPadPro11 = iPadPro11(.landscape)

    /// iPad Pro 11-inch: 834×1194 pt, insets 24 pt above and 20 below. Split View widths 375/592/809 pt in landscape, 320/504 pt in portrait. Full screen.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro11(TabletOrientation(orientation))
    }

    /// iPad Pro 11-inch: 834×1194 pt, insets 24 pt above and 20 below. Split View widths 375/592/809 pt in landscape, 320/504 pt in portrait.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            "iPadPro11", orientation, short: 834, long: 1194,
            widths: TabletWidths(
                landscape: (375, 592, 809), portrait: (320, 504)),
            safeArea: padIndicator)
    }

    /// iPad Pro 12.9-inch: 1024×1366 pt, status bar 20 pt. Split View widths 375/678/981 pt in landscape (half is a regular width), 375/639 pt in portrait. Landscape, full screen.
    public static let iPadPro12_9 = iPadPro12_9(.landscape)

    /// iPad Pro 12.9-inch: 1024×1366 pt, status bar 20 pt. Split View widths 375/678/981 pt in landscape (half is a regular width), 375/639 pt in portrait. Full screen.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro12_9(TabletOrientation(orientation))
    }

    /// iPad Pro 12.9-inch: 1024×1366 pt, status bar 20 pt. Split View widths 375/678/981 pt in landscape (half is a regular width), 375/639 pt in portrait.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            "iPadPro12_9", orientation, short: 1024, long: 1366,
            widths: TabletWidths(
                landscape: (375, 678, 981), portrait: (375, 639), oneHalfIsCompact: false),
            safeArea: statusBar)
    }
}
