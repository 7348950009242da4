@_spi(Testing) import OpenQuartzCore
import OpenUIKit
import SegueTestFixtures

// The app's own types that the documentation's examples name: what a reader's app would have.

/// A list screen: teal, with a white row.
final class ListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        let row = UIView(frame: CGRect(x: 16, y: 120, width: 200, height: 44))
        row.backgroundColor = .white
        view.addSubview(row)
    }
}

/// A detail screen: orange, with a white card.
final class DetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        let card = UIView(frame: CGRect(x: 20, y: 60, width: 80, height: 60))
        card.backgroundColor = .white
        view.addSubview(card)
    }
}

/// A badge screen whose badge grows in over 0.5 s (linearly) once it has appeared.
final class BadgeViewController: UIViewController {
    let badge = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        badge.backgroundColor = .systemRed
        badge.alpha = 0
        view.addSubview(badge)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear]) {
            self.badge.alpha = 1
        }
    }
}

/// A fade, as Apple's samples write it: the to-view fades in over 0.3 s; a dismissal or pop
/// fades the from-view out; a cancelled run takes back what it added.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using context: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        if let toView, let to = context.viewController(forKey: .to) {
            toView.frame = context.finalFrame(for: to)
            toView.alpha = 0
            if let fromView, fromView.superview == container {
                container.insertSubview(toView, aboveSubview: fromView)
            } else {
                container.addSubview(toView)
            }
        }
        let presenting = toView != nil && fromView == nil
        UIView.animate(
            withDuration: transitionDuration(using: context), delay: 0, options: [.curveLinear],
            animations: {
                toView?.alpha = 1
                if !presenting, toView == nil { fromView?.alpha = 0 }
            },
            completion: { _ in
                let cancelled = context.transitionWasCancelled
                if cancelled {
                    toView?.removeFromSuperview()
                    fromView?.alpha = 1
                } else {
                    fromView?.removeFromSuperview()
                }
                context.completeTransition(!cancelled)
            })
    }
}

/// Pops with `FadeAnimator` (linear, as an interaction needs), driven by `interaction`.
final class SwipeNavigationController: UINavigationController, UINavigationControllerDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .pop ? FadeAnimator() : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }

    /// A list with a detail pushed on it, bars hidden.
    static func twoDeep() -> SwipeNavigationController {
        let navigation = SwipeNavigationController(rootViewController: ListViewController())
        navigation.pushViewController(DetailViewController(), animated: false)
        navigation.setNavigationBarHidden(true, animated: false)
        return navigation
    }
}

/// A list with a detail pushed on it, bars hidden, popped by UIKit's own edge swipe.
@MainActor func twoDeepNavigation() -> UINavigationController {
    let navigation = UINavigationController(rootViewController: ListViewController())
    navigation.pushViewController(DetailViewController(), animated: false)
    navigation.setNavigationBarHidden(true, animated: false)
    return navigation
}

/// A list that has presented a drag-down detail (without animation) once it settles.
@MainActor func presenterWithItsSheet() -> UIViewController {
    let list = ListViewController()
    list.loadViewIfNeeded()
    MainRunLoop.perform {
        list.present(DragDownSheetController(color: .systemOrange), animated: false)
    }
    return list
}
