import Foundation
import Testing

@testable import OpenQuartzCore

@Suite struct PathGeometryTests {
    // MARK: Bounding boxes

    @Test func boundingBoxIncludesControlPointsButThePathBoxDoesNot() {
        // Cubic from (0, 0) to (10, 0) with controls at height 10: its top is at t = ½,
        // y = 3·¼·½·10 + 3·½·¼·10 = 7.5.
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(
            to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10),
            control2: CGPoint(x: 10, y: 10))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 7.5), 1e-12))
    }

    @Test func quadraticPathBoxStopsAtTheCurvesExtreme() {
        // Quadratic (0,0) (5,10) (10,0): top at t = ½, y = 2·¼·10 = 5.
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(path.boundingBox.height == 10)
        #expect(close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 5), 1e-12))
    }

    @Test func sCurvePathBoxFindsBothExtremes() {
        // x(t) = 3t(1−t)²·(−10) + 3t²(1−t)·20 + 10t³ on (0,0) (−10,0) (20,0) (10,0): its extremes are
        // the roots of x′(t); check them against a dense sampling.
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(
            to: CGPoint(x: 10, y: 0), control1: CGPoint(x: -10, y: 0),
            control2: CGPoint(x: 20, y: 0))
        var lo = CGFloat.infinity
        var hi = -CGFloat.infinity
        for i in 0...100_000 {
            let t = CGFloat(i) / 100_000
            let u = 1 - t
            let x = 3 * u * u * t * -10 + 3 * u * t * t * 20 + t * t * t * 10
            lo = min(lo, x)
            hi = max(hi, x)
        }
        let box = path.boundingBoxOfPath
        #expect(
            close(box.minX, lo, 1e-6) && close(box.maxX, hi, 1e-6) && box.minX < 0 && box.maxX > 10)
    }

    // MARK: Containment

    /// A ring: two concentric circles drawn in the same direction.
    func ring(innerReversed: Bool = false) -> CGMutablePath {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        if innerReversed {
            path.addArc(
                center: CGPoint(x: 50, y: 50), radius: 25, startAngle: 0, endAngle: -2 * .pi,
                clockwise: true)
            path.closeSubpath()
        } else {
            path.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        }
        return path
    }

    @Test func ringHoleIsFilledByWindingButNotByEvenOdd() {
        let path = ring()
        let hole = CGPoint(x: 50, y: 50)
        let band = CGPoint(x: 10, y: 50)
        let outsideCorner = CGPoint(x: 3, y: 3)
        #expect(path.contains(hole, using: .winding))
        #expect(!path.contains(hole, using: .evenOdd))
        #expect(path.contains(band, using: .winding) && path.contains(band, using: .evenOdd))
        #expect(
            !path.contains(outsideCorner, using: .winding)
                && !path.contains(outsideCorner, using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 150, y: 50)))
    }

    @Test func reversedInnerCircleMakesAHoleForBothRules() {
        let path = ring(innerReversed: true)
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 90, y: 50), using: .winding))
    }

    @Test func containmentFollowsTheCircleClosely() {
        // Just inside and just outside a circle of radius 50, at 1e-3 of the radius.
        let path = CGPath(
            ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100), transform: nil)
        for angle in stride(from: 0.05, to: 6.28, by: 0.37) {
            #expect(path.contains(CGPoint(x: 49.95 * cos(angle), y: 49.95 * sin(angle))))
            #expect(!path.contains(CGPoint(x: 50.05 * cos(angle), y: 50.05 * sin(angle))))
        }
    }

    @Test func containsTransformsThePointFirst() {
        let square = CGPath(rect: CGRect(x: 50, y: 50, width: 10, height: 10), transform: nil)
        #expect(!square.contains(CGPoint(x: 5, y: 5)))
        #expect(
            square.contains(
                CGPoint(x: 5, y: 5), transform: CGAffineTransform(translationX: 50, y: 50)))
    }

    @Test func openSubpathsAreClosedForContainment() {
        let triangle = CGMutablePath()
        triangle.addLines(between: [.zero, CGPoint(x: 30, y: 0), CGPoint(x: 0, y: 30)])
        #expect(triangle.contains(CGPoint(x: 5, y: 5)))
        #expect(!triangle.contains(CGPoint(x: 20, y: 20)))
    }

    // MARK: Flattening

    @Test func flatteningKeepsEveryCurvePointWithinTolerance() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 300))
        path.addCurve(
            to: CGPoint(x: 400, y: 20), control1: CGPoint(x: 50, y: -200),
            control2: CGPoint(x: 500, y: 600))
        path.addQuadCurve(to: CGPoint(x: 0, y: 0), control: CGPoint(x: 200, y: 400))
        let p0 = CGPoint(x: 10, y: 300)
        let c1 = CGPoint(x: 50, y: -200)
        let c2 = CGPoint(x: 500, y: 600)
        let e = CGPoint(x: 400, y: 20)
        for tolerance in [1.0, 0.25, 0.01] as [CGFloat] {
            let flat = path.flattened(tolerance: tolerance)
            #expect(flat.count == 1)
            let polyline = flat[0].points
            func distanceToPolyline(_ p: CGPoint) -> CGFloat {
                var best = CGFloat.infinity
                for i in 0..<(polyline.count - 1) {
                    let a = polyline[i]
                    let b = polyline[i + 1]
                    let dx = b.x - a.x
                    let dy = b.y - a.y
                    let s = max(
                        0,
                        min(
                            1,
                            ((p.x - a.x) * dx + (p.y - a.y) * dy) / max(dx * dx + dy * dy, 1e-300)))
                    best = min(best, hypot(p.x - a.x - s * dx, p.y - a.y - s * dy))
                }
                return best
            }
            // The cubic, evaluated here by de Casteljau, independently of the code under test.
            var worst: CGFloat = 0
            for i in 0...2000 {
                let t = CGFloat(i) / 2000
                func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
                    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                let ab = lerp(p0, c1)
                let bc = lerp(c1, c2)
                let cd = lerp(c2, e)
                let p = lerp(lerp(ab, bc), lerp(bc, cd))
                worst = max(worst, distanceToPolyline(p))
            }
            #expect(worst <= tolerance, "tolerance \(tolerance): worst \(worst)")
            // And not wastefully fine: a quarter of the tolerance is not already met everywhere.
            #expect(
                worst > tolerance / 16,
                "tolerance \(tolerance): worst \(worst) with \(polyline.count) points")
        }
    }

    @Test func flatteningSplitsSubpathsAndMarksClosedOnes() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 100, y: 100))
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.move(to: CGPoint(x: 20, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 0))
        let flat = path.flattened(tolerance: 0.5)
        #expect(
            flat == [
                FlattenedSubpath(
                    points: [
                        .zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10),
                    ], isClosed: true),
                FlattenedSubpath(
                    points: [CGPoint(x: 20, y: 0), CGPoint(x: 30, y: 0)], isClosed: false),
            ])
    }

    @Test func flatteningAppliesTheTransformBeforeSubdividing() {
        let circle = CGPath(ellipseIn: CGRect(x: -1, y: -1, width: 2, height: 2), transform: nil)
        let small = circle.flattened(tolerance: 0.25)[0].points
        let big = circle.flattened(
            tolerance: 0.25, transform: CGAffineTransform(scaleX: 100, y: 100))[0].points
        #expect(big.count > 4 * small.count)
        #expect(big.allSatisfy { close(hypot($0.x, $0.y), 100, 0.25) })
    }

    @Test func drawingOnAfterACloseStartsAtTheClosedSubpathsStart() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 5, y: 5), CGPoint(x: 6, y: 5), CGPoint(x: 6, y: 6)])
        path.closeSubpath()
        path.addLine(to: CGPoint(x: 0, y: 0))
        let flat = path.flattened(tolerance: 1)
        #expect(
            flat.count == 2 && flat[1].points == [CGPoint(x: 5, y: 5), .zero] && !flat[1].isClosed)
    }
}
