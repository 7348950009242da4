import Foundation
@_spi(Testing) import OpenQuartzCore

extension UIViewPropertyAnimator {
    func performStart(afterDelay delay: TimeInterval) {
        precondition(
            state != .stopped,
            "-[UIViewPropertyAnimator startAnimation] cannot be called on a stopped animator; call finishAnimationAtPosition: first"
        )
        let now = MediaClock.shared.now
        let wait = delay.isFinite && delay > 0 ? delay : 0
        self.delay = wait
        switch state {
        case .inactive:
            activate(at: now)
            if groups.isEmpty {
                motion = .paused(fraction: 0, progress: [])
                awaitingFirstBlock = true
            } else if reversedFlag {
                // A fresh reversed animator runs from the end values back to the start.
                motion = .blend(
                    t0: now + wait, length: duration, f0: 1, f1: 0,
                    q0: Array(repeating: 1, count: groups.count), target: 0,
                    timing: timingParameters)
            } else {
                motion = .original(t0: now + wait, from: 0)
            }
        case .active:
            guard !awaitingFirstBlock, case .paused(let f, let q) = motion else { return }
            resume(fraction: f, progress: q, at: now + wait)
        case .stopped:
            return
        }
        PropertyAnimatorDriver.shared.track(self)
    }

    func performPause() {
        awaitingFirstBlock = false
        precondition(
            state != .stopped,
            "-[UIViewPropertyAnimator pauseAnimation] cannot be called on a stopped animator")
        let now = MediaClock.shared.now
        switch state {
        case .inactive:
            activate(at: now)
            motion = .paused(fraction: 0, progress: Array(repeating: 0, count: groups.count))
            pausedOnOriginal = true
        case .active:
            if case .paused = motion { return }
            let e = evaluate(at: now)
            if case .original = motion { pausedOnOriginal = true } else { pausedOnOriginal = false }
            motion = .paused(fraction: e.fraction, progress: e.progress)
        case .stopped:
            return
        }
        PropertyAnimatorDriver.shared.track(self)
    }

    func performStop(_ withoutFinishing: Bool) {
        awaitingFirstBlock = false
        precondition(
            state == .active,
            "-[UIViewPropertyAnimator stopAnimation:] may only be called on an active animator (state is \(state))"
        )
        freezeAtCurrentValues()
        motion = .paused(fraction: evaluate(at: MediaClock.shared.now).fraction, progress: [])
        if withoutFinishing {
            completions.removeAll()
            resetToInactive()
        } else {
            state = .stopped
        }
    }

    func performFinish(at finalPosition: UIViewAnimatingPosition) {
        precondition(
            state == .stopped,
            "finishAnimationAtPosition: should only be called on a stopped animator!")
        applyModelValues(finalPosition)
        finish(at: finalPosition)
    }

    func performContinue(
        withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat
    ) {
        awaitingFirstBlock = false
        precondition(
            state != .stopped,
            "-[UIViewPropertyAnimator continueAnimationWithTimingParameters:durationFactor:] cannot be called on a stopped animator"
        )
        let now = MediaClock.shared.now
        if state == .inactive {
            activate(at: now)
            motion = .paused(
                fraction: reversedFlag ? 1 : 0,
                progress: Array(repeating: reversedFlag ? 1 : 0, count: groups.count))
        }
        if let parameters {
            timingParameters = parameters
            springCache.removeAll()
        }
        let e = evaluate(at: now)
        let target: Double = reversedFlag ? 0 : 1
        // A factor of 0 keeps the original pace: the run takes the time left of the original
        // duration (what public code that passes 0 after a gesture relies on; Behaviour-anim.md).
        let factor = durationFactor.isFinite ? max(Double(durationFactor), 0) : 1
        let length = factor > 0 ? factor * duration : abs(target - e.fraction) * duration
        motion = .blend(
            t0: now, length: length, f0: e.fraction, f1: target, q0: e.progress,
            target: target, timing: timingParameters)
        PropertyAnimatorDriver.shared.track(self)
    }

    // MARK: Internals

    /// Inactive → active: runs the queued animation blocks.
    func activate(at now: Double) {
        state = .active
        motion = .paused(fraction: 0, progress: [])
        let blocks = pendingBlocks
        pendingBlocks.removeAll()
        for b in blocks { runBlock(b.block, startFraction: b.delayFactor, at: now) }
    }

    /// Resumes from a pause: the original timeline if nothing retimed it, else a retimed run over
    /// the time left in the current direction.
    func resume(fraction f: Double, progress q: [Double], at t0: Double) {
        if pausedOnOriginal && !reversedFlag {
            motion = .original(t0: t0, from: f)
            return
        }
        let target: Double = reversedFlag ? 0 : 1
        let length = (reversedFlag ? f : 1 - f) * duration
        motion = .blend(
            t0: t0, length: length, f0: f, f1: target, q0: q, target: target,
            timing: timingParameters)
    }

