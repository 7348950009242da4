import Foundation

/// The state of an animator, as UIKit's `UIViewAnimatingState` (raw values 0…2).
public enum UIViewAnimatingState: Int, Sendable, Hashable {
    /// The animations have not started, or have finished (the initial state).
    case inactive = 0
    /// The animations are running or paused.
    case active = 1
    /// The animations were stopped with `stopAnimation(false)`; `finishAnimation(at:)` must follow.
    case stopped = 2
}

/// Where animated properties end when an animator finishes, as UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable, Hashable {
    /// At their final values.
    case end = 0
    /// At their values before the animations.
    case start = 1
    /// At their values at the moment of finishing.
    case current = 2
}

/// An object that runs and controls animations, as UIKit's `UIViewAnimating` protocol.
///
/// State rules (UIKit's): `startAnimation()`/`pauseAnimation()`/setting `fractionComplete` move an
/// inactive animator to active; `stopAnimation(false)` moves it to stopped, from which only
/// `finishAnimation(at:)` moves it back to inactive.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// The current state. Starts `.inactive`.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (forwards or reversed); a running animator is active.
    var isRunning: Bool { get }
    /// Whether the animations run (or will run) towards their start values.
    var isReversed: Bool { get set }
    /// Completion of the animations, 0…1; settable while paused or inactive.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes the animations.
    func startAnimation()
    /// Starts or resumes the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations (an inactive animator becomes active and paused).
    func pauseAnimation()
    /// Stops the animations at their current values; `true` makes the animator inactive at once,
    /// `false` leaves it stopped until `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator: properties go to `finalPosition`, completions run.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that also accepts animation blocks, as UIKit's `UIViewImplicitlyAnimating`.
///
/// UIKit's members here are optional Objective-C requirements; this protocol gives them default
/// implementations that do nothing, so a conforming type implements only what it supports.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds an animation block.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds an animation block that starts at `delayFactor` × duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a completion handler, called with the position the animations ended at.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Continues a paused animator with new timing; `durationFactor` × the original duration is
    /// the remaining time.
    func continueAnimation(
        withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// Does nothing (UIKit's optional requirement, not implemented by this adopter).
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Does nothing (UIKit's optional requirement, not implemented by this adopter).
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Does nothing (UIKit's optional requirement, not implemented by this adopter).
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Does nothing (UIKit's optional requirement, not implemented by this adopter).
    public func continueAnimation(
        withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat
    ) {}
}
