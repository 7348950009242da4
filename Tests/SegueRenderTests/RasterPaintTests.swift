import Foundation
import OpenUIKit
import SegueTesting
import Testing

@testable import SegueRender

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [CGPoint] {
    [
        CGPoint(x: x, y: y), CGPoint(x: x + w, y: y), CGPoint(x: x + w, y: y + h),
        CGPoint(x: x, y: y + h),
    ]
}

@Suite struct RasterPaintTests {
    @Test func sourceOverOfHalfRedOnBlueMatchesHandArithmetic() {
        var b = Bitmap(width: 4, height: 4)
        b.fill([rect(0, 0, 4, 4)], paint: .solid(PremultipliedColor(r: 0, g: 0, b: 255, a: 255)))
        b.fill(
            [rect(0, 0, 4, 4)],
            paint: .solid(PremultipliedColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
        // s = (128, 0, 0, 128); d = s + (0, 0, 255, 255) · 127/255 = (128, 0, 127, 255).
        #expect(Array(b.pixels[0..<4]) == [128, 0, 127, 255])
    }

    @Test func solidBlendMatchesExactArithmeticOnEveryPixel() {
        let seed = UInt64.random(in: 0...UInt64.max)
        print("solidBlendMatchesExactArithmeticOnEveryPixel seed \(seed)")
        var rng = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<20 {
            var b = Bitmap(width: 37, height: 3)
            for i in Swift.stride(from: 0, to: b.pixels.count, by: 4) {
                let a = UInt8(truncatingIfNeeded: rng.next())
                for c in 0..<3 {
                    b.pixels[i + c] = UInt8(truncatingIfNeeded: rng.next() % (UInt64(a) + 1))
                }
                b.pixels[i + 3] = a
            }
            let sa = UInt8(truncatingIfNeeded: rng.next() % 255)
            let color = PremultipliedColor(
                r: UInt8(truncatingIfNeeded: rng.next() % (UInt64(sa) + 1)),
                g: UInt8(truncatingIfNeeded: rng.next() % (UInt64(sa) + 1)), b: 0, a: sa)
            let before = b.pixels
            b.fill([rect(0, 0, 37, 3)], paint: .solid(color))
            let source = [color.r, color.g, color.b, color.a]
            for i in 0..<before.count {
                // d' = s + round(d · (255 − sa) / 255), computed in floating point.
                let expected =
                    Int(source[i % 4])
                    + Int((Double(before[i]) * Double(255 - Int(sa)) / 255).rounded())
                #expect(Int(b.pixels[i]) == expected, "byte \(i)")
            }
        }
    }

    @Test func opacityAndClipMaskMultiplyCoverage() {
        var b = Bitmap(width: 4, height: 1)
        var mask = CoverageMask(width: 4, height: 1, value: 128)
        mask.bytes[3] = 0
        b.fill(
            [rect(0, 0, 4, 1)], paint: .solid(PremultipliedColor(r: 255, g: 0, b: 0, a: 255)),
            opacity: 0.5,
            clip: RasterClip(mask: mask))
        // k = round(255 · 0.5) = 128; then round(128 · 128 / 255) = 64.
        #expect(Array(b.pixels[0..<4]) == [64, 0, 0, 64])
        #expect(Array(b.pixels[12..<16]) == [0, 0, 0, 0])
        // A clip rectangle stops painting outside it.
        var c = Bitmap(width: 4, height: 1)
        c.fill(
            [rect(0, 0, 4, 1)], paint: .solid(PremultipliedColor(r: 255, g: 255, b: 255, a: 255)),
            clip: RasterClip(rect: PixelRect(x: 1, y: 0, width: 2, height: 1)))
        #expect(
            c.pixels.enumerated().filter { $0.element != 0 }.map { $0.offset / 4 }.sorted() == [
                1, 1, 1, 1, 2, 2, 2, 2,
            ])
    }

    @Test func rectangleFastPathAndTwoTrianglesGiveIdenticalBytes() {
        let color = PremultipliedColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.8)
        var fast = Bitmap(width: 40, height: 30)
        var general = Bitmap(width: 40, height: 30)
        let r = rect(3.3, 2.7, 30.45, 20.1)
        fast.fill([r], paint: .solid(color), opacity: 0.7)
        general.fill(
            [[r[0], r[1], r[2]], [r[0], r[2], r[3]]], paint: .solid(color), opacity: 0.7)
        #expect(fast.pixels == general.pixels)
        // Alpha 0.8 → 204; opacity 0.7 → k = 179; 204 · 179 / 255 = 143.2 → 143.
        #expect(fast.pixels[(10 * 40 + 10) * 4 + 3] == 143)
    }

