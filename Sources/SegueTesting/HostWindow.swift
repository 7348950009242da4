import Foundation
@_spi(Testing) import OpenUIKit

/// Shows `root` in a new key, visible window and lets it settle: the fixture every test of a
/// screen or a transition starts from.
///
/// - Parameters:
///   - root: the window's root view controller.
///   - size: the window's size in points; nil (the default) is the device's screen
///     (`UIScreen.main.bounds`, an iPhone 15 unless the harness chose another device).
///   - settle: whether to run the run loop until idle (appearance, layout and any animation done),
///     at most `timeout` seconds of virtual time. Default true.
///   - timeout: the longest virtual time to settle, in seconds. Default 10.
/// - Returns: the window. Hold it: as in UIKit, nothing else keeps a window alive in a test.
@MainActor
@discardableResult
public func showInWindow(
    _ root: UIViewController, size: CGSize? = nil, settle: Bool = true, timeout: TimeInterval = 10
) -> UIWindow {
    TestIsolation.check()
    let window = UIWindow(frame: CGRect(origin: .zero, size: size ?? UIScreen.main.bounds.size))
    window.rootViewController = root
    window.makeKeyAndVisible()
    if settle { _ = UIApplication.shared.runUntilIdle(timeout: timeout) }
    return window
}
