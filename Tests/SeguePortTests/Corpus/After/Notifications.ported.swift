// swift-format-ignore-file
// Ported by `segue port` from Tests/SeguePortTests/Corpus/Before/Notifications.swift: edit that file, not this one.
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/Notifications.swift", line: 1)
// swift-format-ignore-file
import OpenUIKit

final class ThemedViewController: UIViewController {
    private(set) var lastTheme: String?
    private(set) var resizes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, name: .themeDidChange, object: nil, using: { [weak self] notification in self?.themeChanged(notification) })
        NotificationCenter.default.addObserver(self, name: .fontSizeDidChange, object: nil, using: { [weak self] _ in self?.fontSizeChanged() })




    }

    func stopObserving() {
        NotificationCenter.default.removeObserver(self)
    }

    func themeChanged(_ notification: Notification) {
        lastTheme = notification.userInfo?["theme"] as? String
    }

    private func fontSizeChanged() {
        resizes += 1
    }
}

extension Notification.Name {
    static let themeDidChange = Notification.Name("ThemeDidChange")
    static let fontSizeDidChange = Notification.Name("FontSizeDidChange")
}
#sourceLocation()
