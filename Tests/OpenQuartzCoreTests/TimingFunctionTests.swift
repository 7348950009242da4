import Foundation
import SegueTestSupport
import Testing

@testable import OpenQuartzCore

@Suite struct TimingFunctionTests {
    @Test func predefinedCurvesHaveApplesControlPoints() {
        func points(_ name: CAMediaTimingFunctionName) -> [Float] {
            let f = CAMediaTimingFunction(name: name)
            var out: [Float] = []
            for i in 0..<4 {
                var p: [Float] = [0, 0]
                f.getControlPoint(at: i, values: &p)
                out += p
            }
            return out
        }
        #expect(points(.easeIn) == [0, 0, 0.42, 0, 1, 1, 1, 1])
        #expect(points(.easeOut) == [0, 0, 0, 0, 0.58, 1, 1, 1])
        #expect(points(.easeInEaseOut) == [0, 0, 0.42, 0, 0.58, 1, 1, 1])
        #expect(points(.default) == [0, 0, 0.25, 0.1, 0.25, 1, 1, 1])
        #expect(CAMediaTimingFunction(name: .linear).isLinear)
        #expect(
            CAMediaTimingFunction(name: .default) != CAMediaTimingFunction(name: .easeInEaseOut))
    }

    @Test func solvedCurvesMatchAnIndependentBisectionEverywhere() {
        let curves: [(Double, Double, Double, Double)] = [
            (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1), (0.25, 0.1, 0.25, 1),
            (0.9, -0.5, 0.1, 1.5), (0, 0.9, 0, 0.9), (0.68, -0.55, 0.265, 1.55),
            (0.17, 0.67, 0.83, 0.67),
        ]
        for (x1, y1, x2, y2) in curves {
            let f = CAMediaTimingFunction(exactControlPoints: x1, y1, x2, y2)
            var worst = 0.0
            for i in 0...2000 {
                let x = Double(i) / 2000
                worst = max(
                    worst,
                    abs(f.value(at: x) - BezierByBisection(x1: x1, y1: y1, x2: x2, y2: y2).value(x))
                )
            }
            #expect(worst < 1e-8, "curve (\(x1), \(y1), \(x2), \(y2)): worst error \(worst)")
        }
    }

    @Test func curvesWithVerticalTangentsStayOnTheCurve() {
        // Where x′(t) = 0 but y′(t) ≠ 0 the curve is vertical and y is ill-conditioned in x (a change
        // of 1e-16 in x moves y by 1e-5), so measure the distance from (x, value) to the curve
        // instead, minimizing over t near the reference parameter.
        func point(_ t: Double, _ c: (Double, Double, Double, Double)) -> (Double, Double) {
            let u = 1 - t
            return (
                3 * u * u * t * c.0 + 3 * u * t * t * c.2 + t * t * t,
                3 * u * u * t * c.1 + 3 * u * t * t * c.3 + t * t * t
            )
        }
        for c in [(1.0, 0.0, 0.0, 1.0), (1.0, 0.1, 1.0, 0.1), (0.0, 1.0, 1.0, 0.0)] {
            let f = CAMediaTimingFunction(exactControlPoints: c.0, c.1, c.2, c.3)
            var worst = 0.0
            for i in 0...2000 {
                let x = Double(i) / 2000
                let y = f.value(at: x)
                func distance(_ t: Double) -> Double {
                    let p = point(t, c)
                    return hypot(p.0 - x, p.1 - y)
                }
                var lo = 0.0
                var hi = 1.0
                for _ in 0..<200 {
                    let mid = (lo + hi) / 2
                    if point(mid, c).0 < x { lo = mid } else { hi = mid }
                }
                // Golden-section search for the nearest curve point within ±0.01 of that parameter.
                var a = max(0, lo - 0.01)
                var b = min(1, hi + 0.01)
                let r = (5.0.squareRoot() - 1) / 2
                for _ in 0..<120 {
                    let m1 = b - r * (b - a)
                    let m2 = a + r * (b - a)
                    if distance(m1) < distance(m2) { b = m2 } else { a = m1 }
                }
                worst = max(worst, distance((a + b) / 2))
            }
            #expect(worst < 1e-9, "curve \(c): worst distance \(worst)")
        }
    }

    @Test func handComputedSamples() {
        // At t = ½ a curve is at x = (3x1 + 3x2 + 1)/8, y = (3y1 + 3y2 + 1)/8.
        // easeIn: x = (1.26 + 3 + 1)/8 = 0.6575, y = 0.5.
        #expect(abs(CAMediaTimingFunction(name: .easeIn).value(at: 0.6575) - 0.5) < 1e-12)
        // default: x = (0.75 + 0.75 + 1)/8 = 0.3125, y = (0.3 + 3 + 1)/8 = 0.5375.
        #expect(abs(CAMediaTimingFunction(name: .default).value(at: 0.3125) - 0.5375) < 1e-12)
        // easeInEaseOut is symmetric, so its midpoint is exactly ½.
        #expect(abs(CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.5) - 0.5) < 1e-12)
    }

    @Test func easeInEaseOutIsSymmetricAboutTheMidpoint() {
        let f = CAMediaTimingFunction(name: .easeInEaseOut)
        for i in 0...100 {
            let x = Double(i) / 100
            #expect(abs(f.value(at: x) + f.value(at: 1 - x) - 1) < 1e-12)
        }
    }

    @Test func slopeAtTheMidpointOfEaseInEaseOut() {
        // At t = ½: dx/dt = ¾(x1 + 2(x2 − x1)·… ) = 3·¼·0.42 + 6·¼·0.16 + 3·¼·0.42 = 0.87,
        // dy/dt = 6·¼·1 = 1.5, so dy/dx = 1.5/0.87.
        #expect(abs(CAMediaTimingFunction(name: .easeInEaseOut).slope(at: 0.5) - 1.5 / 0.87) < 1e-9)
        #expect(CAMediaTimingFunction(name: .linear).slope(at: 0.3) == 1)
        #expect(CAMediaTimingFunction(name: .easeOut).slope(at: 1) == 0)
    }

    @Test func progressOutsideZeroToOneIsClamped() {
        let f = CAMediaTimingFunction(name: .easeIn)
        #expect(
            f.value(at: -0.5) == 0 && f.value(at: 1.5) == 1 && f.value(at: 0) == 0
                && f.value(at: 1) == 1)
        #expect(CAMediaTimingFunction(name: .linear).value(at: 0.37) == 0.37)
    }

    @Test func floatControlPointsAreKeptAsFloats() {
        let f = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
        #expect(f.c1.x == CGFloat(Float(0.42)))
        #expect(abs(f.value(at: 0.5) - 0.5) < 1e-6)
    }
}
