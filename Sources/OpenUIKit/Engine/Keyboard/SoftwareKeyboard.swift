import Foundation
@_spi(Testing) import OpenQuartzCore

/// The software keyboard: shown and hidden by the test harness
/// (`UIApplication.showKeyboard()`, `hideKeyboard()`), with iOS's notifications, frames and
/// animation, and the keyboard layout guides that follow it.
@MainActor
enum SoftwareKeyboard {
    /// The animation's duration and curve, as iOS reports them in the notifications (0.25 s,
    /// curve 7; Docs/Behaviour-system.md, "Keyboard").
    static let duration: TimeInterval = 0.25
    static let curve = 7

    private(set) static var isShown = false
    private struct WeakGuide { weak var guide: UIKeyboardLayoutGuide? }
    private static var guides: [WeakGuide] = []

    /// The keyboard's frame on screen when shown: the screen's width by the device's keyboard
    /// height, along the bottom edge.
    static var shownFrame: CGRect {
        let screen = UIScreen.main.bounds
        let height = UIScreen.main.device.keyboardHeight
        return CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
    }

    /// Its frame when hidden: the same size, just below the screen.
    static var hiddenFrame: CGRect {
        shownFrame.offsetBy(dx: 0, dy: UIScreen.main.device.keyboardHeight)
    }

    /// The frame now (the end frame of the last change).
    static var currentFrame: CGRect { isShown ? shownFrame : hiddenFrame }

    static func register(_ guide: UIKeyboardLayoutGuide) {
        guides.removeAll { $0.guide == nil }
        guides.append(WeakGuide(guide: guide))
    }

    /// Shows or hides the keyboard: will-change-frame and will-show (or will-hide) inside the
    /// keyboard's animation block, with the keyboard layout guides moved and laid out in it;
    /// did-change-frame and did-show (or did-hide) when the animation ends.
    static func set(shown: Bool) {
        EngineWorld.willChange()
        guard shown != isShown else { return }
        let begin = currentFrame
        isShown = shown
        let end = currentFrame
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: curve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        UIView.animate(
            withDuration: duration, delay: 0,
            options: UIView.AnimationOptions(rawValue: UInt(curve) << 16)
        ) {
            center.post(
                name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
            center.post(
                name: shown
                    ? UIResponder.keyboardWillShowNotification
                    : UIResponder.keyboardWillHideNotification, object: nil, userInfo: info)
            var windows: [UIWindow] = []
            for guide in guides.compactMap(\.guide) {
                guide.follow(keyboardFrame: end, shown: shown)
                if let window = guide.owningView?.window, !windows.contains(window) {
                    windows.append(window)
                }
            }
            for window in windows { window.layoutIfNeeded() }
        }
        MainRunLoop.perform(after: duration) {
            center.post(
                name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
            center.post(
                name: shown
                    ? UIResponder.keyboardDidShowNotification
                    : UIResponder.keyboardDidHideNotification, object: nil, userInfo: info)
        }
    }

    /// Hidden, silently (see `EngineWorld.discard()`).
    static func discard() {
        isShown = false
        guides.removeAll()
    }
}

extension UIDeviceProfile {
    /// The software keyboard's height in portrait, in points, with the predictive bar: 260 on a
    /// home-button phone, 336 on a Face ID phone (346 on the Plus and Max sizes), 313 on an iPad
    /// (Docs/Behaviour-system.md, "Keyboard").
    package var keyboardHeight: CGFloat {
        if idiom == .pad { return 313 }
        if safeAreaInsets.bottom == 0 { return 260 }
        return size.width >= 428 ? 346 : 336
    }
}

extension UIApplication {
    /// Shows the software keyboard, as a text field becoming first responder does on a device:
    /// posts `keyboardWillChangeFrameNotification` and `keyboardWillShowNotification` inside the
    /// keyboard's 0.25 s animation (views following `keyboardLayoutGuide` animate with it), then
    /// `keyboardDidChangeFrameNotification` and `keyboardDidShowNotification` 0.25 s later. Does
    /// nothing if it is shown.
    @_spi(Testing) public func showKeyboard() { SoftwareKeyboard.set(shown: true) }

    /// Hides the software keyboard, with the will-hide and did-hide notifications as
    /// `showKeyboard()` posts the show ones. Does nothing if it is hidden.
    @_spi(Testing) public func hideKeyboard() { SoftwareKeyboard.set(shown: false) }
}
