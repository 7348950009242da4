import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// Turning the device rotates the interface as UIKit's autorotation does: the size and trait
/// callbacks down the hierarchy with a coordinator, then the new bounds, safe area and traits in
/// one animation of 0.4 s (Docs/Behaviour-devices.md, "Rotation").
@MainActor
@Suite(.serialized) struct DeviceRotationTests {
    /// A controller that records its rotation callbacks, by name, in a shared log.
    final class Recorder: UIViewController {
        let name: String
        let log: Log
        var supported: UIInterfaceOrientationMask = .allButUpsideDown
        var autorotates = true
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
        override var shouldAutorotate: Bool { autorotates }
        override func willTransition(
            to newCollection: UITraitCollection,
            with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            log.lines.append("\(name) willTransition(to: \(newCollection.horizontalSizeClass))")
            super.willTransition(to: newCollection, with: coordinator)
        }
        override func viewWillTransition(
            to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            log.lines.append("\(name) viewWillTransition(to: \(size.width)x\(size.height))")
            log.coordinator = coordinator
            if name == "root" { log.onSizeChange?(coordinator) }
            super.viewWillTransition(to: size, with: coordinator)
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.lines.append("\(name) traitCollectionDidChange")
        }
    }

    final class Count: @unchecked Sendable { var value = 0 }

    final class Log {
        var lines: [String] = []
        var coordinator: (any UIViewControllerTransitionCoordinator)?
        /// Run by the root's `viewWillTransition(to:with:)`, where an app queues its animations.
        var onSizeChange: ((any UIViewControllerTransitionCoordinator) -> Void)?
    }

