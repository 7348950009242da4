import Foundation
@_spi(Testing) import OpenUIKit

/// A window set up as a config's device: its size, its safe area, and a host controller that
/// gives the hosted controller the config's traits, as swift-snapshot-testing hosts controllers
/// (the window's root gets them too, so that presentations from the hosted controller adapt).
@MainActor
package enum DeviceHost {
    /// Shows `controller` in a new key window of `config.size` (else `size`, else the screen)
    /// with `config.safeArea`, as the child of a plain root controller that overrides its traits
    /// with `config.traits` then `traits` (later ones win); runs until idle when `settle`.
    ///
    /// Without a config, the window's safe area is the device profile's (when it fills the
    /// screen), as for a window a test makes itself.
    package static func show(
        _ controller: UIViewController, config: ViewImageConfig?, traits: UITraitCollection,
        size: CGSize? = nil, settle: Bool = true, timeout: TimeInterval = 10
    ) -> UIWindow {
        TestIsolation.check()
        let windowSize = config?.size ?? size ?? UIScreen.main.bounds.size
        let window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        if let config { window.safeAreaOverride = config.safeArea }
        let merged = UITraitCollection(traitsFrom: [config?.traits ?? .init(), traits])
        // The root has the traits too, so that what the hosted controller presents (presented by
        // the root, as in UIKit) adapts to them.
        window.traitOverride = merged
        let host = UIViewController()
        host.view.frame = window.bounds
        host.view.backgroundColor = .clear
        host.addChild(controller)
        controller.view.frame = host.view.bounds
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.view.addSubview(controller.view)
        host.setOverrideTraitCollection(merged, forChild: controller)
        controller.didMove(toParent: host)
        window.rootViewController = host
        window.makeKeyAndVisible()
        if settle { _ = UIApplication.shared.runUntilIdle(timeout: timeout) }
        return window
    }

    /// The hosted controller of a window `show` made (its root's only child), or the root.
    package static func hosted(in window: UIWindow) -> UIViewController? {
        window.rootViewController?.children.first ?? window.rootViewController
    }

    /// The scale to draw at: `scale` when given, else the traits' display scale when they
    /// specify one, else 2 (so that references do not depend on the device profile).
    nonisolated package static func scale(
        _ scale: CGFloat?, config: ViewImageConfig?, traits: UITraitCollection
    ) -> CGFloat {
        if let scale { return scale }
        let merged = UITraitCollection(traitsFrom: [config?.traits ?? .init(), traits])
        return merged.displayScale > 0 ? merged.displayScale : 2
    }
}

extension DeviceHost {
    /// Takes the hosted controller out of a window `show` made (as the library does after
    /// drawing) and hides the window, so that the controller can be hosted again.
    package static func dismantle(_ window: UIWindow) {
        guard let host = window.rootViewController else { return }
        for child in host.children {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        window.rootViewController = nil
        window.isHidden = true
    }
}
