import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// Resizing a window, as iPadOS does in Split View and Stage Manager: the size callback with a
/// coordinator, the width class from 678 pt on an iPad, the new bounds in 0.4 s
/// (Docs/Behaviour-devices.md, "Window resizing").
@MainActor
@Suite(.serialized) struct WindowResizeTests {
    typealias Recorder = DeviceRotationTests.Recorder
    typealias Log = DeviceRotationTests.Log

    func show(on device: UIDeviceProfile, _ log: Log) -> (UIWindow, Recorder) {
        UIScreen.main.device = device
        let window = UIWindow()
        let root = Recorder("root", log)
        window.rootViewController = root
        window.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle()
        log.lines = []
        return (window, root)
    }

    @Test func aNarrowIPadWindowTurnsCompactWithTheSizeAndTraitCallbacks() throws {
        let log = Log()
        let (window, root) = show(on: .iPadPro13, log)
        window.resize(to: CGSize(width: 507, height: 1376))
        #expect(
            log.lines == [
                "root willTransition(to: compact)", "root viewWillTransition(to: 507.0x1376.0)",
                "root traitCollectionDidChange",
            ])
        let coordinator = try #require(log.coordinator)
        #expect(coordinator.transitionDuration == 0.4)
        #expect(coordinator.targetTransform == .identity)
        #expect(window.bounds.size == CGSize(width: 507, height: 1376))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 507, height: 1376))
        #expect(root.traitCollection.horizontalSizeClass == .compact)
        #expect(root.traitCollection.verticalSizeClass == .regular)
        _ = UIApplication.shared.runUntilIdle()
    }

    @Test func theWidthIsRegularFrom678Points() {
        let log = Log()
        let (window, root) = show(on: .iPadPro13, log)
        window.resize(to: CGSize(width: 639, height: 1376))
        _ = UIApplication.shared.runUntilIdle()
        #expect(root.traitCollection.horizontalSizeClass == .compact)
        window.resize(to: CGSize(width: 678, height: 1376))
        _ = UIApplication.shared.runUntilIdle()
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        window.resize(to: CGSize(width: 1032, height: 1376))
        _ = UIApplication.shared.runUntilIdle()
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    @Test func aPhoneWindowKeepsItsWidthClass() {
        let log = Log()
        let (window, root) = show(on: .iPhone16, log)
        window.resize(to: CGSize(width: 300, height: 600))
        _ = UIApplication.shared.runUntilIdle()
        #expect(log.lines == ["root viewWillTransition(to: 300.0x600.0)"])
        #expect(root.traitCollection.horizontalSizeClass == .compact)
        #expect(window.bounds.size == CGSize(width: 300, height: 600))
    }
}
