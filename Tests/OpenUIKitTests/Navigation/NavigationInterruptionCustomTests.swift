import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Interrupting navigation transitions that are not the built-in slide: a delegate's custom push
/// whose animator vends an interruptible animator runs back when the back button is tapped (its
/// animator reversed, as UIKit reverses interruptible transitions); one that vends none lets the
/// pop wait; a back-button tap during a pop pops the next controller once the pop ends.
/// Docs/Behaviour-today.md, "Interrupted navigation transitions".
@MainActor
@Suite(.serialized) struct NavigationInterruptionCustomTests {
    final class Screen: UIViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
    }

    /// A push that slides the new view up from the bottom in 0.4 s, linearly, with one property
    /// animator for the whole transition.
    @MainActor final class Rise {
        var animator: UIViewPropertyAnimator?
        func animator(_ ctx: UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
            if let animator { return animator }
            let to = ctx.view(forKey: .to)!
            let final = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
            ctx.containerView.addSubview(to)
            to.frame = final.offsetBy(dx: 0, dy: final.height)
            let a = UIViewPropertyAnimator(duration: 0.4, curve: .linear) { to.frame = final }
            a.addCompletion { _ in ctx.completeTransition(!ctx.transitionWasCancelled) }
            animator = a
            return a
        }
    }

    /// The rise, vending its property animator as its interruptible animator, as Apple's
    /// `interruptibleAnimator(using:)` page describes.
    final class InterruptibleRiseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let rise = Rise()
        func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
            0.4
        }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            rise.animator(ctx).startAnimation()
        }
        func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning)
            -> UIViewImplicitlyAnimating
        {
            rise.animator(ctx)
        }
    }

    /// The rise, vending no interruptible animator.
    final class RiseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let rise = Rise()
        func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
            0.4
        }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            rise.animator(ctx).startAnimation()
        }
    }

    final class RiseDelegate: NSObject, UINavigationControllerDelegate {
        let interruptible: Bool
        init(interruptible: Bool) { self.interruptible = interruptible }
        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            guard operation == .push else { return nil }
            return interruptible ? InterruptibleRiseAnimator() : RiseAnimator()
        }
    }

    func minY(_ view: UIView) -> CGFloat { (view.layer.presentation() ?? view.layer).frame.minY }

    func backButtonPoint(_ nav: UINavigationController, _ window: UIWindow) -> CGPoint {
        let bar = nav.navigationBar
        return bar.convert(CGPoint(x: 24, y: bar.bounds.midY), to: window)
    }

    /// Tapped 0.2 s into the 0.4 s rise (the view half way up; the tap lifts 0.05 s later): the
    /// animator reverses from where it stands and the view goes back down over the 0.25 s it had
    /// run; the push ends
    /// cancelled, with balanced appearance callbacks, and the bar shows the first title again.
    @Test func tappingBackDuringAnInterruptibleCustomPushReversesItsAnimator() throws {
        let a = Screen()
        a.title = "Inbox"
        let nav = UINavigationController(rootViewController: a)
        let delegate = RiseDelegate(interruptible: true)
        nav.delegate = delegate
        let window = makeWindow(root: nav)
        UIApplication.shared.runUntilIdle()
        let b = Screen()
        b.title = "Message"
        nav.pushViewController(b, animated: true)
        let height = nav.view.bounds.height
        UIApplication.shared.advance(by: 0.2)
        let whenTapped = minY(b.view)
        #expect(abs(whenTapped - height / 2) < 40, "about half way up")
        window.touchSynthesizer.tap(at: backButtonPoint(nav, window))
        // The tap lifts 0.05 s later (the rise goes on), then the animator runs back.
        UIApplication.shared.advance(by: 0.05 + 1.0 / 60)
        let whenLifted = minY(b.view)
        #expect(whenLifted < whenTapped)
        #expect(b.transitionCoordinator?.isCancelled == true)
        UIApplication.shared.advance(by: 0.1)
        #expect(minY(b.view) > whenLifted + 40, "going back down")
        let title = nav.navigationBar.titleLabel
        #expect(title.text == "Message")
        // It had risen for 0.25 s when reversed: still going back 0.2 s later, done 0.3 s later.
        UIApplication.shared.advance(by: 0.1)
        #expect(nav.transitionCoordinator != nil)
        UIApplication.shared.advance(by: 0.1)
        #expect(nav.transitionCoordinator == nil, "back down in about the time it had risen")
        #expect(nav.viewControllers == [a])
        #expect(b.parent == nil && b.view.window == nil)
        #expect(b.log == ["willAppear", "willDisappear", "didDisappear"])
        #expect(a.log == ["willAppear", "didAppear", "willDisappear", "willAppear", "didAppear"])
        #expect(title.text == "Inbox" && CGFloat(title.layer.presentation()!.opacity) == 1)
    }

    /// An animator that vends no interruptible animator cannot be reversed: the tap's pop waits
    /// for the push to end, then runs.
    @Test func aCustomPushWithNoInterruptibleAnimatorFinishesAndThenPops() {
        let a = Screen()
        let nav = UINavigationController(rootViewController: a)
        let delegate = RiseDelegate(interruptible: false)
        nav.delegate = delegate
        let window = makeWindow(root: nav)
        UIApplication.shared.runUntilIdle()
        let b = Screen()
        nav.pushViewController(b, animated: true)
        UIApplication.shared.advance(by: 0.15)
        window.touchSynthesizer.tap(at: backButtonPoint(nav, window))
        UIApplication.shared.advance(by: 0.1)
        #expect(b.transitionCoordinator?.isCancelled == false)
        #expect(nav.viewControllers == [a, b], "the pop waits")
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers == [a])
        #expect(b.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }

    /// A second tap on the back button while the first pop runs pops the controller whose back
    /// button the bar already shows, once the running pop ends.
    @Test func aBackTapDuringAPopPopsTheNextControllerAfterIt() {
        let a = Screen()
        let b = Screen()
        let c = Screen()
        a.title = "A"
        b.title = "B"
        let nav = UINavigationController(rootViewController: a)
        let window = makeWindow(root: nav)
        nav.setViewControllers([a, b, c], animated: false)
        UIApplication.shared.runUntilIdle()
        c.log.removeAll()
        window.touchSynthesizer.tap(at: backButtonPoint(nav, window))
        UIApplication.shared.advance(by: 0.15)
        #expect(nav.viewControllers == [a, b])
        #expect(nav.navigationBar.backButton.label.text == "A")
        window.touchSynthesizer.tap(at: backButtonPoint(nav, window))
        UIApplication.shared.advance(by: 0.1)
        #expect(nav.viewControllers == [a, b], "the second pop waits for the first")
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers == [a])
        #expect(c.log == ["willDisappear", "didDisappear"])
        #expect(b.log.suffix(4) == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(a.log.suffix(2) == ["willAppear", "didAppear"])
    }
}
