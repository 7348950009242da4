import Foundation

/// The animation UIKit runs for a modal transition when no animator is supplied: the presented
/// controller's `modalTransitionStyle`. Implemented with explicit Core Animation animations so a
/// percent-driven interaction can scrub it through the container's layer time.
///
/// Engine choices (Apple does not document them; see Docs/Behaviour-vc.md):
/// `.coverVertical` and `.crossDissolve` take 0.35 s with ease-in-ease-out; `.flipHorizontal`
/// and `.partialCurl` take 0.6 s (a `CATransition` "oglFlip" / "pageCurl" on the container;
/// the partial curl stops at 0.6 and stays, and dismisses with "pageUnCurl" from 0.4).
@MainActor
final class BuiltInModalAnimator: UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let style: UIModalTransitionStyle

    /// Durations of the built-in modal animations, in seconds.
    static func duration(for style: UIModalTransitionStyle) -> TimeInterval {
        switch style {
        case .coverVertical, .crossDissolve: 0.35
        case .flipHorizontal, .partialCurl: 0.6
        }
    }

    /// How far `.partialCurl` curls the presenter's page up: 0.6 of a full page curl, leaving
    /// the lower part of the presented screen uncovered (Apple does not publish the amount).
    static let partialCurlProgress: Float = 0.6

    init(isPresenting: Bool, style: UIModalTransitionStyle) {
        self.isPresenting = isPresenting
        self.style = style
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        guard transitionContext?.isAnimated ?? true else { return 0 }
        return Self.duration(for: style)
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let duration = transitionDuration(using: ctx)
        if isPresenting {
            present(ctx, duration: duration)
        } else {
            dismiss(ctx, duration: duration)
        }
    }

    private func present(_ ctx: UIViewControllerContextTransitioning, duration: TimeInterval) {
        let container = ctx.containerView
        guard let toVC = ctx.viewController(forKey: .to), let toView = ctx.view(forKey: .to) else {
            ctx.completeTransition(!ctx.transitionWasCancelled)
            return
        }
        let final = ctx.finalFrame(for: toVC)
        let animated = duration > 0
        EngineAnimation.run(
            duration: duration,
            {
                addEffect(to: container, presenting: true, duration: duration)
                toView.frame = final
                container.addSubview(toView)
                switch style {
                case .coverVertical:
                    let end = toView.layer.position
                    EngineAnimation.move(
                        toView, from: CGPoint(x: end.x, y: end.y + container.bounds.height),
                        to: end, animated: animated)
                case .crossDissolve:
                    EngineAnimation.fade(toView, from: 0, to: 1, animated: animated)
                case .flipHorizontal, .partialCurl:
                    break
                }
            },
            completion: {
                let cancelled = ctx.transitionWasCancelled
                if cancelled { toView.removeFromSuperview() }
                ctx.completeTransition(!cancelled)
            })
    }

    private func dismiss(_ ctx: UIViewControllerContextTransitioning, duration: TimeInterval) {
        let container = ctx.containerView
        guard let fromView = ctx.view(forKey: .from) else {
            ctx.completeTransition(!ctx.transitionWasCancelled)
            return
        }
        let toView = ctx.view(forKey: .to)
        let toVC = ctx.viewController(forKey: .to)
        let animated = duration > 0
        var addedTo = false
        let startPosition = fromView.layer.position
        EngineAnimation.run(
            duration: duration,
            {
                addEffect(to: container, presenting: false, duration: duration)
                if let toView, let toVC, toView.superview !== container {
                    toView.frame = ctx.finalFrame(for: toVC)
                    container.insertSubview(toView, at: 0)
                    addedTo = true
                }
                switch style {
                case .coverVertical:
                    let start = fromView.layer.position
                    EngineAnimation.move(
                        fromView, from: start,
                        to: CGPoint(x: start.x, y: start.y + container.bounds.height),
                        animated: animated)
                case .crossDissolve:
                    EngineAnimation.fade(fromView, from: fromView.alpha, to: 0, animated: animated)
                case .flipHorizontal, .partialCurl:
                    fromView.isHidden = true
                }
            },
            completion: {
                let cancelled = ctx.transitionWasCancelled
                if cancelled {
                    if addedTo { toView?.removeFromSuperview() }
                    fromView.isHidden = false
                    fromView.alpha = 1
                    fromView.layer.position = startPosition
                } else {
                    fromView.removeFromSuperview()
                }
                ctx.completeTransition(!cancelled)
            })
    }

    private func addEffect(to container: UIView, presenting: Bool, duration: TimeInterval) {
        guard duration > 0 else { return }
        let t = CATransition()
        switch style {
        case .flipHorizontal:
            t.type = CATransitionType(rawValue: "oglFlip")
            t.subtype = presenting ? .fromRight : .fromLeft
        case .partialCurl:
            // The presenter's page curls up part way and stays curled (the transition is kept at
            // its end with a forwards fill); dismissal uncurls it from the same state.
            t.type = CATransitionType(rawValue: presenting ? "pageCurl" : "pageUnCurl")
            t.subtype = .fromBottom
            if presenting {
                t.endProgress = Self.partialCurlProgress
                t.fillMode = .forwards
                t.isRemovedOnCompletion = false
            } else {
                t.startProgress = 1 - Self.partialCurlProgress
            }
        default:
            return
        }
        t.duration = duration
        container.layer.add(t, forKey: "transition")
    }
}
