import Foundation

/// Methods an animation's delegate implements to hear when it starts and stops.
///
/// Both methods are optional, as in Core Animation. Unlike most delegates, an animation holds its
/// delegate strongly.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// Called when the animation begins its active duration (at the commit that added it).
    func animationDidStart(_ anim: CAAnimation)
    /// Called when the animation completes its active duration (`flag == true`) or is removed
    /// from its layer before then (`flag == false`).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An object that can respond to a layer action, as Core Animation's `CAAction`.
@preconcurrency @MainActor
public protocol CAAction: AnyObject {
    /// Performs the action for `event` on `anObject` (a layer). `arguments` is unused here.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` as an action means "no action, stop searching", as in Core Animation.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
    {}
}
