import Foundation

/// The transition coordinator of an interface rotation, as UIKit gives `viewWillTransition(to:with:)`
/// and `willTransition(to:with:)`: its alongside animations run inside the rotation's animation
/// block (its duration, ease in-out), its completions when the rotation ends.
@MainActor
final class RotationCoordinator: UIViewControllerTransitionCoordinator {
    let window: UIWindow
    let transitionDuration: TimeInterval
    let targetTransform: CGAffineTransform
    private var animations: [@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void] =
        []
    /// Whether the alongside animations already ran (a later one runs at once, unanimated).
    private var animated = false

    init(window: UIWindow, duration: TimeInterval, targetTransform: CGAffineTransform) {
        self.window = window
        self.transitionDuration = duration
        self.targetTransform = targetTransform
    }

    var isAnimated: Bool { transitionDuration > 0 }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var containerView: UIView { window }

    /// A rotation has no from and to controllers.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        nil
    }

    /// A rotation has no from and to views.
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(
        alongsideTransition animation: (
            @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void
        )?,
        completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation {
            if animated { animation(self) } else { animations.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// A rotation is never interactive: the handler is never called.
    func notifyWhenInteractionChanges(
        _ handler: @escaping @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void
    ) {}

    /// Runs the queued alongside animations (inside the rotation's animation block).
    func runAnimations() {
        animated = true
        let queued = animations
        animations = []
        for animation in queued { animation(self) }
    }

    /// Runs the completions, in the order they were queued.
    func runCompletions() {
        let queued = completions
        completions = []
        for completion in queued { completion(self) }
    }
}
