import Foundation
import SegueTesting
import Testing

@testable import SegueRender

/// The sampler's translation and affine fast paths against its per-pixel reference path.
@Suite struct ImageSamplerFastPathTests {
    /// A seeded image of random premultiplied pixels.
    static func noise(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let a = UInt8.random(in: 0...255, using: &rng)
            bytes[i + 3] = a
            for c in 0..<3 { bytes[i + c] = UInt8.random(in: 0...a, using: &rng) }
        }
        return bytes
    }

    /// Shades rows `y0..<y0+rows`, columns `x0..<x0+count`, with the dispatching and reference paths.
    static func compare(
        _ mapping: ProjectiveTransform, seed: UInt64, x0: Int = -9, count: Int = 60,
        y0: Int = -7, rows: Int = 40
    ) -> (fast: [UInt32], reference: [UInt32]) {
        let width = 37
        let height = 23
        let bytes = noise(width: width, height: height, seed: seed)
        var fast = [UInt32](repeating: 0, count: count * rows)
        var reference = fast
        bytes.withUnsafeBytes { src in
            let sampler = ImageSampler(
                source: src.baseAddress, width: width, height: height, mapping: mapping)
            fast.withUnsafeMutableBufferPointer { f in
                reference.withUnsafeMutableBufferPointer { r in
                    for row in 0..<rows {
                        sampler.shade(
                            y: y0 + row, x: x0, count: count, into: f.baseAddress! + row * count)
                        sampler.shadeEach(
                            y: y0 + row, x: x0, count: count, into: r.baseAddress! + row * count)
                    }
                }
            }
        }
        return (fast, reference)
    }

    /// How many pixels differ.
    static func differing(_ r: (fast: [UInt32], reference: [UInt32])) -> Int {
        zip(r.fast, r.reference).filter { $0 != $1 }.count
    }

    /// The largest difference of any byte of any pixel.
    static func maxByteDifference(_ a: [UInt32], _ b: [UInt32]) -> Int {
        var worst = 0
        for (p, q) in zip(a, b) {
            for shift in stride(from: 0, to: 32, by: 8) {
                let d = abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
                worst = max(worst, d)
            }
        }
        return worst
    }

    @Test func wholePixelTranslationsCopyTheReferenceBytesIncludingTheClampedEdges() {
        for (dx, dy) in [(0.0, 0.0), (5, -3), (-12, 8), (40, 30)] {
            let seed = UInt64(17 + Int(dx) * 3 + Int(dy) + 40)
            print("ImageSampler translation (\(dx), \(dy)) seed \(seed)")
            let r = Self.compare(.scale(1, 1, translatedBy: dx, dy), seed: seed)
            #expect(Self.differing(r) == 0, "offset (\(dx), \(dy))")
        }
    }

    @Test func quarterPixelTranslationsMatchTheReferenceExactly() {
        // Quarter pixels are exact in 1/256 steps, so no weight falls on a rounding tie.
        for (dx, dy) in [(0.25, 0.0), (0, 0.75), (-3.5, 2.25), (1.75, -0.5)] {
            let r = Self.compare(.scale(1, 1, translatedBy: dx, dy), seed: 5)
            #expect(Self.differing(r) == 0, "offset (\(dx), \(dy))")
        }
    }

    @Test func fractionalTranslationsStayWithinOneWeightStepOfTheReference() {
        for (dx, dy) in [(0.3, 0.0), (-2.71, 1.4142), (10.001, -0.999)] {
            let r = Self.compare(.scale(1, 1, translatedBy: dx, dy), seed: 11)
            #expect(Self.maxByteDifference(r.fast, r.reference) <= 1, "offset (\(dx), \(dy))")
        }
    }

    @Test func scalesRotationsAndShearsStayWithinOneWeightStepOfTheReference() {
        let angle = 0.37
        let mappings: [ProjectiveTransform] = [
            ProjectiveTransform(
                a: cos(angle), b: -sin(angle), c: 4, d: sin(angle), e: cos(angle), f: -2),
            ProjectiveTransform(a: 1, b: 0.3, c: 0, d: 0, e: 1, f: 0),
        ]
        for (n, m) in mappings.enumerated() {
            let r = Self.compare(m, seed: UInt64(100 + n))
            #expect(Self.maxByteDifference(r.fast, r.reference) <= 2, "mapping \(n)")
            let differing = Self.differing(r)
            #expect(differing * 100 <= r.fast.count, "mapping \(n): \(differing) pixels differ")
        }
    }

    @Test func axisAlignedScalesStayWithinTwoRoundingStepsOfTheReference() {
        // Blending vertically first rounds in the other order than the reference.
        let mappings: [ProjectiveTransform] = [
            .scale(0.5, 0.5), .scale(1.7, 0.8, translatedBy: -3.2, 4.1),
            .scale(-1, 1, translatedBy: -36, 0),
            .scale(0.31, 3.3, translatedBy: 5, -2), .scale(1, 0.5, translatedBy: 0.25, 0),
        ]
        for (n, m) in mappings.enumerated() {
            let r = Self.compare(m, seed: UInt64(200 + n))
            #expect(Self.maxByteDifference(r.fast, r.reference) <= 2, "mapping \(n)")
        }
        // On whole source rows (fy = 0) there is only the horizontal blend: exact.
        let r = Self.compare(.scale(0.5, 1, translatedBy: 0, 0), seed: 9)
        #expect(Self.differing(r) == 0)
    }

    @Test func nonFiniteOrHugeMappingsFallBackToTheReference() {
        for m in [
            ProjectiveTransform.scale(1, 1, translatedBy: .nan, 0),
            .scale(1, 1, translatedBy: 3e12, 0),
            .scale(2, 1, translatedBy: 1e12, 0), .scale(.nan, 1),
            ProjectiveTransform(a: .infinity, b: 0, c: 0, d: 0, e: 1, f: 0),
        ] {
            let r = Self.compare(m, seed: 3)
            #expect(Self.differing(r) == 0)
        }
    }
}
