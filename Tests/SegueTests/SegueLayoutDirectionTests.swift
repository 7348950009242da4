import Foundation
@_spi(Testing) import OpenUIKit
import Segue
import Testing

/// The catalogue reads `.leading` and `.trailing` in the container's layout direction:
/// `.push(.leading)` is UINavigationController's push in both directions, `.left` stays absolute
/// (Docs/Behaviour-traits.md, "Right-to-left").
@MainActor
@Suite struct SegueLayoutDirectionTests {
    /// The middle of the pushed view as drawn (its transform moves it) at the first frame, the
    /// tenth and the end of a linear push.
    func pushedCentres(_ transition: SegueTransition, rightToLeft: Bool) -> [CGFloat] {
        let a = UIViewController()
        let b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        if rightToLeft { w.traitOverrides.layoutDirection = .rightToLeft }
        w.rootViewController = nav
        w.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle()
        nav.pushViewController(b, transition: transition.timing(.linear))
        UIApplication.shared.advance(by: 1.0 / 60)
        let start = b.view.layer.presentation()!.frame.midX
        UIApplication.shared.advance(by: 9.0 / 60)
        let mid = b.view.layer.presentation()!.frame.midX
        _ = UIApplication.shared.runUntilIdle()
        let end = b.view.layer.presentation()!.frame.midX
        withExtendedLifetime(w) {}
        return [start, mid, end]
    }

    @Test func leadingIsLeftLeftToRightAndRightRightToLeft() {
        #expect(SegueTransition.Direction.leading.resolved(for: .leftToRight) == .left)
        #expect(SegueTransition.Direction.leading.resolved(for: .rightToLeft) == .right)
        #expect(SegueTransition.Direction.trailing.resolved(for: .rightToLeft) == .left)
        #expect(SegueTransition.Direction.left.resolved(for: .rightToLeft) == .left)
        #expect(SegueTransition.Direction.leading.opposite == .trailing)
    }

    @Test func aLeadingPushComesFromTheTrailingEdgeInBothDirections() {
        let ltr = pushedCentres(.push(.leading), rightToLeft: false)
        let rtl = pushedCentres(.push(.leading), rightToLeft: true)
        #expect(ltr[0] > 195 && ltr[1] > 195, "from the right: \(ltr)")
        #expect(rtl[0] < 195 && rtl[1] < 195, "from the left: \(rtl)")
        #expect(abs(rtl[1] - (390 - ltr[1])) < 0.001, "mirrored")
        #expect(ltr[2] == 195 && rtl[2] == 195)
    }

    @Test func anAbsoluteDirectionStaysRightToLeft() {
        let rtl = pushedCentres(.push(.left), rightToLeft: true)
        #expect(rtl[0] > 195 && rtl[1] > 195, "still from the right: \(rtl)")
    }

    @Test func theCatalogueKeepsItsAbsoluteEntries() {
        #expect(SegueTransition.catalogue.count == 53)
        #expect(SegueTransition.named("push-leading") == nil)
        #expect(SegueTransition.push(.leading).style.name == "push-leading")
    }
}
