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

/// A device profile: the screen's size in points, its scale, refresh rate and safe-area insets in
/// portrait and landscape. The engine renders for one profile at a time (`UIScreen.main.device`).
///
/// Sizes and scales are Apple's published ones (Human Interface Guidelines, "Layout", device
/// screen dimensions; the devices' technical specifications). Apple publishes no table of safe
/// areas: the insets are those the iOS Simulator of Xcode 16 reports for a full-screen window.
@_spi(Testing) public struct UIDeviceProfile: Hashable, Sendable {
    /// A short identifier used by the command-line tool (`"iphone15"`).
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
    /// Phone or pad.
    package var idiom: UIUserInterfaceIdiom
    /// Corner radius of the display (used by sheet cards), in points.
    var displayCornerRadius: CGFloat
    /// Whether the width is regular in landscape (the Plus and Max phones, every iPad).
    package var regularWidthInLandscape: Bool

    package init(
        identifier: String, name: String, size: CGSize, scale: CGFloat,
        maximumFramesPerSecond: Int, safeAreaInsets: UIEdgeInsets,
        landscapeSafeAreaInsets: UIEdgeInsets, idiom: UIUserInterfaceIdiom,
        displayCornerRadius: CGFloat, regularWidthInLandscape: Bool = false
    ) {
        self.identifier = identifier
        self.name = name
        self.size = size
        self.scale = scale
        self.maximumFramesPerSecond = maximumFramesPerSecond
        self.safeAreaInsets = safeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        self.idiom = idiom
        self.displayCornerRadius = displayCornerRadius
        self.regularWidthInLandscape = regularWidthInLandscape || idiom == .pad
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

    /// iPhone SE (3rd generation): 375×667 pt @2x, home button, status bar 20 pt (none in
    /// landscape).
    @_spi(Testing) public static let iPhoneSE = UIDeviceProfile(
        identifier: "iphone-se", name: "iPhone SE", size: CGSize(width: 375, height: 667), scale: 2,
        maximumFramesPerSecond: 60, safeAreaInsets: homeButton, landscapeSafeAreaInsets: .zero,
        idiom: .phone, displayCornerRadius: 0)
    /// iPhone 15: 393×852 pt @3x, Dynamic Island (59 pt top inset), home indicator (34 pt).
    @_spi(Testing) public static let iPhone15 = UIDeviceProfile(
        identifier: "iphone15", name: "iPhone 15", size: CGSize(width: 393, height: 852), scale: 3,
        maximumFramesPerSecond: 60, safeAreaInsets: island,
        landscapeSafeAreaInsets: islandLandscape, idiom: .phone, displayCornerRadius: 55)
    /// iPhone 15 Pro Max: 430×932 pt @3x, 120 Hz ProMotion.
    @_spi(Testing) public static let iPhone15ProMax = UIDeviceProfile(
        identifier: "iphone15-pro-max", name: "iPhone 15 Pro Max",
        size: CGSize(width: 430, height: 932), scale: 3, maximumFramesPerSecond: 120,
        safeAreaInsets: island, landscapeSafeAreaInsets: islandLandscape, idiom: .phone,
        displayCornerRadius: 55, regularWidthInLandscape: true)
    /// iPad Pro 11-inch (1st to 4th generation): 834×1194 pt @2x, 120 Hz.
    @_spi(Testing) public static let iPadPro11 = UIDeviceProfile(
        identifier: "ipad", name: "iPad Pro 11-inch", size: CGSize(width: 834, height: 1194),
        scale: 2, maximumFramesPerSecond: 120, safeAreaInsets: padIndicator,
        landscapeSafeAreaInsets: padIndicator, idiom: .pad, displayCornerRadius: 18)

    /// iPhone 16: 393×852 pt @3x, 60 Hz, Dynamic Island (59 pt top inset), home indicator (34 pt).
    package static let iPhone16 = UIDeviceProfile(
        identifier: "iphone16", name: "iPhone 16", size: CGSize(width: 393, height: 852),
        scale: 3, maximumFramesPerSecond: 60, safeAreaInsets: island,
        landscapeSafeAreaInsets: islandLandscape, idiom: .phone, displayCornerRadius: 55)
    /// iPhone 16 Pro: 402×874 pt @3x, 120 Hz, thinner borders (62 pt top inset).
    package static let iPhone16Pro = UIDeviceProfile(
        identifier: "iphone16-pro", name: "iPhone 16 Pro", size: CGSize(width: 402, height: 874),
        scale: 3, maximumFramesPerSecond: 120, safeAreaInsets: thinIsland,
        landscapeSafeAreaInsets: thinIslandLandscape, idiom: .phone, displayCornerRadius: 55)
    /// iPhone 16 Pro Max: 440×956 pt @3x, 120 Hz, regular width in landscape.
    package static let iPhone16ProMax = UIDeviceProfile(
        identifier: "iphone16-pro-max", name: "iPhone 16 Pro Max",
        size: CGSize(width: 440, height: 956), scale: 3, maximumFramesPerSecond: 120,
        safeAreaInsets: thinIsland, landscapeSafeAreaInsets: thinIslandLandscape, idiom: .phone,
        displayCornerRadius: 55, regularWidthInLandscape: true)
    /// iPad Pro 11-inch (M4, 2024): 834×1210 pt @2x, 120 Hz.
    package static let iPadPro11M4 = UIDeviceProfile(
        identifier: "ipad-pro-11-m4", name: "iPad Pro 11-inch (M4)",
        size: CGSize(width: 834, height: 1210), scale: 2, maximumFramesPerSecond: 120,
        safeAreaInsets: padIndicator, landscapeSafeAreaInsets: padIndicator, idiom: .pad,
        displayCornerRadius: 18)
    /// iPad Pro 13-inch (M4, 2024): 1032×1376 pt @2x, 120 Hz.
    package static let iPadPro13 = UIDeviceProfile(
        identifier: "ipad-pro-13", name: "iPad Pro 13-inch (M4)",
        size: CGSize(width: 1032, height: 1376), scale: 2, maximumFramesPerSecond: 120,
        safeAreaInsets: padIndicator, landscapeSafeAreaInsets: padIndicator, idiom: .pad,
        displayCornerRadius: 18)

    /// Every profile the command-line tool offers.
    package static let all: [UIDeviceProfile] = [.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPadPro11]

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
        didSet { CurrentTraits.screen.withLock { $0 = .screen(of: currentDevice) } }
    }

    private override init() { super.init() }

    /// The screen's bounds in points, portrait.
    public var bounds: CGRect { CGRect(origin: .zero, size: device.size) }
    /// The native scale (pixels per point).
    public var scale: CGFloat { device.scale }
    /// The native bounds in pixels.
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
