import OpenUIKit

/// A port of the presentation controller of Apple's CustomTransitions sample
/// ("AAPLCustomPresentationController"): it is its own transitioning delegate and animator, and
/// it wraps the presented view in a shadowed, rounded container in
/// `presentationTransitionWillBegin`.
final class WrappingPresentationController: UIPresentationController,
    UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning
{
    private var presentationWrappingView: UIView?

    override init(
        presentedViewController: UIViewController,
        presenting presentingViewController: UIViewController?
    ) {
        super.init(
            presentedViewController: presentedViewController, presenting: presentingViewController)
        presentedViewController.modalPresentationStyle = .custom
    }

    override var presentedView: UIView? { presentationWrappingView }

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: bounds.height - 300, width: bounds.width, height: 300)
    }

    override func presentationTransitionWillBegin() {
        let wrapper = UIView(frame: frameOfPresentedViewInContainerView)
        wrapper.layer.shadowOpacity = 0.44
        wrapper.layer.shadowRadius = 13
        let rounded = UIView(frame: wrapper.bounds)
        rounded.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        rounded.layer.cornerRadius = 16
        rounded.layer.masksToBounds = true
        let content = super.presentedView!
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.frame = rounded.bounds
        rounded.addSubview(content)
        wrapper.addSubview(rounded)
        presentationWrappingView = wrapper
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { presentationWrappingView = nil }
    }

    // MARK: UIViewControllerTransitioningDelegate

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        precondition(
            presentedViewController === presented,
            "You didn't initialize \(self) with the correct presentedViewController.")
        return self
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }

    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { self }

    // MARK: UIViewControllerAnimatedTransitioning

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let containerView = transitionContext.containerView
        let isPresenting = fromViewController === presentingViewController
        // The sample force-unwraps these: the to view of a presentation is the wrapper.
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        if isPresenting {
            let view = toView!
            containerView.addSubview(view)
            var start = transitionContext.finalFrame(for: toViewController)
            start.origin.y = containerView.bounds.maxY
            view.frame = start
        }
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(
            withDuration: duration,
            animations: {
                if isPresenting {
                    toView!.frame = transitionContext.finalFrame(for: toViewController)
                } else {
                    fromView!.frame.origin.y = containerView.bounds.maxY
                }
            },
            completion: { _ in
                let wasCancelled = transitionContext.transitionWasCancelled
                transitionContext.completeTransition(!wasCancelled)
            })
    }
}
