import Foundation
import Testing

@_spi(Testing) @testable import OpenQuartzCore

/// What the engine does with input Core Animation rejects or leaves undefined. Each choice is
/// written down in Docs/Behaviour-engine.md.
@MainActor
@Suite struct BadInputTests {
    let stage = Stage()

    func warnings(during body: () -> Void) -> [String] {
        let before = EngineDiagnostics.shared.warnings.count
        body()
        return EngineDiagnostics.shared.warnings.dropFirst(before).map(\.message)
    }

    // MARK: Non-finite geometry

    @Test func nanPositionIsRecordedAndReplacedByZeroKeepingFiniteComponents() {
        stage.layer.actions = ["position": NSNull(), "bounds": NSNull()]
        let w = warnings { stage.layer.position = CGPoint(x: CGFloat.nan, y: 70) }
        #expect(w.count == 1 && w[0].hasPrefix("CALayerInvalidGeometry"), "\(w)")
        #expect(stage.layer.position == CGPoint(x: 0, y: 70))
    }

    @Test func infiniteBoundsAreRecordedAndMadeFinite() {
        stage.layer.actions = ["bounds": NSNull()]
        let w = warnings {
            stage.layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 30)
        }
        #expect(w.contains { $0.contains("CALayerInvalidGeometry") && $0.contains("bounds") })
        #expect(stage.layer.bounds == CGRect(x: 0, y: 0, width: 0, height: 30))
    }

    @Test func nanFrameIsRecordedAndLeavesGeometryFinite() {
        stage.layer.actions = ["bounds": NSNull(), "position": NSNull()]
        let w = warnings {
            stage.layer.frame = CGRect(x: CGFloat.nan, y: 10, width: 20, height: CGFloat.nan)
        }
        #expect(w.contains { $0.contains("frame") })
        let f = stage.layer.frame
        #expect(f.origin.x.isFinite && f.origin.y.isFinite && f.width.isFinite && f.height.isFinite)
        #expect(f == CGRect(x: 0, y: 10, width: 20, height: 0))
    }

    @Test func nonFiniteScalarsBecomeDefaultsWithoutAnimation() {
        stage.layer.actions = [
            "opacity": NSNull(), "zPosition": NSNull(), "cornerRadius": NSNull(),
        ]
        stage.layer.opacity = .nan
        stage.layer.zPosition = .infinity
        stage.layer.cornerRadius = -.infinity
        #expect(
            stage.layer.opacity == 0 && stage.layer.zPosition == 0 && stage.layer.cornerRadius == 0)
        stage.layer.opacity = 7
        #expect(stage.layer.opacity == 1, "opacity is clamped to 0…1")
    }

    // MARK: Durations and timing

    @Test(arguments: [Double.nan, -1, Double.infinity, -Double.infinity])
    func invalidDurationIsRecordedAndReplacedByAQuarterSecond(_ duration: Double) {
        let a = basic("opacity", from: 0, to: 1)
        a.duration = duration
        let w = warnings { stage.layer.add(a, forKey: "o") }
        #expect(w.contains { $0.contains("duration") }, "\(w)")
        #expect(stage.layer.animation(forKey: "o")?.duration == 0.25)
        stage.step(0.25)
        #expect(
            stage.layer.animation(forKey: "o") == nil, "it ran and finished like a 0.25 s animation"
        )
    }

    @Test func nanTimingPropertiesAreRecordedAndReplacedByDefaults() {
        let a = basic("position.x", from: 0, to: 100)
        a.speed = .nan
        a.timeOffset = .nan
        a.beginTime = .nan
        a.repeatCount = .nan
        a.repeatDuration = -3
        let w = warnings { stage.layer.add(a, forKey: "x") }
        #expect(w.count == 5, "\(w)")
        let copy = stage.layer.animation(forKey: "x")
        #expect(
            copy?.speed == 1 && copy?.timeOffset == 0 && copy?.repeatCount == 0
                && copy?.repeatDuration == 0)
        stage.step(0.5)
        #expect(close(stage.x, 50), "runs as a plain 1 s animation from now")
        stage.clear()
    }

    @Test func nanLayerSpeedFreezesNothingAndCrashesNothing() {
        stage.layer.add(basic("position.x", from: 0, to: 100), forKey: "x")
        stage.layer.speed = .nan
        stage.step(0.1)
        #expect(stage.x == 50, "no valid time: the animation has no effect")
        stage.layer.speed = 1
        stage.clear()
    }

    @Test func negativeAnimationSpeedPlaysItBackwardsFromTheEnd() {
        let log = DelegateLog("neg")
        let a = basic("position.x", from: 0, to: 120)
        a.speed = -2
        a.delegate = log
        let added = CACurrentMediaTime()
        stage.layer.add(a, forKey: "x")
        #expect(close(stage.x, 120), "starts at the end")
        stage.step(0.25)
        #expect(close(stage.x, 60), "and runs back at twice the rate")
        stage.step(0.25)
        #expect(log.events.last == .stop("neg", finished: true))
        #expect(close((log.times.last ?? 0) - added, 0.5))
    }

    @Test func negativeLayerSpeedRunsLayerTimeBackwards() {
        stage.layer.add(basic("position.x", from: 0, to: 100, duration: 2), forKey: "x")
        stage.step(1)
        #expect(close(stage.x, 50))
        // Keep the layer's current local time, then run it backwards.
        let now = stage.layer.convertTime(CACurrentMediaTime(), from: nil)
        stage.layer.speed = -1
        stage.layer.timeOffset = 0
        stage.layer.beginTime = 0
        stage.layer.timeOffset = now - stage.layer.convertTime(CACurrentMediaTime(), from: nil)
        #expect(close(stage.x, 50, 1e-6))
        stage.step(0.5)
        #expect(close(stage.x, 25, 1e-6))
        stage.layer.speed = 1
        stage.layer.timeOffset = 0
        stage.layer.beginTime = 0
        stage.clear()
    }

    // MARK: Zero-size layers

    @Test func zeroSizeLayerHasAnEmptyFrameAndIsNeverHit() {
        let dot = CALayer()
        stage.root.addSublayer(dot)
        dot.position = CGPoint(x: 300, y: 300)
        #expect(dot.frame == CGRect(x: 300, y: 300, width: 0, height: 0))
        #expect(stage.root.hitTest(CGPoint(x: 300, y: 300)) === stage.root)
        #expect(dot.convert(CGPoint.zero, to: stage.root) == CGPoint(x: 300, y: 300))
        dot.removeFromSuperlayer()
    }

    @Test func zeroScaleTransformDoesNotBreakConversionOrHitTesting() {
        stage.layer.actions = ["transform": NSNull()]
        var squash = CATransform3DIdentity
        squash.m11 = 0
        squash.m22 = 0
        stage.layer.transform = squash
        let p = stage.root.convert(CGPoint(x: 50, y: 50), to: stage.layer)
        #expect(
            p.x.isFinite && p.y.isFinite, "a degenerate transform gives some finite point, not NaN")
        #expect(stage.root.hitTest(CGPoint(x: 50, y: 50)) === stage.root)
        #expect(stage.layer.frame == CGRect(x: 50, y: 50, width: 0, height: 0))
    }

    @Test func animatingAZeroSizeLayerWorks() {
        let dot = CALayer()
        stage.root.addSublayer(dot)
        dot.add(basic("bounds.size.width", from: 0, to: 10), forKey: "w")
        dot.add(basic("transform.scale", from: 0, to: 1), forKey: "s")
        stage.step(0.5)
        #expect(dot.presentation()?.bounds.width == 5)
        #expect(close(dot.presentation()?.transform.m11 ?? .nan, 0.5))
        dot.removeAllAnimations()
        dot.removeFromSuperlayer()
    }

    // MARK: Tree edits from callbacks

    @Test func removingALayerInsideItsOwnAnimationsStopCallbackIsSafe() {
        let victim = CALayer()
        let bystander = CALayer()
        stage.root.addSublayer(victim)
        stage.root.addSublayer(bystander)
        let victimLog = DelegateLog("victim")
        let bystanderLog = DelegateLog("bystander")
        victimLog.onStop = { _ in
            victim.removeFromSuperlayer()
            victim.removeAllAnimations()
            victim.add(basic("opacity", from: 0, to: 1, duration: 0.25), forKey: "again")
        }
        for (l, log) in [(victim, victimLog), (bystander, bystanderLog)] {
            let a = basic("opacity", from: 0, to: 1, duration: 0.25)
            a.delegate = log
            l.add(a, forKey: "fade")
            let b = basic("position.x", from: 0, to: 1, duration: 0.5)
            b.delegate = log
            l.add(b, forKey: "move")
        }
        stage.step(0.25)
        #expect(victim.superlayer == nil)
        #expect(
            victimLog.events == [
                .start("victim"), .start("victim"), .stop("victim", finished: true),
                .stop("victim", finished: false),
            ],
            "fade finished, then move was removed by the callback")
        #expect(
            bystanderLog.events == [
                .start("bystander"), .start("bystander"), .stop("bystander", finished: true),
            ])
        #expect(victim.animationKeys() == ["again"], "an animation added from the callback runs")
        stage.step(0.25)
        #expect(bystanderLog.events.last == .stop("bystander", finished: true))
        #expect(victim.animationKeys() == nil, "the re-added animation ran off-tree and finished")
        bystander.removeFromSuperlayer()
    }

    @Test func removingAllAnimationsOfAnotherLayerFromACallbackIsSafe() {
        let other = CALayer()
        stage.root.addSublayer(other)
        let otherLog = DelegateLog("other")
        let o = basic("opacity", from: 0, to: 1, duration: 0.25)
        o.delegate = otherLog
        other.add(o, forKey: "o")
        let log = DelegateLog("first")
        log.onStop = { _ in
            other.removeAllAnimations()
            other.removeFromSuperlayer()
        }
        let a = basic("opacity", from: 0, to: 1, duration: 0.25)
        a.delegate = log
        stage.layer.add(a, forKey: "a")
        stage.step(0.25)
        #expect(
            otherLog.events.filter {
                if case .stop = $0 { return true }
                return false
            }.count == 1,
            "exactly one stop for the other layer's animation: \(otherLog.events)")
    }

    @Test func addingAPropertyAnimationWithoutAKeyPathStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                CALayer().add(CABasicAnimation(), forKey: "nil-key-path")
            }
        }
    }

    @Test func unknownKeyPathIsRecordedAndIgnored() {
        let w = warnings { stage.layer.setValue(3, forKeyPath: "position.w") }
        #expect(w.contains { $0.contains("not key value coding-compliant") })
        #expect(stage.layer.position == CGPoint(x: 50, y: 50))
    }

    @Test func animationOfAnUnknownKeyPathHasNoEffect() {
        stage.layer.add(basic("wobble", from: 0, to: 1), forKey: "w")
        stage.layer.add(basic("position.q", from: 0, to: 1), forKey: "q")
        stage.step(0.5)
        #expect(stage.layer.presentation()?.position == CGPoint(x: 50, y: 50))
        stage.clear()
    }

    @Test func advancingByANegativeTimeStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { MainRunLoop.shared.advance(by: -1) }
        }
    }
}
