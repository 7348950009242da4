import Foundation
import SegueTestSupport
import Testing

@_spi(Testing) @testable import OpenQuartzCore

/// The same scene, run twice from the same scene-relative start, presents bit-identical values on
/// every frame.
///
/// The scene's root carries the timeline (its `timeOffset` is set to the frame time, speed 0, as in
/// the pause recipe), so both runs see exactly the same layer times whatever the shared clock reads;
/// the run loop still advances one real frame per step, so starts, stops and removals happen as usual.
@MainActor
@Suite struct DeterminismTests {
    static let layerCount = 300
    static let frames = 150

    /// Builds the scene for `seed` and returns every presented value on every frame.
    func run(seed: UInt64) -> [[Double]] {
        var rng = SeededRandomNumberGenerator(seed: seed)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 800, height: 800)
        root.speed = 0
        root.timeOffset = 0
        var layers: [CALayer] = []
        for i in 0..<Self.layerCount {
            let l = CALayer()
            l.bounds = CGRect(x: 0, y: 0, width: Double.random(in: 5...60, using: &rng), height: 20)
            l.position = CGPoint(
                x: Double.random(in: 0...800, using: &rng),
                y: Double.random(in: 0...800, using: &rng))
            // A quarter of the layers nest inside an earlier one, some with their own speed.
            if i > 10, Int.random(in: 0..<4, using: &rng) == 0 {
                let parent = layers[Int.random(in: 0..<layers.count, using: &rng)]
                parent.addSublayer(l)
                if Bool.random(using: &rng) { l.speed = Float.random(in: 0.5...2, using: &rng) }
            } else {
                root.addSublayer(l)
            }
            layers.append(l)
        }
        MainRunLoop.shared.advance(by: 1.0 / 60)
        for (i, l) in layers.enumerated() {
            let anim = Self.randomAnimation(&rng)
            l.add(anim, forKey: "a\(i)")
            if Int.random(in: 0..<3, using: &rng) == 0 {
                let extra = Self.randomAnimation(&rng)
                if let p = extra as? CAPropertyAnimation { p.isAdditive = true }
                l.add(extra, forKey: "b\(i)")
            }
        }
        var recording: [[Double]] = []
        for frame in 0..<Self.frames {
            root.timeOffset = Double(frame) / 60
            MainRunLoop.shared.advance(by: 1.0 / 60)
            var values: [Double] = []
            values.reserveCapacity(layers.count * 6)
            for l in layers {
                let p = l.presentation() ?? l
                values += [
                    Double(p.position.x), Double(p.position.y), Double(p.opacity),
                    Double(p.bounds.width), Double(p.transform.m11), Double(p.transform.m12),
                ]
            }
            recording.append(values)
        }
        for l in layers { l.removeAllAnimations() }
        MainRunLoop.shared.advance(by: 1.0 / 60)
        return recording
    }

    static func randomAnimation(_ rng: inout SeededRandomNumberGenerator) -> CAAnimation {
        let anim: CAAnimation
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
            let keys = ["position", "opacity", "bounds.size.width", "transform.rotation.z"]
            let key = keys[Int.random(in: 0..<keys.count, using: &rng)]
            let b = CABasicAnimation(keyPath: key)
            switch key {
            case "position":
                b.fromValue = CGPoint(
                    x: Double.random(in: 0...800, using: &rng),
                    y: Double.random(in: 0...800, using: &rng))
                b.toValue = CGPoint(
                    x: Double.random(in: 0...800, using: &rng),
                    y: Double.random(in: 0...800, using: &rng))
            case "opacity":
                b.toValue = Double.random(in: 0...1, using: &rng)
            default:
                b.byValue = Double.random(in: -3...3, using: &rng)
            }
            let names: [CAMediaTimingFunctionName] = [
                .linear, .easeIn, .easeOut, .easeInEaseOut, .default,
            ]
            b.timingFunction = CAMediaTimingFunction(
                name: names[Int.random(in: 0..<names.count, using: &rng)])
            b.autoreverses = Bool.random(using: &rng)
            anim = b
        case 1:
            let s = CASpringAnimation(
                keyPath: Bool.random(using: &rng) ? "transform.scale" : "position.y")
            s.fromValue = Double.random(in: 0...2, using: &rng)
            s.toValue = Double.random(in: 0...2, using: &rng)
            s.stiffness = CGFloat(Double.random(in: 50...400, using: &rng))
            s.damping = CGFloat(Double.random(in: 2...30, using: &rng))
            s.initialVelocity = CGFloat(Double.random(in: -5...5, using: &rng))
            anim = s
        default:
            let k = CAKeyframeAnimation(keyPath: "position.x")
            let n = Int.random(in: 2...6, using: &rng)
            k.values = (0..<n).map { _ in Double.random(in: 0...800, using: &rng) }
            let modes: [CAAnimationCalculationMode] = [.linear, .discrete, .paced, .cubic]
            k.calculationMode = modes[Int.random(in: 0..<modes.count, using: &rng)]
            anim = k
        }
        anim.duration = Double.random(in: 0.2...2, using: &rng)
        anim.beginTime = Double.random(in: 0...0.5, using: &rng) + 1e-3  // in the layer's time
        anim.repeatCount = Float(Int.random(in: 0...2, using: &rng))
        anim.fillMode =
            [.removed, .forwards, .backwards, .both][Int.random(in: 0..<4, using: &rng)]
        return anim
    }

    @Test func sameSeedGivesBitIdenticalFrames() {
        let seed =
            ProcessInfo.processInfo.environment["SEGUE_SEED"].flatMap(UInt64.init)
            ?? UInt64.random(in: 0...UInt64.max)
        print("DeterminismTests seed: \(seed) (rerun with SEGUE_SEED=\(seed))")
        let first = run(seed: seed)
        // the shared clock is somewhere else for the second run
        MainRunLoop.shared.advance(by: 0.37)
        let second = run(seed: seed)
        #expect(first.count == Self.frames && second.count == Self.frames)
        #expect(first.allSatisfy { $0.allSatisfy { !$0.isNaN } }, "seed \(seed): no NaN values")
        let mismatch = first.indices.first { first[$0] != second[$0] }
        #expect(mismatch == nil, "seed \(seed): frame \(mismatch ?? -1) differs")
        // The scene really moves: frames differ from each other.
        #expect(first.first != first.last, "seed \(seed)")
    }

    /// An animation's presented values depend on the time since it began, not on what the shared
    /// clock read then: a 0.6 s linear slide from 0 to 360 shows the same positions on every frame
    /// from every start, exactly 180 at its midpoint.
    @Test func anAnimationPresentsTheSameValuesWhateverTheClockReadWhenItBegan() {
        let layer = CALayer()
        var runs: [[Double]] = []
        for framesBefore in [0, 1, 7, 106, 267, 535, 3_019, 60_021] {
            MainRunLoop.shared.advance(by: Double(framesBefore) / 60)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 0.0
            slide.toValue = 360.0
            slide.duration = 0.6
            slide.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(slide, forKey: "slide")
            var presented: [Double] = []
            for _ in 0..<35 {
                MainRunLoop.shared.advance(by: 1.0 / 60)
                presented.append(Double((layer.presentation() ?? layer).position.x))
            }
            #expect(presented[17] == 180, "began \(framesBefore) frames on")
            runs.append(presented)
            layer.removeAllAnimations()
        }
        #expect(runs.allSatisfy { $0 == runs[0] }, "\(runs.map { $0[5] })")
    }
}
