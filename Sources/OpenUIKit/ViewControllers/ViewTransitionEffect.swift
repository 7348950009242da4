import Foundation

/// The engine behind `transition(from:to:duration:options:…)`: runs a view swap inside one Core
/// Animation transaction, with the built-in effect the options name (cross dissolve, flips, curls)
/// as a `CATransition` on the container's layer, the way UIKit's `UIView.transition(from:to:…)`
/// does. Shared so the UIView transition API can use the same effect mapping.
@MainActor
enum ViewTransitionEffect {
    /// The Core Animation effect for the transition bits of `options`, or nil for none.
    static func transitionType(for options: UIView.AnimationOptions) -> (CATransitionType, CATransitionSubtype?)? {
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

    /// The timing function for the curve bits of `options` (UIKit's default is ease-in-ease-out).
    static func timingFunction(for options: UIView.AnimationOptions) -> CAMediaTimingFunction {
        switch (options.rawValue >> 16) & 0xF {
        case 1: return CAMediaTimingFunction(name: .easeIn)
        case 2: return CAMediaTimingFunction(name: .easeOut)
        case 3: return CAMediaTimingFunction(name: .linear)
        default: return CAMediaTimingFunction(name: .easeInEaseOut)
        }
    }

    /// Runs `before` (the hierarchy change) and `animations` in one transaction of `duration`
    /// seconds, with the options' effect on `container`; `completion(true)` runs once the duration
    /// has elapsed and every animation added has stopped. With a zero or negative duration nothing
    /// animates and `completion` runs at the start of the next run-loop turn, as UIKit documents.
    static func perform(in container: UIView, duration: TimeInterval, options: UIView.AnimationOptions,
                        before: @MainActor () -> Void, animations: @MainActor () -> Void,
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
        CATransaction.setAnimationTimingFunction(timingFunction(for: options))
        CATransaction.setCompletionBlock { join.partDone() }
        if let (type, subtype) = transitionType(for: options) {
            let t = CATransition()
            t.type = type
            t.subtype = subtype
            t.duration = duration
            t.timingFunction = timingFunction(for: options)
            container.layer.add(t, forKey: "transition")
        }
        before()
        animations()
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
