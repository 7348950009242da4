import Foundation
import OpenUIKit
import SegueTesting
import Testing

@testable import SegueRender

/// A gradient under an affine mapping is shaded without the per-pixel divisions by `w`: every
/// colour must be the one of mapping each pixel centre and looking its parameter up.
@Suite struct GradientAffineShadingTests {
    @Test func affineRowsGiveTheColoursOfMappingEachPixel() {
        let seed = UInt64.random(in: 0...UInt64.max)
        print("affineRowsGiveTheColoursOfMappingEachPixel seed \(seed)")
        var rng = SeededRandomNumberGenerator(seed: seed)
        let colors = [
            CGColor(red: 1, green: 0, blue: 0, alpha: 1),
            CGColor(red: 0, green: 0.5, blue: 1, alpha: 0.5),
            CGColor(red: 0.2, green: 1, blue: 0.1, alpha: 1),
        ]
        for trial in 0..<200 {
            func random(_ range: ClosedRange<Double>) -> Double {
                Double.random(in: range, using: &rng)
            }
            let mapping = ProjectiveTransform(
                a: random(-2...2), b: random(-2...2), c: random(-300...300), d: random(-2...2),
                e: random(-2...2), f: random(-300...300))
            let shape: RasterGradient.Shape =
                trial % 2 == 0
                ? .axial(
                    start: CGPoint(x: random(-50...50), y: random(-50...50)),
                    end: CGPoint(x: random(-200...200), y: random(-200...200)))
                : .elliptical(
                    center: CGPoint(x: random(-50...50), y: random(-50...50)),
                    radii: CGSize(width: random(0...150), height: random(0...150)))
            let gradient = RasterGradient(
                colors: colors, locations: [0, 0.3, 1], shape: shape, mapping: mapping)
            let count = 64
            let out = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
            defer { out.deallocate() }
            let y = Int.random(in: 0..<500, using: &rng)
            let x = Int.random(in: -100..<500, using: &rng)
            gradient.shade(y: y, x: x, count: count, into: out)
            for k in 0..<count {
                let p = mapping.apply(Double(x + k) + 0.5, Double(y) + 0.5)!
                let expected = gradient.color(at: gradient.parameter(p.x, p.y))
                guard out[k] == expected else {
                    Issue.record("trial \(trial), pixel (\(x + k), \(y)): \(out[k]) ≠ \(expected)")
                    return
                }
            }
        }
    }
}
