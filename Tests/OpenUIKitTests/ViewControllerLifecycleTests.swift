import Foundation
import Testing

@testable import OpenUIKit

@MainActor
@Suite struct ViewControllerLifecycleTests {
    @Test func viewLoadsLazilyOnceAndOwnsItsView() {
        let vc = LoggingVC()
        #expect(!vc.isViewLoaded)
        #expect(vc.viewIfLoaded == nil)
        #expect(vc.loadCount == 0)
        let v = vc.view
        #expect(vc.isViewLoaded)
        #expect(vc.loadCount == 1)
        #expect(vc.view === v)
        #expect(vc.loadCount == 1)
        #expect(v?.bounds.size == UIScreen.main.bounds.size)
        #expect(v?.next === vc)
    }

    @Test func customLoadViewIsUsed() {
        final class Custom: UIViewController {
            override func loadView() {
                view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
            }
        }
        let vc = Custom()
        #expect(vc.view.bounds.size == CGSize(width: 10, height: 20))
    }

    @Test func rootViewControllerFillsVisibleWindowAndAppears() {
        let vc = LoggingVC()
        let mark = timelineMark
        let w = makeWindow(root: vc)
        #expect(vc.view.superview === w)
        #expect(vc.view.frame == w.bounds)
        #expect(
            appearanceEvents(vc, since: mark) == [
                "viewWillAppear(false)", "viewIsAppearing(false)", "viewDidAppear(false)",
            ])
    }

    @Test func replacingRootSendsDisappearThenAppearAroundTheSwap() {
        let a = LoggingVC()
        let b = LoggingVC()
        let w = makeWindow(root: a)
        let mark = timelineMark
        w.rootViewController = b
        #expect(
            events(since: mark, of: [("A", a), ("B", b)]) {
                $0.hasPrefix("viewW") || $0.hasPrefix("viewDidA") || $0.hasPrefix("viewDidD")
            }
                == [
                    "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                    "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
                ])
        #expect(a.view.superview == nil)
        #expect(b.view.superview === w)
    }

    @Test func layoutCallbacksSurroundLayoutSubviews() {
        let vc = LoggingVC()
        _ = makeWindow(root: vc)
        vc.layoutCalls.removeAll()
        vc.view.setNeedsLayout()
        vc.view.layoutIfNeeded()
        #expect(vc.layoutCalls == ["will", "did"])
    }

    @Test func additionalSafeAreaInsetsAddToTheWindowInsets() {
        let vc = LoggingVC()
        _ = makeWindow(root: vc)
        let base = vc.view.safeAreaInsets
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 7, left: 0, bottom: 3, right: 0)
        #expect(vc.view.safeAreaInsets.top == base.top + 7)
        #expect(vc.view.safeAreaInsets.bottom == base.bottom + 3)
    }
}
