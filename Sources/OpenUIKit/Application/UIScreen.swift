import Foundation

/// Edge insets, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    /// All zero, as `UIEdgeInsets()` is in UIKit.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }
    /// All zero.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    public var description: String {
        "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets`, as UIKit's `inset(by:)`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
}

/// A device profile: the screen's size in points, its scale, refresh rate, safe-area insets and
/// status-bar heights in portrait and landscape, and its size classes. The engine renders for one
/// profile at a time (`UIScreen.main.device`).
///
/// Sizes, scales and size classes are Apple's published ones (Human Interface Guidelines,
/// "Layout", device screen sizes and device size classes). Apple publishes no table of safe areas
/// or status-bar heights: they are those the iOS 18 Simulator reports for a full-screen window
/// (Docs/Behaviour-devices.md lists every number with its source).
@_spi(Testing) public struct UIDeviceProfile: Hashable, Sendable {
    /// A short identifier used by the command-line tool (`"iphone-16"`).
    package var identifier: String
    /// The marketing name.
    package var name: String
    /// Screen size in points, portrait.
    package var size: CGSize
    /// Pixels per point.
    package var scale: CGFloat
    /// Maximum refresh rate, frames per second.
    package var maximumFramesPerSecond: Int
    /// Safe-area insets of a full-screen window, portrait.
    package var safeAreaInsets: UIEdgeInsets
    /// Safe-area insets of a full-screen window, landscape (the sensor housing on the left).
    package var landscapeSafeAreaInsets: UIEdgeInsets
    /// The status bar's height in portrait, in points (`statusBarManager.statusBarFrame`).
    package var statusBarHeight: CGFloat
    /// The status bar's height in landscape, in points: 0 on a phone (iOS hides it there).
    package var landscapeStatusBarHeight: CGFloat
    /// Phone or pad.
    package var idiom: UIUserInterfaceIdiom
    /// Corner radius of the display (used by sheet cards), in points.
    var displayCornerRadius: CGFloat
    /// Whether the width is regular in landscape (the Plus and Max phones, every iPad).
    package var regularWidthInLandscape: Bool

    package init(
        identifier: String, name: String, size: CGSize, scale: CGFloat,
        maximumFramesPerSecond: Int, safeAreaInsets: UIEdgeInsets,
        landscapeSafeAreaInsets: UIEdgeInsets, statusBarHeight: CGFloat,
        idiom: UIUserInterfaceIdiom, displayCornerRadius: CGFloat,
        regularWidthInLandscape: Bool = false
    ) {
        self.identifier = identifier
        self.name = name
        self.size = size
        self.scale = scale
        self.maximumFramesPerSecond = maximumFramesPerSecond
        self.safeAreaInsets = safeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        self.statusBarHeight = statusBarHeight
        self.landscapeStatusBarHeight = idiom == .pad ? statusBarHeight : 0
        self.idiom = idiom
        self.displayCornerRadius = displayCornerRadius
        self.regularWidthInLandscape = regularWidthInLandscape || idiom == .pad
    }

    /// The screen's size in points in the given orientation (landscape: width and height swapped).
    package func size(landscape: Bool) -> CGSize {
        landscape ? CGSize(width: size.height, height: size.width) : size
    }

    /// The safe-area insets of a full-screen window in the given orientation.
    package func safeAreaInsets(landscape: Bool) -> UIEdgeInsets {
        landscape ? landscapeSafeAreaInsets : safeAreaInsets
    }

    /// The traits of a full-screen window on this device, as UIKit gives them: a phone is
    /// compact wide and regular high in portrait, compact high in landscape (regular wide on a
    /// Plus or Max); an iPad is regular both ways. The display scale is left unspecified, so
    /// that snapshots keep their own scale (the library's presets do the same).
    package func traits(landscape: Bool) -> UITraitCollection {
        let pad = idiom == .pad
        return UITraitCollection(
            horizontalSizeClass: pad || (landscape && regularWidthInLandscape)
                ? .regular : .compact,
            verticalSizeClass: pad || !landscape ? .regular : .compact,
            userInterfaceIdiom: idiom, displayScale: 0)
    }

