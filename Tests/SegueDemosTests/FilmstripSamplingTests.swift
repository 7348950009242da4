import Foundation
import Testing

@testable import SegueDemos

/// The gallery's filmstrip picks the frames where the motion turns, where it starts and stops,
/// and spreads the rest over the moving stretches.
@Suite struct FilmstripSamplingTests {
    /// Per-step motion of a damped spring sampled at 30 fps after a 9-frame wait: |velocity| of
    /// `1 - e^(-ζωt)(cos ω_d t + …)`, which falls to zero at each peak and trough.
    static func springMotion() -> [Double] {
        let wait = [Double](repeating: 0, count: 9)
        let zeta = 0.3
        let omega = 2 * Double.pi * 2
        let wd = omega * (1 - zeta * zeta).squareRoot()
        func x(_ t: Double) -> Double {
            1 - exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t))
        }
        let steps = (0..<60).map { i in abs(x(Double(i + 1) / 30) - x(Double(i) / 30)) * 255 }
        return wait + steps.map { $0 < 0.05 ? 0 : $0 } + wait
    }

    @Test func theSpringsPeaksAreAmongThePicksAndMarkedAsTurns() {
        let motion = Self.springMotion()
        let picks = FilmstripSampling.picks(motion: motion, maximum: 18)
        #expect(picks.count == 18)
        #expect(picks.first?.index == 0 && picks.last?.index == motion.count)
        #expect(picks.map(\.index) == picks.map(\.index).sorted())
        // The first peak of x(t) is at t = π/ω_d ≈ 0.262 s, frame 9 + 7.9; the trough at 0.524 s.
        let turns = picks.filter(\.isTurn).map(\.index)
        #expect(turns.count >= 2, "\(picks)")
        #expect(turns.contains { abs($0 - 17) <= 1 }, "\(turns)")
        #expect(turns.contains { abs($0 - 25) <= 1 }, "\(turns)")
        // Nothing from the middle of the leading wait.
        #expect(!picks.contains { (1...7).contains($0.index) })
    }

    @Test func aShortRecordingKeepsEveryFrame() {
        let picks = FilmstripSampling.picks(motion: [1, 2, 3], maximum: 18)
        #expect(picks.map(\.index) == [0, 1, 2, 3])
    }

    @Test func aStillRecordingIsSampledEvenly() {
        let picks = FilmstripSampling.picks(motion: [Double](repeating: 0, count: 30), maximum: 4)
        #expect(picks.map(\.index) == [0, 10, 20, 30])
    }

    @Test func labelsGiveTheTimeAndMarkTurns() {
        #expect(GalleryFilmstrip.label(time: 0.5333, isTurn: false) == "0.533 s")
        #expect(GalleryFilmstrip.label(time: 0.6667, isTurn: true) == "0.667 s · turn")
    }
}
