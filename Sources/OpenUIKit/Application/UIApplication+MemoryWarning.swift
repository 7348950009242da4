import Foundation

extension UIApplication {
    /// Posted on `NotificationCenter.default`, with the app as object, when the system warns
    /// the app that memory is low. Every view controller hears it (`didReceiveMemoryWarning()`).
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")

    /// Sends a low-memory warning, as the Simulator's Debug › Simulate Memory Warning does: posts
    /// `didReceiveMemoryWarningNotification`, which calls `didReceiveMemoryWarning()` on every
    /// view controller in memory, in the order they were made, among the other observers in the
    /// order they registered.
    @_spi(Testing) public func simulateMemoryWarning() {
        EngineWorld.willChange()
        NotificationCenter.default.post(
            name: Self.didReceiveMemoryWarningNotification, object: self)
    }
}
