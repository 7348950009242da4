import Foundation
import OpenUIKit
import Testing

/// `UIBezierPath`'s shapes, arcs in UIKit's on-screen sense, and what it reports about itself.
@MainActor
@Suite struct BezierPathGeometryTests {
    func elements(_ path: UIBezierPath) -> [String] {
        var out: [String] = []
        path.cgPath.applyWithBlock { pointer in
            let e = pointer.pointee
            func p(_ i: Int) -> String {
                "(\(Double(e.points[i].x).rounded3), \(Double(e.points[i].y).rounded3))"
            }
            switch e.type {
            case .moveToPoint: out.append("move \(p(0))")
            case .addLineToPoint: out.append("line \(p(0))")
            case .addQuadCurveToPoint: out.append("quad \(p(0)) \(p(1))")
            case .addCurveToPoint: out.append("curve \(p(0)) \(p(1)) \(p(2))")
            case .closeSubpath: out.append("close")
            }
        }
        return out
    }

    @Test func aRectangleRunsFromItsOriginTowardsMaximumX() {
        let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(
            elements(path) == [
                "move (10.0, 20.0)", "line (40.0, 20.0)", "line (40.0, 60.0)", "line (10.0, 60.0)",
                "close",
            ])
        #expect(path.bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20), "a close returns to the start")
    }

    @Test func aClockwiseArcTurnsClockwiseOnScreen() {
        // From 0 (right of the centre) clockwise by a quarter: down the screen, through
        // (≈70.7, ≈70.7) to (0, 100).
        let clockwise = UIBezierPath(
            arcCenter: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(clockwise.bounds.minY >= -0.001 && clockwise.bounds.maxY == 100)
        #expect(clockwise.contains(CGPoint(x: 60, y: 60)), "the chord's far side, below")
        #expect(clockwise.currentPoint.x.isNearly(0) && clockwise.currentPoint.y.isNearly(100))
        // Counterclockwise from 0 to π/2 goes the long way: up, left, down: three quarters.
        let counter = UIBezierPath(
            arcCenter: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(counter.bounds.minY.isNearly(-100) && counter.bounds.minX.isNearly(-100))
        #expect(!counter.contains(CGPoint(x: 60, y: 60)))
    }

    @Test func anArcAfterAPointIsJoinedByALine() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(
            withCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: .pi, endAngle: 0,
            clockwise: true)
        #expect(elements(path).prefix(2) == ["move (0.0, 0.0)", "line (40.0, 50.0)"])
        #expect(path.currentPoint.x.isNearly(60) && path.currentPoint.y.isNearly(50))
        // Clockwise from π to 0 passes over the top (y = 40).
        #expect(path.bounds.minY.isNearly(0) && !path.contains(CGPoint(x: 50, y: 58)))
    }

    @Test func roundedRectanglesClampTheirRadiusAndRoundOnlyTheCornersAsked() {
        let capsule = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 50)
        #expect(capsule.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(!capsule.contains(CGPoint(x: 2, y: 2)), "radius clamped to 20: corner cut")
        #expect(capsule.contains(CGPoint(x: 20, y: 1)))
        let top = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100),
            byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 30, height: 5))
        #expect(!top.contains(CGPoint(x: 3, y: 3)))
        #expect(!top.contains(CGPoint(x: 97, y: 3)))
        #expect(top.contains(CGPoint(x: 1, y: 99)), "bottom corners stay square")
        // The height of the radii is not used: 10 pt in from the corner along the diagonal is
        // outside a 30 pt circle (it would be inside a 30×5 ellipse's corner).
        #expect(!top.contains(CGPoint(x: 6, y: 6)))
    }

    @Test func anOvalFillsItsRectangleButNotItsCorners() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(oval.bounds == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(oval.contains(CGPoint(x: 100, y: 50)))
        #expect(oval.contains(CGPoint(x: 195, y: 50)))
        #expect(!oval.contains(CGPoint(x: 10, y: 10)))
    }

    @Test func boundsIncludeControlPoints() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), controlPoint: CGPoint(x: 50, y: 80))
        path.addCurve(
            to: CGPoint(x: 200, y: 0), controlPoint1: CGPoint(x: 120, y: -30),
            controlPoint2: CGPoint(x: 180, y: -30))
        #expect(path.bounds == CGRect(x: 0, y: -30, width: 200, height: 110))
        #expect(path.currentPoint == CGPoint(x: 200, y: 0))
    }

    @Test func theFillRuleDecidesWhatIsInside() {
        let rings = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        rings.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(rings.contains(CGPoint(x: 50, y: 50)), "non-zero: the same direction twice")
        rings.usesEvenOddFillRule = true
        #expect(!rings.contains(CGPoint(x: 50, y: 50)))
        #expect(rings.contains(CGPoint(x: 10, y: 50)))
        #expect(!rings.contains(CGPoint(x: 150, y: 50)))
    }

    @Test func reversingRunsEachSubpathBackwards() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(
            to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 15, y: 0),
            controlPoint2: CGPoint(x: 20, y: 5))
        path.move(to: CGPoint(x: 50, y: 50))
        path.addLine(to: CGPoint(x: 60, y: 50))
        path.addLine(to: CGPoint(x: 60, y: 60))
        path.close()
        path.lineWidth = 7
        let reversed = path.reversing()
        #expect(
            elements(reversed) == [
                "move (20.0, 10.0)", "curve (20.0, 5.0) (15.0, 0.0) (10.0, 0.0)", "line (0.0, 0.0)",
                "move (60.0, 60.0)", "line (60.0, 50.0)", "line (50.0, 50.0)", "close",
            ])
        #expect(reversed.lineWidth == 7)
        #expect(elements(path).first == "move (0.0, 0.0)", "the original is unchanged")
    }

    @Test func applyMapsEveryPointAndRemoveAllPointsEmpties() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.apply(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 0))
        #expect(path.bounds == CGRect(x: 10, y: 0, width: 20, height: 30))
        #expect(!path.isEmpty)
        path.removeAllPoints()
        #expect(path.isEmpty)
        #expect(path.bounds.isNull)
    }

    @Test func aPathMadeFromACGPathKeepsItsElements() {
        let cg = CGMutablePath()
        cg.move(to: CGPoint(x: 1, y: 2))
        cg.addLine(to: CGPoint(x: 3, y: 4))
        let path = UIBezierPath(cgPath: cg)
        #expect(elements(path) == ["move (1.0, 2.0)", "line (3.0, 4.0)"])
        cg.addLine(to: CGPoint(x: 9, y: 9))
        #expect(path.currentPoint == CGPoint(x: 3, y: 4), "a copy, not the caller's path")
    }

    @Test func theLineStyleDefaultsAreUIKits() {
        let path = UIBezierPath()
        #expect(path.lineWidth == 1)
        #expect(path.lineCapStyle == .butt)
        #expect(path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10)
        #expect(path.flatness == 0.6)
        #expect(!path.usesEvenOddFillRule)
        var pattern: [CGFloat] = [4, 2, 1]
        path.setLineDash(&pattern, count: 2, phase: 1.5)
        var read = [CGFloat](repeating: 0, count: 2)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(&read, count: &count, phase: &phase)
        #expect(read == [4, 2] && count == 2 && phase == 1.5)
    }
}

extension Double {
    fileprivate var rounded3: Double { (self * 1000).rounded() / 1000 }
}

extension CGFloat {
    fileprivate func isNearly(_ value: CGFloat) -> Bool { Swift.abs(self - value) < 0.001 }
}
