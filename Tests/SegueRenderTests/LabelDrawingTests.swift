import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueRender

/// A label draws the lines that fit its bounds, truncated with an ellipsis, and nothing outside
/// its bounds.
@MainActor
@Suite struct LabelDrawingTests {
    static let text =
        "The quick brown fox jumps over the lazy dog while the cat watches from the wall and the bird sings its last song"

    /// A white 240 × 160 view with a black label at `frame`, rendered at 2×.
    func render(_ configure: (UILabel) -> Void, frame: CGRect) throws -> Bitmap {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
        root.backgroundColor = .white
        let label = UILabel(frame: frame)
        label.textColor = .black
        label.text = Self.text
        configure(label)
        root.addSubview(label)
        return try Renderer(scale: 2).render(root)
    }

    /// The pixels that are not white outside `rect` (points, at 2×).
    func inkOutside(_ rect: CGRect, in bitmap: Bitmap) -> Int {
        var count = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = CGPoint(x: (CGFloat(x) + 0.5) / 2, y: (CGFloat(y) + 0.5) / 2)
                if rect.contains(p) { continue }
                let c = bitmap.image[x, y]
                if c.r < 250 || c.g < 250 || c.b < 250 { count += 1 }
            }
        }
        return count
    }

    @Test func aMultilineLabelDrawsNothingBelowItsBounds() throws {
        let frame = CGRect(x: 20, y: 20, width: 150, height: 50)
        let bitmap = try render({ $0.numberOfLines = 0 }, frame: frame)
        #expect(inkOutside(frame, in: bitmap) == 0)
        #expect(inkOutside(.zero, in: bitmap) > 500)
    }

    @Test func aClippingLabelDrawsNothingPastItsRightEdge() throws {
        let frame = CGRect(x: 20, y: 20, width: 90, height: 24)
        let bitmap = try render({ $0.lineBreakMode = .byClipping }, frame: frame)
        #expect(inkOutside(frame, in: bitmap) == 0)
    }

    @Test func theLastVisibleLineEndsWithTheEllipsisGlyph() throws {
        let frame = CGRect(x: 20, y: 20, width: 150, height: 50)
        var label: UILabel?
        let bitmap = try render(
            {
                $0.numberOfLines = 0
                label = $0
            }, frame: frame)
        let drawn = try #require(label?.textLayoutForDrawing)
        let last = try #require(drawn.layout.lines.last)
        #expect(last.text.hasSuffix("…"))
        // The band of the last line, in pixels, and the ellipsis' advance at its end.
        let font = drawn.layout.font
        let top = Int(((frame.minY + drawn.origin.y + last.origin.y - font.ascender) * 2).rounded())
        let baseline = Int(((frame.minY + drawn.origin.y + last.origin.y) * 2).rounded())
        let right = Int(((frame.minX + drawn.origin.x + last.origin.x + last.width) * 2).rounded())
        let ellipsisWidth = Int((TextLayout("…", font: font).size.width * 2).rounded(.down))
        func inked(_ x: Int, _ y: Int) -> Bool { bitmap.image[x, y].r < 128 }
        // Three dots: three runs of inked columns, ink only in the lower third above the baseline.
        var runs = 0
        var inRun = false
        for x in (right - ellipsisWidth)...(right + 1) {
            let column = (top..<(baseline + 2)).contains { inked(x, $0) }
            if column && !inRun { runs += 1 }
            inRun = column
            let high = (top..<(baseline - (baseline - top) / 3)).contains { inked(x, $0) }
            if x > right - ellipsisWidth / 2 { #expect(!high, "x \(x)") }
        }
        #expect(runs >= 3)
    }
}
