import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// The navigation bar as UIKit draws it: attached to the top (its background under the status
/// bar), and its title and back button animated alongside pushes and pops.
@MainActor
@Suite struct NavigationBarTransitionTests {
    /// A navigation controller in a window showing `titles` (the last on top), laid out.
    private func makeStack(_ titles: [String]) -> (UINavigationController, UIWindow) {
        let vcs = titles.map { t -> UIViewController in
            let vc = UIViewController()
            vc.title = t
            return vc
        }
        let nav = UINavigationController(rootViewController: vcs[0])
        let w = makeWindow(root: nav)
        nav.setViewControllers(vcs, animated: false)
        nav.view.layoutIfNeeded()
        return (nav, w)
    }

    private func x(_ v: UIView) -> CGFloat { v.layer.presentation()!.position.x }
    private func alpha(_ v: UIView) -> CGFloat { CGFloat(v.layer.presentation()!.opacity) }
    /// The labels the bar shows that are not its title, large title or back title (the outgoing
    /// copies).
    private func outgoing(_ bar: UINavigationBar, _ text: String) -> UILabel? {
        var found: UILabel?
        func walk(_ v: UIView) {
            for s in v.subviews {
                if let l = s as? UILabel, l.text == text, l !== bar.titleLabel,
                    l !== bar.backButton.label, l !== bar.largeTitleLabel
                {
                    found = l
                }
                walk(s)
            }
        }
        walk(bar)
        return found
    }

