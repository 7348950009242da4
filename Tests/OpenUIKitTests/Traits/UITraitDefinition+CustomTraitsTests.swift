import Foundation
import OpenUIKit
import Testing

/// Custom traits (iOS 17): a `UITraitDefinition` of the app's own is read and written with the
/// trait collection's and `UIMutableTraits`' subscripts, flows down the hierarchy like a system
/// trait, and wakes only the handlers registered for it (Docs/Behaviour-traits.md, "Custom
/// traits").
@MainActor
@Suite struct CustomTraitsTests {
    enum Theme: Int {
        case standard, monochrome
    }

    struct ThemeTrait: UITraitDefinition {
        static let defaultValue = Theme.standard
        static let affectsColorAppearance = true
    }

    struct ContainedInSettingsTrait: UITraitDefinition {
        static let defaultValue = false
    }

    final class Token: Sendable {}

    struct TokenTrait: UITraitDefinition {
        static let defaultValue: Token? = nil
    }

    @Test func aCollectionReadsTheDefaultUntilTheTraitIsSet() {
        let empty = UITraitCollection()
        #expect(empty[ThemeTrait.self] == .standard)
        let monochrome = UITraitCollection { $0[ThemeTrait.self] = .monochrome }
        #expect(monochrome[ThemeTrait.self] == .monochrome)
        #expect(monochrome != empty)
        #expect(monochrome == UITraitCollection { $0[ThemeTrait.self] = .monochrome })
        let both = monochrome.modifyingTraits { $0[ContainedInSettingsTrait.self] = true }
        #expect(both[ThemeTrait.self] == .monochrome && both[ContainedInSettingsTrait.self])
        let later = UITraitCollection(traitsFrom: [
            both, UITraitCollection { $0[ThemeTrait.self] = .standard },
        ])
        #expect(later[ThemeTrait.self] == .standard, "the later collection wins")
        #expect(later[ContainedInSettingsTrait.self])
        #expect(both.containsTraits(in: monochrome))
        #expect(!monochrome.containsTraits(in: both))
    }

    @Test func theSubscriptReadsAndWritesTheSystemTraitsToo() {
        let dark = UITraitCollection { $0[UITraitUserInterfaceStyle.self] = .dark }
        #expect(dark.userInterfaceStyle == .dark)
        #expect(dark == UITraitCollection(userInterfaceStyle: .dark))
        #expect(dark[UITraitUserInterfaceStyle.self] == .dark)
        #expect(UITraitCollection()[UITraitDisplayScale.self] == 0)
    }

    @Test func anObjectValueComparesByIdentity() {
        let token = Token()
        let a = UITraitCollection { $0[TokenTrait.self] = token }
        #expect(a == UITraitCollection { $0[TokenTrait.self] = token })
        #expect(a != UITraitCollection { $0[TokenTrait.self] = Token() })
        #expect(a[TokenTrait.self] === token)
    }

    @Test func anOverrideFlowsDownToChildrenAndSubviews() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let label = UILabel()
        child.view.addSubview(label)
        let window = makeWindow(root: parent)
        defer { withExtendedLifetime(window) {} }
        #expect(label.traitCollection[ThemeTrait.self] == .standard)
        parent.traitOverrides[ThemeTrait.self] = .monochrome
        #expect(child.traitCollection[ThemeTrait.self] == .monochrome)
        #expect(label.traitCollection[ThemeTrait.self] == .monochrome)
        #expect(parent.traitOverrides.contains(ThemeTrait.self))
        #expect(!child.traitOverrides.contains(ThemeTrait.self))
        parent.traitOverrides.remove(ThemeTrait.self)
        #expect(label.traitCollection[ThemeTrait.self] == .standard)
        #expect(!parent.traitOverrides.contains(ThemeTrait.self))
    }

    @Test func aHandlerRunsOnlyWhenItsCustomTraitChanges() {
        let parent = UIView()
        let view = UIView()
        parent.addSubview(view)
        var themes: [(Theme, Theme)] = []
        var styles = 0
        view.registerForTraitChanges([ThemeTrait.self]) {
            (v: UIView, previous: UITraitCollection) in
            themes.append((previous[ThemeTrait.self], v.traitCollection[ThemeTrait.self]))
        }
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (_: UIView, _: UITraitCollection) in styles += 1
        }
        parent.traitOverrides[ContainedInSettingsTrait.self] = true
        parent.overrideUserInterfaceStyle = .dark
        #expect(themes.isEmpty)
        #expect(styles == 1)
        parent.traitOverrides[ThemeTrait.self] = .monochrome
        #expect(themes.count == 1)
        #expect(themes.first?.0 == .standard && themes.first?.1 == .monochrome)
        #expect(styles == 1, "a custom trait's change wakes no system trait's handler")
        parent.traitOverrides[ThemeTrait.self] = .monochrome
        #expect(themes.count == 1, "the same value again is no change")
    }

    @Test func aTraitThatAffectsColoursResolvesDynamicColoursAgain() {
        let themed = UIColor { traits in
            traits[ThemeTrait.self] == .monochrome ? .gray : .red
        }
        let light = UITraitCollection()
        let monochrome = UITraitCollection { $0[ThemeTrait.self] = .monochrome }
        #expect(light.hasDifferentColorAppearance(comparedTo: monochrome))
        let settings = UITraitCollection { $0[ContainedInSettingsTrait.self] = true }
        #expect(!light.hasDifferentColorAppearance(comparedTo: settings))
        let view = UIView()
        view.backgroundColor = themed
        #expect(view.layer.backgroundColor == UIColor.red.cgColor)
        view.traitOverrides[ThemeTrait.self] = .monochrome
        #expect(view.layer.backgroundColor == UIColor.gray.cgColor)
    }
}
