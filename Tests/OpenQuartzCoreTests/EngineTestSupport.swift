import Foundation
import Testing

@_spi(Testing) @testable import OpenQuartzCore

/// A committed two-layer tree for engine tests: `root` (400 × 400, at the origin of its own space)
/// holding `layer` (100 × 100 at position (50, 50)).
///
/// Suites keep a `Stage` in a stored property: a superlayer does not retain itself, and the clock is
/// shared by every test, so tests measure times relative to `start` (the time the stage was built).
@MainActor
final class Stage {
    let root = CALayer()
    let layer = CALayer()
    /// The media time after the stage was committed.
    private(set) var start: CFTimeInterval = 0

    init() {
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        root.position = CGPoint(x: 200, y: 200)
        root.addSublayer(layer)
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.position = CGPoint(x: 50, y: 50)
        MainRunLoop.shared.advance(by: 1.0 / 60)  // commit: the layer is now on screen
        start = CACurrentMediaTime()
    }

    /// Advances the shared run loop by `seconds` (whole frames at 60 Hz).
    func step(_ seconds: Double) { MainRunLoop.shared.advance(by: seconds) }

    /// Seconds since `start`.
    var elapsed: Double { CACurrentMediaTime() - start }

    /// The presented value of `key` on `target` (default `layer`) as a number, or NaN.
    func number(_ key: String, of target: CALayer? = nil) -> Double {
        (target ?? layer).presentationValue(forKey: key)?.number ?? .nan
    }

    /// The presented `position.x` of `layer`.
    var x: Double { Double((layer.presentation() ?? layer).position.x) }

    /// Removes every animation so nothing leaks into the next test's `runUntilIdle`.
    func clear() {
        for l in [root, layer] + (root.sublayers ?? []) + (layer.sublayers ?? []) {
            l.removeAllAnimations()
        }
        MainRunLoop.shared.advance(by: 1.0 / 60)
    }
}

/// `abs(a − b) <= tolerance` (the CGFloat, CGPoint, CGRect and transform forms live in
/// GeometrySupportTests.swift).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// A basic animation of `keyPath` with the given values and a 1 s duration.
@MainActor
func basic(
    _ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: Double = 1
) -> CABasicAnimation {
    let a = CABasicAnimation(keyPath: keyPath)
    a.fromValue = from
    a.toValue = to
    a.byValue = by
    a.duration = duration
    return a
}

/// Records animation delegate callbacks with the media time at which they arrived.
@MainActor
final class DelegateLog: CAAnimationDelegate {
    enum Event: Equatable {
        case start(String)
        case stop(String, finished: Bool)
    }
    private(set) var events: [Event] = []
    private(set) var times: [CFTimeInterval] = []
    /// Runs inside `animationDidStop`, after the event is recorded.
    var onStop: ((CAAnimation) -> Void)?
    let name: String
    init(_ name: String) { self.name = name }
    func animationDidStart(_ anim: CAAnimation) {
        events.append(.start(name))
        times.append(CACurrentMediaTime())
    }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append(.stop(name, finished: flag))
        times.append(CACurrentMediaTime())
        onStop?(anim)
    }
}

/// A shared event log for several `DelegateLog`-like recorders.
@MainActor
final class SharedLog: CAAnimationDelegate {
    static var lines: [String] = []
    let name: String
    init(_ name: String) { self.name = name }
    func animationDidStart(_ anim: CAAnimation) { SharedLog.lines.append("start \(name)") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        SharedLog.lines.append("stop \(name) \(flag)")
    }
}
