@_spi(Testing) import OpenUIKit  // UIKit, plus the test harness: clock, touches, diagnostics
import SegueRender

final class DetailViewController: UIViewController {
    override func viewDidLoad() { view.backgroundColor = .systemOrange }
}

/// Fades the presented screen in: an animator as you would write it for UIKit.
final class FadeInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let toView = context.view(forKey: .to)!
        toView.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
        toView.alpha = 0
        context.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3) {
            toView.alpha = 1
        } completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

final class FadeInDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        FadeInAnimator()
    }
}

/// Presents a screen with the fade, records it to a GIF at `url` and prints every call.
@MainActor func recordFadeIn(to url: URL) throws {
    let window = UIWindow()
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()

    let delegate = FadeInDelegate()  // transitioningDelegate is weak, as in UIKit
    let detail = DetailViewController()
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = delegate
    window.rootViewController?.present(detail, animated: true)

    let recording = try Recorder(window, fps: 30, scale: 2).recordUntilIdle()  // advances the clock
    try recording.gifData().write(to: url)
    print(UIApplication.shared.diagnostics.timeline)  // every call, timed, as in `segue trace`
}
