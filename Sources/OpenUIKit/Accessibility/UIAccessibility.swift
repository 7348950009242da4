import Foundation

/// The system's accessibility settings, as UIKit's `UIAccessibility` (the Reduce Motion switch).
///
/// On a device the settings come from Settings › Accessibility › Motion; here they start off and a
/// test turns them on with `setReduceMotionEnabled(_:)` (test harness). A change posts
/// `reduceMotionStatusDidChangeNotification` on the default center, as iOS does.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// Whether Reduce Motion is on. Default false.
    ///
    /// iOS's own transitions replace sliding and zooming with a cross-dissolve when it is on;
    /// custom animators are expected to do the same.
    public static var isReduceMotionEnabled: Bool {
        EngineWorld.willChange()
        return reduceMotion
    }

    /// Posted on `NotificationCenter.default` when `isReduceMotionEnabled` changes.
    public static let reduceMotionStatusDidChangeNotification = Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")

    private static var reduceMotion = false

    /// Back to the default (off), silently (see `EngineWorld.discard()`).
    static func discardSettings() { reduceMotion = false }

    /// Turns Reduce Motion on or off, as the Settings switch does; posts
    /// `reduceMotionStatusDidChangeNotification` when the value changes.
    @_spi(Testing) public static func setReduceMotionEnabled(_ enabled: Bool) {
        EngineWorld.willChange()
        guard enabled != reduceMotion else { return }
        reduceMotion = enabled
        NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
    }
}
