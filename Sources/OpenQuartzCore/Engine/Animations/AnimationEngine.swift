import Foundation

/// Advances every running animation each frame: start and stop callbacks, removal on completion,
/// and completion groups.
///
/// Holds each layer that has animations until they are gone, so an animation's callbacks run even
/// if its layer left the tree. The per-frame scan reuses its buffers and allocates nothing in the
/// steady state.
@MainActor
final class AnimationEngine {
    package static let shared = AnimationEngine()

    private var layers: [CALayer] = []
    private var stops: [(layer: CALayer, animation: CAAnimation, finished: Bool)] = []
    private var starts: [CAAnimation] = []
    private var isTicking = false
    /// Set when an animation left a layer, so the next tick drops layers left without any
    /// (a steady-state frame then skips that scan).
    private var mayHaveIdleLayers = false
    /// The clock time and change stamps at the start of the last tick (see `tickIfChanged`).
    private var lastTick: (time: CFTimeInterval, tree: UInt64, engine: UInt64) = (.nan, 0, 0)

    private init() {
        layers.reserveCapacity(256)
        stops.reserveCapacity(256)
    }

    /// Number of full ticks run so far (tests use it to check that a frame costs one tick).
    private(set) var tickCount = 0

    /// Forgets every animation without calling anything: each is marked finished and detached
    /// from its layer, and completion groups are dropped (see `EngineWorld`).
    func discardAll() {
        for layer in layers {
            for entry in layer.animationEntries {
                entry.animation.hasFinished = true
                entry.animation.completionGroups.removeAll()
            }
            layer.animationEntries.removeAll()
            layer.isRegisteredWithEngine = false
        }
        layers.removeAll(keepingCapacity: true)
        stops.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        mayHaveIdleLayers = false
        lastTick = (.nan, 0, 0)
        TimingStamps.engineChanged()
    }

    /// Registers a layer that just gained an animation.
    func layerGainedAnimation(_ layer: CALayer, _ animation: CAAnimation) {
        EngineWorld.willChange()
        if !layer.isRegisteredWithEngine {
            layer.isRegisteredWithEngine = true
            layers.append(layer)
        }
        starts.append(animation)
        TimingStamps.engineChanged()
    }

    /// Records a stop caused by removal (finished == false), delivered immediately.
    func animationRemoved(_ animation: CAAnimation, from layer: CALayer) {
        mayHaveIdleLayers = true
        TimingStamps.engineChanged()
        guard !animation.hasFinished else { return }
        animation.hasFinished = true
        deliverStop(animation, finished: false)
    }

    /// Calls `animationDidStart` for animations added since the last commit.
    func deliverStarts() {
        guard !starts.isEmpty else { return }
        let batch = starts
        starts.removeAll(keepingCapacity: true)
        for a in batch where !a.hasStarted {
            a.hasStarted = true
            a.delegate?.animationDidStart(a)
        }
    }

    /// Processes every animation at `now`, unless the last tick already did at this same time and
    /// nothing that could change its outcome happened since (no animation added or removed, no
    /// timing property or tree edit: see `TimingStamps`). The run loop flushes the caller's
    /// changes with it, so a frame with no such change costs one tick, not two.
    func tickIfChanged(at now: CFTimeInterval) {
        if lastTick.time == now, lastTick.tree == TimingStamps.tree,
            lastTick.engine == TimingStamps.engine,
            starts.isEmpty, !mayHaveIdleLayers
        {
            return
        }
        tick(at: now)
    }

    /// Processes every animation at virtual time `now`.
    package func tick(at now: CFTimeInterval) {
        guard !isTicking else { return }
        isTicking = true
        defer { isTicking = false }
        // Stamped before any callback runs: changes made by callbacks during this tick make the
        // next `tickIfChanged` at the same time run.
        lastTick = (now, TimingStamps.tree, TimingStamps.engine)
        tickCount &+= 1
        deliverStarts()
        var i = 0
        while i < layers.count {
            let layer = layers[i]
            let local = layer.localTime(atGlobal: now)
            var j = 0
            while j < layer.animationEntries.count {
                let anim = layer.animationEntries[j].animation
                if !anim.hasFinished, anim.endTest.hasEnded(atParentTime: local) {
                    anim.hasFinished = true
                    stops.append((layer, anim, true))
                }
                j += 1
            }
            i += 1
        }
        if !stops.isEmpty {
            mayHaveIdleLayers = true
            for k in 0..<stops.count {
                let (layer, anim, finished) = stops[k]
                if anim.isRemovedOnCompletion { layer.detachFinished(anim) }
                deliverStop(anim, finished: finished)
            }
            stops.removeAll(keepingCapacity: true)
        }
        guard mayHaveIdleLayers else { return }
        mayHaveIdleLayers = false
        layers.removeAll { layer in
            if layer.animationEntries.isEmpty {
                layer.isRegisteredWithEngine = false
                return true
            }
            return false
        }
    }

    private func deliverStop(_ anim: CAAnimation, finished: Bool) {
        anim.delegate?.animationDidStop(anim, finished: finished)
        let groups = anim.completionGroups
        anim.completionGroups.removeAll()
        for g in groups { g.memberStopped(finished: finished) }
    }

    /// One line per layer whose animations are still running (for `runUntilIdle`).
    func pendingDescriptions() -> [String] {
        var lines: [String] = []
        for layer in layers {
            // An animation with speed 0 never ends by itself (its driver, e.g. a property
            // animator, reports its own pending work).
            let running = layer.animationEntries.filter {
                !$0.animation.hasFinished && $0.animation.speed != 0
            }
            guard !running.isEmpty else { continue }
            let keys = running.map(\.key).joined(separator: ", ")
            let who =
                layer.delegate.map { String(describing: type(of: $0)) }
                ?? String(describing: type(of: layer))
            let paused = layer.effectiveSpeed == 0 ? " (paused: layer time speed is 0)" : ""
            lines.append("animations [\(keys)] on \(who)\(paused)")
        }
        return lines
    }
}
