import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// Views resolve the colours UIKit API gives them with their own traits, again when those
/// change; a layer given a `CGColor` keeps it (Docs/Behaviour-traits.md, "System colours").
@MainActor
@Suite struct DynamicColorViewTests {
    @Test func aViewsBackgroundFollowsItsAppearance() {
        let view = UIView()
        view.backgroundColor = .systemBackground
        #expect(view.layer.backgroundColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        view.overrideUserInterfaceStyle = .dark
        #expect(view.layer.backgroundColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(view.backgroundColor === UIColor.systemBackground, "the dynamic colour is kept")
        view.overrideUserInterfaceStyle = .light
        #expect(view.layer.backgroundColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    @Test func aViewAddedToADarkWindowResolvesItsColoursThere() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.overrideUserInterfaceStyle = .dark
        let view = UIView()
        view.backgroundColor = .secondarySystemBackground
        #expect(
            view.layer.backgroundColor
                == CGColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1))
        window.addSubview(view)
        #expect(
            view.layer.backgroundColor
                == CGColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1))
    }

    @Test func aLayerGivenACGColorKeepsIt() {
        let view = UIView()
        view.layer.borderColor = UIColor.label.cgColor
        view.layer.backgroundColor = UIColor.systemBackground.cgColor
        view.overrideUserInterfaceStyle = .dark
        #expect(view.layer.borderColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(view.layer.backgroundColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    @Test func aLabelsDefaultTextColourIsTheDynamicLabelColour() {
        let label = UILabel()
        #expect(label.textColor === UIColor.label)
        #expect(label.textColor.resolvedColor(with: label.traitCollection) == .black)
        label.overrideUserInterfaceStyle = .dark
        #expect(label.textColor.resolvedColor(with: label.traitCollection) == .white)
    }

    @Test func aPresentedSheetsBackgroundIsTheElevatedDarkGrey() {
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.overrideUserInterfaceStyle = .dark
        window.rootViewController = root
        window.makeKeyAndVisible()
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBackground
        root.present(sheet, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        #expect(root.view.layer.backgroundColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(
            sheet.view.layer.backgroundColor
                == CGColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1))
    }
}
