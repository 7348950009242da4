import Foundation

/// Recent (time, value) samples of a gesture, and the velocity over the last `window` seconds.
///
/// The velocity is the change from the newest sample back to the newest sample at least
/// `window` seconds older (or the oldest kept), divided by the time between them. A linear drag
/// of 300 pt in 0.5 s gives 600 pt/s; a finger that stopped before lifting gives about zero,
/// because the lift sample is compared with one from `window` earlier.
struct VelocitySampler<Value> {
    /// How far back the velocity looks, in seconds. UIKit does not document it; 0.1 s (six frames
    /// at 60 Hz) follows the last few samples while smoothing single-frame jitter.
    static var window: TimeInterval { 0.1 }

    private var samples: [(time: TimeInterval, value: Value)] = []

    mutating func removeAll() { samples.removeAll() }

    mutating func add(_ value: Value, at time: TimeInterval) {
        if let last = samples.last, abs(last.time - time) < 1e-9 {
            samples[samples.count - 1].value = value
        } else {
            samples.append((time, value))
        }
        // Keep one sample older than the window for the base.
        let cutoff = time - Self.window - 1e-6
        while samples.count > 2, samples[1].time <= cutoff { samples.removeFirst() }
    }

    /// Applies `change` to every stored value (used when the tracked quantity is rebased).
    mutating func adjust(_ change: (Value) -> Value) {
        for i in samples.indices { samples[i].value = change(samples[i].value) }
    }

    /// The newest sample and the base sample the velocity is measured from; nil with fewer than two.
    var span: (base: Value, latest: Value, seconds: TimeInterval)? {
        guard samples.count >= 2, let latest = samples.last else { return nil }
        let target = latest.time - Self.window + 1e-6
        var base = samples[0]
        for s in samples.dropLast() where s.time <= target { base = s }
        let dt = mediaInterval(from: base.time, to: latest.time)
        guard dt > 1e-9 else { return nil }
        return (base.value, latest.value, dt)
    }
}
