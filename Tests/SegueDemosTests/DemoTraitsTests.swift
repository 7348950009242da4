import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueDemos

/// The system settings a demo is played in (`segue --appearance --layout-direction
/// --content-size`) reach the demo's own code: its controllers' traits are the settings from
/// `viewIsAppearing(_:)` on, where UIKit documents them as up to date
/// (Docs/Behaviour-traits.md, "The tool's settings").
@MainActor
@Suite struct DemoTraitsTests {
    /// A controller that notes the traits its view appears in.
    final class Probe: UIViewController {
        var loadedIn: UITraitCollection?
        var bodySize: CGFloat = 0

        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            loadedIn = traitCollection
            bodySize =
                UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
                .pointSize
        }
    }

    func play(_ traits: DemoTraits) -> (Probe, DemoScene) {
        let probe = Probe()
        let demo = Demo(name: "probe", summary: "", article: .seed000) {
            DemoScene(window: DemoScenery.window(root: probe), steps: [])
        }
        var player = DemoPlayer(demo: demo)
        player.traits = traits
        return (probe, player.makeScene())
    }

    @Test func theDemosControllerAppearsInTheSettings() {
        let (probe, scene) = play(
            DemoTraits(
                userInterfaceStyle: .dark, layoutDirection: .rightToLeft,
                preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        #expect(probe.loadedIn?.userInterfaceStyle == .dark)
        #expect(probe.loadedIn?.layoutDirection == .rightToLeft)
        #expect(probe.loadedIn?.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        #expect(probe.bodySize == 53, "the body style at AX5")
        #expect(probe.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(
            scene.window.overrideUserInterfaceStyle == .unspecified,
            "the app's own override is free")
    }

    @Test func theDefaultsChangeNothing() {
        let (probe, scene) = play(DemoTraits())
        #expect(scene.window.traitOverride == nil)
        #expect(probe.loadedIn?.userInterfaceStyle == .light)
        #expect(probe.bodySize == 17)
    }

    @Test func aWindowMadeAfterTheSceneStartsFromTheDefaults() {
        _ = play(DemoTraits(userInterfaceStyle: .dark))
        let later = DemoScenery.window(root: UIViewController())
        #expect(later.traitCollection.userInterfaceStyle == .light)
    }

    @Test func theShortNamesCoverEveryContentSizeInOrder() {
        let sizes = DemoTraits.contentSizes.map(\.category)
        #expect(sizes == sizes.sorted())
        #expect(sizes.count == 12)
        #expect(
            DemoTraits.contentSizes.map(\.name).joined(separator: " ")
                == "XS S M L XL XXL XXXL AX1 AX2 AX3 AX4 AX5")
    }
}
