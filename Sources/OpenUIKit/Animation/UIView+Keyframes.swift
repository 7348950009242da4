import Foundation
@_spi(Testing) import OpenQuartzCore

extension UIView {
    /// Animates the keyframes added in `animations` (with `addKeyframe`) as one keyframe animation
    /// per property, as UIKit's `animateKeyframes(withDuration:delay:options:animations:completion:)`.
    ///
    /// Each property runs one `CAKeyframeAnimation` from its presented value through the values set
    /// by the keyframes at their relative times (holding a value between keyframes), with the
    /// calculation mode of `options`. The whole animation is paced by the curve bits (16–19) of the
    /// raw options, ease in-out by default, as in UIKit. Changes made outside any `addKeyframe`
    /// block span the whole duration. Completion as for `animate(withDuration:…)`.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        if case .animator(let animator, let g)? = BlockAnimationState.current?.kind {
            animateKeyframes(
                drivenBy: animator, group: g, options: options, animations: animations,
                completion: completion)
            return
        }
        let d = sanitized(duration)
        let group = AnimationCompletionGroup { finished in completion?(finished) }
        let animOptions = AnimationOptions(rawValue: options.rawValue)
        let recorder = KeyframeRecorder()
        let animates = d > 0 && BlockAnimationState.animationsEnabled
        let context = BlockAnimationContext.nested(
            in: BlockAnimationState.current, kind: animates ? .keyframes(recorder) : .none,
            duration: d, delay: sanitized(delay),
            options: animOptions.union(.overrideInheritedCurve), group: group)
        BlockAnimationState.with(context) {
            animations()
            recorder.closeKeyframe(start: 0, duration: 1)
        }
        if animates {
            let groups = BlockAnimationState.stack.compactMap(\.completionGroup) + [group]
            recorder.addAnimations(
                duration: context.duration, delay: context.delay, options: context.options,
                mode: options.calculationMode, groups: groups)
        }
        sealOnNextTurnIfEmpty(group)
    }

    /// Keyframes inside a property animator's animation block: they span the animator's whole
    /// duration and follow its progress (paused, scrubbed, reversed, continued) as UIKit's do
    /// (WWDC 2016, session 216). The completion runs when the animator ends, with whether it
    /// ended at the end.
    private class func animateKeyframes(
        drivenBy animator: UIViewPropertyAnimator, group g: Int, options: KeyframeAnimationOptions,
        animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        let recorder = KeyframeRecorder()
        let context = BlockAnimationContext(
            kind: .keyframes(recorder), duration: animator.duration, delay: 0,
            options: AnimationOptions(rawValue: options.rawValue),
            timingFunction: CAMediaTimingFunction(name: .linear), completionGroup: nil)
        BlockAnimationState.with(context) {
            animations()
            recorder.closeKeyframe(start: 0, duration: 1)
        }
        recorder.addAnimations(drivenBy: animator, group: g, mode: options.calculationMode)
        if let completion { animator.addCompletion { completion($0 == .end) } }
    }

    /// Adds a keyframe: the changes made in `animations` are reached at
    /// `frameStartTime + frameDuration`, both relative to the whole animation (0…1, clamped), as
    /// UIKit's `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`. Outside
    /// `animateKeyframes` the changes apply at once (with a diagnostic).
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard case .keyframes(let recorder) = BlockAnimationState.current?.kind else {
            if case .some(.none) = BlockAnimationState.current?.kind {
            } else {
                EngineDiagnostics.shared.warn(
                    "UIView.addKeyframe called outside animateKeyframes; the changes apply without animation"
                )
            }
            animations()
            return
        }
        recorder.closeKeyframe(start: 0, duration: 1)
        animations()
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
        recorder.closeKeyframe(start: start, duration: length)
    }
}

/// Collects the property changes of an `animateKeyframes` block, per layer and key.
@MainActor
final class KeyframeRecorder {
    struct Frame {
        let start: Double
        let end: Double
        let value: AnimatableValue
    }
    final class Track {
        let layer: CALayer
        let key: String
        let initial: AnimatableValue
        var frames: [Frame] = []
        var touched = false
        init(layer: CALayer, key: String, initial: AnimatableValue) {
            self.layer = layer
            self.key = key
            self.initial = initial
        }
    }
    private(set) var tracks: [Track] = []

