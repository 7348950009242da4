import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// The device profiles hold Apple's published sizes, scales and size classes (Human Interface
/// Guidelines, "Layout") and the Simulator's safe areas and status bars
/// (Docs/Behaviour-devices.md cites each number).
@MainActor
@Suite(.serialized) struct DeviceProfileAppleNumbersTests {
    struct Expected: Sendable {
        var profile: UIDeviceProfile
        var points: CGSize
        var scale: CGFloat
        var portraitInsets: UIEdgeInsets
        var landscapeInsets: UIEdgeInsets
        var statusBar: CGFloat
        var landscapeStatusBar: CGFloat
        var landscapeWidth: UIUserInterfaceSizeClass
        var landscapeHeight: UIUserInterfaceSizeClass
    }

    nonisolated static let expected: [Expected] = [
        Expected(
            profile: .iPhoneSE, points: CGSize(width: 375, height: 667), scale: 2,
            portraitInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeInsets: .zero, statusBar: 20, landscapeStatusBar: 0,
            landscapeWidth: .compact, landscapeHeight: .compact),
        Expected(
            profile: .iPhone16, points: CGSize(width: 393, height: 852), scale: 3,
            portraitInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            landscapeInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
            statusBar: 54, landscapeStatusBar: 0, landscapeWidth: .compact,
            landscapeHeight: .compact),
        Expected(
            profile: .iPhone16Pro, points: CGSize(width: 402, height: 874), scale: 3,
            portraitInsets: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
            landscapeInsets: UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
            statusBar: 62, landscapeStatusBar: 0, landscapeWidth: .compact,
            landscapeHeight: .compact),
        Expected(
            profile: .iPhone16ProMax, points: CGSize(width: 440, height: 956), scale: 3,
            portraitInsets: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
            landscapeInsets: UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
            statusBar: 62, landscapeStatusBar: 0, landscapeWidth: .regular,
            landscapeHeight: .compact),
        Expected(
            profile: .iPadPro11M4, points: CGSize(width: 834, height: 1210), scale: 2,
            portraitInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            statusBar: 24, landscapeStatusBar: 24, landscapeWidth: .regular,
            landscapeHeight: .regular),
        Expected(
            profile: .iPadPro13, points: CGSize(width: 1032, height: 1376), scale: 2,
            portraitInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            statusBar: 24, landscapeStatusBar: 24, landscapeWidth: .regular,
            landscapeHeight: .regular),
    ]

    @Test(arguments: expected)
    func eachProfileHasApplesPointsScaleInsetsAndStatusBar(_ e: Expected) {
        UIScreen.main.device = e.profile
        defer { UIScreen.main.device = .iPhone15 }
        #expect(UIScreen.main.bounds.size == e.points)
        #expect(UIScreen.main.scale == e.scale)
        #expect(
            UIScreen.main.nativeBounds.size
                == CGSize(width: e.points.width * e.scale, height: e.points.height * e.scale))
        let window = UIWindow()
        #expect(window.safeAreaInsets == e.portraitInsets)
        #expect(UIApplication.shared.statusBarFrame.height == e.statusBar)
        #expect(e.profile.safeAreaInsets(landscape: true) == e.landscapeInsets)
        #expect(e.profile.landscapeStatusBarHeight == e.landscapeStatusBar)
    }

    @Test(arguments: expected)
    func sizeClassesFollowApplesTable(_ e: Expected) {
        let portrait = e.profile.traits(landscape: false)
        let pad = e.profile.idiom == .pad
        #expect(portrait.horizontalSizeClass == (pad ? .regular : .compact))
        #expect(portrait.verticalSizeClass == .regular)
        let landscape = e.profile.traits(landscape: true)
        #expect(landscape.horizontalSizeClass == e.landscapeWidth)
        #expect(landscape.verticalSizeClass == e.landscapeHeight)
        #expect(landscape.userInterfaceIdiom == e.profile.idiom)
    }

    @Test func theToolsIdentifiersNameTodaysDevices() {
        #expect(
            UIDeviceProfile.current.map(\.identifier) == [
                "iphone-se", "iphone-16", "iphone-16-pro", "iphone-16-pro-max", "ipad-pro-11",
                "ipad-pro-13",
            ])
        #expect(UIDeviceProfile.named("IPHONE-16-PRO") == .iPhone16Pro)
        #expect(UIDeviceProfile.named("iphone-17") == nil)
    }
}
