import Foundation
import SegueTesting
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Random legal operation sequences on property animators keep UIKit's state invariants.
/// The seed is printed; set SEGUE_ANIMATOR_SEED to replay one.
@MainActor
@Suite struct PropertyAnimatorRandomizedTests {
    @Test func randomOperationSequencesKeepTheStateInvariants() {
        let seed =
            ProcessInfo.processInfo.environment["SEGUE_ANIMATOR_SEED"].flatMap(UInt64.init)
            ?? UInt64(Date().timeIntervalSince1970 * 1000)
        print(
            "PropertyAnimatorRandomizedTests seed: \(seed) (replay with SEGUE_ANIMATOR_SEED=\(seed))"
        )
        var rng = SeededRandomNumberGenerator(seed: seed)
        for run in 0..<20 {
            exercise(&rng, run: run, seed: seed)
        }
    }

    func exercise(_ rng: inout SeededRandomNumberGenerator, run: Int, seed: UInt64) {
        let v = UIView(frame: CGRect(x: -10, y: 0, width: 20, height: 20))
        let curves: [UIView.AnimationCurve] = [.linear, .easeInOut, .easeIn, .easeOut]
        let a = UIViewPropertyAnimator(
            duration: Double.random(in: 0.2...1, using: &rng),
            curve: curves.randomElement(using: &rng)!
        ) { v.center.x = 100 }
        var finishes: [UIViewAnimatingPosition] = []
        a.addCompletion { finishes.append($0) }
        var log: [String] = []
        func check(_ what: @autoclosure () -> Bool, _ message: String) {
            #expect(what(), "\(message) — seed \(seed), run \(run), after \(log.suffix(6))")
        }
        for _ in 0..<40 {
            let roll = Int.random(in: 0..<100, using: &rng)
            switch a.state {
            case .inactive:
                if !finishes.isEmpty { return }
                switch roll {
                case 0..<40:
                    a.startAnimation()
                    log.append("start")
                case 40..<60:
                    a.pauseAnimation()
                    log.append("pause")
                case 60..<80:
                    let f = Double.random(in: 0...1, using: &rng)
                    a.fractionComplete = CGFloat(f)
                    log.append("scrub \(f)")
                case 80..<90:
                    a.isReversed.toggle()
                    log.append("reverse")
                default:
                    a.continueAnimation(
                        withTimingParameters: nil,
                        durationFactor: CGFloat(Double.random(in: 0...1, using: &rng)))
                    log.append("continue")
                }
            case .active:
                switch roll {
                case 0..<35:
                    let frames = Int.random(in: 1...30, using: &rng)
                    UIApplication.shared.advance(by: Double(frames) / 60)
                    log.append("advance \(frames)")
                case 35..<45:
                    a.pauseAnimation()
                    log.append("pause")
                case 45..<55:
                    a.startAnimation()
                    log.append("start")
                case 55..<65:
                    a.isReversed.toggle()
                    log.append("reverse")
                case 65..<75:
                    let f = Double.random(in: 0...1, using: &rng)
                    a.fractionComplete = CGFloat(f)
                    log.append("scrub \(f)")
                case 75..<85:
                    a.continueAnimation(
                        withTimingParameters: UICubicTimingParameters(animationCurve: .linear),
                        durationFactor: CGFloat(Double.random(in: 0...1, using: &rng)))
                    log.append("continue")
                case 85..<92:
                    a.stopAnimation(true)
                    log.append("stop(true)")
                default:
                    a.stopAnimation(false)
                    log.append("stop(false)")
                }
            case .stopped:
                let p = [UIViewAnimatingPosition.end, .start, .current].randomElement(using: &rng)!
                let before = Double(v.center.x)
                a.finishAnimation(at: p)
                log.append("finish \(p)")
                if p == .current {
                    check(
                        Double(v.center.x) == before,
                        "finishing at .current keeps the stopped value")
                }
            }
            let x = Double(v.layer.presentation()!.position.x)
            check(x >= -1e-9 && x <= 100 + 1e-9, "presented x \(x) stays between start and end")
            check(!a.isRunning || a.state == .active, "a running animator is active")
            check(a.fractionComplete >= 0 && a.fractionComplete <= 1, "fractionComplete in 0…1")
            if a.state != .active {
                check(v.layer.animationKeys() == nil, "no animation left once stopped or inactive")
                check(Double(v.center.x) == x, "model equals presentation once stopped or inactive")
            }
            check(finishes.count <= 1, "completions run at most once")
            if let last = finishes.last, a.state == .inactive {
                if last == .end { check(v.center.x == 100, "finished at the end") }
                if last == .start { check(v.center.x == 0, "finished at the start") }
            }
        }
        if a.state == .active { a.stopAnimation(true) }
        if a.state == .stopped { a.finishAnimation(at: .current) }
    }
}
