import Foundation

/// The view controllers in memory, in the order they were made, which hear
/// `UIApplication.didReceiveMemoryWarningNotification` (UIKit's controllers observe it from
/// their initialiser on). One observer on the default center serves them all, so that they hear
/// it in a fixed order (Foundation's center on Linux keeps its observers unordered).
@MainActor
enum MemoryWarningListeners {
    private struct Entry { weak var controller: UIViewController? }
    private static var entries: [Entry] = []
    private static var sizeAfterLastPrune = 16
    private static var observer: NSObjectProtocol?

    /// Adds a controller just made.
    static func add(_ controller: UIViewController) {
        if observer == nil {
            observer = NotificationCenter.default.addObserver(
                forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
            ) { _ in
                MainActor.assumeIsolated { warnAll() }
            }
        }
        entries.append(Entry(controller: controller))
        if entries.count >= 2 * sizeAfterLastPrune {
            entries.removeAll { $0.controller == nil }
            sizeAfterLastPrune = max(16, entries.count)
        }
    }

    private static func warnAll() {
        let controllers = entries.compactMap(\.controller)
        for controller in controllers { controller.didReceiveMemoryWarning() }
    }
}
