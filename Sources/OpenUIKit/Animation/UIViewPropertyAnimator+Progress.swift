import Foundation

extension UIViewPropertyAnimator {
    /// The animator's fraction and per-group progress at virtual time `now`, and whether a moving
    /// animator has reached its target.
    func evaluate(at now: Double) -> (fraction: Double, progress: [Double], done: Bool) {
        switch motion {
        case .paused(let f, let q):
            return (f, q + Array(repeating: 0, count: max(0, groups.count - q.count)), false)
        case .original(let t0, let from):
            let elapsed = mediaInterval(from: t0, to: now)
            let f =
                duration > 0
                ? min(from + max(0, elapsed) / duration, 1) : (elapsed >= -1e-9 ? 1 : from)
            let done = elapsed >= (duration > 0 ? (1 - from) * duration : 0) - 1e-9
            let q = groups.indices.map { done ? 1 : originalProgress(fraction: f, group: $0) }
            return (done ? 1 : f, q, done)
        case .blend(let t0, let length, let f0, let f1, let q0, let target, let timing):
            let elapsed = mediaInterval(from: t0, to: now)
            let done = elapsed >= length - 1e-9
            let u = done ? 1 : (length > 0 ? min(max(elapsed / length, 0), 1) : 0)
            let c = done ? 1 : curveValue(u, duration: length, timing: timing)
            let q = groups.indices.map { g -> Double in
                let start = g < q0.count ? q0[g] : 0
                return done ? target : start + (target - start) * c
            }
            return (f0 + (f1 - f0) * u, q, done)
        }
    }

    /// Group `g`'s progress on the original timeline at fraction `f`: 0 before its start fraction,
    /// then the timing curve over the rest of the duration.
    func originalProgress(fraction f: Double, group g: Int) -> Double {
        let d = groups[g].startFraction
        guard f > d else { return 0 }
        guard d < 1 else { return 1 }
        let local = min((f - d) / (1 - d), 1)
        return curveValue(local, duration: (1 - d) * duration, timing: timingParameters)
    }

    /// Group `g`'s progress for a scrub to fraction `f`: linear when `scrubsLinearly`, else the curve.
    func scrubProgress(fraction f: Double, group g: Int) -> Double {
        guard scrubsLinearly else { return originalProgress(fraction: f, group: g) }
        let d = groups[g].startFraction
        guard f > d else { return 0 }
        return d < 1 ? min((f - d) / (1 - d), 1) : 1
    }

    /// The timing curve's progress at unit time `u` of a run lasting `duration` seconds: the cubic
    /// Bézier's value, or the spring's position (which may overshoot 1), or `u` (linear).
    func curveValue(_ u: Double, duration T: Double, timing: UITimingCurveProvider?) -> Double {
        if u >= 1 { return 1 }
        if u <= 0 { return 0 }
        if let spring = timing?.springTimingParameters {
            let s: DampedSpring
            if let fixed = spring.fixedSpring {
                s = fixed
            } else if let cached = springCache[T] {
                s = cached
            } else {
                s = spring.spring(forDuration: T)
                springCache[T] = s
            }
            return s.value(at: u * T)
        }
        if let cubic = timing?.cubicTimingParameters { return cubic.timingFunction.value(at: u) }
        return u
    }

    /// The progress of group `g` now (the value the group's layer animations show).
    func currentProgress(group g: Int) -> Double {
        let q = evaluate(at: MediaClock.shared.now).progress
        return g < q.count ? q[g] : 0
    }

    /// Runs an animation block as a new group starting at `startFraction`.
    func runBlock(_ block: () -> Void, startFraction: Double, at now: Double) {
        let index = groups.count
        groups.append(Group(startFraction: startFraction))
        if case .paused(let f, var q) = motion {
            q += Array(repeating: 0, count: max(0, groups.count - q.count))
            motion = .paused(fraction: f, progress: q)
        }
        let context = BlockAnimationContext(
            kind: .animator(self, group: index), duration: duration, delay: 0,
            options: [], timingFunction: CAMediaTimingFunction(name: .linear),
            completionGroup: nil)
        context.flushesUpdates = flushUpdates
        BlockAnimationState.with(context, block)
    }

    /// Records an animation added for group `g`.
    func record(_ record: Record, group g: Int) {
        guard g < groups.count else { return }
        groups[g].records.append(record)
    }
}

/// The action of a property change inside a property animator's block: an additive (or, for
/// transforms and colours, from-presented) animation whose progress the animator drives.
@MainActor
final class PropertyAnimatorAction: CAAction {
    weak var animator: UIViewPropertyAnimator?
    let group: Int

    init(animator: UIViewPropertyAnimator, group: Int) {
        self.animator = animator
        self.group = group
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let animator, let layer = anObject as? CALayer, let change = CALayer.actionContext,
            change.layer === layer, change.key == event,
            let newValue = type(of: layer).animatableProperties[event]?.get(layer)
        else { return }
        let anim = CABasicAnimation(keyPath: event)
        let key = BlockAnimationFactory.configure(
            anim, layer: layer, key: event, oldPresented: change.oldValue,
            oldModel: change.oldModelValue, beginFromCurrentState: false)
        anim.duration = max(animator.duration, 1e-3)
        anim.speed = 0
        anim.timeOffset = 0
        anim.fillMode = .both
        anim.isRemovedOnCompletion = false
        let g = group
        anim.progressOverride = ProgressOverride { [weak animator] in
            animator?.currentProgress(group: g) ?? 1
        }
        layer.add(anim, forKey: key)
        animator.record(
            UIViewPropertyAnimator.Record(
                layer: layer, animation: layer.animation(forKey: key),
                animationKey: key, key: event,
                startValue: change.oldModelValue ?? change.oldValue,
                endValue: newValue), group: g)
    }
}
