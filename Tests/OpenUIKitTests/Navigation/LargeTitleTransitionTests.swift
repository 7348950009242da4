import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Push and pop between a large-title list and a screen without one: the bar's height follows
/// the transition, the large title hands over to the back button and back, an interactive pop
/// follows the finger and a cancelled one restores the bar.
@MainActor
@Suite struct LargeTitleTransitionTests {
    private func eased(_ f: CGFloat) -> CGFloat {
        CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).value(at: Double(f)))
    }
    private func alpha(_ v: UIView) -> CGFloat { CGFloat(v.layer.presentation()!.opacity) }
    /// The large (34 pt) label in the bar showing `text` that is not its own: the outgoing copy.
    private func copy(_ bar: UINavigationBar, _ text: String) -> UILabel? {
        bar.subviews.compactMap { $0 as? UILabel }.first {
            $0.text == text && $0 !== bar.largeTitleLabel && $0.font.pointSize == 34
        }
    }
    private func detail() -> UIViewController {
        let vc = UIViewController()
        vc.title = "Inbox"
        vc.navigationItem.largeTitleDisplayMode = .never
        return vc
    }

    @Test func pushToAScreenWithoutALargeTitleShrinksTheBarAndTheTitleIntoTheBackButton() throws {
        let (nav, _, _) = makeLargeTitleStack()
        let bar = nav.navigationBar
        let start = bar.largeTitleFrameInBar
        nav.pushViewController(detail(), animated: true)
        let t0 = CACurrentMediaTime()
        let old = try #require(copy(bar, "Mailboxes"))
        let back = bar.backButton.label.frame
        #expect(bar.backButton.label.text == "Mailboxes")
        // At 0: the bar 96 pt, the old title where it was, opaque.
        #expect(bar.shownHeight == 96)
        #expect(abs(old.layer.presentation()!.frame.minX - start.minX) < 0.01)
        #expect(abs(old.layer.presentation()!.frame.minY - start.minY) < 0.01)
        #expect(alpha(old) == 1)
        // Half way in time: the same eased progress for the height and the title's flight.
        UIApplication.shared.advance(by: 0.175)
        let p = eased((CACurrentMediaTime() - t0) / 0.35)
        #expect(abs(bar.shownHeight - (96 - 52 * p)) < 0.01)
        let scale = 1 - 0.5 * p
        let shown = old.layer.presentation()!
        #expect(abs(shown.transform.m11 - scale) < 0.01)
        #expect(abs(shown.position.y - (start.midY + (back.midY - start.midY) * p)) < 0.5)
        #expect(abs(alpha(old) - (1 - p)) < 0.02)
        // At the end: 44 pt, the copy gone, the back button showing the old title.
        #expect(UIApplication.shared.runUntilIdle())
        #expect(bar.shownHeight == 44 && bar.frame.height == 44)
        #expect(copy(bar, "Mailboxes") == nil)
        #expect(bar.largeTitleView.isHidden && bar.titleLabel.alpha == 1)
        // The old title's flight ended on the back title: its leading edge and midline.
        #expect(abs(old.frame.minX - back.minX) < 0.01 && abs(old.frame.midY - back.midY) < 0.01)
    }

    @Test func popBackToTheListGrowsTheBarAndTheTitleOutOfTheBackButton() {
        let (nav, list, _) = makeLargeTitleStack()
        let bar = nav.navigationBar
        let rest = bar.largeTitleFrameInBar
        nav.pushViewController(detail(), animated: false)
        let back = bar.backButton.label.frame
        nav.popViewController(animated: true)
        let t0 = CACurrentMediaTime()
        #expect(bar.shownHeight == 44)
        #expect(alpha(bar.largeTitleLabel) == 0)
        let s0 = bar.largeTitleLabel.layer.presentation()!.transform.m11
        #expect(abs(s0 - 0.5) < 1e-6)
        UIApplication.shared.advance(by: 0.175)
        let p = eased((CACurrentMediaTime() - t0) / 0.35)
        #expect(abs(bar.shownHeight - (44 + 52 * p)) < 0.01)
        #expect(abs(alpha(bar.largeTitleLabel) - p) < 0.02)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(bar.frame.height == 96 && bar.largeTitleFrameInBar == rest)
        #expect(bar.largeTitleLabel.transform == .identity && bar.titleLabel.alpha == 0)
        #expect(list.tableView.contentOffset.y == -155)
        _ = back
    }

    @Test func anInteractivePopFollowsTheFingerAndACancelRestoresTheBar() {
        let (nav, _, _) = makeLargeTitleStack()
        let bar = nav.navigationBar
        nav.pushViewController(detail(), animated: false)
        #expect(nav.beginInteractivePop())
        UIApplication.shared.advance(by: 1.0 / 60)
        nav.updateInteractivePop(0.5)
        UIApplication.shared.advance(by: 1.0 / 60)
        // Half way: the bar half grown, the large title half faded in.
        let p = eased(0.5)
        #expect(abs(bar.shownHeight - (44 + 52 * p)) < 0.01)
        #expect(abs(alpha(bar.largeTitleLabel) - p) < 0.02)
        nav.updateInteractivePop(0)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(abs(bar.shownHeight - 44) < 0.01)
        nav.updateInteractivePop(0.9)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(abs(bar.shownHeight - (44 + 52 * eased(0.9))) < 0.01)
        nav.updateInteractivePop(0.5)
        nav.endInteractivePop(finish: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.topViewController?.title == "Inbox")
        #expect(bar.frame.height == 44 && bar.shownHeight == 44)
        #expect(bar.largeTitleView.isHidden && bar.titleLabel.alpha == 1)
        #expect(bar.titleLabel.text == "Inbox")
    }

    @Test func aFinishedInteractivePopLeavesTheLargeTitleOpen() {
        let (nav, _, _) = makeLargeTitleStack()
        let bar = nav.navigationBar
        nav.pushViewController(detail(), animated: false)
        #expect(nav.beginInteractivePop())
        UIApplication.shared.advance(by: 1.0 / 60)
        nav.updateInteractivePop(0.6)
        nav.endInteractivePop(finish: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.viewControllers.count == 1)
        #expect(bar.frame.height == 96 && bar.shownHeight == 96)
        #expect(!bar.largeTitleView.isHidden && bar.titleLabel.alpha == 0)
        #expect(alpha(bar.largeTitleLabel) == 1)
    }
}
