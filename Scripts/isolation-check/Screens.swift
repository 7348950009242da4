import OpenUIKit

/// The list every test starts from: a plain teal screen.
final class ListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
    }
}

/// The screen the animators bring in: orange, with a white bar at its top.
final class DetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 20))
        bar.backgroundColor = .white
        view.addSubview(bar)
    }
}

/// Hands out one animator for both directions, and an interaction controller when asked.
final class TransitionKeeper: NSObject, UIViewControllerTransitioningDelegate {
    let make: (Bool) -> UIViewControllerAnimatedTransitioning
    var interaction: UIPercentDrivenInteractiveTransition?

    init(_ make: @escaping (Bool) -> UIViewControllerAnimatedTransitioning) {
        self.make = make
        super.init()
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        make(true)
    }

    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        make(false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction
    }
}

/// A detail screen presented with `style` through `keeper` (which it holds: the transitioning
/// delegate is weak, as in UIKit).
func detail(_ style: UIModalPresentationStyle, _ keeper: TransitionKeeper) -> UIViewController {
    let screen = KeptDetailViewController(keeper: keeper)
    screen.modalPresentationStyle = style
    screen.transitioningDelegate = keeper
    return screen
}

final class KeptDetailViewController: UIViewController {
    let keeper: TransitionKeeper

    init(keeper: TransitionKeeper) {
        self.keeper = keeper
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
    }
}
