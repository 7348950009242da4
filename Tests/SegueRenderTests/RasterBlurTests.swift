import Foundation
import Testing

@testable import SegueRender

@Suite struct RasterBlurTests {
    @Test func boxWidthsHaveTheGaussiansVariance() {
        for sigma in [0.8, 2.0, 5.0, 12.5] {
            // A box of odd width w has variance (w² − 1) / 12; variances add over passes.
            let variance = GaussianBlur.boxWidths(sigma: sigma).reduce(0.0) {
                $0 + Double($1 * $1 - 1) / 12
            }
            #expect(
                abs(variance.squareRoot() - sigma) / sigma < 0.12,
                "sigma \(sigma) gives \(variance.squareRoot())")
        }
        #expect(GaussianBlur.boxWidths(sigma: 0).isEmpty)
    }

    @Test func blurPreservesTotalMass() {
        var mask = CoverageMask(width: 80, height: 80)
        mask.fillRect(CGRect(x: 35, y: 35, width: 10, height: 10))
        GaussianBlur.blur(&mask, sigma: 4)
        #expect(abs(mask.coveredArea - 100) < 0.6)
        #expect(mask[40, 40] < 255 && mask[30, 40] > 0)
    }

    @Test func centredImpulseStaysSymmetric() {
        var mask = CoverageMask(width: 41, height: 41)
        mask.bytes[20 * 41 + 20] = 255
        GaussianBlur.blur(&mask, sigma: 1.5)
        for dy in 0...20 {
            for dx in 0...20 {
                let v = mask[20 + dx, 20 + dy]
                #expect(
                    mask[20 - dx, 20 + dy] == v && mask[20 + dx, 20 - dy] == v
                        && mask[20 + dy, 20 + dx] == v)
            }
        }
        // Peak of a 2-D Gaussian holding 255: 255 / (2π σ²) ≈ 18.
        #expect(abs(Double(mask[20, 20]) - 255 / (2 * Double.pi * 2.25)) < 3)
    }

    @Test func blurredEdgeFollowsTheNormalDistribution() {
        // A half-plane blurred with σ = 6: one σ inside the edge the coverage is Φ(1) ≈ 0.841,
        // at the edge 0.5, one σ outside 0.159.
        // Tall enough that the top and bottom edges are more than 3σ from the sampled row.
        var wide = CoverageMask(width: 120, height: 60)
        wide.fillRect(CGRect(x: 0, y: -100, width: 60, height: 300))
        GaussianBlur.blur(&wide, sigma: 6)
        // Pixel centres at 53.5 (6 inside the edge at 60 after the half pixel), 59.5/60.5, 65.5.
        #expect(abs(Double(wide[53, 30]) / 255 - 0.841) < 0.03)
        #expect(abs((Double(wide[59, 30]) + Double(wide[60, 30])) / 510 - 0.5) < 0.02)
        #expect(abs(Double(wide[66, 30]) / 255 - 0.159) < 0.03)
    }

    @Test func bitmapBlurKeepsColoursPremultiplied() {
        var b = Bitmap(width: 30, height: 30)
        b.fill(
            [rect(10, 10, 10, 10)],
            paint: .solid(PremultipliedColor(red: 1, green: 0.5, blue: 0, alpha: 0.8)))
        GaussianBlur.blur(&b, sigma: 3)
        for i in Swift.stride(from: 0, to: b.pixels.count, by: 4) {
            #expect(b.pixels[i] <= b.pixels[i + 3] && b.pixels[i + 1] <= b.pixels[i + 3])
        }
        #expect(GaussianBlur.sigma(forShadowRadius: 3, scale: 2) == 6)
    }
}
