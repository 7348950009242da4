import Foundation

/// The device the app runs on, as UIKit's `UIDevice`: its kind, its system, and its physical
/// orientation.
///
/// Here the device is the one `UIScreen.main` renders for (its profile gives the idiom, model
/// and name) running iOS 18.0, held upright. A test turns it with `setOrientation(_:)` (test
/// harness) or turns it and lets the interface follow with `rotate(to:)` (test harness);
/// `orientation` follows, and reports it, only while orientation notifications are being
/// generated, as on a device.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device the app runs on.
    open class var current: UIDevice { shared }
    private static let shared = UIDevice()

    /// Posted on `NotificationCenter.default`, with the device as object, when the physical
    /// orientation changes while notifications are being generated.
    nonisolated public static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")

    private var physicalOrientation = UIDeviceOrientation.portrait
    private var generationRequests = 0

    override private init() { super.init() }

    /// The kind of interface: `.phone` or `.pad`, from the screen's device profile.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.device.idiom }

    /// The operating system's name: "iOS" on a phone, "iPadOS" on a pad (iPadOS 15 and later).
    open var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }

    /// The operating system's version: "18.0", the release whose Simulator the device profiles'
    /// safe areas come from.
    open var systemVersion: String { "18.0" }

    /// The kind of device: "iPhone" or "iPad".
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }

    /// The kind of device, localised: "iPhone" or "iPad" (the engine's locale is English).
    open var localizedModel: String { model }

    /// The device's name. Since iOS 16 this is the generic name ("iPhone", "iPad") unless the app
    /// has the user-assigned-device-name entitlement, which no app here has.
    open var name: String { model }

    /// The physical orientation, or `.unknown` unless orientation notifications are being
    /// generated (`beginGeneratingDeviceOrientationNotifications()`), as UIKit documents.
    open var orientation: UIDeviceOrientation {
        EngineWorld.willChange()
        return generationRequests > 0 ? physicalOrientation : .unknown
    }

    /// Whether orientation notifications are being generated: more
    /// `beginGeneratingDeviceOrientationNotifications()` calls than `end…` ones so far.
    open var isGeneratingDeviceOrientationNotifications: Bool {
        EngineWorld.willChange()
        return generationRequests > 0
    }

    /// Starts the orientation notifications (and `orientation`). Calls nest: each must be
    /// balanced by `endGeneratingDeviceOrientationNotifications()`, as UIKit documents.
    open func beginGeneratingDeviceOrientationNotifications() {
        EngineWorld.willChange()
        generationRequests += 1
    }

    /// Balances one `beginGeneratingDeviceOrientationNotifications()`; the notifications stop
    /// (and `orientation` reads `.unknown`) when every begin is balanced. An extra call does
    /// nothing.
    open func endGeneratingDeviceOrientationNotifications() {
        EngineWorld.willChange()
        generationRequests = max(0, generationRequests - 1)
    }

    /// Turns the device to `orientation`, as a hand does; posts `orientationDidChangeNotification`
    /// when the orientation changes while notifications are being generated. The interface does
    /// not rotate (windows keep their size): only the device's report changes (`rotate(to:)`
    /// rotates the interface too).
    @_spi(Testing) public func setOrientation(_ orientation: UIDeviceOrientation) {
        EngineWorld.willChange()
        guard orientation != physicalOrientation else { return }
        physicalOrientation = orientation
        guard generationRequests > 0 else { return }
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }

    /// Turns the device to `orientation` and lets the interface follow, as UIKit's autorotation:
    /// `setOrientation(_:)` (the notification, while generated), then, when the deciding
    /// controller supports the matching interface orientation and `shouldAutorotate`, the
    /// interface rotates in 0.4 s (0.8 s for a half turn), on the virtual clock: windows that fill
    /// the screen take its new bounds, safe area and traits, with `willTransition(to:with:)` and
    /// `viewWillTransition(to:with:)` first. Face up, face down and unknown leave the interface
    /// as it is. Waits for a view-controller transition in flight to end.
    @_spi(Testing) public func rotate(to orientation: UIDeviceOrientation) {
        EngineWorld.willChange()
        setOrientation(orientation)
        guard let interface = UIInterfaceOrientation(orientation) else { return }
        InterfaceRotation.request(interface)
    }

    /// Back to upright with no notifications requested, silently (see `EngineWorld.discard()`).
    package func discardState() {
        physicalOrientation = .portrait
        generationRequests = 0
    }
}
