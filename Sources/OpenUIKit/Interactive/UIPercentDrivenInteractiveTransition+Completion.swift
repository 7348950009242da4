import Foundation

/// The non-interactive completion of a percent-driven transition whose animator vends no
/// interruptible animator: the scrubbed layers stay paused (`speed = 0`) and a display link moves
/// their `timeOffset` along `completionCurve`, frame by frame, from where the interaction left it
/// to the end (finish) or to 0 (cancel). UIKit does not document its mechanism; the AWPDIT clone
/// rewinds with a display link the same way (linearly). A curve applied to layer time keeps every
/// animation of the transition in step, whatever its own timing.
extension UIPercentDrivenInteractiveTransition {
    /// Moves the layers' time from `from` to `to` (seconds of transition time) over `length`
    /// seconds of virtual time, eased by `completionCurve`, then calls `done` in the frame that
    /// reaches `to` (the next frame when `length` is 0, never inside the caller's `finish()`).
    func runLayerTime(
        from: Double, to: Double, over length: Double, then done: @escaping @MainActor () -> Void
    ) {
        let curve = completionCurve.timingFunction
        let start = CACurrentMediaTime()
        let link = CADisplayLink { [weak self] link in
            guard let self else {
                link.invalidate()
                return
            }
            let u =
                length > 0 && length.isFinite
                ? mediaInterval(from: start, to: link.timestamp) / length : 1
            if u >= 1 - 1e-9 {
                self.stopCompletionLink()
                for l in self.layers { l.timeOffset = to }
                done()
                return
            }
            let offset = from + (to - from) * curve.value(at: max(0, u))
            for l in self.layers { l.timeOffset = offset }
        }
        completionLink = link
        link.add(to: .main, forMode: .common)
    }

    /// Stops a running completion, leaving the layers where they are.
    func stopCompletionLink() {
        completionLink?.invalidate()
        completionLink = nil
    }

    /// Lets the layers' time run again from `offset` (seconds of transition time) at
    /// `completionSpeed`, so that animations ending at `offset` end this frame and any that last
    /// longer than the transition's duration play out.
    func resumeLayerTime(at offset: Double) {
        let s = Double(completionSpeedForUse)
        for l in layers {
            l.speed = Float(s)
            l.timeOffset = 0
            l.beginTime = 0
            let parentNow =
                l.superlayer?.localTime(atGlobal: CACurrentMediaTime()) ?? CACurrentMediaTime()
            l.beginTime = parentNow - offset / s
        }
    }
}
