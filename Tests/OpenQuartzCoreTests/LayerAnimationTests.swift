import Foundation
import Testing

@_spi(Testing) @testable import OpenQuartzCore

@MainActor
@Suite struct LayerAnimationTests {
    let loop = MainRunLoop.shared
    /// Held by the suite: a superlayer does not retain itself, and a layer without one is not on screen.
    let root = CALayer()

    func makeTree() -> (root: CALayer, layer: CALayer) {
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        let layer = CALayer()
        root.addSublayer(layer)
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.position = CGPoint(x: 50, y: 50)
        loop.advance(by: 1.0 / 60)  // commit so the layer counts as on screen
        return (root, layer)
    }

    @Test func basicAnimationInterpolatesLinearlyInLayerTime() {
        let (_, layer) = makeTree()
        let anim = CABasicAnimation(keyPath: "position.x")
        anim.fromValue = 0
        anim.toValue = 100
        anim.duration = 1
        layer.add(anim, forKey: "slide")
        loop.advance(by: 0.25)
        let x = layer.presentation()?.position.x ?? -1
        #expect(abs(x - 25) < 1e-9)
        #expect(layer.position.x == 50, "the model value is untouched")
        loop.advance(by: 0.75)
        #expect(layer.animation(forKey: "slide") == nil, "removed on completion")
        #expect(layer.presentation()?.position.x == 50)
    }

    @Test func implicitAnimationOnStandaloneLayerRunsQuarterSecondFromOldValue() {
        let (_, layer) = makeTree()
        layer.opacity = 0
        #expect(layer.animationKeys() == ["opacity"])
        let anim = layer.animation(forKey: "opacity")
        #expect(anim?.duration == 0.25)
        loop.advance(by: 0.1)  // six frames at 60 Hz
        let o = layer.presentation()?.opacity ?? -1
        #expect(abs(o - 0.6) < 1e-6, "linear from 1 to 0: 0.6 at 0.1 s of 0.25 s, got \(o)")
        loop.advance(by: 0.15)
        #expect(layer.animationKeys() == nil)
    }

    @Test func disabledActionsChangeTheModelWithoutAnimation() {
        let (_, layer) = makeTree()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 10, y: 10)
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
    }

    @Test func transactionCompletionRunsAfterItsAnimationsStop() {
        let (_, layer) = makeTree()
        var events: [String] = []
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { events.append("completion at \(CACurrentMediaTime())") }
        layer.opacity = 0.2
        CATransaction.commit()
        let start = CACurrentMediaTime()
        loop.advance(by: 0.25)
        #expect(events.isEmpty)
        loop.advance(by: 0.25)
        #expect(events == ["completion at \(start + 0.5)"])
    }

    @Test func pausedLayerFreezesAndResumesWithoutJump() {
        let (_, layer) = makeTree()
        let anim = CABasicAnimation(keyPath: "position.x")
        anim.fromValue = 0
        anim.toValue = 100
        anim.duration = 1
        layer.add(anim, forKey: "a")
        loop.advance(by: 0.5)
        // Apple's pause recipe.
        let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        loop.advance(by: 2)
        #expect(abs((layer.presentation()?.position.x ?? 0) - 50) < 1e-9)
        // Scrub.
        layer.timeOffset = paused - 0.25
        #expect(abs((layer.presentation()?.position.x ?? 0) - 25) < 1e-9)
        layer.timeOffset = paused
        // Resume recipe.
        let pausedTime = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        #expect(abs((layer.presentation()?.position.x ?? 0) - 50) < 1e-9)
        loop.advance(by: 0.25)
        #expect(abs((layer.presentation()?.position.x ?? 0) - 75) < 1e-9)
    }

    @Test func delegateHearsStartThenStopWithFinishedFlag() {
        final class Recorder: CAAnimationDelegate {
            var log: [String] = []
            func animationDidStart(_ anim: CAAnimation) { log.append("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                log.append("stop \(flag)")
            }
        }
        let (_, layer) = makeTree()
        let rec = Recorder()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0
        a.toValue = 1
        a.duration = 0.5
        a.delegate = rec
        layer.add(a, forKey: "fade")
        let b = CABasicAnimation(keyPath: "opacity")
        b.fromValue = 0
        b.toValue = 1
        b.duration = 0.5
        b.delegate = rec
        layer.add(b, forKey: "other")
        loop.advance(by: 1.0 / 60)
        #expect(rec.log == ["start", "start"])
        layer.removeAnimation(forKey: "fade")
        #expect(rec.log == ["start", "start", "stop false"])
        loop.advance(by: 0.5)
        #expect(rec.log == ["start", "start", "stop false", "stop true"])
    }

    @Test func springAnimationFollowsClosedForm() {
        let (_, layer) = makeTree()
        let s = CASpringAnimation(keyPath: "position.y")
        s.fromValue = 0
        s.toValue = 100
        s.duration = 2
        s.damping = 10
        s.stiffness = 100
        s.mass = 1
        layer.add(s, forKey: "spring")
        loop.advance(by: 0.5)
        // x(t) = 1 − e^(−5t)(cos(ω t) + 5/ω sin(ω t)), ω = √75.
        let w = 75.0.squareRoot()
        let t = 0.5
        let expected = 100 * (1 - exp(-5 * t) * (cos(w * t) + 5 / w * sin(w * t)))
        let y = Double(layer.presentation()?.position.y ?? 0)
        #expect(abs(y - expected) < 1e-6, "got \(y), expected \(expected)")
        layer.removeAllAnimations()  // leave no 2 s spring running for the next test's runUntilIdle
    }
}

@MainActor
@Suite struct ShapeAndGradientLayerTests {
    let root = CALayer()

    @Test func shapeLayerPathAnimatesPointByPoint() {
        let shape = CAShapeLayer()
        root.addSublayer(shape)
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let b = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 50), transform: nil)
        let anim = CABasicAnimation(keyPath: "path")
        anim.fromValue = a
        anim.toValue = b
        anim.duration = 1
        shape.add(anim, forKey: "p")
        MainRunLoop.shared.advance(by: 0.5)
        let mid = shape.presentation()?.path?.boundingBox
        #expect(mid == CGRect(x: 0, y: 0, width: 20, height: 30))
    }

    @Test func shapeLayerDefaultsAreApples() {
        let s = CAShapeLayer()
        #expect(
            s.fillColor == CGColor.black && s.strokeColor == nil && s.lineWidth == 1
                && s.miterLimit == 10)
        #expect(
            s.strokeStart == 0 && s.strokeEnd == 1 && s.lineCap == .butt && s.lineJoin == .miter)
    }

    @Test func gradientLayerStartsTopToBottom() {
        let g = CAGradientLayer()
        #expect(
            g.startPoint == CGPoint(x: 0.5, y: 0) && g.endPoint == CGPoint(x: 0.5, y: 1)
                && g.type == .axial)
        g.colors = [CGColor.white, CGColor.black]
        #expect((g.colors as? [CGColor]) == [CGColor.white, CGColor.black])
    }
}
