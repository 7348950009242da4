import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// The status bar's appearance as the controllers decide it: the root, a full-screen or
/// capturing presentation, the container's child, and only after
/// `setNeedsStatusBarAppearanceUpdate()`.
@MainActor
@Suite struct StatusBarTests {
    final class Screen: UIViewController {
        var style = UIStatusBarStyle.lightContent
        var hidden = false
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
    }

    func show(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        return window
    }

    @Test func theRootDecidesAndAChangeWaitsForSetNeedsStatusBarAppearanceUpdate() {
        let root = Screen()
        let window = show(root)
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        root.style = .darkContent
        #expect(UIApplication.shared.statusBarStyle == .lightContent, "not asked yet")
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(UIApplication.shared.statusBarStyle == .darkContent)
        _ = window
    }

    @Test func theFrameIsTheDevicesStatusBarAndZeroWhenHidden() {
        let root = Screen()
        let window = show(root)
        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 54))
        UIScreen.main.device = .iPhoneSE
        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 20))
        root.hidden = true
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(UIApplication.shared.isStatusBarHidden)
        #expect(UIApplication.shared.statusBarFrame == .zero)
        _ = window
    }

    @Test func showingOrHidingPostsTheFrameNotificationsWithTheNewFrame() {
        final class Heard: @unchecked Sendable { var lines: [String] = [] }
        let heard = Heard()
        let center = NotificationCenter.default
        let tokens = [
            (UIApplication.willChangeStatusBarFrameNotification, "will"),
            (UIApplication.didChangeStatusBarFrameNotification, "did"),
        ].map { name, label in
            center.addObserver(forName: name, object: nil, queue: nil) { note in
                let value = note.userInfo?[UIApplication.statusBarFrameUserInfoKey] as? NSValue
                heard.lines.append("\(label) \(value?.cgRectValue.height ?? -1)")
            }
        }
        defer { tokens.forEach(center.removeObserver) }
        let root = Screen()
        let window = show(root)
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(heard.lines.isEmpty, "nothing changed")
        root.hidden = true
        root.setNeedsStatusBarAppearanceUpdate()
        root.hidden = false
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(heard.lines == ["will 0.0", "did 0.0", "will 54.0", "did 54.0"])
        _ = window
    }

    @Test func aNavigationControllerDecidesTheStyleWhileItsBarShows() {
        let top = Screen()
        top.hidden = true
        let navigation = UINavigationController(rootViewController: top)
        let window = show(navigation)
        #expect(UIApplication.shared.statusBarStyle == .default, "the bar's style")
        #expect(UIApplication.shared.isStatusBarHidden, "the top controller hides it")
        navigation.setNavigationBarHidden(true, animated: false)
        navigation.setNeedsStatusBarAppearanceUpdate()
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        _ = window
    }

    @Test func aTabBarControllerAsksItsSelectedChild() {
        let first = Screen()
        let second = Screen()
        second.style = .darkContent
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = show(tabs)
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        tabs.selectedIndex = 1
        UIApplication.shared.runUntilIdle()
        tabs.setNeedsStatusBarAppearanceUpdate()
        #expect(UIApplication.shared.statusBarStyle == .darkContent)
        _ = window
    }

    @Test func onlyAFullScreenOrCapturingPresentationTakesTheStatusBarOver() {
        let root = Screen()
        root.style = .darkContent
        let window = show(root)
        let sheet = Screen()
        root.present(sheet, animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(UIApplication.shared.statusBarStyle == .darkContent, "a page sheet does not")
        sheet.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
        let capturing = Screen()
        capturing.modalPresentationCapturesStatusBarAppearance = true
        root.present(capturing, animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        capturing.dismiss(animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(UIApplication.shared.statusBarStyle == .darkContent, "back to the root's")
        let cover = Screen()
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        _ = window
    }

    @Test func theDeprecatedSettersDoNothingUnderControllerBasedAppearance() {
        let root = Screen()
        let window = show(root)
        UIApplication.shared.setStatusBarStyle(.darkContent, animated: true)
        UIApplication.shared.statusBarStyle = .darkContent
        UIApplication.shared.setStatusBarHidden(true, with: .slide)
        UIApplication.shared.isStatusBarHidden = true
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        #expect(!UIApplication.shared.isStatusBarHidden)
        #expect(root.preferredStatusBarUpdateAnimation == .fade)
        _ = window
    }

    @Test func geometryValuesRoundTrip() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
        #expect(
            NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
    }
}
