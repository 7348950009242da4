import Foundation

/// A layout guide that follows the software keyboard, as UIKit's `UIKeyboardLayoutGuide`
/// (iOS 15), the view's `keyboardLayoutGuide`.
///
/// It spans the view's width along its bottom edge. While the keyboard is hidden its top is the
/// bottom of the view's safe area (`usesBottomSafeArea`, the default); while it is shown, its
/// top is the keyboard's top, and views constrained to it move with the keyboard's animation.
/// UIKit's `UITrackingLayoutGuide` between it and `UILayoutGuide` is not modelled.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard; default false. The keyboard
    /// here is always docked.
    open var followsUndockedKeyboard = false
    /// Whether the guide's top sits at the bottom of the safe area while the keyboard is hidden
    /// (iOS 17); default true. When false it sits at the view's bottom edge.
    open var usesBottomSafeArea = true {
        didSet {
            follow(keyboardFrame: SoftwareKeyboard.currentFrame, shown: SoftwareKeyboard.isShown)
        }
    }

    private var hiddenTop: NSLayoutConstraint?
    private var shownHeight: NSLayoutConstraint?

    /// Sets the guide up in `view` (from `UIView.keyboardLayoutGuide`).
    func install(in view: UIView) {
        identifier = "UIViewKeyboardLayoutGuide"
        view.addLayoutGuide(self)
        let height = heightAnchor.constraint(equalToConstant: 0)
        shownHeight = height
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: view.leadingAnchor),
            trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        SoftwareKeyboard.register(self)
        follow(keyboardFrame: SoftwareKeyboard.currentFrame, shown: SoftwareKeyboard.isShown)
    }

    /// Moves the guide's top to the keyboard's top (`shown`) or to the bottom of the safe area.
    func follow(keyboardFrame: CGRect, shown: Bool) {
        guard let view = owningView, let shownHeight else { return }
        hiddenTop?.isActive = false
        hiddenTop = nil
        if shown || !usesBottomSafeArea {
            let inWindow = view.convert(view.bounds, to: nil)
            shownHeight.constant = shown ? max(0, inWindow.maxY - keyboardFrame.minY) : 0
            shownHeight.isActive = true
        } else {
            shownHeight.isActive = false
            let top = topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
            top.isActive = true
            hiddenTop = top
        }
        view.setNeedsLayout()
    }
}

extension UIView {
    /// The guide that follows the software keyboard (iOS 15); the same object on every call.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        let storage = autoLayoutStorage
        if let guide = storage.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        storage.keyboardGuide = guide
        guide.install(in: self)
        return guide
    }
}