    @Test func identityImageDrawIsByteIdentical() {
        let seed = UInt64.random(in: 0...UInt64.max)
        print("identityImageDrawIsByteIdentical seed \(seed)")
        var rng = SeededRandomNumberGenerator(seed: seed)
        var source = Bitmap(width: 37, height: 23)
        for i in Swift.stride(from: 0, to: source.pixels.count, by: 4) {
            let a = UInt8(truncatingIfNeeded: rng.next())
            for c in 0..<3 {
                source.pixels[i + c] = UInt8(truncatingIfNeeded: rng.next() % (UInt64(a) + 1))
            }
            source.pixels[i + 3] = a
        }
        var target = Bitmap(width: 37, height: 23)
        target.draw(source, mapping: .identity, in: [rect(0, 0, 37, 23)])
        #expect(target.pixels == source.pixels)
        // Translated by whole pixels into a bigger target: the same bytes at the offset.
        var bigger = Bitmap(width: 50, height: 40)
        bigger.draw(source, mapping: .scale(1, 1, translatedBy: -5, -7), in: [rect(5, 7, 37, 23)])
        for y in 0..<23 {
            let got = Array(bigger.pixels[((y + 7) * 50 + 5) * 4..<((y + 7) * 50 + 42) * 4])
            #expect(got == Array(source.pixels[y * 37 * 4..<(y + 1) * 37 * 4]))
        }
        #expect(bigger[4, 7].a == 0 && bigger[42, 7].a == 0)
    }

    @Test func imageOnARotatedQuadHasAntiAliasedEdgesAndExactInterior() {
        var white = Bitmap(width: 20, height: 20)
        for i in 0..<white.pixels.count { white.pixels[i] = 255 }
        // Place the image rotated by 30° about (25, 25).
        let angle = Double.pi / 6
        let forward = CGAffineTransform(
            a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
        let quad = [
            CGPoint(x: -10, y: -10), CGPoint(x: 10, y: -10), CGPoint(x: 10, y: 10),
            CGPoint(x: -10, y: 10),
        ].map {
            CGPoint(
                x: forward.a * $0.x + forward.c * $0.y + 25,
                y: forward.b * $0.x + forward.d * $0.y + 25)
        }
        // Inverse: device → image pixels.
        let inverse = ProjectiveTransform(
            a: cos(angle), b: sin(angle), c: 0, d: -sin(angle), e: cos(angle), f: 0
        )
        .concatenating(after: ProjectiveTransform(a: 1, b: 0, c: -25, d: 0, e: 1, f: -25))
        let mapping = ProjectiveTransform(a: 1, b: 0, c: 10, d: 0, e: 1, f: 10).concatenating(
            after: inverse)
        var target = Bitmap(width: 50, height: 50)
        target.draw(white, mapping: mapping, in: [quad])
        #expect(target[25, 25] == RGBA8(r: 255, g: 255, b: 255, a: 255))
        let partial = (0..<50 * 50).filter {
            let a = target.pixels[$0 * 4 + 3]
            return a > 0 && a < 255
        }.count
        #expect(partial > 40)
        // Total alpha is the quad's area, 400 px.
        let mass = (0..<50 * 50).reduce(0.0) { $0 + Double(target.pixels[$1 * 4 + 3]) } / 255
        #expect(abs(mass - 400) < 1)
        dumpPNG(target, "rotated-image")
    }

    @Test func perspectiveImageMapsTheCornersOfTheQuad() {
        // A 2×2 image with four distinct opaque colours onto a trapezoid.
        var source = Bitmap(width: 2, height: 2)
        source[0, 0] = RGBA8(r: 255, g: 0, b: 0, a: 255)
        source[1, 0] = RGBA8(r: 0, g: 255, b: 0, a: 255)
        source[0, 1] = RGBA8(r: 0, g: 0, b: 255, a: 255)
        source[1, 1] = RGBA8(r: 255, g: 255, b: 0, a: 255)
        let quad = [
            CGPoint(x: 20, y: 4), CGPoint(x: 44, y: 4), CGPoint(x: 60, y: 60), CGPoint(x: 4, y: 60),
        ]
        let toQuad = ProjectiveTransform.unitSquare(to: quad)!
        let mapping = ProjectiveTransform.scale(2, 2).concatenating(after: toQuad.inverted!)
        // The unit square's corners land on the quad's corners.
        let p = toQuad.apply(1, 1)!
        #expect(abs(p.x - 60) < 1e-9 && abs(p.y - 60) < 1e-9)
        var target = Bitmap(width: 64, height: 64)
        target.draw(source, mapping: mapping, in: [quad])
        #expect(target[22, 6] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(target[41, 6] == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(target[57, 58] == RGBA8(r: 255, g: 255, b: 0, a: 255))
        #expect(target[6, 58] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        dumpPNG(target, "perspective-image")
    }

    @Test func axialGradientHitsItsEndpointAndMidpointColours() {
        var b = Bitmap(width: 256, height: 4)
        let g = RasterGradient(
            colors: [CGColor.black, CGColor.white], locations: nil,
            shape: .axial(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 256, y: 0)),
            mapping: .identity)
        b.fill([rect(0, 0, 256, 4)], paint: .gradient(g))
        for x in [0, 64, 127, 128, 200, 255] {
            // Pixel centre x + 0.5 along 256 px: grey = 255 · (x + 0.5) / 256.
            let expected = 255 * (Double(x) + 0.5) / 256
            #expect(abs(Double(b[x, 2].r) - expected) <= 1, "x \(x): \(b[x, 2].r) vs \(expected)")
            #expect(b[x, 2].a == 255)
        }
    }

