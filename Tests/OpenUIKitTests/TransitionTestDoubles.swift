import Foundation
@_spi(Testing) import OpenQuartzCore
import Testing

@testable import OpenUIKit

/// An animator that records what the context told it and completes after `duration` of virtual
/// time (or never, when `completes` is false), adding/removing views as Apple's guide says.
@MainActor
final class RecordingAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    var duration: TimeInterval = 0.5
    var completes = true
    var fromView: UIView?, toView: UIView?
    var fromVC: UIViewController?, toVC: UIViewController?
    var frames: [String: CGRect] = [:]
    var isAnimated: Bool?
    var container: UIView?
    var ended: Bool?
    weak var context: UIViewControllerContextTransitioning?

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    { duration }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        context = ctx
        container = ctx.containerView
        fromView = ctx.view(forKey: .from)
        toView = ctx.view(forKey: .to)
        fromVC = ctx.viewController(forKey: .from)
        toVC = ctx.viewController(forKey: .to)
        isAnimated = ctx.isAnimated
        if let f = fromVC, let t = toVC {
            frames = [
                "initialFrom": ctx.initialFrame(for: f), "finalFrom": ctx.finalFrame(for: f),
                "initialTo": ctx.initialFrame(for: t), "finalTo": ctx.finalFrame(for: t),
            ]
        }
        if presenting, let toView, let toVC {
            toView.frame = ctx.finalFrame(for: toVC)
            ctx.containerView.addSubview(toView)
        }
        if !presenting, let toView, toView.superview == nil {
            ctx.containerView.insertSubview(toView, at: 0)
        }
        guard completes else { return }
        let finish = { @MainActor [self] in
            if !presenting && !ctx.transitionWasCancelled { fromView?.removeFromSuperview() }
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        if ctx.isAnimated { MainRunLoop.perform(after: duration, finish) } else { finish() }
    }

    func animationEnded(_ transitionCompleted: Bool) { ended = transitionCompleted }
}

/// A transitioning delegate that vends recording animators and an optional presentation controller.
@MainActor
final class RecordingDelegate: UIViewControllerTransitioningDelegate {
    var presentAnimator: RecordingAnimator? = RecordingAnimator(presenting: true)
    var dismissAnimator: RecordingAnimator? = RecordingAnimator(presenting: false)
    var makePC: ((UIViewController, UIViewController?) -> UIPresentationController?)?

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { presentAnimator }
    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { dismissAnimator }
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? { makePC?(presented, presenting) }
}

/// A presentation controller that keeps the presenter and uses an inset frame.
@MainActor
final class InsetPresentationController: UIPresentationController {
    var coordinatorSeenInWillBegin = false
    var alongsideRanAfterAnimate = false
    override var frameOfPresentedViewInContainerView: CGRect {
        (containerView?.bounds ?? .zero).insetBy(dx: 20, dy: 100)
    }
    override func presentationTransitionWillBegin() {
        coordinatorSeenInWillBegin = presentedViewController.transitionCoordinator != nil
    }
}
