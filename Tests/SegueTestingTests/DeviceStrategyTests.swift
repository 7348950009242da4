import Foundation
@_spi(Testing) import OpenUIKit
import SegueRender
import SnapshotTesting
import Testing

@testable import SegueTesting

@MainActor
@Suite struct DeviceStrategyTests {
    let fadeIn = TransitionScenario.present(
        { SwatchViewController.fadingIn(fill: .red, square: .white) },
        from: { SwatchViewController(fill: .blue, square: .yellow) })

    /// Runs `strategy` on `value` and returns the image drawn.
    func draw<Value>(_ value: Value, _ strategy: Snapshotting<Value, UIImage>) throws -> Bitmap {
        var result: UIImage?
        strategy.snapshot(value).run { result = $0 }
        return try #require(result).segueBitmap
    }

    @Test func aConfigsSizeAndSafeAreaReachTheHostedController() throws {
        let probe = SafeAreaProbeViewController()
        let bitmap = try draw(probe as UIViewController, .image(on: .iPhone13Pro, scale: 1))
        #expect(probe.laidOutBounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(probe.laidOutSafeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(bitmap.width == 390 && bitmap.height == 844)
        #expect(bitmap[195, 20] == RGBA8(r: 255, g: 0, b: 0, a: 255), "above the safe area")
        #expect(bitmap[195, 60] == RGBA8(r: 0, g: 255, b: 0, a: 255), "inside it")
    }

    @Test func landscapeSwapsTheSizeAndMovesTheSafeAreaToTheSides() throws {
        let probe = SafeAreaProbeViewController()
        _ = try draw(probe as UIViewController, .image(on: .iPhone13Pro(.landscape), scale: 1))
        #expect(probe.laidOutBounds.size == CGSize(width: 844, height: 390))
        #expect(probe.laidOutSafeArea == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(ViewImageConfig.iPhoneSe(.landscape).size == CGSize(width: 568, height: 320))
        #expect(ViewImageConfig.iPadPro11(.portrait).size == CGSize(width: 834, height: 1194))
        #expect(ViewImageConfig.iPadPro11.size == CGSize(width: 1194, height: 834))
    }

    @Test func everyPhonePresetsLandscapeIsItsPortraitTurned() {
        let presets: [(ViewImageConfig.Orientation) -> ViewImageConfig] = [
            ViewImageConfig.iPhoneSe, ViewImageConfig.iPhone8, ViewImageConfig.iPhone8Plus,
            ViewImageConfig.iPhoneX, ViewImageConfig.iPhoneXr, ViewImageConfig.iPhoneXsMax,
            ViewImageConfig.iPhone12, ViewImageConfig.iPhone12Pro, ViewImageConfig.iPhone12ProMax,
            ViewImageConfig.iPhone13, ViewImageConfig.iPhone13Mini, ViewImageConfig.iPhone13Pro,
            ViewImageConfig.iPhone13ProMax, ViewImageConfig.iPhoneSe3, ViewImageConfig.iPhone15,
            ViewImageConfig.iPhone16, ViewImageConfig.iPhone16Pro, ViewImageConfig.iPhone16ProMax,
        ]
        for preset in presets {
            let portrait = preset(.portrait)
            let landscape = preset(.landscape)
            let turned = portrait.size.map { CGSize(width: $0.height, height: $0.width) }
            #expect(landscape.size == turned, "\(landscape.referenceName)")
            #expect(portrait.traits.verticalSizeClass == .regular)
            #expect(landscape.traits.verticalSizeClass == .compact)
            #expect(portrait.traits.userInterfaceIdiom == .phone)
        }
    }

