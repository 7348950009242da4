import Foundation

extension CAAnimation {
    /// Replaces timing values Core Animation cannot use by their defaults, recording a diagnostic
    /// for each, so that a bad value never reaches the per-frame timing arithmetic.
    ///
    /// Called on the copy that `CALayer.add(_:forKey:)` attaches. Core Animation's behaviour for
    /// these values is undocumented; the engine's choices (Docs/Behaviour.md, "Bad input"):
    /// - `duration` NaN, negative or infinite → 0.25 s (the default animation duration);
    /// - `speed` NaN or infinite → 1; a negative finite speed is kept (the animation plays backwards);
    /// - `timeOffset` NaN or infinite → 0;
    /// - `beginTime` NaN → 0 (which `add` then turns into "now");
    /// - `repeatCount` NaN or negative → 0 (one iteration); `.infinity` is kept (repeat forever);
    /// - `repeatDuration` NaN, negative or infinite → 0 (not used).
    func sanitizeTiming() {
        func warn(_ property: String, _ value: String, _ replacement: String) {
            EngineDiagnostics.shared.warn(
                "CAAnimation \(property) \(value) is not valid; using \(replacement)")
        }
        if duration.isNaN || duration < 0 || duration.isInfinite {
            warn("duration", "\(duration)", "0.25 s")
            duration = 0.25
        }
        if !speed.isFinite {
            warn("speed", "\(speed)", "1")
            speed = 1
        }
        if !timeOffset.isFinite {
            warn("timeOffset", "\(timeOffset)", "0")
            timeOffset = 0
        }
        if beginTime.isNaN {
            warn("beginTime", "\(beginTime)", "the current time")
            beginTime = 0
        }
        if repeatCount.isNaN || repeatCount < 0 {
            warn("repeatCount", "\(repeatCount)", "0")
            repeatCount = 0
        }
        if repeatDuration.isNaN || repeatDuration < 0 || repeatDuration.isInfinite {
            warn("repeatDuration", "\(repeatDuration)", "0")
            repeatDuration = 0
        }
        if let group = self as? CAAnimationGroup {
            for child in group.animations ?? [] { child.sanitizeTiming() }
        }
    }
}
