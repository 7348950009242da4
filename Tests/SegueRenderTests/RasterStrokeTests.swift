import Foundation
import Testing

@testable import SegueRender

@Suite struct RasterStrokeTests {
    func area(_ subpaths: [RasterPolyline], _ style: RasterStrokeStyle) -> Double {
        var mask = CoverageMask(width: 100, height: 100)
        mask.fill(Stroker.outline(subpaths, style: style))
        return mask.coveredArea
    }
    let line = RasterPolyline(
        points: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10)], isClosed: false)
    let square = RasterPolyline(
        points: [
            CGPoint(x: 20, y: 20), CGPoint(x: 60, y: 20), CGPoint(x: 60, y: 60),
            CGPoint(x: 20, y: 60),
        ],
        isClosed: true)

    @Test func capsAddTheirAreaToALine() {
        // 40 × 4 body; square cap adds 2 × (2 × 4); round cap adds a disc of radius 2.
        #expect(abs(area([line], RasterStrokeStyle(lineWidth: 4)) - 160) < 0.05)
        #expect(abs(area([line], RasterStrokeStyle(lineWidth: 4, lineCap: .square)) - 176) < 0.05)
        #expect(
            abs(
                area([line], RasterStrokeStyle(lineWidth: 4, lineCap: .round))
                    - (160 + Double.pi * 4)) < 0.1)
    }

    @Test func joinsOfAClosedSquareCutTheirCorners() {
        // Outer 44², inner 36² for a miter; a bevel cuts hw²/2 = 2 per corner, a round join hw² − π·hw²/4.
        #expect(abs(area([square], RasterStrokeStyle(lineWidth: 4)) - 640) < 0.05)
        #expect(abs(area([square], RasterStrokeStyle(lineWidth: 4, lineJoin: .bevel)) - 632) < 0.1)
        #expect(
            abs(
                area([square], RasterStrokeStyle(lineWidth: 4, lineJoin: .round))
                    - (640 - 4 * (4 - Double.pi))) < 0.1)
    }

    @Test func miterLongerThanTheLimitBecomesABevel() {
        // A right angle's miter is √2 ≈ 1.414 widths: limit 1.4 bevels it, limit 1.5 keeps it.
        let bevel = area([square], RasterStrokeStyle(lineWidth: 4, lineJoin: .bevel))
        #expect(
            abs(area([square], RasterStrokeStyle(lineWidth: 4, miterLimit: 1.4)) - bevel) < 1e-9)
        #expect(abs(area([square], RasterStrokeStyle(lineWidth: 4, miterLimit: 1.5)) - 640) < 0.05)
    }

    @Test func dashesKeepOnlyTheOnLengths() {
        // [10, 5] along 40: on 0–10, 15–25, 30–40 = 30; phase 5: on 0–5, 10–20, 25–35 = 25.
        #expect(
            abs(area([line], RasterStrokeStyle(lineWidth: 4, dashPattern: [10, 5])) - 120) < 0.05)
        #expect(
            abs(
                area([line], RasterStrokeStyle(lineWidth: 4, dashPattern: [10, 5], dashPhase: 5))
                    - 100) < 0.05)
        // An odd pattern repeats: [10] is [10, 10]: on 0–10, 20–30 = 20.
        #expect(abs(area([line], RasterStrokeStyle(lineWidth: 4, dashPattern: [10])) - 80) < 0.05)
        // Zero-length dashes with round caps are dots of radius 2.
        let dots = area(
            [line], RasterStrokeStyle(lineWidth: 4, lineCap: .round, dashPattern: [0, 10]))
        #expect(abs(dots - 5 * Double.pi * 4) < 0.2)
    }

    @Test func trimKeepsTheFractionOfTotalLength() {
        let half = PolylineTrim.trim([line], start: 0.25, end: 0.75)
        #expect(
            half == [
                RasterPolyline(
                    points: [CGPoint(x: 20, y: 10), CGPoint(x: 40, y: 10)], isClosed: false)
            ])
        #expect(abs(area(half, RasterStrokeStyle(lineWidth: 4)) - 80) < 0.05)
        // Over two subpaths of lengths 40 and 160 (the closed square): 0…0.6 is the line and 80 of the square.
        let both = PolylineTrim.trim([line, square], start: 0, end: 0.6)
        #expect(both.count == 2)
        #expect(abs(both.reduce(0) { $0 + $1.length } - 120) < 1e-9)
        #expect(both[1].points.last == CGPoint(x: 60, y: 60))
        #expect(PolylineTrim.trim([line], start: 0.5, end: 0.5).isEmpty)
        #expect(PolylineTrim.trim([square], start: 0, end: 1) == [square])
    }

    @Test func sharpTurnsAndReversalsStayInsideTheirBounds() {
        let zigzag = RasterPolyline(
            points: [
                CGPoint(x: 10, y: 50), CGPoint(x: 50, y: 52), CGPoint(x: 10, y: 54),
                CGPoint(x: 50, y: 50),
            ],
            isClosed: false)
        for join in [RasterLineJoin.miter, .round, .bevel] {
            let contours = Stroker.outline(
                [zigzag], style: RasterStrokeStyle(lineWidth: 3, lineJoin: join))
            var mask = CoverageMask(width: 100, height: 100)
            mask.fill(contours)
            // Miter limit 10 of width 3 bounds every point within 15 of the path.
            #expect(
                contours.joined().allSatisfy { $0.x > -6 && $0.x < 66 && $0.y > 34 && $0.y < 70 })
            #expect(mask[30, 52] == 255)
        }
    }
}
