import Foundation
import SegueTesting
import Testing

@testable import SegueRender

/// Coverage of `contours` in a mask of the given size (device origin at 0, 0).
func coverageMask(_ contours: [[CGPoint]], width: Int, height: Int, rule: RasterFillRule = .nonZero)
    -> CoverageMask
{
    var mask = CoverageMask(width: width, height: height)
    mask.fill(contours, fillRule: rule)
    return mask
}

/// Area of the unit pixel `(px, py)` inside the convex polygon `poly`, by clipping the pixel square
/// against each edge of the polygon (Sutherland–Hodgman) and taking the shoelace area: an
/// independent, purely geometric computation.
func pixelAreaInside(convex poly: [CGPoint], px: Int, py: Int) -> Double {
    var shape = [
        CGPoint(x: px, y: py), CGPoint(x: px + 1, y: py), CGPoint(x: px + 1, y: py + 1),
        CGPoint(x: px, y: py + 1),
    ]
    let orientation = signedArea(poly) >= 0 ? 1.0 : -1.0
    for i in 0..<poly.count {
        let a = poly[i]
        let b = poly[(i + 1) % poly.count]
        func side(_ p: CGPoint) -> Double {
            orientation * Double((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x))
        }
        var out: [CGPoint] = []
        for j in 0..<shape.count {
            let p = shape[j]
            let q = shape[(j + 1) % shape.count]
            let sp = side(p)
            let sq = side(q)
            if sp >= 0 { out.append(p) }
            if (sp >= 0) != (sq >= 0) {
                let t = sp / (sp - sq)
                out.append(
                    CGPoint(
                        x: Double(p.x) + t * Double(q.x - p.x),
                        y: Double(p.y) + t * Double(q.y - p.y)))
            }
        }
        shape = out
        if shape.isEmpty { return 0 }
    }
    return abs(signedArea(shape))
}

func signedArea(_ p: [CGPoint]) -> Double {
    var s = 0.0
    for i in 0..<p.count {
        let a = p[i]
        let b = p[(i + 1) % p.count]
        s += Double(a.x * b.y - b.x * a.y)
    }
    return s / 2
}

func regularPolygon(center: CGPoint, radius: Double, sides: Int, phase: Double = 0) -> [CGPoint] {
    (0..<sides).map { k in
        let t = phase + 2 * Double.pi * Double(k) / Double(sides)
        return CGPoint(x: Double(center.x) + radius * cos(t), y: Double(center.y) + radius * sin(t))
    }
}

/// Writes `bitmap` as a PNG under /tmp/segue-raster/ when SEGUE_RASTER_DUMP is set (for eyes only).
func dumpPNG(_ bitmap: Bitmap, _ name: String) {
    guard ProcessInfo.processInfo.environment["SEGUE_RASTER_DUMP"] != nil else { return }
    try? FileManager.default.createDirectory(
        atPath: "/tmp/segue-raster", withIntermediateDirectories: true)
    var raw: [UInt8] = []
    for y in 0..<bitmap.height {
        raw.append(0)
        for x in 0..<bitmap.width {
            let p = bitmap[x, y]
            raw += [p.r, p.g, p.b, p.a]
        }
    }
    // zlib stream of stored blocks.
    var z: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
        let n = min(65535, raw.count - offset)
        z.append(offset + n == raw.count ? 1 : 0)
        z += [UInt8(n & 255), UInt8(n >> 8), UInt8(~n & 255), UInt8((~n >> 8) & 255)]
        z += raw[offset..<offset + n]
        offset += n
    } while offset < raw.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for v in raw {
        a = (a + UInt32(v)) % 65521
        b = (b + a) % 65521
    }
    let adler = b << 16 | a
    z += [
        UInt8(adler >> 24), UInt8(adler >> 16 & 255), UInt8(adler >> 8 & 255), UInt8(adler & 255),
    ]
    func be(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)]
    }
    func crc(_ d: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for v in d {
            c ^= UInt32(v)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return ~c
    }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be(UInt32(data.count)) + body + be(crc(body))
    }
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += chunk("IHDR", be(UInt32(bitmap.width)) + be(UInt32(bitmap.height)) + [8, 6, 0, 0, 0])
    png += chunk("IDAT", z)
    png += chunk("IEND", [])
    _ = FileManager.default.createFile(atPath: "/tmp/segue-raster/\(name).png", contents: Data(png))
}

