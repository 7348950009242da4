import Foundation
@_spi(Testing) import OpenUIKit

/// A window and the controllers that run one kind of benchmark cycle, again and again.
///
/// - `.presentDismiss`: a root controller presents a fresh controller (`.custom` style, a slide
///   animator and a dimming presentation controller from its transitioning delegate), animated;
///   the run loop runs until idle; the controller is dismissed, animated; the run loop runs until idle.
/// - `.pushPop`: a navigation controller pushes a fresh controller with a slide animator from its
///   delegate, runs until idle, pops it, runs until idle.
@MainActor
public final class TransitionCycle {
    /// Which cycle to run.
    public enum Kind: String, Sendable {
        case presentDismiss = "present/dismiss"
        case pushPop = "push/pop"
    }

    public let kind: Kind
    /// The live-object counts of everything the cycles created.
    public let tracker = LiveObjectTracker()
    private let window: UIWindow
    private let root: UIViewController
    private let modalDelegate: ModalDelegate
    private let navigationDelegate: NavigationDelegate
    /// Cycles that did not end where they should (presented controller still there, stack not
    /// back to one, run loop not idle).
    public private(set) var failures = 0

    /// Builds the window and its root controller. `duration` is the animators' duration, seconds.
    public init(_ kind: Kind, duration: TimeInterval = 0.3) {
        self.kind = kind
        modalDelegate = ModalDelegate(tracker: tracker, duration: duration)
        navigationDelegate = NavigationDelegate(tracker: tracker, duration: duration)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        switch kind {
        case .presentDismiss:
            root = UIViewController()
        case .pushPop:
            let nav = UINavigationController(rootViewController: UIViewController())
            nav.delegate = navigationDelegate
            root = nav
        }
        window.rootViewController = root
        window.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle(timeout: 5)
    }

    /// Runs one cycle to the end (both transitions animated, each run until idle).
    public func run() {
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        tracker.track(vc, as: .viewController)
        switch kind {
        case .presentDismiss:
            vc.modalPresentationStyle = .custom
            vc.transitioningDelegate = modalDelegate
            root.present(vc, animated: true)
            if !UIApplication.shared.runUntilIdle(timeout: 5) || root.presentedViewController !== vc
            {
                failures += 1
            }
            vc.dismiss(animated: true)
            if !UIApplication.shared.runUntilIdle(timeout: 5) || root.presentedViewController != nil
            {
                failures += 1
            }
        case .pushPop:
            guard let nav = root as? UINavigationController else { return }
            nav.pushViewController(vc, animated: true)
            if !UIApplication.shared.runUntilIdle(timeout: 5) || nav.viewControllers.count != 2 {
                failures += 1
            }
            _ = nav.popViewController(animated: true)
            if !UIApplication.shared.runUntilIdle(timeout: 5) || nav.viewControllers.count != 1 {
                failures += 1
            }
        }
    }

    /// Takes the window off screen and lets its controllers go.
    public func tearDown() {
        window.rootViewController = nil
        window.isHidden = true
        _ = UIApplication.shared.runUntilIdle(timeout: 5)
    }
}
