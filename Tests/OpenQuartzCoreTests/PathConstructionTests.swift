import Foundation
import Testing

@testable import OpenQuartzCore

@Suite struct PathConstructionTests {
    @Test func rectangleRunsFromMinXMinYAlongTheTopEdge() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(
            path.elements == [
                .moveTo(CGPoint(x: 10, y: 20)), .lineTo(CGPoint(x: 40, y: 20)),
                .lineTo(CGPoint(x: 40, y: 60)), .lineTo(CGPoint(x: 10, y: 60)), .closeSubpath,
            ])
        #expect(path == CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil))
        var rect = CGRect.zero
        #expect(path.isRect(&rect) && rect == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func linesAndCurvesWithoutACurrentPointAreIgnored() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 5, y: 5))
        path.addCurve(to: .zero, control1: .zero, control2: .zero)
        path.addQuadCurve(to: .zero, control: .zero)
        path.closeSubpath()
        #expect(path.isEmpty && path.currentPoint == .zero)
        #expect(path.boundingBox.isNull && path.boundingBoxOfPath.isNull)
    }

    @Test func currentPointFollowsThePenAndReturnsToTheStartOnClose() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 5, y: 2))
        path.addQuadCurve(to: CGPoint(x: 9, y: 9), control: CGPoint(x: 7, y: 0))
        #expect(path.currentPoint == CGPoint(x: 9, y: 9))
        path.closeSubpath()
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
        #expect(path.elements.filter { $0 == .closeSubpath }.count == 1)
        // Drawing on after a close starts a new subpath at the old start, without a move.
        path.addLine(to: CGPoint(x: 0, y: 0))
        #expect(path.elements.last == .lineTo(.zero))
    }

    @Test func transformsApplyToTheAddedPoints() {
        let path = CGMutablePath()
        let t = CGAffineTransform(translationX: 100, y: 0).scaledBy(x: 2, y: 2)
        path.move(to: CGPoint(x: 1, y: 1), transform: t)
        path.addLine(to: CGPoint(x: 2, y: 1), transform: t)
        #expect(path.elements == [.moveTo(CGPoint(x: 102, y: 2)), .lineTo(CGPoint(x: 104, y: 2))])
        let copy = path.copy(using: CGAffineTransform(translationX: 0, y: 10))
        #expect(
            copy?.elements == [.moveTo(CGPoint(x: 102, y: 12)), .lineTo(CGPoint(x: 104, y: 12))])
        var shift = CGAffineTransform(translationX: 0, y: 10)
        #expect(path.copy(using: &shift) == copy && path.copy(using: nil) == path)
    }

    @Test func linesBetweenPointsStartWithAMove() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)])
        #expect(
            path.elements == [
                .moveTo(.zero), .lineTo(CGPoint(x: 1, y: 0)), .lineTo(CGPoint(x: 1, y: 1)),
            ])
        path.addLines(between: [])
        #expect(path.elements.count == 3)
    }

    @Test func counterclockwiseArcRunsInIncreasingAngle() {
        // clockwise: false from 0 to π/2 is the short quarter through 45°, ending at (0, 10).
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(path.elements.first == .moveTo(CGPoint(x: 10, y: 0)))
        #expect(close(path.currentPoint, CGPoint(x: 0, y: 10), 1e-12))
        #expect(close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10), 1e-12))
    }

    @Test func clockwiseArcRunsInDecreasingAngleTheLongWay() {
        // clockwise: true from 0 to π/2 goes down through −π/2 and π: three quarters of the circle.
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(path.currentPoint, CGPoint(x: 0, y: 10), 1e-12))
        #expect(path.elements.count == 4)
        #expect(close(path.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 20), 1e-12))
    }

    @Test func arcOfTwoPiIsAFullCircleAndEqualAnglesAreEmpty() {
        let full = CGMutablePath()
        full.addArc(
            center: CGPoint(x: 5, y: 5), radius: 5, startAngle: 0, endAngle: 2 * .pi,
            clockwise: false)
        #expect(full.elements.count == 5)
        #expect(close(full.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10), 1e-12))
        let empty = CGMutablePath()
        empty.addArc(center: .zero, radius: 5, startAngle: 1, endAngle: 1, clockwise: false)
        #expect(empty.elements.count == 1)
    }

    @Test func arcStartsWithALineFromTheCurrentPoint() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(
            center: CGPoint(x: 20, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
        #expect(path.elements[1] == .lineTo(CGPoint(x: 15, y: 0)))
        #expect(close(path.currentPoint, CGPoint(x: 25, y: 0), 1e-12))
        // Decreasing angle from π to 0 passes π/2, where y = +5 (the bottom on a y-down screen).
        #expect(close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 25, height: 5), 1e-12))
    }

    @Test func quarterArcMidpointsLieExactlyOnTheCircle() {
        // With k = 4/3·tan(π/8) the Bézier's midpoint (P0 + 3P1 + 3P2 + P3)/8 is on the circle.
        let path = CGMutablePath()
        path.addArc(
            center: CGPoint(x: 3, y: 4), radius: 7, startAngle: 0.3, endAngle: 0.3 + 2 * .pi,
            clockwise: false)
        var start = CGPoint.zero
        for element in path.elements {
            switch element {
            case .moveTo(let p): start = p
            case .curveTo(let c1, let c2, let e):
                let mid = CGPoint(
                    x: (start.x + 3 * c1.x + 3 * c2.x + e.x) / 8,
                    y: (start.y + 3 * c1.y + 3 * c2.y + e.y) / 8)
                #expect(close(hypot(mid.x - 3, mid.y - 4), 7, 1e-12))
                #expect(close(hypot(e.x - 3, e.y - 4), 7, 1e-12))
                start = e
            default: break
            }
        }
    }

    @Test func relativeArcTurnsByDelta() {
        let path = CGMutablePath()
        path.addRelativeArc(center: .zero, radius: 2, startAngle: .pi / 2, delta: -.pi)
        #expect(path.elements.first == .moveTo(CGPoint(x: 0, y: 2)))
        #expect(close(path.currentPoint, CGPoint(x: 0, y: -2), 1e-12))
        #expect(close(path.boundingBoxOfPath, CGRect(x: 0, y: -2, width: 2, height: 4), 1e-12))
    }

    @Test func tangentArcRoundsTheCornerBetweenTwoLines() {
        // From (0, 0) towards (10, 0) then (10, 10), radius 4: a line to (6, 0) and a quarter arc
        // about (6, 4) ending at (10, 4).
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(
            tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        #expect(path.elements[1] == .lineTo(CGPoint(x: 6, y: 0)))
        #expect(path.elements.count == 3)
        #expect(close(path.currentPoint, CGPoint(x: 10, y: 4), 1e-12))
        #expect(close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 4), 1e-12))
    }

    @Test func tangentArcDegeneratesToALine() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 3)
        #expect(path.elements == [.moveTo(.zero), .lineTo(CGPoint(x: 5, y: 0))])
        let empty = CGMutablePath()
        empty.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 5, y: 5), radius: 3)
        #expect(empty.isEmpty)
    }

    @Test func ellipseStartsAtMaxXMidYAndRunsThroughMidXMaxY() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(path.elements.first == .moveTo(CGPoint(x: 40, y: 10)))
        guard case .curveTo(_, _, let firstEnd) = path.elements[1] else {
            Issue.record("no curve")
            return
        }
        #expect(firstEnd == CGPoint(x: 20, y: 20))
        #expect(path.elements.count == 6 && path.elements.last == .closeSubpath)
        #expect(
            path == CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil))
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test func roundedRectHasFourCornerCurvesAndStartsAfterTheFirstCorner() {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 10, cornerHeight: 5)
        #expect(path.elements.first == .moveTo(CGPoint(x: 10, y: 0)))
        #expect(path.elements.filter { $0.type == .addCurveToPoint }.count == 4)
        #expect(path.elements.filter { $0.type == .addLineToPoint }.count == 4)
        #expect(close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 50), 1e-12))
        let plain = CGMutablePath()
        plain.addRoundedRect(
            in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 0, cornerHeight: 3)
        #expect(plain == CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil))
    }

    @Test func oversizedRoundedRectCornersStopWithCoreGraphicsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            _ = CGPath(
                roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 6,
                cornerHeight: 1, transform: nil)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("at most half the rectangle's width"))
    }

    @Test func addPathAppendsTransformedElements() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        let path = CGMutablePath()
        path.addPath(square, transform: CGAffineTransform(scaleX: 3, y: 3))
        path.addRects([CGRect(x: 5, y: 5, width: 1, height: 1)])
        #expect(path.elements.count == 10)
        #expect(path.elements[2] == .lineTo(CGPoint(x: 3, y: 3)))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 6, height: 6))
    }

    @Test func applyWithBlockPassesTypesAndPoints() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1, y: 1))
        path.addCurve(
            to: CGPoint(x: 5, y: 0), control1: CGPoint(x: 3, y: 1), control2: CGPoint(x: 4, y: 1))
        path.closeSubpath()
        var seen: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let e = element.pointee
            let count =
                [
                    CGPathElementType.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2,
                    .addCurveToPoint: 3, .closeSubpath: 0,
                ][e.type] ?? 0
            seen.append((e.type, (0..<count).map { e.points[$0] }))
        }
        #expect(
            seen.map(\.0) == [.moveToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(seen[1].1 == [CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 0)])
        #expect(seen[2].1 == [CGPoint(x: 3, y: 1), CGPoint(x: 4, y: 1), CGPoint(x: 5, y: 0)])
    }

    @Test func pathsAreEqualByElementsAndCopiesAreIndependent() {
        let a = CGMutablePath()
        let b = CGMutablePath()
        for p in [a, b] {
            p.move(to: .zero)
            p.addLine(to: CGPoint(x: 1, y: 1))
        }
        #expect(a == b && a.hashValue == b.hashValue)
        let snapshot = a.copy()!
        let mutable = a.mutableCopy()!
        a.addLine(to: CGPoint(x: 2, y: 0))
        #expect(snapshot == b && mutable == b && a != b)
        #expect(b.description == "CGPath(moveto (0.0, 0.0), lineto (1.0, 1.0))")
    }

    @Test func isRectRejectsOtherShapes() {
        let triangle = CGMutablePath()
        triangle.addLines(between: [.zero, CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), .zero])
        triangle.closeSubpath()
        #expect(!triangle.isRect(nil))
        #expect(
            !CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil).isRect(nil))
        #expect(
            !CGPath(
                rect: CGRect(x: 0, y: 0, width: 1, height: 1),
                transform: CGAffineTransform(rotationAngle: 0.3)
            ).isRect(nil))
    }
}
