import Foundation
import OpenUIKit
import Testing

@testable import SegueRender

@Suite struct RasterTextTests {
    @Test func renderedGlyphHasInkInsideItsBoundingBoxAndNoneOutside() {
        // "g" in DejaVu Sans: glyf bounding box x 113…1114, y −426…1147 (fontTools), 2048 units/em.
        let font = UIFont.systemFont(ofSize: 17)
        let layout = TextLayout("g", font: font)
        let scale = 3.0
        let s = 17.0 / 2048 * scale
        var b = Bitmap(width: 60, height: 80)
        let origin = CGPoint(x: 4, y: 2)
        b.draw(
            layout, at: origin, color: PremultipliedColor(r: 0, g: 0, b: 0, a: 255),
            transform: CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0))
        let baseline = (Double(origin.y) + Double(font.ascender)) * scale
        let x0 = Double(origin.x) * scale + 113 * s
        let x1 = Double(origin.x) * scale + 1114 * s
        let y0 = baseline - 1147 * s
        let y1 = baseline + 426 * s
        var inkInside = 0.0
        var solid = 0
        for y in 0..<80 {
            for x in 0..<60 {
                let a = b[x, y].a
                let outside =
                    Double(x + 1) <= x0 || Double(x) >= x1 || Double(y + 1) <= y0 || Double(y) >= y1
                if outside {
                    #expect(a == 0, "ink at \(x),\(y) outside the glyph box")
                } else {
                    inkInside += Double(a) / 255
                }
                if a == 255 { solid += 1 }
            }
        }
        #expect(inkInside > 60)
        #expect(solid > 20)
        dumpPNG(b, "glyph-g")
    }

    @Test func textDrawsWhereTheLayoutPutsIt() {
        let font = UIFont.systemFont(ofSize: 17)
        let layout = TextLayout("Hello, world", font: font, width: 80)
        #expect(layout.lines.count == 2)
        var b = Bitmap(width: 200, height: 120)
        b.fill(
            [rect(0, 0, 200, 120)],
            paint: .solid(PremultipliedColor(r: 255, g: 255, b: 255, a: 255)))
        b.draw(
            layout, at: CGPoint(x: 5, y: 5),
            color: PremultipliedColor(red: 0.1, green: 0.1, blue: 0.4, alpha: 1),
            transform: CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0))
        // Ink on both lines' rows, none below the second line's descent.
        func rowInk(_ y: Int) -> Int { (0..<200).filter { b[$0, y].r < 200 }.count }
        let line1 = Int((5 + font.ascender - 6) * 2)
        let line2 = Int((5 + font.lineHeight + font.ascender - 6) * 2)
        #expect(rowInk(line1) > 5 && rowInk(line2) > 5)
        #expect(rowInk(Int((5 + 2 * font.lineHeight) * 2) + 2) == 0)
        dumpPNG(b, "hello-world")
    }
}
