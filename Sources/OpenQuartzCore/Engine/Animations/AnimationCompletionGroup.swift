import Foundation

/// Waits for a set of animations and then runs one completion, as a transaction's
/// `completionBlock` or a `UIView` animation block's completion handler.
///
/// Animations join the group while it is open; once sealed, the completion runs as soon as every
/// member has stopped (at once, at the seal, if none joined). `finished` is true only if every
/// member ran to the end of its active duration.
@MainActor
package final class AnimationCompletionGroup {
    private var outstanding = 0
    private var allFinished = true
    private var sealed = false
    private var fired = false
    private var completion: (@MainActor (Bool) -> Void)?
    /// The members that joined (strongly held only while outstanding).
    package private(set) var memberCount = 0

    package init(completion: (@MainActor (Bool) -> Void)?) {
        self.completion = completion
    }

    /// Adds an animation; its stop will count down the group.
    package func join(_ animation: CAAnimation) {
        outstanding += 1
        memberCount += 1
        animation.completionGroups.append(self)
    }

    /// Records a member's stop.
    func memberStopped(finished: Bool) {
        outstanding -= 1
        if !finished { allFinished = false }
        fireIfDone()
    }

    /// Closes the group to new members; fires now if nothing is outstanding.
    package func seal() {
        sealed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard sealed, outstanding == 0, !fired else { return }
        fired = true
        let c = completion
        completion = nil
        c?(allFinished)
    }
}
