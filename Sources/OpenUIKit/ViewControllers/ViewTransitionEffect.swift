import Foundation

/// The engine behind `transition(from:to:duration:options:…)`: runs a view swap inside one Core
/// Animation transaction, with the built-in effect the options name (cross dissolve, flips, curls)
/// as a `CATransition` on the container's layer — the same mapping `UIView.transition(from:to:…)`
/// uses (`UIView.transitionEffect`) — and the `animations` block as a UIView animation block of the
/// same duration and curve.
@MainActor
enum ViewTransitionEffect {
    /// Runs `before` (the hierarchy change) and `animations` in one transaction of `duration`
    /// seconds, with the options' effect on `container`; `completion(true)` runs once the duration
    /// has elapsed and every animation added has stopped. With a zero or negative duration nothing
    /// animates and `completion` runs at the start of the next run-loop turn, as UIKit documents.
    static func perform(in container: UIView, duration: TimeInterval, options: UIView.AnimationOptions,
                        before: @MainActor () -> Void, animations: @escaping @MainActor () -> Void,
                        completion: @escaping @MainActor (Bool) -> Void) {
        guard duration > 0 else {
            before()
            animations()
            MainRunLoop.perform { completion(true) }
            return
        }
        let join = CompletionJoin(parts: 2) { completion(true) }
        CATransaction.begin()
        CATransaction.setAnimationDuration(duration)
        CATransaction.setAnimationTimingFunction(options.curve.timingFunction)
        CATransaction.setCompletionBlock { join.partDone() }
        if let effect = UIView.transitionEffect((options.rawValue >> 20) & 0xF) {
            let t = CATransition()
            t.type = effect.type
            t.subtype = effect.subtype
            t.duration = duration
            t.timingFunction = options.curve.timingFunction
            container.layer.add(t, forKey: "transition")
        }
        before()
        let blockOptions = UIView.AnimationOptions(rawValue: options.rawValue & ~(UInt(0xF) << 20))
        UIView.animate(withDuration: duration, delay: 0, options: blockOptions, animations: { animations() }, completion: nil)
        CATransaction.commit()
        MainRunLoop.perform(after: duration) { join.partDone() }
    }
}

/// Calls `body` once `parts` calls to `partDone()` have been made.
@MainActor
final class CompletionJoin {
    private var remaining: Int
    private let body: @MainActor () -> Void

    init(parts: Int, body: @escaping @MainActor () -> Void) {
        remaining = parts
        self.body = body
    }

    func partDone() {
        remaining -= 1
        if remaining == 0 { body() }
    }
}