@Suite struct RasterCoverageTests {
    @Test func pixelFullyInsideARotatedSquareIsFullyCovered() {
        // Square of side 20 centred at (16, 16), rotated 30°: its inscribed circle has radius 10,
        // so every pixel whose farthest corner is within 10 of the centre is inside.
        let square = regularPolygon(
            center: CGPoint(x: 16, y: 16), radius: 10 * 2.0.squareRoot(), sides: 4,
            phase: Double.pi / 4 + Double.pi / 6)
        let mask = coverageMask([square], width: 32, height: 32)
        var checked = 0
        for y in 0..<32 {
            for x in 0..<32 {
                let far = max(
                    hypot(Double(x) - 16, Double(y) - 16),
                    hypot(Double(x + 1) - 16, Double(y) - 16),
                    hypot(Double(x) - 16, Double(y + 1) - 16),
                    hypot(Double(x + 1) - 16, Double(y + 1) - 16))
                if far < 10 {
                    #expect(mask[x, y] == 255, "pixel \(x),\(y)")
                    checked += 1
                }
            }
        }
        #expect(checked > 200)
        #expect(mask[0, 0] == 0 && mask[31, 31] == 0)
    }

    @Test func pixelCutByAnEdgeHasCoverageEqualToItsArea() {
        let triangle = [
            CGPoint(x: 1.3, y: 0.7), CGPoint(x: 27.1, y: 5.35), CGPoint(x: 9.6, y: 29.2),
        ]
        let mask = coverageMask([triangle], width: 32, height: 32)
        var partial = 0
        for y in 0..<32 {
            for x in 0..<32 {
                let area = pixelAreaInside(convex: triangle, px: x, py: y)
                let got = Double(mask[x, y]) / 255
                // 1/256-pixel quantization of vertices plus 8-bit rounding.
                #expect(
                    abs(got - area) <= 1.0 / 255 + 1.0 / 128, "pixel \(x),\(y): \(got) vs \(area)")
                if area > 0.05 && area < 0.95 { partial += 1 }
            }
        }
        #expect(partial > 30)
    }

    @Test func circlePolygonCoversPiRSquared() {
        let r = 40.0
        let circle = regularPolygon(center: CGPoint(x: 50.25, y: 49.6), radius: r, sides: 720)
        let mask = coverageMask([circle], width: 100, height: 100)
        // Area of the 720-gon: (n/2)·r²·sin(2π/n), within 0.004 % of πr².
        let polygonArea = 360 * r * r * sin(2 * Double.pi / 720)
        #expect(abs(mask.coveredArea - polygonArea) < 0.5, "\(mask.coveredArea) vs \(polygonArea)")
        #expect(abs(mask.coveredArea - Double.pi * r * r) < 1)
    }

    @Test func twoTrianglesSharingADiagonalFillTheSquareWithoutSeam() {
        let a = [CGPoint(x: 2, y: 3), CGPoint(x: 30, y: 3), CGPoint(x: 30, y: 27)]
        let b = [CGPoint(x: 2, y: 3), CGPoint(x: 30, y: 27), CGPoint(x: 2, y: 27)]
        let together = coverageMask([a, b], width: 32, height: 32)
        var added = CoverageMask(width: 32, height: 32)
        added.fill([a], mode: .add)
        added.fill([b], mode: .add)
        for y in 0..<32 {
            for x in 0..<32 {
                let inside = x >= 2 && x < 30 && y >= 3 && y < 27
                #expect(together[x, y] == (inside ? 255 : 0), "one fill \(x),\(y)")
                #expect(added[x, y] == (inside ? 255 : 0), "added \(x),\(y)")
            }
        }
        // Added separately, the triangles' windings do not matter.
        var addedReversed = CoverageMask(width: 32, height: 32)
        addedReversed.fill([a], mode: .add)
        addedReversed.fill([b.reversed()], mode: .add)
        #expect(addedReversed == added)
    }

    @Test func evenOddRingHasAHoleAndNonZeroDoesNot() {
        let outer = regularPolygon(center: CGPoint(x: 32, y: 32), radius: 28, sides: 256)
        let inner = regularPolygon(center: CGPoint(x: 32, y: 32), radius: 14, sides: 256)
        let evenOdd = coverageMask([outer, inner], width: 64, height: 64, rule: .evenOdd)
        let nonZero = coverageMask([outer, inner], width: 64, height: 64, rule: .nonZero)
        #expect(evenOdd[32, 32] == 0)
        #expect(nonZero[32, 32] == 255)
        #expect(evenOdd[32, 10] == 255 && evenOdd[10, 32] == 255)
        // Ring area π(28² − 14²), inner edge pixels fold correctly.
        let ring = Double.pi * (28 * 28 - 14 * 14)
        #expect(abs(evenOdd.coveredArea - ring) < 3, "\(evenOdd.coveredArea) vs \(ring)")
        // Inner contour reversed: non-zero now also leaves the hole.
        let holed = coverageMask([outer, inner.reversed()], width: 64, height: 64)
        #expect(holed[32, 32] == 0)
        #expect(abs(holed.coveredArea - ring) < 3)
    }

    @Test func pentagramCentreIsAHoleOnlyUnderEvenOdd() {
        let points = regularPolygon(
            center: CGPoint(x: 32, y: 32), radius: 30, sides: 5, phase: -Double.pi / 2)
        let star = [points[0], points[2], points[4], points[1], points[3]]
        #expect(coverageMask([star], width: 64, height: 64, rule: .evenOdd)[32, 32] == 0)
        #expect(coverageMask([star], width: 64, height: 64, rule: .nonZero)[32, 32] == 255)
    }

    @Test func coverageIsClippedToTheTarget() {
        // A square hanging over every side of a 10×10 mask at an offset origin.
        var mask = CoverageMask(width: 10, height: 10, originX: 5, originY: 5)
        mask.fill([
            [
                CGPoint(x: -3, y: -3), CGPoint(x: 40, y: -3), CGPoint(x: 40, y: 40),
                CGPoint(x: -3, y: 40),
            ].reversed()
        ])
        #expect(mask.bytes.allSatisfy { $0 == 255 })
        // Only its left part inside: x in 5 ..< 7.5.
        var part = CoverageMask(width: 10, height: 10, originX: 5, originY: 5)
        part.fill([
            [
                CGPoint(x: -100, y: 0), CGPoint(x: 7.5, y: 0), CGPoint(x: 7.5, y: 100),
                CGPoint(x: -100, y: 100),
            ]
        ])
        #expect(part[5, 6] == 255 && part[6, 6] == 255 && part[7, 6] == 128 && part[8, 6] == 0)
    }

    @Test func rectangleFastPathMatchesTheGeneralPathExactly() {
        let seed = UInt64.random(in: 0...UInt64.max)
        print("rectangleFastPathMatchesTheGeneralPathExactly seed \(seed)")
        var rng = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<200 {
            let x = rng.unit() * 40 - 5
            let y = rng.unit() * 40 - 5
            let rect = CGRect(x: x, y: y, width: rng.unit() * 30, height: rng.unit() * 30)
            var fast = CoverageMask(width: 32, height: 32, originX: 1, originY: 2)
            fast.fillRect(rect)
            var general = CoverageMask(width: 32, height: 32, originX: 1, originY: 2)
            general.fill([
                [
                    CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                    CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
                ]
            ])
            #expect(fast == general, "rect \(rect)")
        }
    }
}

extension SeededRandomNumberGenerator {
    /// The next value in 0..<1, with 53 random bits.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
