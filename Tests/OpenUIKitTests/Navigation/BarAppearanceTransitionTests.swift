import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A push or pop between screens whose navigation items carry different appearances cross-fades
/// the bar's background with the transition; an interactive pop follows the finger and a cancel
/// restores the old look.
@MainActor
@Suite struct BarAppearanceTransitionTests {
    private func eased(_ f: CGFloat) -> CGFloat {
        CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).value(at: Double(f)))
    }
    private func opacity(_ v: UIView) -> CGFloat {
        CGFloat((v.layer.presentation() ?? v.layer).opacity)
    }

    /// A screen whose navigation item colours the bar opaque red.
    private func red() -> UIViewController {
        let vc = UIViewController()
        vc.title = "Red"
        vc.navigationItem.largeTitleDisplayMode = .never
        let look = UINavigationBarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = .systemRed
        vc.navigationItem.standardAppearance = look
        return vc
    }

    @Test func aPushFromATransparentBarFadesTheNewLookIn() throws {
        let (nav, _, _) = makeLargeTitleStack()
        let bar = nav.navigationBar
        let background = bar.barBackground
        nav.pushViewController(red(), animated: true)
        let t0 = CACurrentMediaTime()
        // 0 %: the new red look is there, invisible; the old transparent look above it.
        #expect(background.standardLook.colorView.backgroundColor == .systemRed)
        #expect(background.outgoing.count == 1)
        let old = try #require(background.outgoing.first)
        #expect(opacity(background.current) == 0 && opacity(old) == 1)
        // 50 %.
        UIApplication.shared.advance(by: 0.175)
        let p = eased((CACurrentMediaTime() - t0) / 0.35)
        #expect(abs(opacity(background.current) - p) < 0.02)
        #expect(abs(opacity(old) - (1 - p)) < 0.02)
        // 100 %: only the red look, opaque.
        #expect(UIApplication.shared.runUntilIdle())
        #expect(background.outgoing.isEmpty && old.superview == nil)
        #expect(opacity(background.current) == 1 && background.standardLook.alpha == 1)
        #expect(background.edgeLook.isHidden)
    }

    @Test func anInteractivePopFollowsTheFingerAndACancelRestoresTheLook() throws {
        let (nav, _, _) = makeLargeTitleStack()
        let bar = nav.navigationBar
        let background = bar.barBackground
        nav.pushViewController(red(), animated: false)
        bar.layoutIfNeeded()
        #expect(background.standardLook.colorView.backgroundColor == .systemRed)
        #expect(nav.beginInteractivePop())
        UIApplication.shared.advance(by: 1.0 / 60)
        // The list's look (transparent at its edge) is under the red one, which covered the bar
        // and fades out above it.
        let old = try #require(background.outgoing.first)
        #expect(background.standardLook.colorView.isHidden)
        #expect(opacity(background.current) == 1 && opacity(old) == 1)
        nav.updateInteractivePop(0.5)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(abs(opacity(old) - (1 - eased(0.5))) < 0.02)
        nav.updateInteractivePop(0.9)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(abs(opacity(old) - (1 - eased(0.9))) < 0.02)
        nav.updateInteractivePop(0.5)
        nav.endInteractivePop(finish: false)
        #expect(UIApplication.shared.runUntilIdle())
        // Cancelled: red again, nothing left fading.
        #expect(nav.topViewController?.title == "Red")
        #expect(background.outgoing.isEmpty && old.superview == nil)
        #expect(background.standardLook.colorView.backgroundColor == .systemRed)
        #expect(background.standardLook.alpha == 1 && opacity(background.current) == 1)
    }

    @Test func aFinishedPopLeavesTheListsTransparentLook() {
        let (nav, _, _) = makeLargeTitleStack()
        let background = nav.navigationBar.barBackground
        nav.pushViewController(red(), animated: false)
        #expect(nav.beginInteractivePop())
        UIApplication.shared.advance(by: 1.0 / 60)
        nav.updateInteractivePop(0.6)
        nav.endInteractivePop(finish: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.viewControllers.count == 1 && background.outgoing.isEmpty)
        #expect(background.standardLook.alpha == 0 && background.edgeLook.alpha == 1)
    }

    @Test func aPushBetweenTheSameLooksFadesNothing() {
        let (nav, _, _) = makeLargeTitleStack()
        let plain = UIViewController()
        plain.title = "Plain"
        nav.pushViewController(plain, animated: false)
        let other = UIViewController()
        other.title = "Other"
        nav.pushViewController(other, animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(nav.navigationBar.barBackground.outgoing.isEmpty)
        #expect(UIApplication.shared.runUntilIdle())
    }
}
