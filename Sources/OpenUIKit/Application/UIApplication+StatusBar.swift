import Foundation

extension UIApplication {
    /// The status bar's style, as the controllers decide it (`preferredStatusBarStyle`).
    ///
    /// Setting it does nothing, as in UIKit with view-controller-based status bar appearance
    /// (the default; apps here have no Info.plist to turn it off).
    @available(
        iOS, introduced: 2.0, deprecated: 13.0,
        message: "Use the statusBarManager property of the window scene instead."
    )
    public var statusBarStyle: UIStatusBarStyle {
        get { StatusBarAppearance.current.style }
        set {}
    }

    /// Sets the status bar's style; does nothing, as in UIKit with view-controller-based status
    /// bar appearance (the default).
    @available(
        iOS, introduced: 2.0, deprecated: 9.0,
        message: "Use -[UIViewController preferredStatusBarStyle]"
    )
    public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {}

    /// Whether the status bar is hidden, as the controllers decide it (`prefersStatusBarHidden`).
    /// Setting it does nothing (view-controller-based status bar appearance).
    @available(
        iOS, introduced: 2.0, deprecated: 13.0,
        message: "Use the statusBarManager property of the window scene instead."
    )
    public var isStatusBarHidden: Bool {
        get { StatusBarAppearance.current.isHidden }
        set {}
    }

    /// Shows or hides the status bar; does nothing (view-controller-based status bar
    /// appearance).
    @available(
        iOS, introduced: 3.2, deprecated: 9.0,
        message: "Use -[UIViewController prefersStatusBarHidden]"
    )
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {}

    /// The status bar's frame in screen coordinates: the screen's width by the device's status
    /// bar height (54 pt on an iPhone 15, 20 pt on an iPhone SE, 24 pt on an iPad), or `.zero`
    /// while it is hidden and on a phone in landscape (iOS hides it there).
    @available(
        iOS, introduced: 2.0, deprecated: 13.0,
        message: "Use the statusBarManager property of the window scene instead."
    )
    public var statusBarFrame: CGRect {
        if StatusBarAppearance.current.isHidden { return .zero }
        let screen = UIScreen.main
        let height =
            screen.isLandscape
            ? screen.device.landscapeStatusBarHeight : screen.device.statusBarHeight
        guard height > 0 else { return .zero }
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: height)
    }

    /// The interface's orientation (the window scene's `interfaceOrientation` since iOS 13):
    /// `.portrait` until the interface rotates.
    @available(
        iOS, introduced: 2.0, deprecated: 13.0,
        message: "Use the interfaceOrientation property of the window scene instead."
    )
    public var statusBarOrientation: UIInterfaceOrientation {
        UIScreen.main.interfaceOrientation
    }

    /// Posted before the status bar's frame changes (it shows or hides); the user info's
    /// `statusBarFrameUserInfoKey` holds the new frame as an `NSValue`.
    @available(
        iOS, introduced: 2.0, deprecated: 13.0,
        message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead."
    )
    nonisolated public static let willChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")

    /// Posted after the status bar's frame changed; the user info's `statusBarFrameUserInfoKey`
    /// holds the new frame as an `NSValue`.
    @available(
        iOS, introduced: 2.0, deprecated: 13.0,
        message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead."
    )
    nonisolated public static let didChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")

    /// The user-info key of the status bar frame notifications: an `NSValue` of a `CGRect`.
    @available(
        iOS, introduced: 2.0, deprecated: 13.0,
        message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead."
    )
    nonisolated public static let statusBarFrameUserInfoKey =
        "UIApplicationStatusBarFrameUserInfoKey"
}
