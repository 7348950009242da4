import Foundation

/// The engine behind `transition(from:to:duration:options:…)`: runs a view swap inside one Core
/// Animation transaction, with the built-in effect the options name (cross dissolve, flips, curls)
/// as a `CATransition` on the container's layer, the way UIKit's `UIView.transition(from:to:…)`
/// does. Shared so the UIView transition API can use the same effect mapping.
@MainActor
enum ViewTransitionEffect {
    /// The Core Animation effect for the transition bits of `options`, or nil for none.
    static func transitionType(for options: UIView.AnimationOptions) -> (
        CATransitionType, CATransitionSubtype?
    )? {
        switch (options.rawValue >> 20) & 0xF {
        case 1: return (CATransitionType(rawValue: "oglFlip"), .fromLeft)
        case 2: return (CATransitionType(rawValue: "oglFlip"), .fromRight)
        case 3: return (CATransitionType(rawValue: "pageCurl"), .fromBottom)
        case 4: return (CATransitionType(rawValue: "pageUnCurl"), .fromBottom)
        case 5: return (.fade, nil)
        case 6: return (CATransitionType(rawValue: "oglFlip"), .fromTop)
        case 7: return (CATransitionType(rawValue: "oglFlip"), .fromBottom)
        default: return nil
        }
    }

    /// Runs `before` (the hierarchy change) and `animations` as UIKit's containment transition does:
    /// with a transition effect in the options, through `UIView.transition(with:…)` on `container`
    /// (the before-state is captured first, property changes in the block animate too); without one,
    /// `before` at once and `animations` in a `UIView.animate` block with the options' curve.
    /// A zero or negative duration applies everything at once and completes on the next turn.
    static func perform(
        in container: UIView, duration: TimeInterval, options: UIView.AnimationOptions,
        before: @escaping @MainActor () -> Void, animations: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        if transitionType(for: options) != nil {
            UIView.transition(
                with: container, duration: duration, options: options.union(.allowAnimatedContent),
                animations: {
                    before()
                    animations()
                }, completion: { completion($0) })
        } else {
            before()
            UIView.animate(
                withDuration: duration, delay: 0, options: options, animations: { animations() },
                completion: { completion($0) })
        }
    }
}
