import Foundation
import Testing

@testable import OpenQuartzCore

/// Each layer caches its global-to-local time mapping; the cache must follow every timing and tree
/// change and give exactly what the timing formula `(t − beginTime) × speed + timeOffset`, applied
/// root first, gives.
@MainActor
@Suite struct LayerTimeCacheTests {
    /// The formula applied by hand, root first.
    private func chain(_ t: Double, _ steps: [(b: Double, s: Float, o: Double)]) -> Double {
        steps.reduce(t) { ($0 - $1.b) * Double($1.s) + $1.o }
    }

    @Test func anAncestorsTimingChangeReachesACachedDescendant() {
        let root = CALayer()
        let middle = CALayer()
        let leaf = CALayer()
        root.addSublayer(middle)
        middle.addSublayer(leaf)
        #expect(leaf.convertTime(10, from: nil) == 10)  // warms the caches
        root.speed = 2
        #expect(leaf.convertTime(10, from: nil) == 20)
        middle.beginTime = 3
        #expect(leaf.convertTime(10, from: nil) == (20 - 3) * 1)
        middle.timeOffset = 0.5
        #expect(leaf.convertTime(10, from: nil) == 17.5)
        root.speed = 0
        root.timeOffset = 4
        #expect(leaf.convertTime(10, from: nil) == (4 - 3) + 0.5)
    }

    @Test func reparentingUsesTheNewParentsTime() {
        let fast = CALayer()
        let slow = CALayer()
        let leaf = CALayer()
        fast.speed = 4
        slow.speed = 0.25
        fast.addSublayer(leaf)
        #expect(leaf.convertTime(8, from: nil) == 32)
        slow.addSublayer(leaf)
        #expect(leaf.convertTime(8, from: nil) == 2)
        leaf.removeFromSuperlayer()
        #expect(leaf.convertTime(8, from: nil) == 8)
        fast.sublayers = [leaf]
        #expect(leaf.convertTime(8, from: nil) == 32)
    }

    @Test func aDeallocatedParentNoLongerShiftsItsSublayersTime() {
        let leaf = CALayer()
        do {
            let parent = CALayer()
            parent.timeOffset = 100
            parent.addSublayer(leaf)
            #expect(leaf.convertTime(1, from: nil) == 101)
        }
        #expect(leaf.superlayer == nil)
        #expect(leaf.convertTime(1, from: nil) == 1)
    }

    @Test func aMaskRunsInItsOwnersTime() {
        let owner = CALayer()
        let mask = CALayer()
        owner.speed = 3
        owner.mask = mask
        #expect(mask.convertTime(2, from: nil) == 6)
        owner.speed = 5
        #expect(mask.convertTime(2, from: nil) == 10)
        owner.mask = nil
        #expect(mask.convertTime(2, from: nil) == 2)
    }

    @Test(arguments: [1, 2, 3, 5])
    func chainsOfAnyLengthMatchTheFormulaExactly(_ depth: Int) {
        // Awkward values so that any reassociation of the arithmetic would show in the last bits.
        var steps: [(b: Double, s: Float, o: Double)] = []
        for i in 0..<depth {
            let n = Double(i)
            let speed = Float(1.3 + 0.7 * n)
            steps.append((b: 0.1 * (n + 1), s: speed, o: 1.0 / 3 + n))
        }
        let root = CALayer()  // an identity root above the chain
        var leaf = root
        for step in steps {
            let timed = CALayer()
            timed.beginTime = step.b
            timed.speed = step.s
            timed.timeOffset = step.o
            leaf.addSublayer(timed)
            // An identity layer between timed ones must change nothing.
            let plain = CALayer()
            timed.addSublayer(plain)
            leaf = plain
        }
        for t in [0.0, 1.0 / 60, 7.77, 1234.5678] {
            #expect(leaf.convertTime(t, from: nil) == chain(t, steps), "depth \(depth), t \(t)")
        }
        withExtendedLifetime(root) {}
    }

    @Test func animationsUnderAChangedAncestorFollowItAtOnce() {
        let stage = Stage()
        let a = basic("opacity", from: 0, to: 1, duration: 1)
        stage.layer.add(a, forKey: "o")
        stage.step(0.25)
        #expect(close(stage.number("opacity"), 0.25))
        stage.root.timeOffset = 0.5  // half a second ahead, without a frame in between
        #expect(close(stage.number("opacity"), 0.75))
        stage.root.timeOffset = 0
        stage.clear()
    }
}
