import Foundation

extension TouchSynthesizer {
    /// How long a synthesized tap holds the finger down: 0.05 s (3 frames at 60 Hz).
    static let tapHoldDuration: TimeInterval = 0.05
    /// The pause between the taps of a multiple tap: 0.1 s.
    static let pauseBetweenTaps: TimeInterval = 0.1
    /// The spacing of the fingers of a multi-finger tap, in points (side by side horizontally).
    static let fingerSpacing: CGFloat = 20

    private var frameDuration: TimeInterval { MediaClock.shared.frameDuration }

    /// Frames spanning `duration` (at least one).
    private func frameCount(_ duration: TimeInterval) -> Int {
        precondition(
            duration.isFinite && duration >= 0,
            "TouchSynthesizer needs a non-negative duration, got \(duration)")
        return max(1, Int((duration / frameDuration).rounded()))
    }

    /// Taps `numberOfTaps` times with `numberOfTouches` fingers around `point`: each tap holds
    /// `tapHoldDuration`, taps are `pauseBetweenTaps` apart.
    @_spi(Testing) public func tap(
        at point: CGPoint, numberOfTaps: Int = 1, numberOfTouches: Int = 1
    ) {
        precondition(
            numberOfTaps >= 1 && numberOfTouches >= 1,
            "TouchSynthesizer.tap needs at least one tap and one touch")
        let points = (0..<numberOfTouches).map { i in
            CGPoint(
                x: point.x + (CGFloat(i) - CGFloat(numberOfTouches - 1) / 2) * Self.fingerSpacing,
                y: point.y)
        }
        for i in 0..<numberOfTaps {
            if i > 0 { wait(Self.pauseBetweenTaps - frameDuration) }
            touchDown(at: points)
            wait(Self.tapHoldDuration - frameDuration)
            touchUp()
        }
    }

    /// Presses at `point` for `duration` seconds, then lifts.
    @_spi(Testing) public func longPress(at point: CGPoint, duration: TimeInterval) {
        let n = frameCount(duration)
        touchDown(at: point)
        wait(Double(n - 1) * frameDuration)
        touchUp()
    }

    /// Drags one finger from `from` to `to` over `duration` seconds, one sample per frame, the
    /// fraction of the way at time t being `curve.value(at: t / duration)` (default linear). The
    /// finger goes down at `from`, and lifts at `to` exactly `duration` later; the lift sample
    /// carries the last step, so a linear drag keeps its velocity to the end (300 pt in 0.5 s:
    /// 600 pt/s).
    @_spi(Testing) public func drag(
        from: CGPoint, to: CGPoint, duration: TimeInterval,
        curve: CAMediaTimingFunction = CAMediaTimingFunction(name: .linear)
    ) {
        let n = frameCount(duration)
        touchDown(at: from)
        for i in 1...n {
            let f = CGFloat(curve.value(at: Double(i) / Double(n)))
            let p = CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            if i < n { move(to: p) } else { touchUp(at: [to]) }
        }
    }

    /// Drags one finger along the polyline `path` at constant speed over `duration` seconds,
    /// lifting at its last point.
    @_spi(Testing) public func drag(along path: [CGPoint], duration: TimeInterval) {
        precondition(
            path.count >= 2,
            "TouchSynthesizer.drag(along:) needs at least two points, got \(path.count)")
        var lengths: [CGFloat] = [0]
        for i in 1..<path.count {
            lengths.append(
                lengths[i - 1] + hypot(path[i].x - path[i - 1].x, path[i].y - path[i - 1].y))
        }
        let total = lengths.last!
        func point(atFraction f: CGFloat) -> CGPoint {
            guard total > 0 else { return path[0] }
            let d = f * total
            var i = 1
            while i < path.count - 1 && lengths[i] < d { i += 1 }
            let segment = lengths[i] - lengths[i - 1]
            let u = segment > 0 ? (d - lengths[i - 1]) / segment : 1
            return CGPoint(
                x: path[i - 1].x + (path[i].x - path[i - 1].x) * u,
                y: path[i - 1].y + (path[i].y - path[i - 1].y) * u)
        }
        let n = frameCount(duration)
        touchDown(at: path[0])
        for i in 1...n {
            if i < n {
                move(to: point(atFraction: CGFloat(i) / CGFloat(n)))
            } else {
                touchUp(at: [path[path.count - 1]])
            }
        }
    }

    /// Swipes in from `edge` of the window: the finger goes down `inset` points (default 5) inside
    /// the edge, halfway along it (or at `position` along it), and drags `distance` points away
    /// from the edge over `duration` seconds. The swipe of the navigation controller's interactive pop.
    @_spi(Testing) public func edgeSwipe(
        edge: UIRectEdge, distance: CGFloat, duration: TimeInterval, position: CGFloat? = nil,
        inset: CGFloat = 5, curve: CAMediaTimingFunction = CAMediaTimingFunction(name: .linear)
    ) {
        guard let window else { return }
        let b = window.bounds
        let start: CGPoint
        let end: CGPoint
        switch edge {
        case .left:
            start = CGPoint(x: b.minX + inset, y: position ?? b.midY)
            end = CGPoint(x: start.x + distance, y: start.y)
        case .right:
            start = CGPoint(x: b.maxX - inset, y: position ?? b.midY)
            end = CGPoint(x: start.x - distance, y: start.y)
        case .top:
            start = CGPoint(x: position ?? b.midX, y: b.minY + inset)
            end = CGPoint(x: start.x, y: start.y + distance)
        case .bottom:
            start = CGPoint(x: position ?? b.midX, y: b.maxY - inset)
            end = CGPoint(x: start.x, y: start.y - distance)
        default:
            preconditionFailure(
                "TouchSynthesizer.edgeSwipe(edge:) needs exactly one edge, got \(edge.rawValue)")
        }
        drag(from: start, to: end, duration: duration, curve: curve)
    }

    /// Pinches two fingers about `center`: they go down `fromDistance` apart along `angle`
    /// (radians; 0 is horizontal) and move linearly to `toDistance` apart over `duration`
    /// seconds, then lift together. The recognizer's scale ends at `toDistance / fromDistance`.
    @_spi(Testing) public func pinch(
        center: CGPoint, fromDistance: CGFloat, toDistance: CGFloat, duration: TimeInterval,
        angle: CGFloat = 0
    ) {
        precondition(
            fromDistance > 0 && toDistance > 0, "TouchSynthesizer.pinch needs positive distances")
        let ux = cos(angle)
        let uy = sin(angle)
        func fingers(_ d: CGFloat) -> [CGPoint] {
            [
                CGPoint(x: center.x - ux * d / 2, y: center.y - uy * d / 2),
                CGPoint(x: center.x + ux * d / 2, y: center.y + uy * d / 2),
            ]
        }
        let n = frameCount(duration)
        touchDown(at: fingers(fromDistance))
        for i in 1...n {
            let d = fromDistance + (toDistance - fromDistance) * CGFloat(i) / CGFloat(n)
            if i < n { move(to: fingers(d)) } else { touchUp(at: fingers(d)) }
        }
    }
}
