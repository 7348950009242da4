import Foundation

extension UITraitCollection {
    /// The traits dynamic colours resolve with when nothing else is given, as UIKit's `current`.
    ///
    /// UIKit sets it around `traitCollectionDidChange(_:)`, trait-change handlers, `layoutSubviews()`
    /// and `draw(_:)`; so does the engine (around the first two and `draw(_:)`). Unset, it is the
    /// main screen's: the device's size classes and idiom in the interface's orientation, its scale, light, base
    /// level, `.large` text, left-to-right, normal contrast, regular weight, active. One value for
    /// the process (UIKit keeps one per thread; the engine runs UIKit on the main thread only).
    public static var current: UITraitCollection {
        get {
            if let set = CurrentTraits.storage.withLock({ $0 }) { return set }
            return CurrentTraits.screen.withLock { $0 }
        }
        set { CurrentTraits.storage.withLock { $0 = newValue } }
    }

    /// Runs `actions` with this collection as `current`, then restores the previous one, as
    /// UIKit's `performAsCurrent(_:)`.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = CurrentTraits.storage.withLock { value -> UITraitCollection? in
            let old = value
            value = self
            return old
        }
        defer { CurrentTraits.storage.withLock { $0 = previous } }
        try actions()
    }

    /// The traits every window starts from that the device does not give: light, base level,
    /// `.large` text, left-to-right, normal contrast, regular weight, active (UIKit's defaults
    /// with the system settings off).
    static let environmentDefaults: UITraitCollection = {
        var t = UITraitCollection()
        t.userInterfaceStyle = .light
        t.userInterfaceLevel = .base
        t.preferredContentSizeCategory = .large
        t.layoutDirection = .leftToRight
        t.accessibilityContrast = .normal
        t.legibilityWeight = .regular
        t.activeAppearance = .active
        return t
    }()

    /// The traits of `device`'s screen: its size classes and idiom in the interface's
    /// orientation (portrait by default) and its scale, over the defaults.
    static func screen(of device: UIDeviceProfile, landscape: Bool = false) -> UITraitCollection {
        var t = environmentDefaults
        t.specify(device.traits(landscape: landscape))
        t.displayScale = device.scale
        return t
    }

    /// The traits a window with no overrides has: the main screen's.
    @MainActor
    package static var environment: UITraitCollection { CurrentTraits.screen.withLock { $0 } }
}

/// The storage of `UITraitCollection.current` (nil: unset), and the main screen's traits (kept
/// by `UIScreen` as its device changes, so that they can be read off the main actor).
enum CurrentTraits {
    static let storage = LockedValue<UITraitCollection?>(nil)
    static let screen = LockedValue<UITraitCollection>(.screen(of: .iPhone15))
}

/// A value behind a lock.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
