import Foundation

/// Explicit Core Animation helpers the built-in transitions use: set the model value with actions
/// disabled (so an enclosing UIView animation block adds nothing of its own), then add a basic
/// animation from the value presented before, in the current transaction's timing. Explicit
/// animations keep the built-in transitions exact and scrubbable by layer time.
@MainActor
enum EngineAnimation {
    /// Moves `view` to `frame` (bounds size and centre), animated from its presented geometry when
    /// `animated`.
    static func setFrame(_ view: UIView, _ frame: CGRect, animated: Bool) {
        let oldPos = view.layer.presentation()?.position ?? view.layer.position
        let oldBounds = view.layer.presentation()?.bounds ?? view.layer.bounds
        withoutActions { view.frame = frame }
        guard animated else { return }
        add(view.layer, "position", from: oldPos, to: view.layer.position)
        if oldBounds.size != view.layer.bounds.size {
            add(view.layer, "bounds", from: oldBounds, to: view.layer.bounds)
        }
    }

    /// Sets `view`'s position, animated from `from` when `animated`.
    static func move(_ view: UIView, from: CGPoint, to: CGPoint, animated: Bool) {
        withoutActions { view.layer.position = to }
        if animated { add(view.layer, "position", from: from, to: to) }
    }

    /// Sets `view`'s alpha, animated from `from` when `animated`.
    static func fade(_ view: UIView, from: CGFloat, to: CGFloat, animated: Bool) {
        withoutActions { view.alpha = to }
        if animated { add(view.layer, "opacity", from: Float(from), to: Float(to)) }
    }

    /// Sets `layer`'s transform, animated from `from` when `animated`.
    static func transform(_ layer: CALayer, from: CATransform3D, to: CATransform3D, animated: Bool)
    {
        withoutActions { layer.transform = to }
        if animated { add(layer, "transform", from: from, to: to) }
    }

    /// Sets `layer`'s corner radius, animated from `from` when `animated`.
    static func cornerRadius(_ layer: CALayer, from: CGFloat, to: CGFloat, animated: Bool) {
        withoutActions { layer.cornerRadius = to }
        if animated { add(layer, "cornerRadius", from: from, to: to) }
    }

    /// Runs `body` with layer actions disabled (no implicit or UIView-block animation).
    static func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    /// Adds a basic animation of `keyPath` from → to, in the current transaction's duration and curve.
    static func add(_ layer: CALayer, _ keyPath: String, from: Any, to: Any) {
        let a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = from
        a.toValue = to
        a.timingFunction = CATransaction.animationTimingFunction()
        layer.add(a, forKey: "segue.\(keyPath)")
    }

    /// Runs `body` in a transaction of `duration` seconds with `timing`; `completion` runs when every
    /// animation added has stopped (so a paused container layer holds it), at once for 0.
    static func run(
        duration: TimeInterval,
        timing: CAMediaTimingFunction = CAMediaTimingFunction(name: .easeInEaseOut),
        _ body: @MainActor () -> Void, completion: @escaping @MainActor () -> Void
    ) {
        guard duration > 0 else {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            body()
            CATransaction.commit()
            completion()
            return
        }
        CATransaction.begin()
        CATransaction.setAnimationDuration(duration)
        CATransaction.setAnimationTimingFunction(timing)
        CATransaction.setCompletionBlock { completion() }
        body()
        CATransaction.commit()
    }

    /// A scale-and-translate transform (about the layer's anchor point).
    static func scale(_ s: CGFloat, translateY ty: CGFloat = 0) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m11 = s
        t.m22 = s
        t.m42 = ty
        return t
    }
}
