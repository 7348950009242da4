import Foundation

/// Runs several animations together in the group's time space, as Core Animation's `CAAnimationGroup`.
///
/// Each child's parent time is the group's local time; children are cut off at the group's
/// duration. The children's delegates and `isRemovedOnCompletion` are ignored, as in Core Animation.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The grouped animations.
    open var animations: [CAAnimation]?

    public required init() { super.init() }

    override func copyConfiguration(from other: CAAnimation) {
        super.copyConfiguration(from: other)
        guard let o = other as? CAAnimationGroup else { return }
        animations = o.animations?.compactMap { $0.copy() as? CAAnimation }
    }

    override func prepareForLayer(_ layer: CALayer) {
        for child in animations ?? [] {
            if child.duration == 0 { child.duration = duration }
            child.prepareForLayer(layer)
        }
    }

    override func affectedKeys() -> [String] {
        var keys: [String] = []
        for child in animations ?? [] {
            for k in child.affectedKeys() where !keys.contains(k) { keys.append(k) }
        }
        return keys
    }

    package override func apply(
        toKey key: String, value: AnimatableValue, layer: CALayer, localTime t: CFTimeInterval
    ) -> AnimatableValue {
        let s = sample(atParentTime: t)
        if !s.isFilled && s.phase != .active { return value }
        let groupTime = (timingFunction?.value(at: s.fraction) ?? s.fraction) * duration
        var v = value
        for child in animations ?? [] {
            v = child.apply(toKey: key, value: v, layer: layer, localTime: groupTime)
        }
        return v
    }
}
