import Foundation
import SegueTesting
import Testing

@testable import SegueRender

/// The rasterizer keeps each row's cells as a list of edge pieces and adds them up in the sweep:
/// pieces in one cell, in neighbouring cells and far apart must all sum to the exact area.
@Suite struct RasterCellSumTests {
    @Test func randomConvexPolygonsCoverEachPixelByItsArea() {
        let seed = UInt64.random(in: 0...UInt64.max)
        print("randomConvexPolygonsCoverEachPixelByItsArea seed \(seed)")
        var rng = SeededRandomNumberGenerator(seed: seed)
        for trial in 0..<60 {
            // Points on a circle in random order of angle: a convex polygon, sometimes tiny
            // (many edges in one pixel), sometimes reaching past the mask's sides.
            let radius =
                Int.random(in: 0..<4, using: &rng) == 0 ? 0.3 + rng.unit() : 2 + rng.unit() * 14
            let center = CGPoint(x: rng.unit() * 20, y: rng.unit() * 20)
            let sides = Int.random(in: 3...40, using: &rng)
            var angles = (0..<sides).map { _ in rng.unit() * 2 * Double.pi }
            angles.sort()
            var poly = angles.map {
                CGPoint(
                    x: Double(center.x) + radius * cos($0), y: Double(center.y) + radius * sin($0))
            }
            if Bool.random(using: &rng) { poly.reverse() }
            let mask = coverageMask([poly], width: 20, height: 20)
            var worst = 0.0
            var area = 0.0
            for y in 0..<20 {
                for x in 0..<20 {
                    let inside = pixelAreaInside(convex: poly, px: x, py: y)
                    area += inside
                    worst = max(worst, abs(Double(mask[x, y]) - 255 * inside))
                }
            }
            // Vertices and crossings are rounded to 1/256 pixel (as in
            // `pixelCutByAnEdgeHasCoverageEqualToItsArea`): within 3 steps of coverage.
            #expect(worst <= 3, "trial \(trial): off by \(worst)")
            // A polygon of 0.2 px² or more over at most 3 × 3 pixels covers one of them by more
            // than 3 steps, so the mask cannot be empty.
            if area >= 0.2 { #expect(mask.coveredArea > 0, "trial \(trial): area \(area)") }
        }
    }

    @Test func twoPolygonsSharingAZigzagEdgeAddUpToFullCoverage() {
        let seed = UInt64.random(in: 0...UInt64.max)
        print("twoPolygonsSharingAZigzagEdgeAddUpToFullCoverage seed \(seed)")
        var rng = SeededRandomNumberGenerator(seed: seed)
        for trial in 0..<40 {
            // A zigzag from the top to the bottom of a 16 × 16 square splits it in two.
            var zigzag = [CGPoint(x: 2 + rng.unit() * 12, y: 0)]
            var y = 0.0
            while y < 16 {
                y = min(16, y + 0.05 + rng.unit() * 2)
                zigzag.append(CGPoint(x: 0.5 + rng.unit() * 15, y: y))
            }
            let left = [CGPoint(x: 0, y: 16), CGPoint(x: 0, y: 0)] + zigzag
            let right = [CGPoint(x: 16, y: 0), CGPoint(x: 16, y: 16)] + zigzag.reversed()
            var mask = CoverageMask(width: 16, height: 16)
            mask.fill([left], mode: .add)
            mask.fill([right], mode: .add)
            #expect(mask.bytes.allSatisfy { $0 == 255 }, "trial \(trial)")
        }
    }
}
