import Foundation

/// The abstract base of Core Animation's animations.
///
/// Adding an animation to a layer copies it, as Core Animation does: later changes to the object
/// you hold do not affect the running animation, and `layer.animation(forKey:)` returns the copy.
@preconcurrency @MainActor
open class CAAnimation: CAMediaTiming, CAAction {
    open var beginTime: CFTimeInterval = 0 { didSet { timingChanged() } }
    open var duration: CFTimeInterval = 0 { didSet { timingChanged() } }
    open var speed: Float = 1 { didSet { timingChanged() } }
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0 { didSet { timingChanged() } }
    open var repeatDuration: CFTimeInterval = 0 { didSet { timingChanged() } }
    open var autoreverses = false { didSet { timingChanged() } }
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The pacing curve; nil means linear.
    open var timingFunction: CAMediaTimingFunction?
    /// The delegate, held strongly as in Core Animation.
    open var delegate: CAAnimationDelegate?
    /// Whether the animation is removed from its layer when it completes. Default true.
    open var isRemovedOnCompletion = true

    /// Engine bookkeeping for the copy that lives on a layer.
    var hasStarted = false
    package var hasFinished = false
    /// Completion groups (transaction or UIView block) waiting for this animation to stop.
    var completionGroups: [AnimationCompletionGroup] = []
    /// When set, replaces the eased progress (the fraction from the start to the end value, which
    /// may lie outside 0…1): `UIViewPropertyAnimator` drives its animations' progress itself this
    /// way. Copied with the configuration.
    package var progressOverride: ProgressOverride?
    /// Set by UIKit's animation blocks without `.allowUserInteraction`: while this animation runs,
    /// hit-testing skips its layer's view. Copied with the configuration.
    package var blocksUserInteraction = false
    /// The fields the engine's end-of-animation test reads, kept up to date by the timing
    /// properties' observers so the per-frame test reads one stored struct instead of six
    /// overridable properties.
    private(set) final var endTest = AnimationEndTest(
        beginTime: 0, rate: 1, activeDuration: 0)

    private func timingChanged() {
        endTest = AnimationEndTest(
            beginTime: beginTime, rate: abs(Double(speed)), activeDuration: activeDuration)
        TimingStamps.engineChanged()
    }

    public required init() {}

    /// Creates a new animation object, as `CAAnimation.animation()` does.
    package class func animation() -> Self { Self() }

    /// Returns a copy with the same configuration (not the engine state), as `NSCopying`.
    open func copy() -> Any {
        let c = type(of: self).init()
        c.copyConfiguration(from: self)
        return c
    }

    /// Copies the configurable properties from `other`; subclasses extend it for their own.
    func copyConfiguration(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        progressOverride = other.progressOverride
        blocksUserInteraction = other.blocksUserInteraction
    }

    /// Whether the animation animates the named property (for `shouldArchiveValue`/key-value
    /// compatibility); always true here.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Adds the animation to the layer for `event`, as an action.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// Eased progress for a timing sample (the timing function applied to the iteration fraction).
    func easedFraction(_ sample: TimingSample) -> Double {
        if let progressOverride { return progressOverride.progress() }
        guard let tf = timingFunction else { return sample.fraction }
        return tf.value(at: sample.fraction)
    }

    /// Called when the animation is added, after copying, to convert `Any` values; subclasses override.
    func prepareForLayer(_ layer: CALayer) {}

    /// The key paths (base property names) this animation affects; subclasses override.
    func affectedKeys() -> [String] { [] }

    /// Applies this animation's effect at layer-local time `t` to `value` (the underlying value of
    /// `key`), returning the new value; the default does nothing.
    package func apply(
        toKey key: String, value: AnimatableValue, layer: CALayer, localTime t: CFTimeInterval
    ) -> AnimatableValue {
        value
    }
}

/// The progress an animation reads instead of its own timing (`CAAnimation.progressOverride`).
///
/// A struct around the closure, not the closure type itself: the mangled name of a stored
/// property of closure type in this `@preconcurrency` class came out with and without its
/// `@MainActor @Sendable` attributes in different files of one build, and the subclasses' vtables
/// then failed to link; a nominal type mangles one way.
package struct ProgressOverride {
    /// The eased progress now (may lie outside 0…1).
    package var progress: @MainActor () -> Double

    package init(_ progress: @escaping @MainActor () -> Double) { self.progress = progress }
}
