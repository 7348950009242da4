import OpenUIKit

/// A half-height sheet whose presentation controller blurs the screen behind it, as apps dim with
/// a material instead of black: a `UIVisualEffectView` whose `effect` goes from nil to a blur
/// alongside the transition, and back on dismissal.
final class BlurDimmingPresentationController: UIPresentationController {
    let blurView = UIVisualEffectView(effect: nil)

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        blurView.frame = containerView.bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.insertSubview(blurView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.blurView.effect = UIBlurEffect(style: .systemMaterial)
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { blurView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.blurView.effect = nil
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { blurView.removeFromSuperview() }
    }
}

/// Hands out the blur-dimming presentation controller; UIKit's default animation moves the sheet.
final class BlurDimmingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        BlurDimmingPresentationController(
            presentedViewController: presented, presenting: presenting)
    }
}
