import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A controller that records every `traitCollectionDidChange(_:)` with the traits before and
/// after.
final class TraitRecordingViewController: UIViewController {
    var changes: [(previous: UITraitCollection?, now: UITraitCollection)] = []

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append((previousTraitCollection, traitCollection))
    }
}

@MainActor
@Suite struct TraitCollectionTests {
    @Test func aNewCollectionSpecifiesNothing() {
        let traits = UITraitCollection()
        #expect(traits.horizontalSizeClass == .unspecified)
        #expect(traits.verticalSizeClass == .unspecified)
        #expect(traits.userInterfaceIdiom == .unspecified)
        #expect(traits.displayScale == 0)
    }

    @Test func eachInitializerSpecifiesOneTrait() {
        #expect(UITraitCollection(horizontalSizeClass: .compact).horizontalSizeClass == .compact)
        #expect(UITraitCollection(horizontalSizeClass: .compact).verticalSizeClass == .unspecified)
        #expect(UITraitCollection(verticalSizeClass: .regular).verticalSizeClass == .regular)
        #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
        #expect(UITraitCollection(displayScale: 3).displayScale == 3)
        #expect(UITraitCollection(displayScale: 3).horizontalSizeClass == .unspecified)
    }

    @Test func combinedCollectionsTakeTheLastSpecifiedValueOfEachTrait() {
        let traits = UITraitCollection(traitsFrom: [
            .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular),
            .init(horizontalSizeClass: .regular), .init(horizontalSizeClass: .unspecified),
            .init(displayScale: 2),
        ])
        #expect(traits.horizontalSizeClass == .regular, "the later one wins; unspecified does not")
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .unspecified)
        #expect(traits.displayScale == 2)
    }

    @Test func aCollectionContainsTheTraitsItAgreesWith() {
        let phone = UITraitCollection(traitsFrom: [
            .init(horizontalSizeClass: .compact), .init(userInterfaceIdiom: .phone),
        ])
        #expect(phone.containsTraits(in: .init(horizontalSizeClass: .compact)) == true)
        #expect(phone.containsTraits(in: .init()) == true)
        #expect(phone.containsTraits(in: nil) == true)
        #expect(phone.containsTraits(in: .init(horizontalSizeClass: .regular)) == false)
        #expect(phone.containsTraits(in: .init(displayScale: 3)) == false)
    }

    @Test func theCurrentTraitsAreTheDevicesInPortrait() {
        let traits = UITraitCollection.current
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.displayScale == UIScreen.main.scale)
    }

    @Test func aChildGetsTheTraitsItsParentOverridesOverTheInheritedOnes() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        parent.setOverrideTraitCollection(
            UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.traitCollection.verticalSizeClass == .regular, "inherited from the device")
        #expect(child.traitCollection.userInterfaceIdiom == .phone)
        #expect(parent.traitCollection.horizontalSizeClass == .compact, "the parent keeps its own")
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
    }

    @Test func aGrandchildInheritsItsParentsOverriddenTraits() {
        let root = UIViewController()
        let middle = UIViewController()
        let leaf = UIViewController()
        root.addChild(middle)
        middle.addChild(leaf)
        root.setOverrideTraitCollection(
            UITraitCollection(verticalSizeClass: .compact), forChild: middle)
        #expect(leaf.traitCollection.verticalSizeClass == .compact)
    }

    @Test func traitCollectionDidChangeIsCalledOnceWithThePreviousTraitsOnARealChange() throws {
        let parent = UIViewController()
        let child = TraitRecordingViewController()
        parent.addChild(child)
        let compactHeight = UITraitCollection(verticalSizeClass: .compact)
        parent.setOverrideTraitCollection(compactHeight, forChild: child)
        parent.setOverrideTraitCollection(compactHeight, forChild: child)
        parent.setOverrideTraitCollection(
            UITraitCollection(traitsFrom: [compactHeight, .init(userInterfaceIdiom: .phone)]),
            forChild: child)
        #expect(
            child.changes.count == 1, "the same traits again, or an idiom it had, change nothing")
        let change = try #require(child.changes.first)
        #expect(change.previous?.verticalSizeClass == .regular)
        #expect(change.now.verticalSizeClass == .compact)
    }

    @Test func descendantsWhoseTraitsChangeAreToldToo() {
        let parent = UIViewController()
        let child = TraitRecordingViewController()
        let grandchild = TraitRecordingViewController()
        parent.addChild(child)
        child.addChild(grandchild)
        parent.setOverrideTraitCollection(
            UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.changes.count == 1)
        #expect(grandchild.changes.count == 1)
        #expect(grandchild.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func removingTheOverrideRestoresTheInheritedTraits() {
        let parent = UIViewController()
        let child = TraitRecordingViewController()
        parent.addChild(child)
        parent.setOverrideTraitCollection(
            UITraitCollection(userInterfaceIdiom: .pad), forChild: child)
        parent.setOverrideTraitCollection(nil, forChild: child)
        #expect(child.traitCollection.userInterfaceIdiom == .phone)
        #expect(child.changes.count == 2)
        #expect(parent.overrideTraitCollection(forChild: child) == nil)
    }

    @Test func anOverrideStopsApplyingWhenTheChildLeavesItsParent() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        parent.setOverrideTraitCollection(
            UITraitCollection(userInterfaceIdiom: .pad), forChild: child)
        child.removeFromParent()
        #expect(child.traitCollection.userInterfaceIdiom == .phone)
    }

    @Test func aWindowsRootAndWhatItPresentsGetTheWindowsTraits() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.traitOverride = UITraitCollection(horizontalSizeClass: .regular)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        #expect(root.traitCollection.userInterfaceIdiom == .phone, "the device's underneath")
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        _ = UIApplication.shared.runUntilIdle(timeout: 5)
        #expect(presented.traitCollection.horizontalSizeClass == .regular)
        #expect(root.traitCollection.horizontalSizeClass == .regular, "its view left the window")
        withExtendedLifetime(window) {}
    }
}
