import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// A simulated memory warning: the notification from the app, and `didReceiveMemoryWarning()` on
/// every controller in memory in the order they were made.
@MainActor
@Suite struct MemoryWarningTests {
    final class Log: @unchecked Sendable { var lines: [String] = [] }

    final class Screen: UIViewController {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            log.lines.append("\(name) warned, view loaded: \(isViewLoaded)")
        }
    }

    @Test func everyControllerInMemoryHearsItInTheOrderTheyWereMade() {
        let log = Log()
        let first = Screen("first", log: log)
        let token = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
        ) { note in
            let fromApp = note.object is UIApplication
            log.lines.append("observer, from the app: \(fromApp)")
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let second = Screen("second", log: log)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = second
        window.makeKeyAndVisible()
        UIApplication.shared.simulateMemoryWarning()
        // Foundation's center on Linux calls its observers in no fixed order: the app's observer
        // may come before or after the controllers, which come in the order they were made.
        #expect(log.lines.contains("observer, from the app: true"))
        #expect(
            log.lines.filter { $0.contains("warned") } == [
                "first warned, view loaded: false", "second warned, view loaded: true",
            ])
        #expect(first.isViewLoaded == false && second.isViewLoaded, "no view is unloaded")
    }

    @Test func aReleasedControllerHearsNothing() {
        let log = Log()
        var screen: Screen? = Screen("gone", log: log)
        weak let released = screen
        screen = nil
        #expect(released == nil)
        UIApplication.shared.simulateMemoryWarning()
        #expect(log.lines.isEmpty)
    }

    @Test func aWarningPostedByHandReachesTheControllersToo() {
        let log = Log()
        let screen = Screen("posted", log: log)
        NotificationCenter.default.post(
            name: UIApplication.didReceiveMemoryWarningNotification, object: UIApplication.shared)
        #expect(log.lines == ["posted warned, view loaded: false"])
        _ = screen
    }
}
