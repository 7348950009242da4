import Foundation
import OpenUIKit
import Testing

/// A window's root controller has the window's traits from the moment it is made the root,
/// before the window is shown: in `viewDidLoad()` (its view loads when it is set) and until
/// `makeKeyAndVisible()`, which then changes nothing (Docs/Behaviour-traits.md, "Where traits
/// come from").
@MainActor
@Suite struct RootControllerTraitsTests {
    /// Records the traits it reads in `viewDidLoad()` and each trait change it is told about.
    final class Probe: UIViewController {
        var loadedWith: UITraitCollection?
        var changes: [UITraitCollection?] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            loadedWith = traitCollection
        }
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            changes.append(previous)
        }
    }

    @Test func aRootControllerLoadsWithTheWindowsTraitsBeforeTheWindowIsShown() {
        let window = UIWindow()
        window.traitOverrides.userInterfaceStyle = .dark
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        window.traitOverrides.layoutDirection = .rightToLeft
        let root = Probe()
        window.rootViewController = root
        #expect(root.isViewLoaded, "setting the root loads its view")
        #expect(root.loadedWith?.userInterfaceStyle == .dark)
        #expect(root.loadedWith?.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        #expect(root.loadedWith?.layoutDirection == .rightToLeft)
        #expect(root.loadedWith?.horizontalSizeClass == window.traitCollection.horizontalSizeClass)
        #expect(root.loadedWith?.displayScale == UIScreen.main.scale)
        #expect(window.isHidden)
        #expect(root.traitCollection.userInterfaceStyle == .dark, "still before it is shown")
        #expect(root.view.traitCollection.userInterfaceStyle == .dark)

        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        #expect(root.changes.isEmpty, "being shown changes none of its traits")
    }

    @Test func aControllerNoLongerRootLeavesTheWindowsTraits() {
        let window = UIWindow()
        window.traitOverrides.userInterfaceStyle = .dark
        let first = Probe()
        window.rootViewController = first
        #expect(first.traitCollection.userInterfaceStyle == .dark)
        let second = Probe()
        window.rootViewController = second
        #expect(second.loadedWith?.userInterfaceStyle == .dark)
        #expect(first.traitCollection.userInterfaceStyle != .dark)
    }

    @Test func aChangeOfTheHiddenWindowsTraitsReachesItsRoot() {
        let window = UIWindow()
        let root = Probe()
        window.rootViewController = root
        #expect(root.loadedWith?.userInterfaceStyle != .dark)
        window.traitOverrides.userInterfaceStyle = .dark
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        #expect(root.changes.count == 1)
        #expect(root.changes.first??.userInterfaceStyle != .dark)
    }
}