    private static let homeButton = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    private static let island = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    private static let islandLandscape = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
    private static let thinIsland = UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0)
    private static let thinIslandLandscape = UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62)
    private static let padIndicator = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)

    /// iPhone SE (3rd generation, 2022): 375×667 pt @2x, 60 Hz, home button; status bar 20 pt in
    /// portrait, none in landscape; compact width in both orientations.
    @_spi(Testing) public static let iPhoneSE = UIDeviceProfile(
        identifier: "iphone-se", name: "iPhone SE (3rd generation)",
        size: CGSize(width: 375, height: 667), scale: 2, maximumFramesPerSecond: 60,
        safeAreaInsets: homeButton, landscapeSafeAreaInsets: .zero, statusBarHeight: 20,
        idiom: .phone, displayCornerRadius: 0)
    /// iPhone 15: 393×852 pt @3x, 60 Hz, Dynamic Island (59 pt top inset, 54 pt status bar), home
    /// indicator (34 pt). The engine's default device.
    @_spi(Testing) public static let iPhone15 = UIDeviceProfile(
        identifier: "iphone15", name: "iPhone 15", size: CGSize(width: 393, height: 852), scale: 3,
        maximumFramesPerSecond: 60, safeAreaInsets: island,
        landscapeSafeAreaInsets: islandLandscape, statusBarHeight: 54, idiom: .phone,
        displayCornerRadius: 55)
    /// iPhone 15 Pro Max: 430×932 pt @3x, 120 Hz ProMotion; regular width in landscape.
    @_spi(Testing) public static let iPhone15ProMax = UIDeviceProfile(
        identifier: "iphone15-pro-max", name: "iPhone 15 Pro Max",
        size: CGSize(width: 430, height: 932), scale: 3, maximumFramesPerSecond: 120,
        safeAreaInsets: island, landscapeSafeAreaInsets: islandLandscape, statusBarHeight: 54,
        idiom: .phone, displayCornerRadius: 55, regularWidthInLandscape: true)
    /// iPad Pro 11-inch (1st to 4th generation): 834×1194 pt @2x, 120 Hz.
    @_spi(Testing) public static let iPadPro11 = UIDeviceProfile(
        identifier: "ipad", name: "iPad Pro 11-inch", size: CGSize(width: 834, height: 1194),
        scale: 2, maximumFramesPerSecond: 120, safeAreaInsets: padIndicator,
        landscapeSafeAreaInsets: padIndicator, statusBarHeight: 24, idiom: .pad,
        displayCornerRadius: 18)

    /// iPhone 16: 393×852 pt @3x, 60 Hz, Dynamic Island (59 pt top inset, 54 pt status bar),
    /// home indicator (34 pt); compact width in both orientations.
    @_spi(Testing) public static let iPhone16 = UIDeviceProfile(
        identifier: "iphone-16", name: "iPhone 16", size: CGSize(width: 393, height: 852),
        scale: 3, maximumFramesPerSecond: 60, safeAreaInsets: island,
        landscapeSafeAreaInsets: islandLandscape, statusBarHeight: 54, idiom: .phone,
        displayCornerRadius: 55)
    /// iPhone 16 Pro: 402×874 pt @3x, 120 Hz, thinner borders (62 pt top inset and status bar);
    /// compact width in both orientations.
    @_spi(Testing) public static let iPhone16Pro = UIDeviceProfile(
        identifier: "iphone-16-pro", name: "iPhone 16 Pro", size: CGSize(width: 402, height: 874),
        scale: 3, maximumFramesPerSecond: 120, safeAreaInsets: thinIsland,
        landscapeSafeAreaInsets: thinIslandLandscape, statusBarHeight: 62, idiom: .phone,
        displayCornerRadius: 55)
    /// iPhone 16 Pro Max: 440×956 pt @3x, 120 Hz, as the 16 Pro's insets; regular width in
    /// landscape.
    @_spi(Testing) public static let iPhone16ProMax = UIDeviceProfile(
        identifier: "iphone-16-pro-max", name: "iPhone 16 Pro Max",
        size: CGSize(width: 440, height: 956), scale: 3, maximumFramesPerSecond: 120,
        safeAreaInsets: thinIsland, landscapeSafeAreaInsets: thinIslandLandscape,
        statusBarHeight: 62, idiom: .phone, displayCornerRadius: 55, regularWidthInLandscape: true)
    /// iPad Pro 11-inch (M4, 2024): 834×1210 pt @2x, 120 Hz; status bar 24 pt, home indicator
    /// 20 pt, in both orientations.
    @_spi(Testing) public static let iPadPro11M4 = UIDeviceProfile(
        identifier: "ipad-pro-11", name: "iPad Pro 11-inch (M4)",
        size: CGSize(width: 834, height: 1210), scale: 2, maximumFramesPerSecond: 120,
        safeAreaInsets: padIndicator, landscapeSafeAreaInsets: padIndicator, statusBarHeight: 24,
        idiom: .pad, displayCornerRadius: 18)
    /// iPad Pro 13-inch (M4, 2024): 1032×1376 pt @2x, 120 Hz; status bar 24 pt, home indicator
    /// 20 pt, in both orientations.
    @_spi(Testing) public static let iPadPro13 = UIDeviceProfile(
        identifier: "ipad-pro-13", name: "iPad Pro 13-inch (M4)",
        size: CGSize(width: 1032, height: 1376), scale: 2, maximumFramesPerSecond: 120,
        safeAreaInsets: padIndicator, landscapeSafeAreaInsets: padIndicator, statusBarHeight: 24,
        idiom: .pad, displayCornerRadius: 18)

    /// The devices of issue 24 (today's), in the order `segue list --devices` prints them.
    package static let current: [UIDeviceProfile] = [
        .iPhoneSE, .iPhone16, .iPhone16Pro, .iPhone16ProMax, .iPadPro11M4, .iPadPro13,
    ]

    /// Every profile the command-line tool accepts: today's devices, then the engine's default
    /// (`iphone15`) and the two older profiles earlier releases offered.
    package static let all: [UIDeviceProfile] = current + [.iPhone15, .iPhone15ProMax, .iPadPro11]

    /// Looks a profile up by identifier (case-insensitive).
    package static func named(_ identifier: String) -> UIDeviceProfile? {
        all.first { $0.identifier.lowercased() == identifier.lowercased() }
    }
}

