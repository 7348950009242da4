import Foundation
@_spi(Testing) import OpenQuartzCore
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A label draws the lines that fit its bounds and `numberOfLines`, the last one cut per
/// `lineBreakMode`, as UIKit's.
@MainActor
@Suite struct LabelTruncationTests {
    static let text =
        "The quick brown fox jumps over the lazy dog while the cat watches from the wall and the bird sings its last song"

    /// The lines drawn by a label of `width` × `lines` lines' height showing `text`.
    func drawnLines(
        _ mode: NSLineBreakMode, lines: Int = 3, numberOfLines: Int = 0, width: CGFloat = 150,
        text: String = text
    ) -> [String] {
        let label = UILabel()
        label.text = text
        label.numberOfLines = numberOfLines
        label.lineBreakMode = mode
        label.frame = CGRect(
            x: 0, y: 0, width: width, height: CGFloat(lines) * label.font.lineHeight + 2)
        guard let drawn = label.textLayoutForDrawing else { return [] }
        for line in drawn.layout.lines { #expect(line.width <= width) }
        return drawn.layout.lines.map(\.text)
    }

    @Test func theLastLineThatFitsTheBoundsEndsWithAnEllipsis() {
        let lines = drawnLines(.byTruncatingTail)
        #expect(lines.count == 3)
        #expect(lines[2].hasSuffix("…"))
        #expect(!lines[1].contains("…"))
    }

    @Test func numberOfLinesLimitsBeforeTheBoundsDo() {
        let lines = drawnLines(.byTruncatingTail, lines: 5, numberOfLines: 2)
        #expect(lines.count == 2)
        #expect(lines[1].hasSuffix("…"))
    }

    @Test func headTruncationKeepsTheEnd() {
        let lines = drawnLines(.byTruncatingHead, lines: 1, numberOfLines: 1, width: 200)
        #expect(lines.count == 1)
        #expect(lines[0].hasPrefix("…"))
        #expect(lines[0].hasSuffix("its last song"))
    }

    @Test func middleTruncationKeepsBothEnds() {
        let lines = drawnLines(.byTruncatingMiddle, lines: 1, numberOfLines: 1, width: 200)
        #expect(lines.count == 1)
        let parts = lines[0].split(separator: "…", omittingEmptySubsequences: false)
        #expect(parts.count == 2)
        #expect(Self.text.hasPrefix(parts[0]) && parts[0].count > 5)
        #expect(Self.text.hasSuffix(parts[1]) && parts[1].count > 5)
    }

    @Test func wrappingAndClippingModesCutTheLastLineWithoutAnEllipsis() {
        for mode in [NSLineBreakMode.byWordWrapping, .byClipping] {
            let lines = drawnLines(mode)
            #expect(lines.count == 3)
            #expect(!lines.joined().contains("…"))
            #expect(lines.last?.last == " " || lines.last?.last?.isLetter == true)
        }
        let byCharacter = drawnLines(.byCharWrapping)
        #expect(byCharacter.count == 3)
        #expect(!byCharacter.joined().contains("…"))
        // Breaking between characters fills each line further than breaking between words.
        #expect(byCharacter.joined().count >= drawnLines(.byWordWrapping).joined().count)
    }

    @Test func textThatFitsIsNotTruncated() {
        let lines = drawnLines(.byTruncatingTail, lines: 3, text: "Short")
        #expect(lines == ["Short"])
    }

    @Test func aOneLineClippingLabelIsClippedToItsBounds() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        label.text = Self.text
        label.lineBreakMode = .byClipping
        let drawn = try #require(label.textLayoutForDrawing)
        #expect(drawn.layout.lines.count == 1)
        #expect(drawn.layout.lines[0].width > 80)
        #expect(drawn.clip == label.bounds)
    }
}