    /// Notes a change of `key` on `layer` whose presented value before the change was `old`.
    func record(layer: CALayer, key: String, old: AnimatableValue) {
        if let t = tracks.first(where: { $0.layer === layer && $0.key == key }) {
            t.touched = true
        } else {
            let t = Track(layer: layer, key: key, initial: old)
            t.touched = true
            tracks.append(t)
        }
    }

    /// Ends a keyframe: every track touched since the last call reaches its current model value
    /// at `start + duration`.
    func closeKeyframe(start: Double, duration: Double) {
        for t in tracks where t.touched {
            t.touched = false
            guard let v = type(of: t.layer).animatableProperties[t.key]?.get(t.layer) else {
                continue
            }
            t.frames.append(Frame(start: start, end: start + duration, value: v))
        }
    }

    /// The keyframe values and key times of a track: the initial value at 0, each value held until
    /// its keyframe starts and reached at its end, the last value held to 1.
    static func keyframes(of track: Track) -> (values: [AnimatableValue], times: [Double]) {
        var values = [track.initial]
        var times = [0.0]
        var last = track.initial
        var lastT = 0.0
        for f in track.frames.sorted(by: { $0.start < $1.start }) {
            let s = max(f.start, lastT)
            if s > lastT {
                values.append(last)
                times.append(s)
            }
            let e = min(max(f.end, s), 1)
            values.append(f.value)
            times.append(e)
            last = f.value
            lastT = e
        }
        if lastT < 1 {
            values.append(last)
            times.append(1)
        }
        return (values, times)
    }

    /// Adds one keyframe animation per track.
    func addAnimations(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        mode: CAAnimationCalculationMode, groups: [AnimationCompletionGroup]
    ) {
        for t in tracks where !t.frames.isEmpty {
            let (values, times) = Self.keyframes(of: t)
            let anim = CAKeyframeAnimation(keyPath: t.key)
            anim.values = values
            anim.keyTimes = times.map { NSNumber(value: $0) }
            anim.calculationMode = mode
            anim.duration = duration
            anim.timingFunction = options.curve.timingFunction
            if delay > 0 {
                anim.beginTime = t.layer.convertTime(MediaClock.shared.now, from: nil) + delay
                anim.fillMode = .backwards
            }
            if options.contains(.repeat) { anim.repeatCount = .infinity }
            if options.contains(.autoreverse) { anim.autoreverses = true }
            anim.blocksUserInteraction = !options.contains(.allowUserInteraction)
            t.layer.add(anim, forKey: t.key)
            guard let added = t.layer.animation(forKey: t.key) else { continue }
            for g in groups { g.join(added) }
        }
    }
}

extension KeyframeRecorder {
    /// Adds one keyframe animation per track whose progress is `animator`'s progress for group
    /// `g`, registered with the animator like its own animations.
    func addAnimations(
        drivenBy animator: UIViewPropertyAnimator, group g: Int, mode: CAAnimationCalculationMode
    ) {
        for t in tracks where !t.frames.isEmpty {
            let (values, times) = Self.keyframes(of: t)
            let anim = CAKeyframeAnimation(keyPath: t.key)
            anim.values = values
            anim.keyTimes = times.map { NSNumber(value: $0) }
            anim.calculationMode = mode
            anim.duration = max(animator.duration, 1e-3)
            anim.speed = 0
            anim.timeOffset = 0
            anim.fillMode = .both
            anim.isRemovedOnCompletion = false
            anim.progressOverride = ProgressOverride { [weak animator] in
                animator?.currentProgress(group: g) ?? 1
            }
            t.layer.add(anim, forKey: t.key)
            guard let last = values.last else { continue }
            animator.record(
                UIViewPropertyAnimator.Record(
                    layer: t.layer, animation: t.layer.animation(forKey: t.key),
                    animationKey: t.key, key: t.key, startValue: t.initial, endValue: last),
                group: g)
        }
    }
}

/// The action of a property change inside `animateKeyframes`: records it, adds nothing yet.
@MainActor
final class KeyframeRecordingAction: CAAction {
    let recorder: KeyframeRecorder
    init(recorder: KeyframeRecorder) { self.recorder = recorder }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let change = CALayer.actionContext,
            change.layer === layer, change.key == event
        else { return }
        recorder.record(layer: layer, key: event, old: change.oldValue)
    }
}