/// The display, as UIKit's `UIScreen`. There is one, `UIScreen.main`, configured by a device profile.
@preconcurrency @MainActor
public final class UIScreen: NSObject {
    /// The device's screen.
    public static let main = UIScreen()

    /// The device profile in effect. Default iPhone 15. Changing it also sets the virtual clock's
    /// frame rate to 60 Hz (the engine steps at 60 Hz unless told otherwise).
    @_spi(Testing) public var device: UIDeviceProfile {
        get {
            EngineWorld.willChange()
            return currentDevice
        }
        set {
            EngineWorld.willChange()
            currentDevice = newValue
        }
    }
    private var currentDevice: UIDeviceProfile = .iPhone15 {
        didSet { updateScreenTraits() }
    }

    /// Keeps the screen's traits (`UITraitCollection.current` when unset) in step with the
    /// device and the interface's orientation.
    private func updateScreenTraits() {
        let traits = UITraitCollection.screen(of: currentDevice, landscape: isLandscape)
        CurrentTraits.screen.withLock { $0 = traits }
    }

    /// The orientation the interface is in (the window scene's, in UIKit); the engine's rotation
    /// (`UIDevice.rotate(to:)`, harness) changes it. Default `.portrait`.
    package var interfaceOrientation: UIInterfaceOrientation {
        get {
            EngineWorld.willChange()
            return currentInterfaceOrientation
        }
        set {
            EngineWorld.willChange()
            currentInterfaceOrientation = newValue
        }
    }
    private var currentInterfaceOrientation: UIInterfaceOrientation = .portrait {
        didSet { updateScreenTraits() }
    }

    /// Whether the interface is in a landscape orientation.
    var isLandscape: Bool { interfaceOrientation.isLandscape }

    /// The safe-area insets of a full-screen window in the current interface orientation.
    package var safeAreaInsets: UIEdgeInsets { device.safeAreaInsets(landscape: isLandscape) }

    private override init() { super.init() }

    /// The screen's bounds in points, in the interface's orientation (landscape: wider than
    /// high), as UIKit's since iOS 8.
    public var bounds: CGRect { CGRect(origin: .zero, size: device.size(landscape: isLandscape)) }
    /// The native scale (pixels per point).
    public var scale: CGFloat { device.scale }
    /// The native bounds in pixels, portrait whatever the interface's orientation, as UIKit's.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: device.size.width * scale, height: device.size.height * scale)
    }
    /// The native scale.
    public var nativeScale: CGFloat { device.scale }
    /// The maximum refresh rate.
    public var maximumFramesPerSecond: Int { device.maximumFramesPerSecond }
    /// The corner radius of the display, in points.
    var displayCornerRadius: CGFloat { device.displayCornerRadius }
}