    @Test func barBackgroundExtendsUnderTheStatusBarWithAHairlineBelow() {
        let (nav, w) = makeStack(["Inbox"])
        let bar = nav.navigationBar
        let top = w.safeAreaInsets.top
        #expect(top > 0)
        #expect(bar.frame.minY == top)
        #expect(
            bar.barBackground.frame
                == CGRect(x: 0, y: -top, width: w.bounds.width, height: top + 44))
        #expect(bar.convert(bar.barBackground.frame, to: w).minY == 0)
        #expect(bar.shadowLine.frame == CGRect(x: 0, y: 44, width: w.bounds.width, height: 0.5))
        let hairline = bar.barBackground.standardLook.hairline
        #expect(
            hairline.convert(hairline.bounds, to: bar)
                == CGRect(x: 0, y: 44, width: w.bounds.width, height: 0.5))
        bar.barTintColor = .red
        bar.layoutIfNeeded()
        #expect(bar.barBackground.standardLook.colorView.backgroundColor == .red)
        #expect(bar.standardAppearance.backgroundColor == .red)
        #expect(bar.backButton.isHidden)
    }

    @Test func backButtonShowsThePreviousTitleOrBackWhenLong() {
        let (nav, _) = makeStack(["Inbox", "Mail"])
        let bar = nav.navigationBar
        #expect(!bar.backButton.isHidden)
        #expect(bar.backButton.label.text == "Inbox")
        #expect(bar.backButton.chevron.frame.minX == 8)
        #expect(bar.backButton.label.frame.minX == 8 + 12.5 + 6)
        #expect(bar.titleLabel.frame.minX >= bar.backButton.label.frame.maxX)
        nav.viewControllers[0].title = "A very long folder name indeed"
        #expect(bar.backButton.label.text == "Back")
        nav.viewControllers[0].navigationItem.backButtonTitle = "Mailboxes"
        nav.topViewController!.navigationItem.hidesBackButton = false
        nav.setViewControllers(nav.viewControllers, animated: false)
        #expect(bar.backButton.label.text == "Mailboxes")
        nav.topViewController!.navigationItem.hidesBackButton = true
        #expect(bar.backButton.isHidden)
    }

    @Test func pushSlidesTheNewTitleInFromTheRightAndTheOldOneToTheBackButton() {
        let (nav, w) = makeStack(["Inbox"])
        let bar = nav.navigationBar
        let width = w.bounds.width
        let oldCentre = bar.titleLabel.frame.midX
        let b = UIViewController()
        b.title = "Mail"
        nav.pushViewController(b, animated: true)
        let t0 = CACurrentMediaTime()
        let titleEnd = bar.titleLabel.frame.midX
        let backEnd = bar.backButton.label.frame.midX
        let old = try! #require(outgoing(bar, "Inbox"))
        // At 0: the new title half a bar to the right, invisible; the back title where the old
        // title is, invisible; the old title in place, opaque.
        #expect(abs(x(bar.titleLabel) - (titleEnd + width / 2)) < 0.01)
        #expect(alpha(bar.titleLabel) == 0)
        #expect(abs(x(bar.backButton.label) - oldCentre) < 0.01)
        #expect(alpha(bar.backButton.label) == 0 && alpha(bar.backButton.chevron) == 0)
        #expect(abs(x(old) - oldCentre) < 0.01 && alpha(old) == 1)
        // Half way (in time): eased progress, the same for every part.
        UIApplication.shared.advance(by: 0.175)
        let f = (CACurrentMediaTime() - t0) / 0.35
        let p = CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).value(at: f))
        #expect(abs(f - 0.5) < 0.05)
        #expect(abs(x(bar.titleLabel) - (titleEnd + width / 2 * (1 - p))) < 0.5)
        #expect(abs(alpha(bar.titleLabel) - p) < 0.02)
        #expect(abs(x(bar.backButton.label) - (backEnd + (oldCentre - backEnd) * (1 - p))) < 0.5)
        #expect(abs(alpha(bar.backButton.chevron) - p) < 0.02)
        #expect(abs(x(old) - (oldCentre + (backEnd - oldCentre) * p)) < 0.5)
        #expect(abs(alpha(old) - (1 - p)) < 0.02)
        // At the end: the new state, the copies gone.
        #expect(UIApplication.shared.runUntilIdle())
        #expect(outgoing(bar, "Inbox") == nil && old.superview == nil)
        #expect(bar.titleLabel.text == "Mail" && x(bar.titleLabel) == titleEnd)
        #expect(alpha(bar.titleLabel) == 1 && alpha(bar.backButton.label) == 1)
        #expect(bar.backButton.label.text == "Inbox" && x(bar.backButton.label) == backEnd)
    }

    @Test func interactivePopFollowsThePercentageAndACancelPutsTheBarBack() {
        let (nav, w) = makeStack(["Inbox", "Mail"])
        let bar = nav.navigationBar
        let width = w.bounds.width
        let titleFrame = bar.titleLabel.frame
        let backFrame = bar.backButton.label.frame
        #expect(nav.beginInteractivePop())
        UIApplication.shared.advance(by: 1.0 / 60)
        nav.updateInteractivePop(0.3)
        UIApplication.shared.advance(by: 1.0 / 60)
        let p = CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.3))
        // The new title ("Inbox") comes from the back button's place; the old one leaves right.
        #expect(bar.titleLabel.text == "Inbox")
        let titleEnd = bar.titleLabel.frame.midX
        #expect(abs(x(bar.titleLabel) - (titleEnd + (backFrame.midX - titleEnd) * (1 - p))) < 0.5)
        #expect(abs(alpha(bar.titleLabel) - p) < 0.02)
        let oldTitle = try! #require(outgoing(bar, "Mail"))
        #expect(abs(x(oldTitle) - (titleFrame.midX + width / 2 * p)) < 0.5)
        #expect(abs(alpha(oldTitle) - (1 - p)) < 0.02)
        let oldBack = try! #require(outgoing(bar, "Inbox"))
        #expect(abs(alpha(oldBack) - (1 - p)) < 0.02)
        #expect(bar.backButton.isHidden)
        // Cancel: the bar goes back to "Mail" with the "Inbox" back button, copies gone.
        nav.endInteractivePop(finish: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.topViewController?.title == "Mail")
        #expect(bar.titleLabel.text == "Mail" && bar.titleLabel.frame == titleFrame)
        #expect(alpha(bar.titleLabel) == 1 && x(bar.titleLabel) == titleFrame.midX)
        #expect(!bar.backButton.isHidden && bar.backButton.label.text == "Inbox")
        #expect(bar.backButton.label.frame == backFrame && alpha(bar.backButton.label) == 1)
        #expect(alpha(bar.backButton.chevron) == 1)
        #expect(outgoing(bar, "Mail") == nil && outgoing(bar, "Inbox") == nil)
    }

    @Test func unanimatedPushSwitchesTheBarAtOnce() {
        let (nav, _) = makeStack(["Inbox"])
        let bar = nav.navigationBar
        let b = UIViewController()
        b.title = "Mail"
        nav.pushViewController(b, animated: false)
        #expect(bar.titleLabel.text == "Mail" && alpha(bar.titleLabel) == 1)
        #expect(outgoing(bar, "Inbox") == nil)
        #expect(bar.backButton.label.text == "Inbox" && !bar.backButton.isHidden)
    }
}
