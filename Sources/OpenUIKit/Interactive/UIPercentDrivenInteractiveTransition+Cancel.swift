import Foundation

/// The end of a cancelled percent-driven transition whose animator vends no interruptible
/// animator: the properties its `UIView.animate` (and Core Animation) animations changed go back
/// to their values at the start of the transition, in the model as well as on screen, as a
/// property animator finishing at `.start` leaves them; then the animations are removed, so their
/// completions run with `transitionWasCancelled == true`.
///
/// UIKit documents no mechanism. Apple's CustomTransitions sample (Swipe) sets the dismissed view's
/// frame off screen in its animation block and, when the dismissal is cancelled, only removes the
/// to view before `completeTransition(false)`: the presented view must come back on screen by
/// itself, so UIKit restores the animated values (see Docs/Behaviour-vc.md).
extension UIPercentDrivenInteractiveTransition {
    /// Ends a cancelled transition: restores the start values, removes the animations (their
    /// completions run, not finished) and gives the layers their normal time back.
    func endCancelled() {
        let starts = layers.flatMap { Self.startValues(in: $0) }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for s in starts { Self.setModelValue(s.value, forKey: s.key, of: s.layer) }
        CATransaction.commit()
        for l in layers { Self.removeAnimations(in: l) }
        for l in layers {
            l.speed = 1
            l.timeOffset = 0
            l.beginTime = 0
        }
    }

    /// The presented value of every property a finite animation in `layer`'s subtree animates,
    /// read while the transition's layer time is back at 0 (its start), parents first.
    private static func startValues(in layer: CALayer) -> [(
        layer: CALayer, key: String, value: AnimatableValue
    )] {
        var found: [(layer: CALayer, key: String, value: AnimatableValue)] = []
        var keys: [String] = []
        for anim in layer.attachedAnimations {
            // A repeating animation (a spinner) is not part of the transition's change.
            guard let p = anim as? CAPropertyAnimation, p.repeatCount.isFinite,
                p.repeatDuration == 0
            else { continue }
            let key = p.parsedKeyPath.base
            guard !keys.contains(key), let v = layer.presentationValue(forKey: key) else {
                continue
            }
            keys.append(key)
            found.append((layer, key, v))
        }
        for s in layer.sublayers ?? [] { found += startValues(in: s) }
        return found
    }

    /// Writes a model value without animating it; a view's bounds go through the view, so that its
    /// subviews autoresize and it lays out again.
    private static func setModelValue(
        _ value: AnimatableValue, forKey key: String, of layer: CALayer
    ) {
        if key == "bounds", case .rect(let rect) = value, let view = layer.delegate as? UIView {
            UIView.performWithoutAnimation { view.bounds = rect }
            return
        }
        type(of: layer).animatableProperties[key]?.set(layer, value)
    }

    private static func removeAnimations(in layer: CALayer) {
        layer.removeAllAnimations()
        for s in layer.sublayers ?? [] { removeAnimations(in: s) }
    }
}
