import Foundation

/// State captured before a property change, so an action can animate from the old value.
struct PendingChange {
    let key: String
    let oldValue: AnimatableValue?
    let oldModelValue: AnimatableValue?
}

extension CALayer {
    /// The layer whose action is currently running, with the value its property presented before
    /// the change (read by `add(_:forKey:)` to fill in an implicit animation's from value) and its
    /// model value before the change (read by UIKit's additive block animations).
    package static var actionContext:
        (layer: CALayer, key: String, oldValue: AnimatableValue, oldModelValue: AnimatableValue?)?

    /// Called before a model property changes: captures the value currently presented.
    func beginChange(_ key: String) -> PendingChange? {
        changingKey = key
        lookWillChange()
        guard !isPresentationCopy, !CATransaction.disableActions() else { return nil }
        return PendingChange(
            key: key, oldValue: presentationValue(forKey: key),
            oldModelValue: propertyAccessor(forKey: key)?.get(self))
    }

    /// Called after a model property changed: marks the layer for display if
    /// `needsDisplay(forKey:)` says so (or the bounds changed and `needsDisplayOnBoundsChange`),
    /// then looks up and runs the action for the key.
    func endChange(_ change: PendingChange?) {
        if let key = changingKey {
            changingKey = nil
            if !isPresentationCopy
                && (type(of: self).needsDisplay(forKey: key)
                    || (key == "bounds" && needsDisplayOnBoundsChange))
            {
                setNeedsDisplay()
            }
        }
        notifyKeyValueObservers()
        guard let change, let action = action(forKey: change.key), !(action is NSNull) else {
            return
        }
        let saved = CALayer.actionContext
        if let old = change.oldValue {
            CALayer.actionContext = (self, change.key, old, change.oldModelValue)
        }
        action.run(forKey: change.key, object: self, arguments: nil)
        CALayer.actionContext = saved
    }

    /// The action for `event`, searched as Core Animation does: the delegate (where `NSNull`
    /// means "none"), the `actions` dictionary, then `defaultAction(forKey:)`; finally, for a
    /// standalone layer that is already in a committed tree, an implicit `CABasicAnimation` using
    /// the current transaction's duration and timing function.
    func searchAction(forKey event: String) -> CAAction? {
        if let delegate, let a = delegate.action(for: self, forKey: event) {
            return a is NSNull ? nil : a
        }
        if let a = actions?[event] { return a is NSNull ? nil : a }
        if let a = type(of: self).defaultAction(forKey: event) { return a is NSNull ? nil : a }
        guard type(of: self).animatableProperties[event] != nil, event != "contents",
            superlayer != nil, createdInGeneration < CATransaction.generation
        else { return nil }
        let anim = CABasicAnimation(keyPath: event)
        anim.duration = CATransaction.animationDuration()
        anim.timingFunction = CATransaction.animationTimingFunction()
        return anim
    }
}
