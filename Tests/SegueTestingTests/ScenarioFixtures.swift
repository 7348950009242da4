@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit
import SegueRender
import SegueTestFixtures

/// Slides the from-view off to the right (pop) or the to-view in from the right (push),
/// linearly, over 0.3 s, as an interactive animator should.
final class LinearSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to),
            let toViewController = transitionContext.viewController(forKey: .to)
        else { return }
        let width = container.bounds.width
        toView.frame = transitionContext.finalFrame(for: toViewController)
        container.insertSubview(toView, belowSubview: fromView)
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveLinear],
            animations: { fromView.frame.origin.x = width },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled {
                    toView.removeFromSuperview()
                } else {
                    fromView.removeFromSuperview()
                }
                transitionContext.completeTransition(!cancelled)
            })
    }
}

/// A navigation controller that is its own delegate: pops with `LinearSlideAnimator`, driven by
/// `interaction` when `interactive`.
final class SlidingNavigationController: UINavigationController, UINavigationControllerDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()
    var interactive = true

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? LinearSlideAnimator() : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interactive ? interaction : nil
    }

    /// A stack of a blue root and a red top controller.
    static func blueUnderRed() -> SlidingNavigationController {
        let navigation = SlidingNavigationController(
            rootViewController: SwatchViewController(fill: .blue, square: .blue))
        navigation.pushViewController(
            SwatchViewController(fill: .red, square: .red), animated: false)
        navigation.setNavigationBarHidden(true, animated: false)
        return navigation
    }
}

/// A stack of a blue root and a red top controller, bars hidden, with UIKit's own pop.
@MainActor
func plainBlueUnderRed() -> UINavigationController {
    let navigation = UINavigationController(
        rootViewController: SwatchViewController(fill: .blue, square: .blue))
    navigation.pushViewController(SwatchViewController(fill: .red, square: .red), animated: false)
    navigation.setNavigationBarHidden(true, animated: false)
    return navigation
}

extension RGBA8 {
    /// Mostly blue (the built-in pop dims the controller underneath a little).
    var isBlueish: Bool { r < 30 && g < 30 && b > 200 }
    /// Mostly red.
    var isReddish: Bool { r > 200 && g < 30 && b < 30 }
}

/// Cross-fades tab switches linearly over 0.4 s.
final class TabFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
            let toViewController = transitionContext.viewController(forKey: .to)
        else { return }
        let fromView = transitionContext.view(forKey: .from)
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(
            withDuration: 0.4, delay: 0, options: [.curveLinear],
            animations: { toView.alpha = 1 },
            completion: { _ in
                fromView?.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// A tab bar controller that is its own delegate and fades between tabs.
final class FadingTabBarController: UITabBarController, UITabBarControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        TabFadeAnimator()
    }

    /// Two tabs: red, then blue.
    static func redThenBlue() -> FadingTabBarController {
        let tabs = FadingTabBarController()
        tabs.viewControllers = [
            SwatchViewController(fill: .red, square: .red),
            SwatchViewController(fill: .blue, square: .blue),
        ]
        return tabs
    }
}

/// A container with one red child filling it.
final class SingleChildContainer: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let child = SwatchViewController(fill: .red, square: .red)
        addChild(child)
        child.view.frame = view.bounds
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

/// Fades a green square in over 1 s (linearly) when it appears.
final class FadesInOnAppearViewController: UIViewController {
    let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        square.backgroundColor = .green
        square.alpha = 0
        view.addSubview(square)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            self.square.alpha = 1
        }
    }
}

extension Recording {
    /// The frame recorded nearest `seconds` after the first.
    func frame(at seconds: TimeInterval) -> Bitmap {
        let start = times.first ?? 0
        var best = 0
        for (i, t) in times.enumerated()
        where abs(t - start - seconds) < abs(times[best] - start - seconds) {
            best = i
        }
        return frames[best]
    }
}

extension DragDownSheetController {
    /// A blue presenter that has presented the sheet (without animation) once it settles.
    static func presentedOnBlue() -> UIViewController {
        let base = SwatchViewController(fill: .blue, square: .blue)
        base.loadViewIfNeeded()
        MainRunLoop.perform { base.present(DragDownSheetController(color: .red), animated: false) }
        return base
    }
}
