import Foundation
import OpenUIKit
import Testing

@testable import SegueRender

/// Fixtures, golden-image comparison and filmstrips for the transition effect tests.
///
/// The canvas is 160×220 px at scale 1 with the transitioning layer's bounds (120×180 pt) at
/// (20, 20), so 3-D effects that grow past the bounds stay visible. "Before" is solid red with a
/// white cross near the top-left (vertical stripe x 20…40, horizontal y 30…45, layer coordinates);
/// "after" is solid blue with a yellow cross near the bottom-right (x 80…100, y 135…150).
/// Goldens live in `__Snapshots__/Effects/`; set `SEGUE_RECORD_GOLDENS=1` to re-record them (the
/// recording run fails, as snapshot tests do), `SEGUE_EFFECT_FILMSTRIPS=<dir>` to write 3×3
/// filmstrips of every effect there.
enum EffectFixture {
    static let canvasWidth = 160, canvasHeight = 220
    static let origin = CGPoint(x: 20, y: 20)
    static let layerBounds = CGRect(x: 0, y: 0, width: 120, height: 180)

    static let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
    static let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
    static let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
    static let yellow = PremultipliedColor(r: 255, g: 255, b: 0, a: 255)

    /// A layer-sized image: `base` with a cross of `stripe` at layer x `vx…vx+20`, y `hy…hy+15`.
    static func image(
        base: PremultipliedColor, stripe: PremultipliedColor, vx: CGFloat, hy: CGFloat
    ) -> Bitmap {
        var b = Bitmap(width: canvasWidth, height: canvasHeight)
        let o = origin
        b.fillRect(
            CGRect(x: o.x, y: o.y, width: layerBounds.width, height: layerBounds.height),
            paint: .solid(base))
        b.fillRect(
            CGRect(x: o.x + vx, y: o.y, width: 20, height: layerBounds.height),
            paint: .solid(stripe))
        b.fillRect(
            CGRect(x: o.x, y: o.y + hy, width: layerBounds.width, height: 15), paint: .solid(stripe)
        )
        return b
    }

    static let before = image(base: red, stripe: white, vx: 20, hy: 30)
    static let after = image(base: blue, stripe: yellow, vx: 80, hy: 135)

    /// Layer → device: a translation to the layer's place on the canvas.
    static let matrix = CATransform3DMakeTranslation(origin.x, origin.y, 0)

    /// One frame of `type`/`subtype` at `progress` over a transparent canvas.
    @MainActor
    static func frame(
        _ type: CATransitionType, _ subtype: CATransitionSubtype? = nil, progress: Double,
        before: Bitmap = before, after: Bitmap = after,
        bounds: CGRect = layerBounds, matrix: CATransform3D = matrix
    ) -> Bitmap {
        var out = Bitmap(width: before.width, height: before.height)
        let effect = TransitionEffect(
            type: type, subtype: subtype, progress: progress, bounds: bounds,
            matrix: matrix, scale: 1)
        effect.composite(
            before: before, after: after, into: &out, compositor: LayerCompositor(scale: 1))
        return out
    }

    /// The canvas pixel at layer point `(x, y)` (untransformed layer, pixel containing the point).
    static func at(_ b: Bitmap, _ x: Int, _ y: Int) -> RGBA8 {
        b[x + Int(origin.x), y + Int(origin.y)]
    }
}

/// Filmstrips of the effects.
enum EffectFilmstrip {
    /// A 3×3 grid of frames at progress 0, 0.125, …, 1 on a grey background.
    @MainActor
    static func filmstrip(_ type: CATransitionType, _ subtype: CATransitionSubtype?) -> Bitmap {
        let w = EffectFixture.canvasWidth
        let h = EffectFixture.canvasHeight
        let gap = 4
        var sheet = Bitmap(width: 3 * w + 4 * gap, height: 3 * h + 4 * gap)
        sheet.fillRect(
            CGRect(x: 0, y: 0, width: sheet.width, height: sheet.height),
            paint: .solid(PremultipliedColor(r: 128, g: 128, b: 128, a: 255)))
        for i in 0..<9 {
            let f = EffectFixture.frame(type, subtype, progress: Double(i) / 8)
            let ox = gap + (i % 3) * (w + gap)
            let oy = gap + (i / 3) * (h + gap)
            sheet.draw(
                f, mapping: .scale(1, 1, translatedBy: -Double(ox), -Double(oy)),
                in: [TransitionEffect.corners(of: CGRect(x: ox, y: oy, width: w, height: h))])
        }
        return sheet
    }
}

@MainActor
@Suite struct EffectSupportTests {
    @Test func fixturesHaveTheirColoursWhereDescribed() {
        #expect(EffectFixture.at(EffectFixture.before, 5, 5) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(
            EffectFixture.at(EffectFixture.before, 25, 100) == RGBA8(r: 255, g: 255, b: 255, a: 255)
        )
        #expect(
            EffectFixture.at(EffectFixture.after, 85, 10) == RGBA8(r: 255, g: 255, b: 0, a: 255))
        #expect(EffectFixture.at(EffectFixture.after, 5, 5) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(EffectFixture.before[5, 5].a == 0, "outside the layer the canvas is transparent")
    }

    /// Writes filmstrips for looking at, when SEGUE_EFFECT_FILMSTRIPS names a directory.
    @Test func writesFilmstripsWhenAsked() throws {
        guard let dir = ProcessInfo.processInfo.environment["SEGUE_EFFECT_FILMSTRIPS"] else {
            return
        }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let cases: [(CATransitionType, CATransitionSubtype?)] = [
            (.fade, nil), (.push, .fromRight), (.push, .fromTop), (.moveIn, .fromLeft),
            (.reveal, .fromBottom),
            (.oglFlip, .fromLeft), (.oglFlip, .fromRight), (.oglFlip, .fromTop),
            (.cube, .fromRight), (.cube, .fromBottom),
            (.pageCurl, nil), (.pageUnCurl, nil), (.pageCurl, .fromRight),
        ]
        for (type, subtype) in cases {
            let name = "\(type.rawValue)-\(subtype?.rawValue ?? "default")"
            try EffectFilmstrip.filmstrip(type, subtype).pngData().write(
                to: URL(fileURLWithPath: dir).appendingPathComponent("\(name).png"))
        }
    }
}
