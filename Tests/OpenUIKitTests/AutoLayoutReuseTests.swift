import Foundation
import SegueTesting
import Testing

@_spi(Testing) @testable import OpenUIKit

/// The engine keeps the solver's constraints between syncs: what it reuses gives the same frames
/// as a fresh build of the same hierarchy.
@MainActor
@Suite struct AutoLayoutReuseTests {
    /// Two columns side by side: ten views each, stacked 8 pt apart with heights 40 + 4·i.
    @MainActor struct Screen {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 1200))
        var left: [UIView] = []
        var right: [UIView] = []
        var constants: [NSLayoutConstraint] = []

        init(constants values: [CGFloat]? = nil) {
            for column in 0..<2 {
                var previous: UIView?
                for i in 0..<10 {
                    let v = constrainedSubview(of: container)
                    let top =
                        previous.map {
                            v.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8)
                        }
                        ?? v.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
                    let height = v.heightAnchor.constraint(equalToConstant: CGFloat(40 + 4 * i))
                    NSLayoutConstraint.activate([
                        column == 0
                            ? v.leadingAnchor.constraint(
                                equalTo: container.leadingAnchor, constant: 10)
                            : v.trailingAnchor.constraint(
                                equalTo: container.trailingAnchor, constant: -10),
                        v.widthAnchor.constraint(equalToConstant: 140),
                        top, height,
                    ])
                    constants += [top, height]
                    if column == 0 { left.append(v) } else { right.append(v) }
                    previous = v
                }
            }
            if let values {
                for (c, value) in zip(constants, values) { c.constant = value }
            }
            container.layoutIfNeeded()
        }

        var frames: [CGRect] { (left + right).map(\.frame) }
    }

    @Test func aConstantChangeMovesExactlyTheDependentFrames() {
        let screen = Screen()
        let before = screen.frames
        #expect(
            screen.left[3].frame
                == CGRect(x: 10, y: 10 + 40 + 44 + 48 + 3 * 8, width: 140, height: 52))
        // The left column's fourth height: 52 → 62 moves the views below it by 10, nothing else.
        screen.constants[7].constant = 62
        screen.container.layoutIfNeeded()
        let after = screen.frames
        for i in 0..<20 {
            var expected = before[i]
            if i == 3 { expected.size.height = 62 }
            if i > 3 && i < 10 { expected.origin.y += 10 }
            #expect(after[i] == expected, "view \(i)")
        }
    }

    @Test func deactivatingAndReactivatingGivesTheFreshFrames() {
        let screen = Screen()
        let fresh = screen.frames
        let some = [screen.constants[2], screen.constants[5], screen.constants[30]]
        NSLayoutConstraint.deactivate(some)
        screen.container.layoutIfNeeded()
        NSLayoutConstraint.activate(some)
        screen.container.layoutIfNeeded()
        #expect(screen.frames == fresh)
    }

    @Test func manyRandomConstantChangesMatchAFreshSolve() {
        let seed =
            ProcessInfo.processInfo.environment["SEGUE_AUTOLAYOUT_SEED"].flatMap { UInt64($0) }
            ?? UInt64.random(in: 0..<UInt64.max)
        print("AutoLayoutReuseTests seed: \(seed) (replay with SEGUE_AUTOLAYOUT_SEED=\(seed))")
        var rng = SeededRandomNumberGenerator(seed: seed)
        let screen = Screen()
        var values = screen.constants.map(\.constant)
        for step in 0..<60 {
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let k = Int.random(in: 0..<values.count, using: &rng)
                values[k] = CGFloat(Int.random(in: 0...60, using: &rng))
                screen.constants[k].constant = values[k]
            }
            screen.container.layoutIfNeeded()
            let fresh = Screen(constants: values)
            #expect(screen.frames == fresh.frames, "seed \(seed), step \(step)")
        }
    }
}
