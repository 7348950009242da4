import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A large title at rest: the 96 pt bar (44 pt row and 52 pt strip), the 34 pt bold title at the
/// leading margin, the inline title hidden, and the list's inset below it; which items show one.
@MainActor
@Suite struct LargeTitleLayoutTests {
    @Test func aLargeTitleBarIsNinetySixPointsTallWithTheTitleInItsStrip() {
        let (nav, _, w) = makeLargeTitleStack()
        let bar = nav.navigationBar
        #expect(w.safeAreaInsets.top == 59)
        #expect(bar.frame == CGRect(x: 0, y: 59, width: w.bounds.width, height: 96))
        #expect(bar.largeTitleView.frame == CGRect(x: 0, y: 44, width: w.bounds.width, height: 52))
        #expect(bar.largeTitleLabel.text == "Mailboxes")
        #expect(bar.largeTitleLabel.font == UIFont.systemFont(ofSize: 34, weight: .bold))
        // The line box (40 pt for 34 pt) ends 8 pt above the bar's bottom, at the 16 pt margin.
        #expect(
            bar.largeTitleFrameInBar
                == CGRect(x: 16, y: 96 - 8 - 40, width: w.bounds.width - 32, height: 40))
        #expect(bar.titleLabel.alpha == 0)
        #expect(bar.shadowLine.frame.minY == 96)
        #expect(abs(bar.barBackground.frame.height - (59 + 96)) < 1e-9)
    }

    @Test func aListUnderALargeTitleRestsFiftyTwoPointsLower() {
        let (_, list, _) = makeLargeTitleStack()
        let table = list.tableView!
        // iPhone 15: 59 pt of status bar, the 44 pt row and the 52 pt strip.
        #expect(table.adjustedContentInset.top == 155)
        #expect(table.contentOffset.y == -155)
        #expect(list.view.safeAreaInsets.top == 155)
        let first = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil)
        #expect(first.minY == 155)
    }

    @Test func neverKeepsTheTitleInTheRowAndAutomaticInheritsIt() {
        let (nav, _, _) = makeLargeTitleStack()
        let bar = nav.navigationBar
        let plain = UIViewController()
        plain.title = "Settings"
        plain.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(plain, animated: false)
        nav.view.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        #expect(bar.largeTitleView.isHidden)
        #expect(bar.titleLabel.alpha == 1)
        #expect(plain.view.safeAreaInsets.top == 103)
        let inherits = UIViewController()
        inherits.title = "Detail"
        nav.pushViewController(inherits, animated: false)
        #expect(bar.frame.height == 44)
        inherits.navigationItem.largeTitleDisplayMode = .always
        #expect(bar.frame.height == 96)
        #expect(inherits.view.safeAreaInsets.top == 155)
        #expect(bar.largeTitleLabel.text == "Detail")
    }

    @Test func noLargeTitleUnlessTheBarPrefersThem() {
        let list = LargeTitleList(style: .plain)
        list.title = "Mailboxes"
        list.navigationItem.largeTitleDisplayMode = .always
        let nav = UINavigationController(rootViewController: list)
        makeWindow(root: nav)
        UIApplication.shared.runUntilIdle()
        #expect(nav.navigationBar.frame.height == 44)
        #expect(list.tableView.contentOffset.y == -103)
        nav.navigationBar.prefersLargeTitles = true
        nav.view.layoutIfNeeded()
        #expect(nav.navigationBar.frame.height == 96)
        // Content resting at its top follows the new inset.
        #expect(list.tableView.contentOffset.y == -155)
    }

    @Test func inlineShowsTheLargeTitleInTheRowWithoutAStrip() {
        let (nav, list, w) = makeLargeTitleStack()
        let bar = nav.navigationBar
        list.navigationItem.largeTitleDisplayMode = .inline
        nav.view.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        #expect(list.tableView.contentOffset.y == -103)
        #expect(bar.titleLabel.alpha == 0)
        #expect(
            bar.largeTitleFrameInBar
                == CGRect(x: 16, y: 2, width: w.bounds.width - 32, height: 40))
        // With a back button, `.inline` is `.always`.
        let next = UIViewController()
        next.navigationItem.largeTitleDisplayMode = .inline
        nav.pushViewController(next, animated: false)
        #expect(bar.frame.height == 96)
    }

    @Test func largeTitleTextAttributesSetTheFontAndColour() {
        let (nav, _, _) = makeLargeTitleStack()
        let bar = nav.navigationBar
        bar.largeTitleTextAttributes = [
            .font: UIFont.systemFont(ofSize: 40, weight: .heavy), .foregroundColor: UIColor.red,
        ]
        #expect(bar.largeTitleLabel.font == UIFont.systemFont(ofSize: 40, weight: .heavy))
        #expect(bar.largeTitleLabel.textColor == .red)
        bar.largeTitleTextAttributes = nil
        #expect(bar.largeTitleLabel.font == UIFont.systemFont(ofSize: 34, weight: .bold))
        #expect(bar.largeTitleLabel.textColor == .label)
    }
}