    func setReversed(_ reversed: Bool) {
        guard reversed != reversedFlag else { return }
        let now = MediaClock.shared.now
        if isRunning {
            let e = evaluate(at: now)
            reversedFlag = reversed
            let target: Double = reversed ? 0 : 1
            let length = (reversed ? e.fraction : 1 - e.fraction) * duration
            motion = .blend(
                t0: now, length: length, f0: e.fraction, f1: target, q0: e.progress,
                target: target, timing: timingParameters)
        } else {
            reversedFlag = reversed
            pausedOnOriginal = false
        }
    }

    func scrub(to value: Double) {
        guard value.isFinite else {
            EngineDiagnostics.shared.warn(
                "UIViewPropertyAnimator.fractionComplete set to \(value); ignored")
            return
        }
        let f = min(max(value, 0), 1)
        switch state {
        case .stopped:
            EngineDiagnostics.shared.warn(
                "UIViewPropertyAnimator.fractionComplete set on a stopped animator; ignored")
            return
        case .inactive:
            activate(at: MediaClock.shared.now)
        case .active:
            if isRunning {
                EngineDiagnostics.shared.warn(
                    "UIViewPropertyAnimator.fractionComplete set while running; ignored (UIKit's setter is a no-op then)"
                )
                return
            }
        }
        awaitingFirstBlock = false
        motion = .paused(
            fraction: f, progress: groups.indices.map { scrubProgress(fraction: f, group: $0) })
        pausedOnOriginal = !scrubsLinearly
        PropertyAnimatorDriver.shared.track(self)
    }

    /// Called by the driver each frame while moving.
    func step(at now: Double) {
        guard state == .active, isRunning else { return }
        let e = evaluate(at: now)
        guard e.done else { return }
        let position: UIViewAnimatingPosition = reversedFlag ? .start : .end
        if pausesOnCompletion {
            motion = .paused(fraction: e.fraction, progress: e.progress)
            pausedOnOriginal = false
            return
        }
        if position == .end {
            // The model already holds the end values (or a later change, which must win).
            removeAnimations()
        } else {
            applyModelValues(position)
        }
        finish(at: position)
    }

    /// Sets the model values of every animated property to `position` and removes the animations.
    func applyModelValues(_ position: UIViewAnimatingPosition) {
        switch position {
        case .current:
            freezeAtCurrentValues()
        case .end:
            for g in groups { for r in g.records { set(r, r.endValue) } }
            removeAnimations()
        case .start:
            // In the order the changes were made (a parent's bounds before the subviews it
            // autoresized), each property once, to the value before its first change.
            var restored: [(CALayer, String)] = []
            for g in groups {
                for r in g.records {
                    guard let l = r.layer,
                        !restored.contains(where: { $0.0 === l && $0.1 == r.key })
                    else { continue }
                    restored.append((l, r.key))
                    set(r, r.startValue)
                }
            }
            removeAnimations()
        }
    }

    /// Writes the presented values into the model and removes the animations.
    func freezeAtCurrentValues() {
        var values: [(Record, AnimatableValue)] = []
        for g in groups {
            for r in g.records {
                if let l = r.layer, let v = l.presentationValue(forKey: r.key) {
                    values.append((r, v))
                }
            }
        }
        removeAnimations()
        for (r, v) in values { set(r, v) }
    }

    func removeAnimations() {
        for g in groups {
            for r in g.records {
                // Only the animator's own animation: the key may have been reused since.
                guard let layer = r.layer, let mine = r.animation,
                    layer.animation(forKey: r.animationKey) === mine
                else { continue }
                layer.removeAnimation(forKey: r.animationKey)
            }
        }
    }

    /// Writes a model value without animating it; a view's bounds go through the view so its
    /// subviews autoresize and it lays out again.
    func set(_ r: Record, _ value: AnimatableValue) {
        guard let layer = r.layer, let accessor = type(of: layer).animatableProperties[r.key] else {
            return
        }
        if r.key == "bounds", case .rect(let rect) = value, let view = layer.delegate as? UIView {
            UIView.performWithoutAnimation { view.bounds = rect }
            return
        }
        accessor.set(layer, value)
    }

    /// Active or stopped → inactive, then the completions in order.
    func finish(at position: UIViewAnimatingPosition) {
        let handlers = completions
        completions.removeAll()
        resetToInactive()
        for h in handlers { h(position) }
    }

    func resetToInactive() {
        removeAnimations()
        groups.removeAll()
        motion = .paused(fraction: 0, progress: [])
        pausedOnOriginal = false
        awaitingFirstBlock = false
        springCache.removeAll()
        state = .inactive
        PropertyAnimatorDriver.shared.untrack(self)
    }
}
