import Foundation
import OpenUIKit
import Testing

/// iOS 17's `registerForTraitChanges(_:handler:)`: a handler runs after one of its traits
/// changes, with the object and the traits before, and not after `unregisterForTraitChanges(_:)`.
@MainActor
@Suite struct TraitChangeRegistrationTests {
    @Test func aHandlerRunsOnlyForTheTraitsItRegistered() {
        let controller = UIViewController()
        var calls: [(UIUserInterfaceStyle, UIUserInterfaceStyle)] = []
        controller.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (vc: UIViewController, previous: UITraitCollection) in
            calls.append((previous.userInterfaceStyle, vc.traitCollection.userInterfaceStyle))
        }
        controller.traitOverrides.horizontalSizeClass = .regular
        #expect(calls.isEmpty)
        controller.overrideUserInterfaceStyle = .dark
        #expect(calls.count == 1)
        #expect(calls.first?.0 == .light)
        #expect(calls.first?.1 == .dark)
    }

    @Test func anUnregisteredHandlerIsNotCalled() {
        let view = UIView()
        var count = 0
        let registration = view.registerForTraitChanges([
            UITraitPreferredContentSizeCategory.self, UITraitLayoutDirection.self,
        ]) { (_: UIView, _: UITraitCollection) in count += 1 }
        view.traitOverrides.preferredContentSizeCategory = .extraLarge
        view.traitOverrides.layoutDirection = .rightToLeft
        #expect(count == 2)
        view.unregisterForTraitChanges(registration)
        view.traitOverrides.preferredContentSizeCategory = .small
        #expect(count == 2)
    }

    @Test func handlersRunAfterTraitCollectionDidChange() {
        final class Recording: UIView {
            var order: [String] = []
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                order.append("traitCollectionDidChange")
            }
        }
        let view = Recording()
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (v: Recording, _: UITraitCollection) in v.order.append("handler")
        }
        view.overrideUserInterfaceStyle = .dark
        #expect(view.order == ["traitCollectionDidChange", "handler"])
    }
}
