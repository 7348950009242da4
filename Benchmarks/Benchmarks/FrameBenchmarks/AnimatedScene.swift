import Foundation
@_spi(Testing) import OpenQuartzCore

/// A flat scene of `count` sublayers under one root, each with one long-running animation:
/// a third basic (`position`), a third spring (`transform.scale`), a third keyframe (`opacity`).
///
/// Every animation repeats forever, so the engine keeps ticking all of them however long a
/// benchmark runs. Layers are placed by a fixed formula, so every run builds the same scene.
@MainActor
final class AnimatedScene {
    let root = CALayer()
    private(set) var layers: [CALayer] = []

    init(count: Int) {
        root.bounds = CGRect(x: 0, y: 0, width: 1_000, height: 1_000)
        layers.reserveCapacity(count)
        for i in 0..<count {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            layer.position = CGPoint(x: Double(i % 100) * 10, y: Double(i / 100 % 100) * 10)
            root.addSublayer(layer)
            layers.append(layer)
        }
        for (i, layer) in layers.enumerated() {
            layer.add(Self.animation(number: i), forKey: "bench")
        }
        // Commit and run a few frames so that every start callback has been delivered.
        MainRunLoop.shared.advance(by: 5.0 / 60)
    }

    /// The animation for layer `i`: duration 0.5…1.5 s, repeating forever.
    static func animation(number i: Int) -> CAAnimation {
        let duration = 0.5 + Double(i % 11) / 10
        let anim: CAAnimation
        switch i % 3 {
        case 0:
            let basic = CABasicAnimation(keyPath: "position")
            basic.fromValue = CGPoint(x: 0, y: 0)
            basic.toValue = CGPoint(x: 300, y: 200)
            basic.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            basic.autoreverses = true
            anim = basic
        case 1:
            let spring = CASpringAnimation(keyPath: "transform.scale")
            spring.fromValue = 0.5
            spring.toValue = 1.0
            spring.damping = 8
            anim = spring
        default:
            let keyframes = CAKeyframeAnimation(keyPath: "opacity")
            keyframes.values = [0.0, 1.0, 0.25, 1.0]
            keyframes.keyTimes = [0, 0.2, 0.7, 1]
            anim = keyframes
        }
        anim.duration = duration
        anim.repeatCount = .infinity
        return anim
    }

    /// Removes the scene's animations and layers so the next benchmark starts from an idle engine.
    func tearDown() {
        for layer in layers {
            layer.removeAllAnimations()
            layer.removeFromSuperlayer()
        }
        layers.removeAll()
        MainRunLoop.shared.advance(by: 1.0 / 60)
    }

    /// Reads every layer's presentation values once, as a renderer does before drawing a frame.
    /// Returns a checksum so the work cannot be optimised away.
    func evaluatePresentation() -> Double {
        var sum = 0.0
        for layer in layers {
            guard let p = layer.presentation() else { continue }
            sum += Double(p.position.x) + Double(p.opacity) + Double(p.transform.m11)
        }
        return sum
    }

    /// Reads the presentation values of layer `i` alone (0: basic, 1: spring, 2: keyframe).
    func evaluatePresentation(ofLayerAt i: Int) -> Double {
        guard let p = layers[i].presentation() else { return 0 }
        return Double(p.position.x) + Double(p.opacity) + Double(p.transform.m11)
    }
}
