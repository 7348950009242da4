import Foundation

extension UIApplication {
    /// Dispatches an event to the windows its touches belong to, as UIKit's `sendEvent(_:)`.
    /// Dropped while `isIgnoringInteractionEvents`.
    public func sendEvent(_ event: UIEvent) {
        guard !isIgnoringInteractionEvents else { return }
        var windows: [UIWindow] = []
        for t in event.orderedTouches {
            if let w = t.window, !windows.contains(where: { $0 === w }) { windows.append(w) }
        }
        for w in windows { w.sendEvent(event) }
    }
}
