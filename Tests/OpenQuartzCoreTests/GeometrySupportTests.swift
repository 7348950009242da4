import Foundation
import SegueTestSupport
import Testing

@testable import OpenQuartzCore

// Helpers shared by the Geometry, Path, Timing and Spring tests.

/// A seed for a randomized test: fixed, printed so a failure can be replayed.
func testSeed(_ name: String, _ seed: UInt64 = 0x5E6E_2024) -> SeededRandomNumberGenerator {
    print("\(name): random seed \(seed)")
    return SeededRandomNumberGenerator(seed: seed)
}

func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.origin, b.origin, tolerance) && abs(a.width - b.width) <= tolerance
        && abs(a.height - b.height) <= tolerance
}

func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
    zip(a.entries, b.entries).allSatisfy { abs($0 - $1) <= tolerance }
}

func close(_ a: CGAffineTransform, _ b: CGAffineTransform, _ tolerance: CGFloat = 1e-9) -> Bool {
    [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy {
        abs($0) <= tolerance
    }
}

/// Row-vector point × 4×4 matrix, written out independently of the code under test.
func transformPoint(_ p: (CGFloat, CGFloat, CGFloat), _ t: CATransform3D) -> (
    x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat
) {
    let (x, y, z) = p
    return (
        x * t.m11 + y * t.m21 + z * t.m31 + t.m41,
        x * t.m12 + y * t.m22 + z * t.m32 + t.m42,
        x * t.m13 + y * t.m23 + z * t.m33 + t.m43,
        x * t.m14 + y * t.m24 + z * t.m34 + t.m44
    )
}

@Suite struct GeometrySupportTests {
    @Test func seededGeneratorIsReproducible() {
        var a = SeededRandomNumberGenerator(seed: 42)
        var b = SeededRandomNumberGenerator(seed: 42)
        let first = (0..<5).map { _ in a.next() }
        #expect(first == (0..<5).map { _ in b.next() })
        #expect(Set(first).count == 5)
    }
}
