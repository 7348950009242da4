// swift-format-ignore-file
import UIKit

final class ThemedViewController: UIViewController {
    private(set) var lastTheme: String?
    private(set) var resizes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(themeChanged(_:)), name: .themeDidChange, object: nil)
        NotificationCenter.default.addObserver(
            self,
            selector: #selector(fontSizeChanged),
            name: .fontSizeDidChange,
            object: nil)
    }

    func stopObserving() {
        NotificationCenter.default.removeObserver(self)
    }

    @objc func themeChanged(_ notification: Notification) {
        lastTheme = notification.userInfo?["theme"] as? String
    }

    @objc private func fontSizeChanged() {
        resizes += 1
    }
}

extension Notification.Name {
    static let themeDidChange = Notification.Name("ThemeDidChange")
    static let fontSizeDidChange = Notification.Name("FontSizeDidChange")
}
