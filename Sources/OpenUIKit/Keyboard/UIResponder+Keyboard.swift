import Foundation

extension UIResponder {
    /// Posted before the keyboard appears, inside the keyboard's animation: layout changed by an
    /// observer (`layoutIfNeeded()`) animates with the keyboard. The user info holds the frames,
    /// duration and curve (`keyboardFrameEndUserInfoKey`, …).
    nonisolated public static let keyboardWillShowNotification = Notification.Name(
        "UIKeyboardWillShowNotification")
    /// Posted once the keyboard has appeared.
    nonisolated public static let keyboardDidShowNotification = Notification.Name(
        "UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears, inside its animation.
    nonisolated public static let keyboardWillHideNotification = Notification.Name(
        "UIKeyboardWillHideNotification")
    /// Posted once the keyboard has disappeared.
    nonisolated public static let keyboardDidHideNotification = Notification.Name(
        "UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (before `keyboardWillShowNotification` or
    /// `keyboardWillHideNotification`), inside its animation.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted once the keyboard's frame has changed (before `keyboardDidShowNotification` or
    /// `keyboardDidHideNotification`).
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// User-info key: the keyboard's frame before the change, an `NSValue` of a `CGRect` in
    /// screen coordinates.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// User-info key: the keyboard's frame after the change, an `NSValue` of a `CGRect` in
    /// screen coordinates.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// User-info key: the animation's duration in seconds, an `NSNumber` (0.25).
    nonisolated public static let keyboardAnimationDurationUserInfoKey =
        "UIKeyboardAnimationDurationUserInfoKey"
    /// User-info key: the animation's curve, an `NSNumber` of a `UIView.AnimationCurve` raw
    /// value (7, the keyboard's own curve, which has no named case).
    nonisolated public static let keyboardAnimationCurveUserInfoKey =
        "UIKeyboardAnimationCurveUserInfoKey"
    /// User-info key: whether the keyboard belongs to this app, an `NSNumber` of a `Bool`.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
