import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite(.serialized) struct BarButtonItemTests {
    /// A navigation controller whose root shows `configure`'s items, in a window on `device`.
    private func navWindow(_ device: UIDeviceProfile, configure: (UINavigationItem) -> Void) -> (
        UINavigationController, LoggingVC, UIWindow
    ) {
        let root = LoggingVC()
        configure(root.navigationItem)
        let nav = UINavigationController(rootViewController: root)
        let w = makeWindow(root: nav)
        w.layoutIfNeeded()
        return (nav, root, w)
    }

    @Test func rightAndLeftItemsSitAtTheBarsMarginsOutermostFirst() throws {
        let saved = UIScreen.main.device
        UIScreen.main.device = .iPhone15
        defer { UIScreen.main.device = saved }
        let a = UIBarButtonItem(title: "A")
        let b = UIBarButtonItem(title: "B")
        let l = UIBarButtonItem(title: "L")
        a.width = 50
        b.width = 30
        l.width = 40
        let (nav, _, w) = navWindow(.iPhone15) {
            $0.rightBarButtonItems = [a, b]
            $0.leftBarButtonItem = l
        }
        defer { w.isHidden = true }
        let bar = nav.navigationBar
        // iPhone 15: 393 pt wide, compact width → 16 pt margins, 8 pt between items.
        #expect(bar.bounds.width == 393)
        #expect(a.view?.frame == CGRect(x: 393 - 16 - 50, y: 0, width: 50, height: 44))
        #expect(b.view?.frame == CGRect(x: 393 - 16 - 50 - 8 - 30, y: 0, width: 30, height: 44))
        #expect(l.view?.frame == CGRect(x: 16, y: 0, width: 40, height: 44))
        #expect(a.view?.superview === bar)
        #expect((a.view as? UILabel)?.text == "A")
        #expect(nav.topViewController?.navigationItem.rightBarButtonItem === a)
        // Changing the item relays the bar out: a wider item pushes the second one left.
        a.width = 70
        #expect(b.view?.frame.minX == CGFloat(393 - 16 - 70 - 8 - 30))
        // Replacing the items removes the old views from the bar.
        nav.topViewController?.navigationItem.rightBarButtonItem = nil
        #expect(a.view == nil && b.view == nil)
        #expect(
            !bar.subviews.contains {
                $0 is BarButtonItemView && ($0 as? BarButtonItemView)?.item === a
            })
    }

    @Test func anUnsizedItemIsAsWideAsItsTitleAndADoneItemIsSemibold() throws {
        let plain = UIBarButtonItem(title: "Edit")
        let done = UIBarButtonItem(title: "Edit", style: .done)
        let (nav, _, w) = navWindow(.iPhone15) { $0.rightBarButtonItems = [plain, done] }
        defer { w.isHidden = true }
        _ = nav
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 17)
        label.text = "Edit"
        let expected = label.intrinsicContentSize.width.rounded(.up)
        #expect(expected > 20 && expected < 60)  // four 17 pt letters
        #expect(plain.view?.frame.width == expected)
        #expect((done.view as? UILabel)?.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(done.view.map { $0.frame.width >= expected } == true)  // semibold is no narrower
    }

    @Test func tappingAnItemCallsItsHandlerUnlessDisabled() throws {
        var taps: [Int] = []
        let item = UIBarButtonItem(title: "Go", style: .plain) { taps.append($0.tag) }
        item.tag = 7
        item.width = 60
        let (_, _, w) = navWindow(.iPhone15) { $0.rightBarButtonItem = item }
        defer { w.isHidden = true }
        let f = try #require(item.view).convert(try #require(item.view).bounds, to: w)
        w.simulateTap(at: CGPoint(x: f.midX, y: f.midY))
        UIApplication.shared.advance(by: 0.5)
        #expect(taps == [7])
        item.isEnabled = false
        w.simulateTap(at: CGPoint(x: f.midX, y: f.midY))
        UIApplication.shared.advance(by: 0.5)
        #expect(taps == [7])
    }

    @Test func aPopoverFromARightBarButtonItemOnIPadPointsUpAtTheItem() throws {
        let saved = UIScreen.main.device
        UIScreen.main.device = .iPadPro11
        defer { UIScreen.main.device = saved }
        let item = UIBarButtonItem(title: "Share")
        item.width = 60
        let (_, root, w) = navWindow(.iPadPro11) { $0.rightBarButtonItem = item }
        defer { w.isHidden = true }
        let popover = LoggingVC()
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 300, height: 400)
        popover.popoverPresentationController?.barButtonItem = item
        root.present(popover, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        let pc = try #require(popover.popoverPresentationController)
        // iPad Pro 11": 834 × 1194, safe area top 24, bottom 20; regular width → 20 pt bar margin.
        // Bar: y 24, 44 tall. Item: x 834 − 20 − 60 = 754, so (754, 24, 60, 44) in the window.
        #expect(
            item.view.map { $0.convert($0.bounds, to: w) }
                == CGRect(x: 754, y: 24, width: 60, height: 44))
        // Below the item (room 1164 − 68 − 13 ≥ 400): arrow up, top at 68 + 13 = 81; x centred on 784
        // (634) clamped to the area's right edge 834 − 10 − 300 = 524.
        #expect(pc.arrowDirection == .up)
        #expect(popover.view.frame == CGRect(x: 524, y: 81, width: 300, height: 400))
        // Arrow: tip at (784, 68), 26 pt base, 13 pt tall.
        #expect(pc.arrowView?.frame == CGRect(x: 771, y: 68, width: 26, height: 13))
        popover.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
    }

    @Test func aBarButtonItemTakesPrecedenceOverASourceView() throws {
        let saved = UIScreen.main.device
        UIScreen.main.device = .iPadPro11
        defer { UIScreen.main.device = saved }
        let item = UIBarButtonItem(title: "L")
        item.width = 40
        let (_, root, w) = navWindow(.iPadPro11) { $0.leftBarButtonItem = item }
        defer { w.isHidden = true }
        let source = UIView(frame: CGRect(x: 400, y: 600, width: 10, height: 10))
        root.view.addSubview(source)
        let popover = LoggingVC()
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 200, height: 100)
        popover.popoverPresentationController?.sourceView = source
        popover.popoverPresentationController?.barButtonItem = item
        root.present(popover, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        // Left item (20, 24, 40, 44): midX 40; box x 40 − 100 = −60 clamped to 10; top 68 + 13.
        #expect(popover.view.frame == CGRect(x: 10, y: 81, width: 200, height: 100))
        popover.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
    }
}
