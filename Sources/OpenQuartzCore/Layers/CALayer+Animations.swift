import Foundation

/// One animation attached to a layer, with the keys it affects.
struct AnimationEntry {
    let key: String
    let animation: CAAnimation
    let affectedKeys: [String]
}

extension CALayer {
    /// Attaches a copy of `anim` under `key`, replacing (and stopping, unfinished) any animation
    /// already there, as Core Animation does.
    ///
    /// A zero `beginTime` becomes the layer's current local time; a zero `duration` becomes the
    /// current transaction's duration (0.25 s by default). An animation with neither from nor to
    /// value that is added by a property's action animates from the value presented before the
    /// change to the new one.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        if let p = anim as? CAPropertyAnimation, p.keyPath == nil {
            preconditionFailure(
                "-[CALayer addAnimation:forKey:]: attempting to add a CAPropertyAnimation with a nil keyPath"
            )
        }
        guard let copy = anim.copy() as? CAAnimation else { return }
        copy.sanitizeTiming()
        if copy.beginTime == 0 { copy.beginTime = localTime(atGlobal: MediaClock.shared.now) }
        if copy.duration == 0 { copy.duration = CATransaction.animationDuration() }
        if let ctx = CALayer.actionContext, ctx.layer === self, let p = copy as? CABasicAnimation,
            p.keyPath == ctx.key, p.fromValue == nil, p.toValue == nil, p.byValue == nil
        {
            p.capturedPreviousValue = ctx.oldValue
        }
        copy.prepareForLayer(self)
        let resolvedKey: String
        if let key {
            resolvedKey = key
            removeAnimation(forKey: key)
        } else {
            animationKeyCounter += 1
            resolvedKey = "\u{1}anonymous-\(animationKeyCounter)"
        }
        lookWillChange()
        animationEntries.append(
            AnimationEntry(key: resolvedKey, animation: copy, affectedKeys: copy.affectedKeys()))
        CATransaction.enrol(copy)
        AnimationEngine.shared.layerGainedAnimation(self, copy)
    }

    /// The animation attached under `key` (the copy the layer runs), or nil.
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.first { $0.key == key }?.animation
    }

    /// The keys of the attached animations in the order they were added; nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = animationEntries.filter { !$0.key.hasPrefix("\u{1}") }.map(\.key)
        return animationEntries.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate hears `animationDidStop(_:finished: false)`
    /// unless it had already finished.
    public func removeAnimation(forKey key: String) {
        guard let i = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        lookWillChange()
        let entry = animationEntries.remove(at: i)
        AnimationEngine.shared.animationRemoved(entry.animation, from: self)
    }

    /// Removes every animation; unfinished ones stop with `finished == false`.
    public func removeAllAnimations() {
        let entries = animationEntries
        if !entries.isEmpty { lookWillChange() }
        animationEntries.removeAll()
        for e in entries { AnimationEngine.shared.animationRemoved(e.animation, from: self) }
    }

    /// Removes a finished animation that is removed on completion (no callback; the engine sends it).
    func detachFinished(_ anim: CAAnimation) {
        animationEntries.removeAll { $0.animation === anim }
    }

    /// All attached animations, oldest first (engine and renderer use).
    package var attachedAnimations: [CAAnimation] { animationEntries.map(\.animation) }

    /// The value of `key` as presented now: the model value with every attached animation that
    /// affects the key applied in order. Returns nil for an unknown key.
    package func presentationValue(forKey key: String) -> AnimatableValue? {
        guard let accessor = propertyAccessor(forKey: key) else { return nil }
        var value = accessor.get(self)
        guard !animationEntries.isEmpty else { return value }
        let local = localTime(atGlobal: MediaClock.shared.now)
        for entry in animationEntries where entry.affectedKeys.contains(key) {
            value = entry.animation.apply(toKey: key, value: value, layer: self, localTime: local)
        }
        return value
    }

    /// Whether an unfinished attached animation was added by a UIKit animation block without
    /// `.allowUserInteraction` (the view is then skipped by hit-testing).
    package var hasAnimationBlockingInteraction: Bool {
        animationEntries.contains {
            $0.animation.blocksUserInteraction && !$0.animation.hasFinished
        }
    }
}
