import Foundation
import OpenUIKit
import Testing

@testable import SegueRender

/// Edges of the covered run on canvas row `y`: the left edge is the first touched pixel plus its
/// uncovered part, the right edge the last touched pixel's covered part (alpha is coverage here).
func coveredSpan(_ b: Bitmap, row y: Int) -> (left: Double, right: Double)? {
    let xs = (0..<b.width).filter { b[$0, y].a > 0 }
    guard let first = xs.first, let last = xs.last else { return nil }
    return (
        Double(first) + 1 - Double(b[first, y].a) / 255, Double(last) + Double(b[last, y].a) / 255
    )
}

@MainActor
@Suite struct EffectFlipTests {
    typealias F = EffectFixture

    // Hand derivation for the 120×180 layer at canvas (20, 20), centre x 80, row y 110 (the axis
    // height, where projection leaves y alone). Perspective m34 = −1/300 (2.5 × width), recession
    // z₀ = −0.15 · 120 · sin(π p). fromLeft at p = 0.25 turns by −45°: a point x from the centre goes
    // to x' = x cos 45°, z = −x sin 45° + z₀ = −0.7071 x − 12.728, and lands at 80 + x' / (1 − z/300):
    //   x = −60: z = 29.698, w = 0.90101, x' = −42.426 → 32.912
    //   x = +60: z = −55.154, w = 1.18385, x' = 42.426 → 115.838
    //   x = −30 (the white stripe's middle): z = 8.485, w = 0.97172 → 58.169
    @Test func flipFromLeftAtAQuarterShowsTheOldContentForeshortenedToTheAnalyticWidth() throws {
        let f = F.frame(.oglFlip, .fromLeft, progress: 0.25)
        let span = try #require(coveredSpan(f, row: 110))
        #expect(abs(span.left - 32.912) < 0.5, "left edge \(span.left)")
        #expect(abs(span.right - 115.838) < 0.5, "right edge \(span.right)")
        #expect(
            f[58, 110] == RGBA8(r: 255, g: 255, b: 255, a: 255), "white stripe of the old content")
        #expect(f[100, 110] == RGBA8(r: 255, g: 0, b: 0, a: 255), "red of the old content")
        // The near (left) edge is taller than the layer: half-height 90 / 0.90101 = 99.89 → rows 10.1…209.9.
        #expect(f[34, 12].a == 255 && f[34, 208].a == 255)
        #expect(f[114, 12].a == 0, "the far edge is shorter: 90 / 1.18385 = 76.0 → rows 34…186")
    }

    // p = 0.75: the new content faces the viewer turned by +45° (right edge forward), recession
    // the same as at 0.25. x = −60 → 44.162, x = +60 → 127.088; the new content's yellow stripe
    // (layer x 80…100, centre x = +30) is at 101.831, its blue at x = −30 → 60.943.
    @Test func flipFromLeftAtThreeQuartersShowsTheNewContentReadingTheRightWayRound() throws {
        let f = F.frame(.oglFlip, .fromLeft, progress: 0.75)
        let span = try #require(coveredSpan(f, row: 110))
        #expect(abs(span.left - 44.162) < 0.5, "left edge \(span.left)")
        #expect(abs(span.right - 127.088) < 0.5, "right edge \(span.right)")
        #expect(
            f[101, 110] == RGBA8(r: 255, g: 255, b: 0, a: 255),
            "yellow stripe on the right, not mirrored")
        #expect(f[61, 110] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func flipIsEdgeOnAtHalfwayAndExactAtTheEnds() {
        let mid = F.frame(.oglFlip, .fromLeft, progress: 0.5)
        #expect(mid.pixels.allSatisfy { $0 == 0 }, "edge-on: nothing to see")
        #expect(F.frame(.oglFlip, .fromRight, progress: 0) == F.before)
        #expect(F.frame(.oglFlip, .fromRight, progress: 1) == F.after)
    }

    @Test func flipFromRightMirrorsFlipFromLeft() throws {
        let f = F.frame(.oglFlip, .fromRight, progress: 0.25)
        let span = try #require(coveredSpan(f, row: 110))
        // The mirror image of fromLeft about x = 80: 160 − 115.838 and 160 − 32.912.
        #expect(abs(span.left - 44.162) < 0.5 && abs(span.right - 127.088) < 0.5, "\(span)")
        #expect(
            F.frame(.oglFlip, nil, progress: 0.25) == F.frame(.oglFlip, .fromLeft, progress: 0.25),
            "nil is fromLeft")
    }

    // fromTop at 0.25 turns about the horizontal axis, top edge forward, with the height (180) as
    // extent: m34 = −1/450, z₀ = −27 · sin 45° = −19.092. Top edge y = −90: y' = −63.640,
    // z = 63.640 − 19.092 = 44.548, w = 0.90100 → row 110 − 70.633 = 39.367. Bottom y = +90:
    // z = −82.731, w = 1.18385 → 110 + 53.757 = 163.757.
    @Test func flipFromTopTurnsAboutTheHorizontalAxisTopEdgeForward() {
        let f = F.frame(.oglFlip, .fromTop, progress: 0.25)
        let column = (0..<f.height).filter { f[80, $0].a > 0 }
        let top = Double(column.first ?? 0) + 1 - Double(f[80, column.first ?? 0].a) / 255
        let bottom = Double(column.last ?? 0) + Double(f[80, column.last ?? 0].a) / 255
        #expect(abs(top - 39.367) < 0.5, "top \(top)")
        #expect(abs(bottom - 163.757) < 0.5, "bottom \(bottom)")
        #expect(
            f[16, 41].a > 0,
            "the near top edge is wider than the layer: 60 / 0.901 = 66.6 → x 13.4…146.6")
    }
}
