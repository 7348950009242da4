import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Right-to-left, UINavigationController mirrors its push and pop: the pushed view comes in from
/// the left edge, the popped one leaves to the left, and the interactive pop is a swipe from the
/// right edge (Docs/Behaviour-traits.md, "Right-to-left"). The interactive pop is driven through
/// the engine's own `beginInteractivePop` (what its edge pan calls) and synthesized touches.
@MainActor
@Suite struct NavigationRightToLeftTests {
    /// A navigation controller in a window of the given direction, with `a` at the root.
    func host(_ a: UIViewController, rightToLeft: Bool) -> (UINavigationController, UIWindow) {
        let nav = UINavigationController(rootViewController: a)
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        if rightToLeft { w.traitOverrides.layoutDirection = .rightToLeft }
        w.rootViewController = nav
        w.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle()
        windows.append(w)
        return (nav, w)
    }

    /// The windows the tests show, kept alive until the suite ends (UIKit's application does
    /// not keep a window alive either).
    private var windows: [UIWindow] {
        get { Self.shown }
        nonmutating set { Self.shown = newValue }
    }
    private static var shown: [UIWindow] = []

    /// The presentation x of the views' centres at the push's start, mid-frame and end.
    func pushCentres(rightToLeft: Bool) -> [CGFloat] {
        let a = UIViewController()
        let b = UIViewController()
        let (nav, _) = host(a, rightToLeft: rightToLeft)
        nav.pushViewController(b, animated: true)
        var xs = [b.view.layer.presentation()!.position.x, a.view.layer.presentation()!.position.x]
        UIApplication.shared.advance(by: 10.0 / 60)
        xs += [b.view.layer.presentation()!.position.x, a.view.layer.presentation()!.position.x]
        _ = UIApplication.shared.runUntilIdle()
        xs += [b.view.layer.position.x, b.view.frame.minX]
        return xs
    }

    @Test func aPushComesInFromTheLeftEdgeAndMirrorsTheLeftToRightOne() {
        let ltr = pushCentres(rightToLeft: false)
        let rtl = pushCentres(rightToLeft: true)
        // At the start: the pushed view's centre a width to the left of the screen's (195 − 390).
        #expect(rtl[0] == -195)
        #expect(ltr[0] == 585)
        #expect(rtl[1] == 195)
        // Mid-push: the mirror image of the left-to-right frame (x ↦ 390 − x).
        #expect(abs(rtl[2] - (390 - ltr[2])) < 0.001)
        #expect(abs(rtl[3] - (390 - ltr[3])) < 0.001)
        #expect(rtl[2] > -195 && rtl[2] < 195)
        // At the end: in place.
        #expect(rtl[4] == 195)
        #expect(rtl[5] == 0)
    }

    @Test func aPopLeavesToTheLeftAndTheRevealedViewComesFromTheRight() {
        let a = UIViewController()
        let b = UIViewController()
        let (nav, _) = host(a, rightToLeft: true)
        nav.pushViewController(b, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        nav.popViewController(animated: true)
        #expect(b.view.layer.presentation()!.position.x == 195)
        #expect(abs(a.view.layer.presentation()!.position.x - (195 + 0.3 * 390)) < 0.001)
        UIApplication.shared.advance(by: 10.0 / 60)
        let leaving = b.view.layer.presentation()!.position.x
        #expect(leaving < 195 && leaving > -195, "moving left: \(leaving)")
        _ = UIApplication.shared.runUntilIdle()
        #expect(a.view.frame.minX == 0)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func theInteractivePopFollowsTheFingerLeftwardAtHalfway() {
        let a = UIViewController()
        let b = UIViewController()
        let (nav, _) = host(a, rightToLeft: true)
        nav.pushViewController(b, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        #expect(nav.beginInteractivePop())
        nav.updateInteractivePop(0)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(b.view.layer.presentation()!.position.x == 195)
        nav.updateInteractivePop(0.5)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(abs(b.view.layer.presentation()!.position.x - (195 - 0.5 * 390)) < 0.5)
        #expect(abs(a.view.layer.presentation()!.position.x - (195 + 0.15 * 390)) < 0.5)
        // Finished (100 %): the revealed view in place, the popped one gone.
        nav.endInteractivePop(finish: true)
        _ = UIApplication.shared.runUntilIdle()
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(b.view.window == nil)
        #expect(nav.viewControllers == [a])
    }

    @Test func aSwipeFromTheRightEdgePopsAndOneFromTheLeftDoesNot() {
        let a = UIViewController()
        let b = UIViewController()
        let (nav, w) = host(a, rightToLeft: true)
        nav.pushViewController(b, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        w.simulateEdgeSwipe(edge: .left, distance: 300, duration: 0.4)
        _ = UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 2, "the left edge is the trailing one")
        w.simulateEdgeSwipe(edge: .right, distance: 300, duration: 0.4)
        UIApplication.shared.advance(by: 0.2)
        #expect(b.transitionCoordinator?.isInteractive == true)
        _ = UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers == [a])
    }
}
