import Foundation

/// The status bar's appearance as the controllers decide it, the way UIKit decides it with
/// view-controller-based status bar appearance (the default since iOS 7): the key window's root
/// controller, or the topmost controller presented over it full screen (or that captures the
/// status bar's appearance), then its `childForStatusBarStyle` / `childForStatusBarHidden`
/// chains.
///
/// The appearance is applied (re-read from the controllers) when a controller calls
/// `setNeedsStatusBarAppearanceUpdate()` and when a transition ends, and read afresh whenever
/// the key window or its root controller is not the one it was applied for; otherwise a
/// controller whose preference changes keeps the status bar as it was, as in UIKit.
@MainActor
package enum StatusBarAppearance {
    package struct Appearance: Equatable {
        package var style: UIStatusBarStyle
        package var isHidden: Bool
    }

    private static var applied: Appearance?
    /// The root controller the appearance was applied for.
    private static weak var appliedRoot: UIViewController?

    /// The applied appearance; when none was applied for the key window's root controller (a
    /// new key window or root), the controllers' answer now, which becomes the applied one.
    package static var current: Appearance {
        let root = UIApplication.shared.keyWindow?.rootViewController
        if let applied, let appliedRoot, appliedRoot === root { return applied }
        let now = resolve()
        if root != nil {
            applied = now
            appliedRoot = root
        }
        return now
    }

    /// The controller that decides the status bar: the key window's root controller, or the
    /// topmost controller presented over it full screen or capturing the status bar.
    static var decidingController: UIViewController? {
        guard let root = UIApplication.shared.keyWindow?.rootViewController else { return nil }
        var decider = root
        var next = root.presentedViewController
        while let presented = next {
            let style =
                presented._presentationController?.presentationStyle
                ?? presented.modalPresentationStyle
            if style == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance {
                decider = presented
            }
            next = presented.presentedViewController
        }
        return decider
    }

    static func resolve() -> Appearance {
        guard let decider = decidingController else {
            return Appearance(style: .default, isHidden: false)
        }
        var styleController = decider
        while let child = styleController.childForStatusBarStyle, child !== styleController {
            styleController = child
        }
        var hiddenController = decider
        while let child = hiddenController.childForStatusBarHidden, child !== hiddenController {
            hiddenController = child
        }
        return Appearance(
            style: styleController.preferredStatusBarStyle,
            isHidden: hiddenController.prefersStatusBarHidden)
    }

    /// Re-reads the appearance from the controllers; when the status bar shows or hides, posts
    /// `UIApplication.willChangeStatusBarFrameNotification` and `didChange…` with the new frame.
    static func update() {
        EngineWorld.willChange()
        let old = current
        let new = resolve()
        applied = new
        appliedRoot = UIApplication.shared.keyWindow?.rootViewController
        guard old.isHidden != new.isHidden else { return }
        let frame = UIApplication.shared.statusBarFrame
        let info: [AnyHashable: Any] = [
            UIApplication.statusBarFrameUserInfoKey: NSValue(cgRect: frame)
        ]
        let center = NotificationCenter.default
        center.post(
            name: UIApplication.willChangeStatusBarFrameNotification, object: UIApplication.shared,
            userInfo: info)
        center.post(
            name: UIApplication.didChangeStatusBarFrameNotification, object: UIApplication.shared,
            userInfo: info)
    }

    /// Forgets the applied appearance (see `EngineWorld.discard()`).
    static func discard() {
        applied = nil
        appliedRoot = nil
    }
}
