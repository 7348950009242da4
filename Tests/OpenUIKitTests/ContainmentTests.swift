import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct ContainmentTests {
    final class Child: LoggingVC {
        var moves: [String] = []
        override func willMove(toParent parent: UIViewController?) {
            moves.append("will(\(parent == nil ? "nil" : "p"))")
        }
        override func didMove(toParent parent: UIViewController?) {
            moves.append("did(\(parent == nil ? "nil" : "p"))")
        }
    }

    @Test func aChildSwapHasNoCoordinatorAndKeepsTheEngineAnimatorOffTheTimeline() {
        let parent = LoggingVC()
        let a = LoggingVC()
        let b = LoggingVC()
        _ = makeWindow(root: parent)
        parent.addChild(a)
        parent.view.addSubview(a.view)
        a.didMove(toParent: parent)
        parent.addChild(b)
        #expect(UIApplication.shared.runUntilIdle())
        let before = UIApplication.shared.diagnostics.recordedCount
        var finished: Bool?
        parent.transition(from: a, to: b, duration: 0.3, animations: {}) { finished = $0 }
        UIApplication.shared.advance(by: 0.1)
        #expect(a.transitionCoordinator == nil && b.transitionCoordinator == nil)
        #expect(b.view.superview === parent.view)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(finished == true)
        #expect(a.view.superview == nil)
        let events = UIApplication.shared.diagnostics.timeline.suffix(
            UIApplication.shared.diagnostics.recordedCount - before
        ).map(\.event)
        #expect(
            !events.contains {
                $0.hasPrefix("animateTransition") || $0.hasPrefix("completeTransition")
            })
        #expect(events.contains("viewDidAppear(true)"))
    }

    @Test func addChildCallsWillMoveButNotDidMove() {
        let parent = UIViewController()
        let child = Child()
        parent.addChild(child)
        #expect(child.moves == ["will(p)"])
        #expect(child.parent === parent)
        #expect(parent.children.count == 1 && parent.children[0] === child)
    }

    @Test func removeFromParentCallsNeitherWillNorDidMove() {
        let parent = UIViewController()
        let child = Child()
        parent.addChild(child)
        child.moves.removeAll()
        child.removeFromParent()
        #expect(child.moves.isEmpty)
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
    }

    @Test func addingToAnotherParentRemovesFromTheFirst() {
        let p1 = UIViewController()
        let p2 = UIViewController()
        let child = Child()
        p1.addChild(child)
        p2.addChild(child)
        #expect(p1.children.isEmpty)
        #expect(child.parent === p2)
    }

    @Test func childViewAddedToVisibleParentAppearsWithItsWindow() {
        let parent = LoggingVC()
        let child = LoggingVC()
        _ = makeWindow(root: parent)
        let mark = timelineMark
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(
            appearanceEvents(child, since: mark) == [
                "viewWillAppear(false)", "viewIsAppearing(false)", "viewDidAppear(false)",
            ])
        let mark2 = timelineMark
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            appearanceEvents(child, since: mark2) == [
                "viewWillDisappear(false)", "viewDidDisappear(false)",
            ])
    }

    @Test func parentAppearanceIsForwardedToChildrenInItsView() {
        let parent = LoggingVC()
        let child = LoggingVC()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let mark = timelineMark
        _ = makeWindow(root: parent)
        #expect(
            events(since: mark, of: [("P", parent), ("C", child)]) {
                $0.hasPrefix("viewWill") || $0.hasPrefix("viewDid") && !$0.hasPrefix("viewDidL")
            }
                == [
                    "P.viewWillAppear(false)", "C.viewWillAppear(false)", "P.viewDidAppear(false)",
                    "C.viewDidAppear(false)",
                ])
    }

    @Test func manualAppearanceForwardingUsesBeginAndEnd() {
        let vc = LoggingVC()
        let mark = timelineMark
        vc.beginAppearanceTransition(true, animated: true)
        vc.endAppearanceTransition()
        vc.beginAppearanceTransition(false, animated: false)
        vc.endAppearanceTransition()
        #expect(
            appearanceEvents(vc, since: mark) == [
                "viewWillAppear(true)", "viewIsAppearing(true)", "viewDidAppear(true)",
                "viewWillDisappear(false)",
                "viewDidDisappear(false)",
            ])
    }

    @Test func unbalancedAppearanceCallsWarnAndDoNothing() {
        let vc = LoggingVC()
        let wm = warningMark
        let mark = timelineMark
        vc.endAppearanceTransition()
        #expect(appearanceEvents(vc, since: mark).isEmpty)
        #expect(
            warnings(since: wm).first?.hasPrefix(
                "Unbalanced calls to begin/end appearance transitions for <LoggingVC>") == true)
    }

    @Test func transitionFromToSwapsViewsAndSendsAppearance() {
        let parent = LoggingVC()
        let a = LoggingVC()
        let b = LoggingVC()
        _ = makeWindow(root: parent)
        parent.addChild(a)
        parent.view.addSubview(a.view)
        a.didMove(toParent: parent)
        parent.addChild(b)
        a.willMove(toParent: nil)
        let mark = timelineMark
        var finished: Bool?
        let t0 = CACurrentMediaTime()
        parent.transition(
            from: a, to: b, duration: 0.3, options: [.transitionCrossDissolve], animations: nil
        ) { done in
            finished = done
            b.didMove(toParent: parent)
            a.removeFromParent()
        }
        #expect(b.view.superview === parent.view)
        #expect(a.view.superview === parent.view)
        #expect(parent.view.layer.animation(forKey: "transition") is CATransition)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(finished == true)
        #expect(CACurrentMediaTime() - t0 >= 0.3 - 1e-9)
        #expect(a.view.superview == nil)
        #expect(a.parent == nil && b.parent === parent)
        #expect(
            events(since: mark, of: [("A", a), ("B", b)]) {
                $0.hasPrefix("viewWill") || ($0.hasPrefix("viewDid") && !$0.hasPrefix("viewDidL"))
            }
                == [
                    "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                    "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
                ])
    }

    @Test func transitionBetweenNonSiblingsIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let p = UIViewController()
                let a = UIViewController()
                let b = UIViewController()
                p.addChild(a)
                p.transition(from: a, to: b, duration: 0, animations: nil)
            }
        }
    }
}
