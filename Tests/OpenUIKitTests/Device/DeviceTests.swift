import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// `UIDevice.current`: the screen's device profile, iOS 18.0, and the physical orientation that
/// is reported only while orientation notifications are being generated.
@MainActor
@Suite(.serialized) struct DeviceTests {
    final class Heard: @unchecked Sendable { var orientations: [UIDeviceOrientation] = [] }

    @Test func aPhoneIsAnIPhoneRunningIOS() {
        UIScreen.main.device = .iPhone15
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .phone)
        #expect(device.systemName == "iOS")
        #expect(device.systemVersion == "18.0")
        #expect(device.model == "iPhone")
        #expect(device.localizedModel == "iPhone")
        #expect(device.name == "iPhone")
    }

    @Test func aPadIsAnIPadRunningIPadOS() {
        UIScreen.main.device = .iPadPro11
        defer { UIScreen.main.device = .iPhone15 }
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UIDevice.current.systemName == "iPadOS")
        #expect(UIDevice.current.model == "iPad")
        #expect(UIDevice.current.name == "iPad")
    }

    @Test func theOrientationIsUnknownUntilNotificationsAreGenerated() {
        let device = UIDevice.current
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        #expect(device.orientation == .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        #expect(device.orientation == .portrait)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .unknown)
    }

    @Test func beginAndEndCallsNest() {
        let device = UIDevice.current
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications, "one begin still open")
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications, "an extra end is not owed")
        device.endGeneratingDeviceOrientationNotifications()
    }

    @Test func turningTheDevicePostsOneNotificationPerChange() {
        let device = UIDevice.current
        let heard = Heard()
        let token = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: device, queue: nil
        ) { _ in
            MainActor.assumeIsolated { heard.orientations.append(UIDevice.current.orientation) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        device.setOrientation(.landscapeLeft)
        #expect(heard.orientations.isEmpty, "not generating yet")
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .landscapeLeft)
        device.setOrientation(.landscapeLeft)
        device.setOrientation(.faceUp)
        device.setOrientation(.portraitUpsideDown)
        device.endGeneratingDeviceOrientationNotifications()
        device.setOrientation(.portrait)
        #expect(heard.orientations == [.faceUp, .portraitUpsideDown])
    }

    @Test func orientationKindsAreUIKits() {
        #expect(UIDeviceOrientation.landscapeRight.isLandscape)
        #expect(UIDeviceOrientation.portraitUpsideDown.isPortrait)
        #expect(UIDeviceOrientation.faceDown.isFlat)
        #expect(!UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
        #expect(!UIDeviceOrientation.unknown.isValidInterfaceOrientation)
        #expect(UIDeviceOrientation.landscapeLeft.rawValue == 3)
    }
}
