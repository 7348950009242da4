#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

/// The transition context of a child swap, as a custom container view controller provides one
/// (UIKit gives none for `transition(from:to:…)` with an animator): the container view, both
/// children and their frames, and the end of the swap.
final class SegueChildTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated = true
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    let presentationStyle = UIModalPresentationStyle.none
    let targetTransform = CGAffineTransform.identity
    private let from: UIViewController
    private let to: UIViewController
    private var ending: ((Bool) -> Void)?
    /// The context keeps itself until the transition completes, as UIKit keeps its own contexts
    /// (animators hold them weakly).
    private var keptUntilCompletion: SegueChildTransitionContext?

    init(
        from: UIViewController, to: UIViewController, in containerView: UIView, interactive: Bool,
        ending: @escaping (Bool) -> Void
    ) {
        self.from = from
        self.to = to
        self.containerView = containerView
        self.isInteractive = interactive
        self.ending = ending
        super.init()
        keptUntilCompletion = self
    }

    var isInterruptible: Bool { true }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}

    func finishInteractiveTransition() {
        isInteractive = false
    }

    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
    }

    func pauseInteractiveTransition() {
        isInteractive = true
    }

    func completeTransition(_ didComplete: Bool) {
        let end = ending
        ending = nil
        end?(didComplete)
        keptUntilCompletion = nil
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: from.view
        case .to: to.view
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === from ? containerView.bounds : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === to ? containerView.bounds : .zero
    }
}
