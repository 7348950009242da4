import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// The large title follows the list: the strip closes as the content scrolls up (the title
/// riding up under the row, the inline title fading in over the last 10 pt), stretches as a pull
/// drags it down, and a released drag comes to rest with it open or closed.
@MainActor
@Suite struct LargeTitleScrollTests {
    @Test func scrollingUpClosesTheStripAndFadesTheInlineTitleIn() {
        let (nav, list, w) = makeLargeTitleStack()
        let bar = nav.navigationBar
        let table = list.tableView!
        // 25 pt up from rest (−155): a 27 pt strip, the title's line box 25 pt higher.
        table.contentOffset.y = -130
        #expect(bar.frame == CGRect(x: 0, y: 59, width: w.bounds.width, height: 71))
        #expect(bar.largeTitleView.frame == CGRect(x: 0, y: 44, width: w.bounds.width, height: 27))
        #expect(abs(bar.largeTitleFrameInBar.minY - (48 - 25)) < 1e-9)
        #expect(bar.titleLabel.alpha == 0)
        // 5 pt of strip left: the inline title half faded in.
        table.contentOffset.y = -108
        #expect(bar.frame.height == 49)
        #expect(abs(bar.titleLabel.alpha - 0.5) < 1e-9)
        // Closed at 52 pt up, and stays closed further on.
        table.contentOffset.y = -103
        #expect(bar.frame.height == 44 && bar.titleLabel.alpha == 1)
        table.contentOffset.y = 400
        #expect(bar.frame.height == 44 && bar.titleLabel.alpha == 1)
        // The inset does not follow the strip (the content's top stays where it rests).
        #expect(table.adjustedContentInset.top == 155)
        // Back at the top, open again.
        table.contentOffset.y = -155
        #expect(bar.frame.height == 96 && bar.titleLabel.alpha == 0)
        #expect(bar.largeTitleFrameInBar.minY == 48)
    }

    @Test func pullingDownStretchesTheStrip() {
        let (nav, list, _) = makeLargeTitleStack()
        let bar = nav.navigationBar
        list.tableView.contentOffset.y = -175
        #expect(bar.frame.height == 116)
        #expect(bar.largeTitleFrameInBar.minY == 68)
        #expect(abs(bar.barBackground.frame.height - (59 + 116)) < 1e-9)
    }

    /// A finger dragging the list up by `distance` slowly, held, then lifted.
    private func drag(_ w: UIWindow, up distance: CGFloat) {
        let fingers = w.touchSynthesizer
        let x: CGFloat = 200
        fingers.touchDown(at: CGPoint(x: x, y: 600))
        for i in 1...20 {
            fingers.move(to: CGPoint(x: x, y: 600 - distance * CGFloat(i) / 20))
        }
        fingers.wait(0.2)
        fingers.touchUp()
        UIApplication.shared.runUntilIdle()
    }

    @Test func aDragReleasedWithHalfTheStripOrMoreShowingSettlesOpen() {
        let (nav, list, w) = makeLargeTitleStack()
        drag(w, up: 20)
        #expect(abs(list.tableView.contentOffset.y - -155) < 1e-9)
        #expect(abs(nav.navigationBar.frame.height - 96) < 1e-9)
    }

    @Test func aDragReleasedWithLessThanHalfShowingSettlesClosed() {
        let (nav, list, w) = makeLargeTitleStack()
        drag(w, up: 40)
        #expect(abs(list.tableView.contentOffset.y - -103) < 1e-9)
        #expect(abs(nav.navigationBar.frame.height - 44) < 1e-9)
        #expect(nav.navigationBar.titleLabel.alpha == 1)
    }

    @Test func aScrollViewSetAsTheContentScrollViewIsTheOneFollowed() {
        let (nav, list, _) = makeLargeTitleStack()
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.contentSize = CGSize(width: 100, height: 1000)
        other.contentInsetAdjustmentBehavior = .never
        list.view.addSubview(other)
        #expect(list.contentScrollView(for: .top) == nil)
        list.setContentScrollView(other, for: .top)
        #expect(list.contentScrollView(for: .top) === other)
        #expect(list.contentScrollView(for: .bottom) == nil)
        list.tableView.contentOffset.y = -130
        #expect(nav.navigationBar.frame.height == 96)
        other.contentOffset.y = 30
        #expect(abs(nav.navigationBar.frame.height - (44 + 52 - 30)) < 1e-9)
    }
}
