import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueDemos

/// Values for the seed-article tests, derived by hand (or once, offline, by bisection to 1e-15),
/// independently of the engine's timing and spring code.
enum ArticleReference {
    /// UIKit's default curve, ease-in-out (0.42, 0, 0.58, 1), is symmetric: 0.5 at half time.
    static let easeInOutAtHalf = 0.5
    /// Ease-in-out at x = 0.2, solved by bisection on the Bézier parameter.
    static let easeInOutAtFifth = 0.08165985626589747
    /// Ease-out (0, 0, 0.58, 1) at x = 0.5, solved by bisection on the Bézier parameter.
    static let easeOutAtHalf = 0.6846431874274606

    /// ω₀ of UIKit's spring for duration 1 s, damping ratio ζ and no initial velocity: the envelope
    /// ζ/√(1−ζ²)·e^(−ζω₀·1) reaches 0.001 at 1 s, so ω₀ = ln(ζ / (√(1−ζ²) · 0.001)) / ζ.
    static func oneSecondSpringOmega(zeta: Double) -> Double {
        log(zeta / ((1 - zeta * zeta).squareRoot() * 0.001)) / zeta
    }

    /// The fraction of the distance still to go (1 at the start, 0 at rest) of an underdamped spring
    /// released at rest, t seconds in: e^(−ζω₀t)·(cos ω_d t + ζω₀/ω_d · sin ω_d t), ω_d = ω₀√(1−ζ²).
    static func springRemaining(_ t: Double, zeta: Double, omega w0: Double) -> Double {
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
    }
}

/// Clock helpers for stepping a transition to chosen times.
@MainActor
enum ArticleClock {
    /// When the first animation on `layer` began (layer time; the seed views run at speed 1, so it
    /// is media time).
    static func start(of layer: CALayer, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> CFTimeInterval
    {
        try #require(
            layer.attachedAnimations.first, "no animation on the layer",
            sourceLocation: sourceLocation
        ).beginTime
    }

    /// Advances whole frames to `seconds` after `start` and returns the time actually elapsed.
    @discardableResult
    static func advance(to seconds: Double, after start: CFTimeInterval) -> Double {
        let frames = ((start + seconds - CACurrentMediaTime()) * 60).rounded()
        if frames > 0 { UIApplication.shared.advance(by: frames / 60) }
        return CACurrentMediaTime() - start
    }

    /// Checks a 0.5 s ease-in-out frame animation of `view` from `from` to `to`: 0.1 s after it
    /// began the frame is 8.2 % of the way, 0.25 s after exactly halfway. Leaves the clock there.
    static func expectHalfSecondEaseInOut(
        _ view: UIView, from: CGRect, to: CGRect,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let start = try self.start(of: view.layer, sourceLocation: sourceLocation)
        for (t, p) in [
            (0.1, ArticleReference.easeInOutAtFifth), (0.25, ArticleReference.easeInOutAtHalf),
        ] {
            #expect(abs(advance(to: t, after: start) - t) < 1e-9, sourceLocation: sourceLocation)
            let want = interpolate(from, to, p)
            let got = try presented(view, sourceLocation: sourceLocation)
            #expect(
                close(got, want), "at \(t) s: \(got), want \(want)", sourceLocation: sourceLocation)
        }
    }

    /// The presented frame of `view` now.
    static func presented(_ view: UIView, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> CGRect
    {
        try #require(view.layer.presentation(), sourceLocation: sourceLocation).frame
    }
}

/// Pops `nav` to `root` with the corner animator of articles 000 and 003 (`MyAnimator`,
/// `HideAnimator`): `root`'s view goes back in the container at full size, the popped view keeps its
/// size and slides to the container's bottom-right corner in 0.5 s ease-in-out; then `root` is alone
/// on the stack and on screen.
@MainActor
func expectPopToTheCorner(
    _ nav: UINavigationController, popping shown: UIViewController, to root: UIViewController,
    in window: UIWindow, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let container = try #require(shown.view.superview, sourceLocation: sourceLocation)
    nav.popViewController(animated: true)
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(
        root.view.superview === container && root.view.frame == nav.view.bounds,
        sourceLocation: sourceLocation)
    let corner = CGPoint(x: container.frame.width, y: container.frame.height)
    try ArticleClock.expectHalfSecondEaseInOut(
        shown.view, from: nav.view.bounds,
        to: CGRect(origin: corner, size: nav.view.bounds.size), sourceLocation: sourceLocation)
    #expect(UIApplication.shared.runUntilIdle(), sourceLocation: sourceLocation)
    #expect(
        nav.viewControllers.count == 1 && nav.topViewController === root,
        sourceLocation: sourceLocation)
    #expect(
        root.view.window === window && shown.view.superview == nil, sourceLocation: sourceLocation)
}

/// The rectangle a fraction `p` of the way from `a` to `b`, edge by edge.
func interpolate(_ a: CGRect, _ b: CGRect, _ p: Double) -> CGRect {
    CGRect(
        x: a.minX + (b.minX - a.minX) * p, y: a.minY + (b.minY - a.minY) * p,
        width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
}

/// Whether two rectangles agree within `tolerance` points on every edge.
func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A delegate that vends the article's `MyAnimator` with a percent-driven interaction, for
/// present/dismiss and push/pop, so the animator's cancel branch runs.
@MainActor
final class InteractiveMyAnimatorDelegate: UIViewControllerTransitioningDelegate,
    UINavigationControllerDelegate
{
    let interactor = UIPercentDrivenInteractiveTransition()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        MyAnimator(presenting: true)
    }
    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        MyAnimator(presenting: false)
    }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interactor
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interactor
    }
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        MyAnimator(presenting: operation == .push)
    }
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interactor
    }

    /// Scrubs to 30 %, cancels, and runs until the transition has ended.
    func scrubAndCancel() {
        UIApplication.shared.advance(by: 1.0 / 60)
        interactor.update(0.3)
        UIApplication.shared.advance(by: 1.0 / 60)
        interactor.cancel()
        UIApplication.shared.runUntilIdle()
    }
}