    @Test func presetsCarryTheLibrarysNumbersAndNames() {
        let se = ViewImageConfig.iPhoneSe
        #expect(se.size == CGSize(width: 320, height: 568))
        #expect(se.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(se.name == "iPhoneSe-portrait")
        let mini = ViewImageConfig.iPhone13Mini(.landscape)
        #expect(mini.safeArea == UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
        #expect(ViewImageConfig.iPhone13ProMax(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPhone13Pro(.landscape).traits.horizontalSizeClass == .compact)
        let third = ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneThird))
        #expect(third.size == CGSize(width: 375, height: 1024))
        #expect(third.traits.horizontalSizeClass == .compact)
        #expect(third.name == "iPadPro12_9-landscape-oneThird")
        let half = ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf))
        #expect(half.traits.horizontalSizeClass == .regular, "the 12.9-inch's half is regular")
        #expect(ViewImageConfig.iPadMini(.portrait(splitView: .twoThirds)).size?.width == 438)
        #expect(
            ViewImageConfig.iPadPro11.safeArea
                == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(ViewImageConfig(size: CGSize(width: 40, height: 60)).referenceName == "40x60")
    }

    @Test func todaysDevicesComeFromTheEnginesDeviceProfiles() {
        let pro = ViewImageConfig.iPhone16Pro
        #expect(pro.size == CGSize(width: 402, height: 874))
        #expect(pro.safeArea == UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        #expect(pro.name == "iPhone16Pro-portrait")
        #expect(ViewImageConfig.iPhone16ProMax(.landscape).size == CGSize(width: 956, height: 440))
        #expect(ViewImageConfig.iPhone16ProMax(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPhone15.size == UIDeviceProfile.iPhone15.size)
        #expect(ViewImageConfig.iPhoneSe3.size == CGSize(width: 375, height: 667))
        #expect(ViewImageConfig.iPadPro13.size == CGSize(width: 1376, height: 1032))
        #expect(ViewImageConfig.iPadPro11M4(.portrait).size == CGSize(width: 834, height: 1210))
        #expect(ViewImageConfig.iPadPro13.traits.userInterfaceIdiom == .pad)
    }

    @Test func sizeClassesFromTheConfigReachTheControllersTraitCollection() throws {
        let probe = SafeAreaProbeViewController()
        _ = try draw(
            probe as UIViewController,
            .image(on: .iPadPro11(.landscape(splitView: .oneThird)), scale: 1))
        let traits = try #require(probe.traitsAtLayout)
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .pad)
        #expect(probe.laidOutBounds.size == CGSize(width: 375, height: 834))
    }

    @Test func traitsGivenBesideTheConfigWinOverItsTraits() throws {
        let probe = SafeAreaProbeViewController()
        let bitmap = try draw(
            probe as UIViewController,
            .image(
                on: .iPhoneSe,
                traits: UITraitCollection(traitsFrom: [
                    .init(horizontalSizeClass: .regular), .init(displayScale: 3),
                ])))
        #expect(probe.traitsAtLayout?.horizontalSizeClass == .regular)
        #expect(probe.traitsAtLayout?.verticalSizeClass == .regular, "the config's")
        #expect(bitmap.width == 320 * 3, "drawn at the traits' display scale")
    }

    @Test func traitCollectionDidChangeIsCalledOnceWhenTheConfigChangesTheTraits() {
        let pad = SafeAreaProbeViewController()
        _ = Snapshotting<UIViewController, UIImage>.image(on: .iPadPro11, scale: 1).snapshot(pad)
            .run { _ in }
        #expect(pad.traitChanges.count == 1)
        #expect(pad.traitChanges.first??.horizontalSizeClass == .compact, "the phone's before")
        let phone = SafeAreaProbeViewController()
        _ = Snapshotting<UIViewController, UIImage>.image(on: .iPhone13Pro, scale: 1).snapshot(
            phone
        ).run { _ in }
        // The iPhone 13 Pro's size classes are the device's; the library's `.medium` text size is
        // the one change.
        #expect(phone.traitChanges.count == 1)
        #expect(phone.traitChanges.first??.horizontalSizeClass == .compact)
        #expect(phone.traitChanges.first??.preferredContentSizeCategory == .large)
    }

    @Test func aControllerIsHostedAnewForEachConfig() throws {
        let probe = SafeAreaProbeViewController()
        _ = try draw(probe as UIViewController, .image(on: .iPhoneSe, scale: 1))
        #expect(probe.viewIfLoaded?.window == nil, "it left the window after drawing")
        let second = try draw(probe as UIViewController, .image(on: .iPhone8, scale: 1))
        #expect(second.width == 375 && probe.laidOutBounds.width == 375)
    }

    @Test func aViewIsDrawnWithTraitsAtTheirDisplayScale() throws {
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 20))
        view.backgroundColor = .blue
        let bitmap = try draw(view, .image(traits: UITraitCollection(displayScale: 3)))
        #expect(bitmap.width == 90 && bitmap.height == 60)
        #expect(bitmap[45, 30] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(view.frame == CGRect(x: 5, y: 5, width: 30, height: 20), "the view is put back")
        #expect(view.superview == nil)
    }

    @Test func aScenarioPlaysInTheConfigsWindow() throws {
        let bitmap = try draw(fadeIn, .frame(at: 1, on: .iPhoneSe(.landscape), scale: 1))
        #expect(bitmap.width == 568 && bitmap.height == 320)
        #expect(bitmap[2, 2] == RGBA8(r: 255, g: 0, b: 0, a: 255), "the presented controller")
    }

    @Test func aMatrixNamesOneStrategyPerConfigAfterIt() {
        let strategies = [String: Snapshotting<TransitionScenario, UIImage>].filmstrip(
            at: [0, 1], on: [.iPhoneSe, .iPhone13Pro, .iPadPro11(.landscape), .iPhoneSe])
        #expect(
            Set(strategies.keys) == [
                "iPhoneSe-portrait", "iPhone13Pro-portrait", "iPadPro11-landscape",
                "iPhoneSe-portrait-2",
            ])
    }

    @Test func aMatrixWritesOneReferencePerConfig() throws {
        assertSnapshots(
            of: fadeIn, as: .filmstrip(at: [0, 0.5, 1], on: [.iPhoneSe, .iPhone13Pro, .iPadPro11]))
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/DeviceStrategyTests")
        for name in ["iPhoneSe-portrait", "iPhone13Pro-portrait", "iPadPro11-landscape"] {
            let file = folder.appendingPathComponent(
                "aMatrixWritesOneReferencePerConfig.\(name).png")
            #expect(FileManager.default.fileExists(atPath: file.path), "\(file.lastPathComponent)")
        }
    }

    @Test func controllerImagesOnDevicesMatchTheirReferences() {
        assertSnapshots(
            of: SafeAreaProbeViewController() as UIViewController,
            as: .image(on: [.iPhoneX, .iPhone16Pro(.landscape)], scale: 1))
    }

    @Test func whatTheHostedControllerPresentsAdaptsToTheConfigsTraits() throws {
        let formSheet = TransitionScenario.present(
            {
                let sheet = SwatchViewController(fill: .red, square: .white)
                sheet.modalPresentationStyle = .formSheet
                return sheet
            }, from: { SwatchViewController(fill: .blue, square: .yellow) })
        let pad = try draw(formSheet, .frame(at: 1, on: .iPadPro11, scale: 1))
        let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
        #expect(pad.width == 1194 && pad.height == 834)
        #expect(pad[597, 417] == red, "the sheet in the middle")
        #expect(pad[100, 417] != red, "a 540 pt wide form sheet, not a full-width card")
        let phone = try draw(formSheet, .frame(at: 1, on: .iPhone13Pro, scale: 1))
        #expect(phone[5, 400] == red, "a card as wide as the phone")
        assertSnapshot(of: formSheet, as: .frame(at: 1, on: .iPadPro11, scale: 1))
        assertSnapshot(of: formSheet, as: .timeline(on: .iPadPro11))
    }

    @Test func aNavigationBarSitsBelowTheConfigsSafeArea() throws {
        let push = TransitionScenario.push(
            { SafeAreaProbeViewController() },
            on: {
                UINavigationController(
                    rootViewController: SwatchViewController(fill: .blue, square: .yellow))
            })
        let bitmap = try draw(push, .frame(at: 1, on: .iPhoneX, scale: 1))
        let green = RGBA8(r: 0, g: 255, b: 0, a: 255)
        #expect(bitmap[187, 44 + 44 + 2] == green, "the safe area starts below status bar and bar")
        #expect(bitmap[187, 44 + 20] != green, "the bar")
        #expect(bitmap[187, 812 - 34 - 2] == green)
        #expect(bitmap[187, 812 - 10] != green, "the home indicator's inset")
        assertSnapshot(of: push, as: .frame(at: 1, on: .iPhoneX, scale: 1))
    }
}
