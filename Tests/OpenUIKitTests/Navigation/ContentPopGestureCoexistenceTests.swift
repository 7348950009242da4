import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// The content back swipe beside the other gestures of a screen, as on iOS 26: a horizontal
/// scroll view scrolls until it is at its leading edge, an app's own interactive pop drives the
/// pop it supplies, and a pan of the content comes first. Apple's page ("use this property to
/// retrieve the gesture recognizer and tie it to the behavior of other gesture recognizers"):
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
@MainActor
@Suite struct ContentPopGestureCoexistenceTests {
    /// A pushed screen holding a full-screen carousel of three pages, scrolled to `page`.
    func carousel(page: Int) -> (UINavigationController, UIScrollView, UIWindow) {
        let nav = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(root: nav)
        let screen = UIViewController()
        let carousel = UIScrollView(frame: screen.view.bounds)
        carousel.contentSize = CGSize(width: screen.view.bounds.width * 3, height: 10)
        carousel.isPagingEnabled = true
        carousel.contentInsetAdjustmentBehavior = .never
        screen.view.addSubview(carousel)
        nav.pushViewController(screen, animated: false)
        UIApplication.shared.runUntilIdle()
        carousel.contentOffset = CGPoint(x: carousel.bounds.width * CGFloat(page), y: 0)
        return (nav, carousel, window)
    }

    /// A carousel on its second page takes the swipe and shows its first page; the screen stays.
    @Test func aScrollViewThatCanScrollBackTakesTheSwipe() {
        let (nav, carousel, window) = carousel(page: 1)
        window.touchSynthesizer.drag(
            from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 2)
        #expect(carousel.contentOffset.x == 0)
    }

    /// At its first page the carousel cannot scroll back: the same swipe pops, and the carousel
    /// has not moved.
    @Test func atItsLeadingEdgeTheScrollViewLetsTheSwipePop() {
        let (nav, carousel, window) = carousel(page: 0)
        window.touchSynthesizer.drag(
            from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 1)
        #expect(carousel.contentOffset.x == 0)
    }

    /// A leftward swipe on the carousel pages forward, whatever its page.
    @Test func aLeftwardSwipeStillPagesTheScrollView() {
        let (nav, carousel, window) = carousel(page: 0)
        window.touchSynthesizer.drag(
            from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.3)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 2)
        #expect(carousel.contentOffset.x == carousel.bounds.width)
    }

    /// A pan of the content that takes a rightward drag (a swipe-to-reveal row, a slider of the
    /// app's own) comes first: the content swipe waits for it and does not pop.
    @Test func aPanOfTheContentComesFirst() throws {
        let nav = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(root: nav)
        let screen = UIViewController()
        let row = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 200))
        var travelled: CGFloat = 0
        let reveal = UIPanGestureRecognizer { pan in travelled = pan.translation(in: nil).x }
        row.addGestureRecognizer(reveal)
        screen.view.addSubview(row)
        nav.pushViewController(screen, animated: false)
        UIApplication.shared.runUntilIdle()
        window.touchSynthesizer.drag(
            from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 2)
        #expect(travelled == 200)
        // Outside the row, the same swipe pops.
        window.touchSynthesizer.drag(
            from: CGPoint(x: 100, y: 650), to: CGPoint(x: 300, y: 650), duration: 0.3)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 1)
    }

    /// A delegate that supplies its own pop animator takes the pop over (UIKit's back swipes then
    /// stand aside): the app's own pan drives the app's interaction, and the content swipe never
    /// begins.
    @Test func aCustomInteractivePopDrivesItsOwnPop() throws {
        let delegate = AppPopDelegate()
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.delegate = delegate
        let window = makeWindow(root: nav)
        let screen = UIViewController()
        let appPan = UIPanGestureRecognizer { [weak nav] pan in
            guard let nav else { return }
            let p = pan.translation(in: nil).x / 393
            switch pan.state {
            case .began:
                delegate.interaction = UIPercentDrivenInteractiveTransition()
                nav.popViewController(animated: true)
            case .changed: delegate.interaction?.update(p)
            case .ended: delegate.interaction?.finish()
            default: delegate.interaction?.cancel()
            }
        }
        screen.view.addGestureRecognizer(appPan)
        nav.pushViewController(screen, animated: false)
        UIApplication.shared.runUntilIdle()
        let content = try #require(nav.interactiveContentPopGestureRecognizer)
        var contentStates: [UIGestureRecognizer.State] = []
        _ = content.addAction { contentStates.append($0.state) }
        window.touchSynthesizer.drag(
            from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.4)
        UIApplication.shared.advance(by: 0.2)
        #expect(screen.transitionCoordinator?.isInteractive == true)
        let driven = delegate.interaction?.percentComplete ?? 0
        #expect(driven > 0.2 && driven < 0.3)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 1)
        #expect(contentStates.isEmpty)
        #expect(delegate.animations == 1)
    }
}

/// An app's navigation delegate with its own pop: a cross-fade, interactive when the app's pan
/// started it.
@MainActor
final class AppPopDelegate: NSObject, UINavigationControllerDelegate,
    UIViewControllerAnimatedTransitioning
{
    var interaction: UIPercentDrivenInteractiveTransition?
    var animations = 0

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? self : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        animations += 1
        guard let from = transitionContext.view(forKey: .from),
            let to = transitionContext.view(forKey: .to)
        else { return }
        transitionContext.containerView.insertSubview(to, belowSubview: from)
        UIView.animate(withDuration: 0.3) {
            from.alpha = 0
        } completion: { _ in
            from.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { interaction = nil }
}
