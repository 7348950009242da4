import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Right-to-left, the navigation bar's push and pop animation of the title and back button is
/// the mirror image of the left-to-right one: every centre at x is at width − x, at the start,
/// half-way and at the end (Docs/Behaviour-traits.md, "Right-to-left").
@MainActor
@Suite struct NavigationBarRightToLeftTransitionTests {
    static let width: CGFloat = 390

    /// The windows the tests show, kept alive until the suite ends.
    private static var shown: [UIWindow] = []

    /// A navigation controller showing `titles` (the last on top) in a window of the direction.
    func stack(_ titles: [String], rightToLeft: Bool) -> UINavigationController {
        let vcs = titles.map { t -> UIViewController in
            let vc = UIViewController()
            vc.title = t
            return vc
        }
        let nav = UINavigationController(rootViewController: vcs[0])
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: Self.width, height: 844))
        if rightToLeft { w.traitOverrides.layoutDirection = .rightToLeft }
        w.rootViewController = nav
        w.makeKeyAndVisible()
        nav.setViewControllers(vcs, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        Self.shown.append(w)
        return nav
    }

    /// The presentation centre x of the bar's labels named by text: the title, the back title
    /// and the outgoing copies, in that order (nil where there is none).
    func centres(_ bar: UINavigationBar, _ texts: [String]) -> [CGFloat?] {
        var labels: [UILabel] = [bar.titleLabel, bar.backButton.label]
        func walk(_ v: UIView) {
            for s in v.subviews {
                if let l = s as? UILabel, l !== bar.titleLabel, l !== bar.backButton.label,
                    l !== bar.largeTitleLabel
                {
                    labels.append(l)
                }
                walk(s)
            }
        }
        walk(bar)
        return texts.map { text in
            labels.first { $0.text == text && $0.superview != nil && $0.window != nil }
                .map { $0.layer.presentation()!.position.x }
        }
    }

    /// The centres of "Mail", "Inbox" (in every label showing them) at the start, half-way and
    /// end of a push of "Mail" over "Inbox" or a pop back to "Inbox".
    func film(push: Bool, rightToLeft: Bool) -> [[CGFloat]] {
        let nav = stack(push ? ["Inbox"] : ["Inbox", "Mail"], rightToLeft: rightToLeft)
        let bar = nav.navigationBar
        if push {
            let mail = UIViewController()
            mail.title = "Mail"
            nav.pushViewController(mail, animated: true)
        } else {
            nav.popViewController(animated: true)
        }
        func all() -> [CGFloat] {
            var xs: [CGFloat] = []
            func walk(_ v: UIView) {
                for s in v.subviews {
                    // The large title (hidden without prefersLargeTitles) is not in the row.
                    if let l = s as? UILabel, l !== bar.largeTitleLabel,
                        l.text == "Mail" || l.text == "Inbox"
                    {
                        xs.append(l.layer.presentation()!.position.x)
                    }
                    walk(s)
                }
            }
            walk(bar)
            return xs.sorted()
        }
        var frames = [all()]
        UIApplication.shared.advance(by: 0.175)
        frames.append(all())
        _ = UIApplication.shared.runUntilIdle()
        frames.append(all())
        return frames
    }

    func expectMirrored(_ ltr: [[CGFloat]], _ rtl: [[CGFloat]]) {
        #expect(ltr.map(\.count) == rtl.map(\.count))
        for (l, r) in zip(ltr, rtl) {
            let mirrored = l.map { Self.width - $0 }.sorted()
            for (a, b) in zip(mirrored, r) { #expect(abs(a - b) < 0.01) }
        }
    }

    @Test func aPushSlidesTheTitleInFromTheLeftAndTheOldOneToTheRightBackButton() throws {
        let ltr = film(push: true, rightToLeft: false)
        let rtl = film(push: true, rightToLeft: true)
        expectMirrored(ltr, rtl)
        // Half-way, the new title is left of the centre on its way in, not right of it.
        let nav = stack(["Inbox"], rightToLeft: true)
        let mail = UIViewController()
        mail.title = "Mail"
        nav.pushViewController(mail, animated: true)
        UIApplication.shared.advance(by: 0.175)
        let x = try #require(centres(nav.navigationBar, ["Mail"])[0])
        #expect(x < Self.width / 2 && x > 0)
        _ = UIApplication.shared.runUntilIdle()
    }

    @Test func aPopSlidesTheOldTitleOutToTheLeftAndTheBackTitleInFromTheRight() throws {
        let ltr = film(push: false, rightToLeft: false)
        let rtl = film(push: false, rightToLeft: true)
        expectMirrored(ltr, rtl)
        let nav = stack(["Inbox", "Mail"], rightToLeft: true)
        nav.popViewController(animated: true)
        UIApplication.shared.advance(by: 0.175)
        // The outgoing "Mail" heads left (half a bar over the animation), from the centre.
        let x = try #require(centres(nav.navigationBar, ["Mail"])[0])
        #expect(x < Self.width / 2 && x > 0)
        _ = UIApplication.shared.runUntilIdle()
    }
}
