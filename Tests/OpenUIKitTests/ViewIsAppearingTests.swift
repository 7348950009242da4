import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// `viewIsAppearing(_:)` as Apple documents it (UIViewController, iOS 13+): once per appearance,
/// after `viewWillAppear`, with the view in the hierarchy, laid out by its superview and its traits
/// up to date; before `viewDidAppear`. Where it falls against the controller's own layout pass
/// (before `viewWillLayoutSubviews`) is WWDC23's "What's new in UIKit" diagram.
@MainActor
@Suite struct ViewIsAppearingTests {
    /// What the controller saw in each callback.
    final class Observer: UIViewController {
        var log: [String] = []
        var windowInIsAppearing: UIWindow?
        var frameInIsAppearing: CGRect?
        var traitsInIsAppearing: UITraitCollection?

        override func viewWillAppear(_ animated: Bool) {
            log.append("willAppear(window: \(view.window != nil))")
        }
        override func viewIsAppearing(_ animated: Bool) {
            log.append("isAppearing(\(animated))")
            windowInIsAppearing = view.window
            frameInIsAppearing = view.frame
            traitsInIsAppearing = traitCollection
        }
        override func viewWillLayoutSubviews() {
            if log.last != "willLayout" { log.append("willLayout") }
        }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
    }

    @Test func aPushedControllerIsAppearingInTheWindowWithItsFinalFrameBeforeItsOwnLayout() {
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let w = makeWindow(root: nav)
        let pushed = Observer()
        nav.pushViewController(pushed, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(
            pushed.log == [
                "willAppear(window: false)", "isAppearing(true)", "willLayout", "didAppear",
            ])
        #expect(pushed.windowInIsAppearing === w)
        #expect(pushed.frameInIsAppearing == nav.view.bounds)
        #expect(pushed.traitsInIsAppearing == nav.traitCollection)
    }

    @Test func itComesOncePerAppearanceAndAgainWhenTheControllerIsUncovered() {
        let first = Observer()
        let nav = UINavigationController(rootViewController: first)
        makeWindow(root: nav)
        nav.pushViewController(UIViewController(), animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        nav.popViewController(animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(
            first.log.filter { !$0.hasPrefix("willLayout") } == [
                "willAppear(window: true)", "isAppearing(false)", "didAppear",
                "willDisappear", "didDisappear",
                "willAppear(window: false)", "isAppearing(true)", "didAppear",
            ])
    }

    @Test func aPresentedControllerIsAppearingBeforeThePresentationEnds() {
        let presenter = UIViewController()
        let w = makeWindow(root: presenter)
        let presented = Observer()
        presented.modalPresentationStyle = .fullScreen
        var logAtCompletion: [String] = []
        presenter.present(presented, animated: true) { logAtCompletion = presented.log }
        #expect(UIApplication.shared.runUntilIdle())
        #expect(logAtCompletion.contains("isAppearing(true)"))
        #expect(
            logAtCompletion.firstIndex(of: "isAppearing(true)")!
                < logAtCompletion.firstIndex(of: "didAppear")!)
        #expect(presented.windowInIsAppearing === w)
        #expect(presented.frameInIsAppearing == w.bounds)
    }

    @Test func aChildAddedToAVisibleParentIsAppearingWithItsView() {
        let parent = UIViewController()
        makeWindow(root: parent)
        let child = Observer()
        parent.addChild(child)
        child.view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(
            child.log.filter { $0 != "willLayout" } == [
                "willAppear(window: false)", "isAppearing(false)", "didAppear",
            ])
        #expect(child.frameInIsAppearing == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func aManualAppearanceWhoseViewIsNeverLaidOutStillGetsItBeforeDidAppear() {
        let vc = Observer()
        _ = vc.view
        vc.beginAppearanceTransition(true, animated: false)
        vc.endAppearanceTransition()
        #expect(vc.log == ["willAppear(window: false)", "isAppearing(false)", "didAppear"])
        #expect(vc.windowInIsAppearing == nil)
    }
}
