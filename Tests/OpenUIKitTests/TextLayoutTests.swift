import Foundation
import Testing

@testable import OpenUIKit

// Widths in DejaVu Sans font units (fontTools, kerning included): "The quick" 9939,
// "The quick brown" 16913, "Hello…" 7239; DejaVu Sans Mono: 1233 per character.

@Suite struct TextLayoutTests {
    let font = UIFont.systemFont(ofSize: 17)
    func points(_ units: CGFloat, size: CGFloat = 17) -> CGFloat { units * size / 2048 }
    func texts(_ layout: TextLayout) -> [String] {
        layout.lines.map { $0.text.trimmingCharacters(in: .whitespaces) }
    }

    @Test func wordWrapBreaksAfterTheLastWordThatFits() {
        // Room for "The quick" but not "The quick brown".
        let layout = TextLayout("The quick brown fox", font: font, width: points(16000))
        #expect(texts(layout) == ["The quick", "brown fox"])
        #expect(abs(layout.lines[0].width - points(9939)) < 1e-9)
        #expect(abs(layout.size.height - 2 * font.lineHeight) < 1e-9)
        // Exactly the width of "The quick brown": it fits.
        #expect(
            texts(TextLayout("The quick brown fox", font: font, width: points(16913))) == [
                "The quick brown", "fox",
            ])
    }

    @Test func charWrapBreaksBetweenAnyCharacters() {
        let mono = UIFont.monospacedSystemFont(ofSize: 17, weight: .regular)
        let layout = TextLayout(
            "abcdefgh", font: mono, width: points(3 * 1233), lineBreakMode: .byCharWrapping)
        #expect(texts(layout) == ["abc", "def", "gh"])
    }

    @Test func aWordWiderThanTheLineIsSplitBetweenCharacters() {
        let mono = UIFont.monospacedSystemFont(ofSize: 17, weight: .regular)
        let layout = TextLayout("ab cdefgh", font: mono, width: points(4 * 1233))
        #expect(texts(layout) == ["ab", "cdef", "gh"])
    }

    @Test func numberOfLinesZeroIsUnlimitedAndOtherwiseTruncatesTheTail() {
        let text = "Hello Hello Hello"
        let width = points(7239)  // exactly "Hello…"
        #expect(TextLayout(text, font: font, width: width, numberOfLines: 0).lines.count == 3)
        let one = TextLayout(
            text, font: font, width: width, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(one.lines.map(\.text) == ["Hello\u{2026}"])
        #expect(one.isTruncated)
        #expect(abs(one.size.width - width) < 1e-9)
        let two = TextLayout(
            text, font: font, width: width, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(two.lines.map(\.text) == ["Hello ", "Hello\u{2026}"])
        // Word wrapping with a line limit cuts without an ellipsis.
        let cut = TextLayout(
            text, font: font, width: width, numberOfLines: 2, lineBreakMode: .byWordWrapping)
        #expect(texts(cut) == ["Hello", "Hello"])
    }

    @Test func singleLineTailTruncationDropsWholeCharacters() {
        let layout = TextLayout(
            "Hello world", font: font, width: points(5000), numberOfLines: 1,
            lineBreakMode: .byTruncatingTail)
        // "Hel" 1540+1260+569 = 3369, + "…" 2048 = 5417 > 5000; "He…" = 4848 fits.
        #expect(layout.lines.map(\.text) == ["He\u{2026}"])
        #expect(abs(layout.size.width - points(4848)) < 1e-9)
    }

    @Test func alignmentPlacesLinesInTheWidth() {
        let w: CGFloat = 200
        let hello = points(5191)
        #expect(TextLayout("Hello", font: font, width: w, alignment: .left).lines[0].origin.x == 0)
        #expect(
            TextLayout("Hello", font: font, width: w, alignment: .natural).lines[0].origin.x == 0)
        #expect(
            abs(
                TextLayout("Hello", font: font, width: w, alignment: .center).lines[0].origin.x
                    - (w - hello) / 2) < 1e-9)
        #expect(
            abs(
                TextLayout("Hello", font: font, width: w, alignment: .right).lines[0].origin.x
                    - (w - hello)) < 1e-9)
        #expect(abs(TextLayout("Hello", font: font).lines[0].origin.y - font.ascender) < 1e-9)
    }

    @Test func hardLineBreaksStartNewLinesAndEmptyLinesCount() {
        let layout = TextLayout("a\n\nb", font: font)
        #expect(layout.lines.map(\.text) == ["a", "", "b"])
        #expect(abs(layout.size.height - 3 * font.lineHeight) < 1e-9)
        #expect(abs(layout.lines[2].origin.y - (2 * font.lineHeight + font.ascender)) < 1e-9)
    }

    @Test func emptyTextHasZeroSize() {
        #expect(TextLayout("", font: font).size == .zero)
        #expect(TextLayout("", font: font).lines.isEmpty)
    }

    @Test func trailingSpacesDoNotCountInTheWidth() {
        #expect(
            TextLayout("Hello   ", font: font).size.width
                == TextLayout("Hello", font: font).size.width)
    }
}
