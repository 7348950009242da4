import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// The appearance objects themselves: what each configure method sets, copies, and what a bar
/// stores when one is assigned.
@MainActor
@Suite struct BarAppearanceObjectTests {
    @Test func theThreeConfigurationsSetTheEffectTheColourAndTheHairline() {
        let a = UINavigationBarAppearance(idiom: .phone)
        #expect(a.backgroundEffect?.style == .systemChromeMaterial)
        #expect(a.backgroundColor == nil && a.shadowColor != nil && a.shadowImage == nil)
        a.backgroundImage = UIImage(systemName: "house")
        a.configureWithOpaqueBackground()
        #expect(a.backgroundEffect == nil && a.backgroundColor == .systemBackground)
        #expect(a.backgroundImage == nil && a.shadowColor != nil)
        a.configureWithTransparentBackground()
        #expect(a.backgroundEffect == nil && a.backgroundColor == nil && a.shadowColor == nil)
        a.configureWithDefaultBackground()
        #expect(a.backgroundEffect?.style == .systemChromeMaterial && a.backgroundColor == nil)
        #expect(a.idiom == .phone && UIBarAppearance(idiom: .pad).idiom == .pad)
    }

    @Test func copyKeepsEverySettingAndIsIndependent() {
        let a = UINavigationBarAppearance()
        a.configureWithOpaqueBackground()
        a.backgroundColor = .systemRed
        a.titleTextAttributes = [.foregroundColor: UIColor.white]
        a.titlePositionAdjustment = UIOffset(horizontal: 3, vertical: -2)
        a.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        let c: UINavigationBarAppearance = a.copy()
        #expect(c !== a && c.backgroundColor == .systemRed)
        #expect(c.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        #expect(c.titlePositionAdjustment == UIOffset(horizontal: 3, vertical: -2))
        #expect(c.buttonAppearance !== a.buttonAppearance)
        #expect(
            c.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor
                == .systemPink)
        c.backgroundColor = .systemBlue
        #expect(a.backgroundColor == .systemRed)
    }

    @Test func initFromAnotherBarAppearanceTakesItsBackgroundOnly() {
        let toolbar = UIToolbarAppearance()
        toolbar.configureWithOpaqueBackground()
        toolbar.backgroundColor = .systemGreen
        toolbar.shadowColor = .systemYellow
        let nav = UINavigationBarAppearance(barAppearance: toolbar)
        #expect(nav.backgroundColor == .systemGreen && nav.shadowColor == .systemYellow)
        #expect(nav.backgroundEffect == nil && nav.titleTextAttributes.isEmpty)
        let tab = UITabBarAppearance()
        tab.stackedLayoutAppearance.selected.iconColor = .systemOrange
        let tab2 = UITabBarAppearance(barAppearance: tab)
        #expect(tab2.stackedLayoutAppearance.selected.iconColor == .systemOrange)
        #expect(tab2.stackedLayoutAppearance !== tab.stackedLayoutAppearance)
    }

    @Test func aBarStoresACopyAndChangingTheStoredOneLaysTheBarOut() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let a = UINavigationBarAppearance()
        a.backgroundColor = .systemRed
        bar.standardAppearance = a
        #expect(bar.standardAppearance !== a)
        #expect(bar.standardAppearance.backgroundColor == .systemRed)
        a.backgroundColor = .systemBlue
        #expect(bar.standardAppearance.backgroundColor == .systemRed)
        bar.layoutIfNeeded()
        #expect(bar.barBackground.standardLook.colorView.backgroundColor == .systemRed)
        bar.standardAppearance.backgroundColor = .systemGreen
        bar.layoutIfNeeded()
        #expect(bar.barBackground.standardLook.colorView.backgroundColor == .systemGreen)
        #expect(bar.compactAppearance == nil && bar.scrollEdgeAppearance == nil)
        #expect(bar.compactScrollEdgeAppearance == nil)
    }

    @Test func theBackIndicatorTakesBothImagesOrNeither() {
        let a = UINavigationBarAppearance()
        #expect(a.backIndicatorImage == nil && a.backIndicatorTransitionMaskImage == nil)
        let arrow = UIImage(systemName: "arrow.left")
        a.setBackIndicatorImage(arrow, transitionMaskImage: arrow)
        #expect(a.backIndicatorImage === arrow && a.backIndicatorTransitionMaskImage === arrow)
        a.setBackIndicatorImage(nil, transitionMaskImage: nil)
        #expect(a.backIndicatorImage == nil)
    }

    @Test func legacyCustomisationsWriteIntoTheStandardAppearance() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar.barTintColor = .systemTeal
        #expect(bar.standardAppearance.backgroundColor == .systemTeal)
        #expect(bar.standardAppearance.backgroundEffect != nil)
        bar.isTranslucent = false
        #expect(bar.standardAppearance.backgroundEffect == nil)
        #expect(bar.standardAppearance.backgroundColor == .systemTeal.withAlphaComponent(1))
        bar.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        #expect(
            bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor == .systemPink)
        let empty = UIImage()
        bar.shadowImage = empty
        #expect(bar.standardAppearance.shadowImage === empty && bar.shadowImage === empty)
        let image = UIImage(systemName: "star")
        bar.setBackgroundImage(image, for: .default)
        #expect(bar.standardAppearance.backgroundImage === image)
        #expect(bar.backgroundImage(for: .default) === image)
        #expect(bar.backgroundImage(for: .compact) == nil)
        bar.layoutIfNeeded()
        #expect(bar.titleLabel.textColor == .systemPink)
        #expect(bar.barBackground.standardLook.hairline.isHidden)
    }
}
