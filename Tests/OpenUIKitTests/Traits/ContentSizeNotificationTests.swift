import Foundation
import Testing

@testable import OpenUIKit

/// The harness's window traits stand for the system settings: a new text size is announced with
/// `UIContentSizeCategory.didChangeNotification`, as UIKit announces the setting's change; a
/// view's own override is not announced.
@MainActor
@Suite struct ContentSizeNotificationTests {
    @Test func aNewTextSizeForTheWindowIsAnnouncedWithItsValue() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        nonisolated(unsafe) var announced: [String] = []
        let observer = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) { note in
            let c =
                note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
            announced.append(c?.rawValue ?? "none")
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIView().traitOverrides.preferredContentSizeCategory = .extraLarge
        #expect(announced.isEmpty)
        window.traitOverride = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        window.traitOverride = UITraitCollection(traitsFrom: [
            .init(preferredContentSizeCategory: .accessibilityLarge),
            .init(userInterfaceStyle: .dark),
        ])
        window.traitOverride = nil
        #expect(announced == ["UICTContentSizeCategoryAccessibilityL", "UICTContentSizeCategoryL"])
    }
}