    /// A window on `device` with a root that has one child, shown (the caller keeps the window:
    /// the app does not retain it, as UIKit's does not).
    func show(on device: UIDeviceProfile, _ log: Log) -> (UIWindow, Recorder, Recorder) {
        UIScreen.main.device = device
        let window = UIWindow()
        let root = Recorder("root", log)
        let child = Recorder("child", log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        window.rootViewController = root
        window.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle()
        return (window, root, child)
    }

    @Test func theCallbacksGoTraitsThenSizeRootChildrenThenPresented() {
        let log = Log()
        let (window, root, _) = show(on: .iPhone16ProMax, log)
        let presented = Recorder("presented", log)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        log.lines = []
        UIDevice.current.rotate(to: .landscapeLeft)
        #expect(
            log.lines == [
                "root willTransition(to: regular)", "child willTransition(to: regular)",
                "presented willTransition(to: regular)", "root viewWillTransition(to: 956.0x440.0)",
                "child viewWillTransition(to: 956.0x440.0)",
                "presented viewWillTransition(to: 956.0x440.0)", "root traitCollectionDidChange",
                "child traitCollectionDidChange", "presented traitCollectionDidChange",
            ])
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        #expect(root.traitCollection.verticalSizeClass == .compact)
        #expect(window.bounds.size == CGSize(width: 956, height: 440))
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 956, height: 440))
        _ = UIApplication.shared.runUntilIdle()
    }

    @Test func aPhoneThatStaysCompactGetsNoTraitCallbackForItsWidth() {
        let log = Log()
        let (window, _, _) = show(on: .iPhone16, log)
        defer { withExtendedLifetime(window) {} }
        log.lines = []
        UIDevice.current.rotate(to: .landscapeRight)
        // The height class flips (regular → compact): traits change, the width stays compact.
        #expect(log.lines.first == "root willTransition(to: compact)")
        #expect(log.lines.contains("root viewWillTransition(to: 852.0x393.0)"))
        _ = UIApplication.shared.runUntilIdle()
    }

    @Test func theWindowsBoundsAnimateOverTheRotationsDuration() throws {
        let log = Log()
        let (window, _, _) = show(on: .iPhone16, log)
        UIDevice.current.rotate(to: .landscapeLeft)
        let coordinator = try #require(log.coordinator)
        #expect(coordinator.transitionDuration == 0.4)
        #expect(coordinator.isAnimated)
        #expect(coordinator.presentationStyle == .none)
        #expect(coordinator.containerView === window)
        #expect(window.bounds.size == CGSize(width: 852, height: 393), "the model at once")
        UIApplication.shared.advance(by: 0.2)
        let mid = try #require(window.layer.presentation()).bounds.width
        #expect(mid > 393 && mid < 852, "halfway, the window is between its widths: \(mid)")
        UIApplication.shared.advance(by: 0.25)
        #expect(window.layer.presentation()?.bounds.width == 852)
    }

    @Test func alongsideAnimationsAndCompletionsRunInTheRotation() throws {
        let log = Log()
        let (window, root, _) = show(on: .iPhone16, log)
        defer { withExtendedLifetime(window) {} }
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(marker)
        let start = CACurrentMediaTime()
        var completedAt: CFTimeInterval?
        log.onSizeChange = { coordinator in
            coordinator.animate(
                alongsideTransition: { _ in marker.alpha = 0 },
                completion: { _ in completedAt = CACurrentMediaTime() })
        }
        UIDevice.current.rotate(to: .landscapeLeft)
        #expect(completedAt == nil)
        UIApplication.shared.advance(by: 0.2)
        let alpha = try #require(marker.layer.presentation()).opacity
        #expect(alpha > 0 && alpha < 1, "alpha halfway: \(alpha)")
        _ = UIApplication.shared.runUntilIdle()
        let completed = try #require(completedAt)
        #expect(abs(completed - start - 0.4) < 1.0 / 60 + 1e-9)
        #expect(marker.alpha == 0)
    }

    @Test func theDeviceTheScreenAndTheSafeAreaFollow() {
        let log = Log()
        let device = UIDevice.current
        device.beginGeneratingDeviceOrientationNotifications()
        defer { device.endGeneratingDeviceOrientationNotifications() }
        let posted = Count()
        let token = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: device, queue: nil
        ) { _ in posted.value += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        let (window, root, _) = show(on: .iPhone16Pro, log)
        device.rotate(to: .landscapeLeft)
        _ = UIApplication.shared.runUntilIdle()
        #expect(posted.value == 1)
        #expect(device.orientation == .landscapeLeft)
        #expect(UIApplication.shared.statusBarOrientation == .landscapeRight)
        #expect(UIScreen.main.bounds.size == CGSize(width: 874, height: 402))
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1206, height: 2622))
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
        #expect(UIApplication.shared.statusBarFrame == .zero)
        device.rotate(to: .portrait)
        _ = UIApplication.shared.runUntilIdle()
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        #expect(UIApplication.shared.statusBarFrame.height == 62)
    }

    @Test func aHalfTurnTakesTwiceAsLong() throws {
        let log = Log()
        let (window, _, _) = show(on: .iPadPro13, log)
        defer { withExtendedLifetime(window) {} }
        UIDevice.current.rotate(to: .landscapeLeft)
        _ = UIApplication.shared.runUntilIdle()
        UIDevice.current.rotate(to: .landscapeRight)
        let coordinator = try #require(log.coordinator)
        #expect(coordinator.transitionDuration == 0.8)
        #expect(abs(coordinator.targetTransform.a - -1) < 1e-9)
        _ = UIApplication.shared.runUntilIdle()
        #expect(UIApplication.shared.statusBarOrientation == .landscapeLeft)
    }

    @Test func anUnsupportedOrientationLeavesTheInterfaceAsItIs() {
        let log = Log()
        let (window, root, _) = show(on: .iPhone16, log)
        root.supported = .portrait
        UIDevice.current.rotate(to: .landscapeLeft)
        _ = UIApplication.shared.runUntilIdle()
        #expect(log.lines.isEmpty)
        #expect(window.bounds.size == CGSize(width: 393, height: 852))
        #expect(UIApplication.shared.statusBarOrientation == .portrait)
        root.supported = .allButUpsideDown
        UIDevice.current.rotate(to: .portraitUpsideDown)
        _ = UIApplication.shared.runUntilIdle()
        #expect(log.lines.isEmpty, "an iPhone app's default leaves out upside down")
    }

    @Test func shouldAutorotateFalseKeepsTheInterface() {
        let log = Log()
        let (window, root, _) = show(on: .iPhone16, log)
        root.autorotates = false
        UIDevice.current.rotate(to: .landscapeLeft)
        _ = UIApplication.shared.runUntilIdle()
        #expect(log.lines.isEmpty)
        #expect(window.bounds.size == CGSize(width: 393, height: 852))
    }

    @Test func aRotationDuringAPresentationWaitsForItToEnd() {
        let log = Log()
        let (window, root, _) = show(on: .iPhone16, log)
        let presented = Recorder("presented", log)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        UIApplication.shared.advance(by: 0.1)
        #expect(presented.isBeingPresented)
        log.lines = []
        UIDevice.current.rotate(to: .landscapeLeft)
        #expect(log.lines.isEmpty, "nothing while the presentation runs")
        #expect(window.bounds.size == CGSize(width: 393, height: 852))
        _ = UIApplication.shared.runUntilIdle()
        #expect(log.lines.contains("presented viewWillTransition(to: 852.0x393.0)"))
        #expect(window.bounds.size == CGSize(width: 852, height: 393))
        #expect(presented.view.frame.size == CGSize(width: 852, height: 393))
    }
}
