import Foundation

/// A layer's cached mapping from global media time to its local time (see `TimingStamps`).
///
/// Layers whose timing is the identity (`beginTime` 0, `speed` 1, `timeOffset` 0) map a time to
/// itself exactly in IEEE arithmetic, so the chain from the root reduces to its non-identity
/// layers, applied root first. Up to two of those are stored inline and applied exactly as the
/// chain would apply them (bit for bit); with more, the layer asks its parent (whose own cache
/// usually answers) and applies its own timing, which is the uncached computation.
struct LayerTimeMapping {
    /// The `TimingStamps.tree` value this mapping was built at; 0 means never built.
    var stamp: UInt64 = 0
    /// 0, 1 or 2 inline steps; `LayerTimeMapping.viaParent` when the chain is longer.
    var steps: Int = 0
    var begin0 = 0.0, speed0 = 1.0, offset0 = 0.0
    var begin1 = 0.0, speed1 = 1.0, offset1 = 0.0

    static let viaParent = 3

    /// Applies the inline steps to `t` (only when `steps` is 0, 1 or 2).
    @inline(__always)
    func apply(_ t: CFTimeInterval) -> CFTimeInterval {
        switch steps {
        case 0: return t
        case 1: return (t - begin0) * speed0 + offset0
        default:
            let p = (t - begin0) * speed0 + offset0
            return (p - begin1) * speed1 + offset1
        }
    }

    /// Appends a step; returns false when the mapping is already full.
    mutating func append(begin: Double, speed: Double, offset: Double) -> Bool {
        switch steps {
        case 0:
            begin0 = begin
            speed0 = speed
            offset0 = offset
            steps = 1
            return true
        case 1:
            begin1 = begin
            speed1 = speed
            offset1 = offset
            steps = 2
            return true
        default: return false
        }
    }
}

extension CALayer {
    /// The layer's local time at global media time `t`: the parent chain's timing applied in turn.
    ///
    /// Answered from a per-layer cache of the chain, rebuilt only after a timing property or the
    /// tree changed somewhere; the result is bit-identical to walking the chain.
    package func localTime(atGlobal t: CFTimeInterval) -> CFTimeInterval {
        if timeMapping.stamp != TimingStamps.tree { rebuildTimeMapping() }
        if timeMapping.steps == LayerTimeMapping.viaParent {
            let parentTime = timeParent?.localTime(atGlobal: t) ?? t
            return localTime(fromParent: parentTime)
        }
        return timeMapping.apply(t)
    }

    /// The layer whose local time is this layer's parent time: the superlayer, or the layer this
    /// one masks.
    private var timeParent: CALayer? { superlayer ?? maskOwner }

    /// Whether this layer's own timing maps every parent time to itself.
    private var hasIdentityTiming: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 }

    private func rebuildTimeMapping() {
        var mapping = LayerTimeMapping()
        if let parent = timeParent {
            if parent.timeMapping.stamp != TimingStamps.tree { parent.rebuildTimeMapping() }
            mapping = parent.timeMapping
        }
        if mapping.steps != LayerTimeMapping.viaParent, !hasIdentityTiming,
            !mapping.append(begin: beginTime, speed: Double(speed), offset: timeOffset)
        {
            mapping.steps = LayerTimeMapping.viaParent
        }
        mapping.stamp = TimingStamps.tree
        timeMapping = mapping
    }

    /// The product of `speed` along the ancestor chain (0 means time is frozen here).
    var effectiveSpeed: Float {
        var s = speed
        var l = superlayer
        while let p = l {
            s *= p.speed
            l = p.superlayer
        }
        return s
    }

    /// Converts a time from `layer`'s time space (nil: global media time) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let global = layer.map { $0.globalTime(fromLocal: t) } ?? t
        return localTime(atGlobal: global)
    }

    /// Converts a time from this layer's time space to `layer`'s (nil: global media time).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let global = globalTime(fromLocal: t)
        return layer.map { $0.localTime(atGlobal: global) } ?? global
    }

    /// Inverts the chain: the global time at which this layer's local time is `t`.
    /// With a zero speed somewhere on the chain the mapping is not invertible; the current global
    /// time is returned.
    func globalTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        guard speed != 0 else { return MediaClock.shared.now }
        let parentTime = (t - timeOffset) / Double(speed) + beginTime
        if let superlayer { return superlayer.globalTime(fromLocal: parentTime) }
        return parentTime
    }
}
