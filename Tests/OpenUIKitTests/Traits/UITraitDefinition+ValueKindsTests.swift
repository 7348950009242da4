import Foundation
import OpenUIKit
import Testing

/// The three kinds of trait UIKit declares beside `UITraitDefinition` (iOS 17):
/// `UICGFloatTraitDefinition`, `UINSIntegerTraitDefinition` and `UIObjectTraitDefinition`, read
/// with `value(forCGFloatTrait:)`, `value(forNSIntegerTrait:)` and `object(forTrait:)`, set with
/// the matching `UIMutableTraits` setters, observed with `registerForTraitChanges(_:handler:)`
/// (Docs/Behaviour-traits.md, "Custom traits").
@MainActor
@Suite struct TraitValueKindsTests {
    /// An `NSInteger` trait as UIKit's documentation declares one: a class with a default.
    final class ThemeTrait: NSObject, UINSIntegerTraitDefinition {
        static let defaultValue = 0
    }

    struct SpacingTrait: UICGFloatTraitDefinition {
        static let defaultValue: CGFloat = 8
        static let name = "Spacing"
    }

    /// An object value equal to another of the same name.
    final class Palette: NSObject {
        let name: String
        init(_ name: String) { self.name = name }
        override func isEqual(_ object: Any?) -> Bool { (object as? Palette)?.name == name }
    }

    final class PaletteTrait: NSObject, UIObjectTraitDefinition {
        static var defaultValue: (any NSObjectProtocol)? { nil }
        static var affectsColorAppearance: Bool { true }
    }

    @Test func anIntegerTraitReadsItsDefaultThenTheValueSet() {
        #expect(UITraitCollection().value(forNSIntegerTrait: ThemeTrait.self) == 0)
        let themed = UITraitCollection { $0.setNSIntegerValue(2, forTrait: ThemeTrait.self) }
        #expect(themed.value(forNSIntegerTrait: ThemeTrait.self) == 2)
        #expect(themed[ThemeTrait.self] == 2, "the subscript reads the same value")
        #expect(themed != UITraitCollection())
        let mutated = themed.modifyingTraits { traits in
            #expect(traits.value(forNSIntegerTrait: ThemeTrait.self) == 2)
            traits.setNSIntegerValue(3, forTrait: ThemeTrait.self)
        }
        #expect(mutated.value(forNSIntegerTrait: ThemeTrait.self) == 3)
    }

    @Test func aCGFloatTraitAndTheDisplayScale() {
        let traits = UITraitCollection {
            $0.setCGFloatValue(12.5, forTrait: SpacingTrait.self)
            $0.setCGFloatValue(3, forTrait: UITraitDisplayScale.self)
        }
        #expect(traits.value(forCGFloatTrait: SpacingTrait.self) == 12.5)
        #expect(UITraitCollection().value(forCGFloatTrait: SpacingTrait.self) == 8)
        #expect(traits.displayScale == 3, "the display scale is a CGFloat trait")
        #expect(traits.value(forCGFloatTrait: UITraitDisplayScale.self) == 3)
        #expect(
            UITraitCollection(displayScale: 2).value(forCGFloatTrait: UITraitDisplayScale.self) == 2
        )
    }

    @Test func anObjectTraitIsTheObjectSetAndComparesWithIsEqual() {
        let warm = Palette("warm")
        #expect(UITraitCollection().object(forTrait: PaletteTrait.self) == nil)
        let a = UITraitCollection { $0.setObject(warm, forTrait: PaletteTrait.self) }
        #expect(a.object(forTrait: PaletteTrait.self) === warm)
        let b = UITraitCollection { $0.setObject(Palette("warm"), forTrait: PaletteTrait.self) }
        #expect(a == b, "an equal object (isEqual) is the same value")
        let c = UITraitCollection { $0.setObject(Palette("cold"), forTrait: PaletteTrait.self) }
        #expect(a != c)
        #expect(a.hasDifferentColorAppearance(comparedTo: c), "the trait affects colours")
    }

    @Test func overridesFlowDownAndWakeOnlyTheirHandlers() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = UIWindow()
        window.rootViewController = parent
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        var themes: [(Int, Int)] = []
        var palettes: [String?] = []
        child.registerForTraitChanges([ThemeTrait.self]) {
            (vc: UIViewController, previous: UITraitCollection) in
            themes.append(
                (
                    previous.value(forNSIntegerTrait: ThemeTrait.self),
                    vc.traitCollection.value(forNSIntegerTrait: ThemeTrait.self)
                ))
        }
        child.view.registerForTraitChanges([PaletteTrait.self]) {
            (view: UIView, _: UITraitCollection) in
            palettes.append(
                (view.traitCollection.object(forTrait: PaletteTrait.self) as? Palette)?.name)
        }
        parent.traitOverrides.setNSIntegerValue(1, forTrait: ThemeTrait.self)
        #expect(child.traitCollection.value(forNSIntegerTrait: ThemeTrait.self) == 1)
        #expect(child.view.traitCollection[ThemeTrait.self] == 1)
        #expect(themes.count == 1 && themes.first?.0 == 0 && themes.first?.1 == 1)
        #expect(palettes.isEmpty)
        parent.traitOverrides.setNSIntegerValue(1, forTrait: ThemeTrait.self)
        #expect(themes.count == 1, "the same value again is no change")

        window.traitOverrides.setObject(Palette("warm"), forTrait: PaletteTrait.self)
        #expect(palettes == ["warm"])
        window.traitOverrides.setObject(Palette("warm"), forTrait: PaletteTrait.self)
        #expect(palettes == ["warm"], "an equal object is no change")
        window.traitOverrides.setObject(nil, forTrait: PaletteTrait.self)
        #expect(palettes == ["warm", nil])
        #expect(window.traitOverrides.contains(PaletteTrait.self), "set to nil is still set")
        window.traitOverrides.remove(PaletteTrait.self)
        #expect(!window.traitOverrides.contains(PaletteTrait.self))
        #expect(themes.count == 1)
    }
}
