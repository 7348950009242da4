import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Right-to-left, UINavigationController's animated pop is the mirror image of the left-to-right
/// one at its start, halfway (0.175 s of its 0.35 s) and its end: the popped view leaves to the
/// left and the revealed one comes from the right (Docs/Behaviour-traits.md, "Right-to-left").
@MainActor
@Suite struct NavigationRightToLeftPopTests {
    private static var shown: [UIWindow] = []

    /// The presentation x of the popped and the revealed views' centres at the pop's start, halfway
    /// and after it, in a 390 pt window.
    func popCentres(rightToLeft: Bool) -> [CGFloat] {
        let a = UIViewController()
        let b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        if rightToLeft { w.traitOverrides.layoutDirection = .rightToLeft }
        w.rootViewController = nav
        w.makeKeyAndVisible()
        Self.shown.append(w)
        nav.pushViewController(b, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        nav.popViewController(animated: true)
        var xs = [b.view.layer.presentation()!.position.x, a.view.layer.presentation()!.position.x]
        UIApplication.shared.advance(by: 0.175)
        xs += [b.view.layer.presentation()!.position.x, a.view.layer.presentation()!.position.x]
        _ = UIApplication.shared.runUntilIdle()
        xs += [a.view.layer.position.x, b.view.window == nil ? 1 : 0]
        return xs
    }

    @Test func aPopAtItsStartHalfwayAndEndMirrorsTheLeftToRightOne() {
        let ltr = popCentres(rightToLeft: false)
        let rtl = popCentres(rightToLeft: true)
        // Start: the popped view in place, the revealed one 30 % of a width behind it.
        #expect(ltr[0] == 195 && rtl[0] == 195)
        #expect(abs(ltr[1] - (195 - 0.3 * 390)) < 0.001)
        #expect(abs(rtl[1] - (195 + 0.3 * 390)) < 0.001)
        // Halfway: between, and the mirror image (x ↦ 390 − x).
        #expect(ltr[2] > 195 && ltr[2] < 585, "leaving to the right: \(ltr[2])")
        #expect(rtl[2] < 195 && rtl[2] > -195, "leaving to the left: \(rtl[2])")
        #expect(abs(rtl[2] - (390 - ltr[2])) < 0.001)
        #expect(abs(rtl[3] - (390 - ltr[3])) < 0.001)
        // End: the revealed view in place, the popped one out of the window.
        #expect(ltr[4] == 195 && rtl[4] == 195)
        #expect(ltr[5] == 1 && rtl[5] == 1)
    }
}