    @Test func gradientLocationsAndClearEndsFollowCoreGraphics() {
        // Red held to 0.5, then to clear (transparent black) at 1: straight interpolation,
        // so at 0.75 the colour is (0.5, 0, 0, 0.5) → premultiplied (64, 0, 0, 128).
        let g = RasterGradient(
            colors: [
                CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor.clear,
            ],
            locations: [0, 0.5, 1], shape: .axial(start: .zero, end: CGPoint(x: 1, y: 0)),
            mapping: .identity)
        #expect(g.color(at: 0.25) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255).packed)
        let mid = g.color(at: 0.75)
        #expect(abs(Int(mid & 255) - 64) <= 1 && abs(Int(mid >> 24) - 128) <= 1)
        #expect(g.color(at: -3) == g.color(at: 0) && g.color(at: 7) == 0)
    }

    @Test func radialGradientFollowsTheCAGradientLayerEllipse() {
        // Layer 100 × 50, start (0.5, 0.5), end (1, 1): ellipse radii 50 × 25 centred in the layer.
        let g = RasterGradient.caGradientLayer(
            colors: [CGColor.white, CGColor.black], locations: nil,
            startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 1, y: 1),
            radial: true, boundsSize: CGSize(width: 100, height: 50), deviceToLayer: .identity)
        #expect(g.parameter(50, 25) == 0)
        #expect(abs(g.parameter(100, 25) - 1) < 1e-12 && abs(g.parameter(50, 50) - 1) < 1e-12)
        #expect(abs(g.parameter(75, 25) - 0.5) < 1e-12)
        var b = Bitmap(width: 100, height: 50)
        b.fill([rect(0, 0, 100, 50)], paint: .gradient(g))
        // Pixel (49, 24) is centred at (49.5, 24.5): t = √(0.01² + 0.02²) ≈ 0.0224 → 249.3.
        let nearCentre: Double = 255 * (1 - (0.0001 + 0.0004).squareRoot())
        #expect(abs(Double(b[49, 24].r) - nearCentre) <= 1)
        #expect(b[0, 0].r == 0)
        // The pixel centred at x = 75.5 on the middle row: t ≈ 0.51.
        #expect(abs(Double(b[75, 24].r) - 255 * (1 - g.parameter(75.5, 24.5))) <= 1)
    }

    @Test func renderingIsDeterministic() {
        func render() -> [UInt8] {
            var b = Bitmap(width: 64, height: 64)
            let star = regularPolygon(
                center: CGPoint(x: 32, y: 32), radius: 29.3, sides: 7, phase: 0.1)
            b.fill(
                [star, regularPolygon(center: CGPoint(x: 30, y: 33), radius: 11.1, sides: 40)],
                fillRule: .evenOdd,
                paint: .solid(PremultipliedColor(red: 0.3, green: 0.5, blue: 0.7, alpha: 0.9)),
                opacity: 0.77)
            return b.pixels
        }
        #expect(render() == render())
    }
}
