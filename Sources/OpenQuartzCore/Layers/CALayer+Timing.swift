import Foundation

extension CALayer {
    /// The layer's local time at global media time `t`: the parent chain's timing applied in turn.
    package func localTime(atGlobal t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = superlayer?.localTime(atGlobal: t) ?? maskOwner?.localTime(atGlobal: t) ?? t
        return localTime(fromParent: parentTime)
    }

    /// The product of `speed` along the ancestor chain (0 means time is frozen here).
    package var effectiveSpeed: Float {
        var s = speed
        var l = superlayer
        while let p = l { s *= p.speed; l = p.superlayer }
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
