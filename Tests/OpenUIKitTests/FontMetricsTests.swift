import Foundation
import Testing

@testable import OpenUIKit

// Reference numbers were read from the font files with fontTools (hmtx advances, kern pairs,
// hhea metrics, glyf bounding boxes), independently of FreeType:
// DejaVu Sans: unitsPerEm 2048, ascent 1901, descent −483, lineGap 0; "Hello" advances
// 1540 + 1260 + 569 + 569 + 1253 = 5191; "AV" = 1401 + 1401 − 131 (kern) = 2671; H top 1493, x top 1120.
// DejaVu Sans Bold: "Hello" 5914. DejaVu Sans Mono: every glyph 1233.

@Suite struct FontMetricsTests {
    let units: CGFloat = 2048

    @Test func helloInDejaVuSans17IsTheSumOfItsHmtxAdvances() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.fontName == "DejaVuSans")
        let size = TextLayout.size(of: "Hello", font: font)
        #expect(abs(size.width - 5191 * 17 / units) < 1e-9)
    }

    @Test func kerningComesFromTheKernTable() {
        let width = TextLayout.size(of: "AV", font: .systemFont(ofSize: 17)).width
        #expect(abs(width - 2671 * 17 / units) < 1e-9)
        let spaced = TextLayout.size(of: "A", font: .systemFont(ofSize: 17)).width * 2
        #expect(width < spaced)
    }

    @Test func verticalMetricsComeFromHhea() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(abs(font.ascender - 1901 * 17 / units) < 1e-9)
        #expect(abs(font.descender - -483 * 17 / units) < 1e-9)
        #expect(font.leading == 0)
        #expect(abs(font.lineHeight - 2384 * 17 / units) < 1e-9)
        #expect(abs(font.capHeight - 1493 * 17 / units) < 1e-9)
        #expect(abs(font.xHeight - 1120 * 17 / units) < 1e-9)
        #expect(font.pointSize == 17)
    }

    @Test func semiboldAndHeavierUseTheBoldFace() {
        #expect(UIFont.systemFont(ofSize: 12, weight: .medium).fontName == "DejaVuSans")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == "DejaVuSans-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .black).fontName == "DejaVuSans-Bold")
        let bold = UIFont.boldSystemFont(ofSize: 17)
        #expect(abs(TextLayout.size(of: "Hello", font: bold).width - 5914 * 17 / units) < 1e-9)
    }

    @Test func monospacedSystemFontHasEqualAdvances() {
        let mono = UIFont.monospacedSystemFont(ofSize: 10, weight: .regular)
        #expect(mono.fontName == "DejaVuSansMono")
        #expect(abs(TextLayout.size(of: "Hello", font: mono).width - 5 * 1233 * 10 / units) < 1e-9)
        #expect(
            TextLayout.size(of: "iiii", font: mono).width
                == TextLayout.size(of: "WWWW", font: mono).width)
    }

    @Test func weightRawValuesAreApples() {
        let expected: [(UIFont.Weight, CGFloat)] = [
            (.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0),
            (.medium, 0.23), (.semibold, 0.3), (.bold, 0.4), (.heavy, 0.56), (.black, 0.62),
        ]
        for (weight, raw) in expected { #expect(weight.rawValue == raw) }
        #expect(UIFont.Weight.medium < .semibold)
    }

    @Test func fontsAreValuesEqualByFaceAndSize() {
        #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.systemFont(ofSize: 18))
        #expect(UIFont.systemFont(ofSize: 17).withSize(18) == UIFont.systemFont(ofSize: 18))
        #expect(UIFont(name: "DejaVuSans-Bold", size: 10)?.fontName == "DejaVuSans-Bold")
        #expect(UIFont(name: "NoSuchFont", size: 10) == nil)
    }

    @Test func fontsCanBeUsedFromAnotherTask() async {
        let width = await Task.detached {
            TextLayout.size(of: "Hello", font: .systemFont(ofSize: 17)).width
        }.value
        #expect(abs(width - 5191 * 17 / units) < 1e-9)
    }
}
