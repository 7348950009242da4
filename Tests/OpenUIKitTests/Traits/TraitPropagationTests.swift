import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// A view that records its trait changes (previous style → new style) into a shared log.
final class StyleLoggingView: UIView {
    var log: (String) -> Void = { _ in }
    var name = ""

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log(
            "\(name) \(previousTraitCollection?.userInterfaceStyle.rawValue ?? -9)→\(traitCollection.userInterfaceStyle.rawValue)"
        )
    }
}

/// A controller that records its trait changes into a shared log.
final class StyleLoggingController: UIViewController {
    var log: (String) -> Void = { _ in }
    var name = ""

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log(
            "\(name) \(previousTraitCollection?.userInterfaceStyle.rawValue ?? -9)→\(traitCollection.userInterfaceStyle.rawValue)"
        )
    }
}

/// Traits flow window → root controller → children and presented controllers → views, with
/// overrides, and the change callbacks run parents first, only on real change
/// (Docs/Behaviour-traits.md, "Where traits come from", "Order").
@MainActor
@Suite struct TraitPropagationTests {
    final class Log { var lines: [String] = [] }

    @Test func aWindowsAppearanceReachesItsControllersAndViews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        let child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let label = UILabel()
        child.view.addSubview(label)
        window.rootViewController = root
        window.makeKeyAndVisible()
        #expect(label.traitCollection.userInterfaceStyle == .light)
        window.overrideUserInterfaceStyle = .dark
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        #expect(label.traitCollection.userInterfaceLevel == .base)
        #expect(label.traitCollection.preferredContentSizeCategory == .large)
        #expect(label.traitCollection.horizontalSizeClass == .compact, "the device's, kept")
    }

    @Test func aControllersOverrideCoversItsViewAndChildrenButNotItsParent() {
        let root = UIViewController()
        let child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        child.overrideUserInterfaceStyle = .dark
        #expect(child.overrideUserInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.view.traitCollection.userInterfaceStyle == .dark)
        #expect(root.traitCollection.userInterfaceStyle == .light)
        #expect(root.view.traitCollection.userInterfaceStyle == .light)
        child.overrideUserInterfaceStyle = .unspecified
        #expect(child.view.traitCollection.userInterfaceStyle == .light)
    }

    @Test func aViewsTraitOverridesCoverItsSubviewsOnly() {
        let parent = UIView()
        let view = UIView()
        let sub = UIView()
        parent.addSubview(view)
        view.addSubview(sub)
        view.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        view.traitOverrides.layoutDirection = .rightToLeft
        #expect(sub.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
        #expect(sub.traitCollection.layoutDirection == .rightToLeft)
        #expect(parent.traitCollection.preferredContentSizeCategory == .large)
        #expect(view.traitOverrides.contains(UITraitPreferredContentSizeCategory.self))
        #expect(!view.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        view.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
        #expect(sub.traitCollection.preferredContentSizeCategory == .large)
        #expect(sub.traitCollection.layoutDirection == .rightToLeft)
    }

    @Test func aSheetIsElevatedAndAFullScreenPresentationIsNot() {
        let root = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        #expect(sheet.traitCollection.userInterfaceLevel == .elevated)
        #expect(sheet.view.traitCollection.userInterfaceLevel == .elevated)
        #expect(root.traitCollection.userInterfaceLevel == .base)
        sheet.dismiss(animated: false)
        _ = UIApplication.shared.runUntilIdle()
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        #expect(cover.traitCollection.userInterfaceLevel == .base)
    }

    @Test func changesAreToldParentsFirstWithThePreviousTraits() {
        let log = Log()
        let root = StyleLoggingController()
        root.name = "root"
        root.log = { log.lines.append($0) }
        let child = StyleLoggingController()
        child.name = "child"
        child.log = root.log
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let view = StyleLoggingView()
        view.name = "view"
        view.log = root.log
        child.view.addSubview(view)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        #expect(log.lines.isEmpty, "a light window changes nothing")
        window.overrideUserInterfaceStyle = .dark
        #expect(log.lines == ["root 1→2", "child 1→2", "view 1→2"])
        log.lines = []
        window.overrideUserInterfaceStyle = .dark
        window.traitOverrides.horizontalSizeClass = .compact
        #expect(log.lines.isEmpty, "no change, no call")
        window.overrideUserInterfaceStyle = .light
        #expect(log.lines == ["root 2→1", "child 2→1", "view 2→1"])
    }

    @Test func aViewAddedToADarkWindowIsToldOnce() {
        let log = Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.overrideUserInterfaceStyle = .dark
        let view = StyleLoggingView()
        view.name = "view"
        view.log = { log.lines.append($0) }
        window.addSubview(view)
        #expect(log.lines == ["view 1→2"])
        let other = UIView()
        window.addSubview(other)
        other.addSubview(view)
        #expect(log.lines == ["view 1→2"], "moving within the same traits calls nothing")
    }

    @Test func currentIsTheChangingObjectsTraitsDuringItsCallback() {
        var seen: UIUserInterfaceStyle?
        let view = UIView()
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (_: UIView, _: UITraitCollection) in
            seen = UITraitCollection.current.userInterfaceStyle
        }
        view.overrideUserInterfaceStyle = .dark
        #expect(seen == .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .light, "restored after")
    }
}
