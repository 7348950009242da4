import Foundation
@_spi(Testing) import OpenQuartzCore
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A multi-line label sizes to its wrapped text under Auto Layout, as UIKit's second layout pass
/// gives it: measured at the width the engine gives it, or at `preferredMaxLayoutWidth`.
@MainActor
@Suite struct LabelMultilineLayoutTests {
    static let text =
        String(
            repeating: "A presented screen explains itself in a long paragraph of text. ", count: 5)
        + "It ends on a ninth line."

    /// A 390 × 844 root with a multi-line label pinned leading, trailing (16 pt) and top (100 pt).
    func pinnedLabel(lines: Int = 0) -> (UIView, UILabel) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let label = UILabel()
        label.numberOfLines = lines
        label.text = Self.text
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        return (root, label)
    }

    @Test func aMultilineLabelPinnedAtItsSidesTakesItsWrappedHeight() {
        let (root, label) = pinnedLabel()
        root.layoutIfNeeded()
        let wrapped = label.sizeThatFits(CGSize(width: 358, height: 0))
        // Nine lines of the 17 pt font (its line height is 19.78 pt): 179 pt, not one line.
        #expect(wrapped.height == (9 * label.font.lineHeight).rounded(.up))
        #expect(wrapped.height == 179)
        #expect(label.frame == CGRect(x: 16, y: 100, width: 358, height: 179))
        #expect(label.intrinsicContentSize.height == 179)
    }

    @Test func theRunLoopLaysItOutTheSameInAWindow() {
        let (root, label) = pinnedLabel()
        let window = UIWindow(frame: root.frame)
        window.addSubview(root)
        testWindows.append(window)
        MainRunLoop.shared.advance(by: 1.0 / 60)
        #expect(label.frame == CGRect(x: 16, y: 100, width: 358, height: 179))
        // New text reflows at the same width.
        label.text = "Two words"
        MainRunLoop.shared.advance(by: 1.0 / 60)
        #expect(label.frame.height == label.font.lineHeight.rounded(.up))
        #expect(label.frame.width == 358)
    }

    @Test func aLimitedNumberOfLinesCapsTheHeight() {
        let (root, label) = pinnedLabel(lines: 3)
        root.layoutIfNeeded()
        #expect(label.frame.height == (3 * label.font.lineHeight).rounded(.up))
    }

    @Test func aOneLineLabelKeepsItsOneLineHeight() {
        let (root, label) = pinnedLabel(lines: 1)
        root.layoutIfNeeded()
        #expect(label.frame.height == label.font.lineHeight.rounded(.up))
        #expect(label.frame.width == 358)
    }

    @Test func preferredMaxLayoutWidthWrapsTheIntrinsicSize() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = Self.text
        #expect(label.intrinsicContentSize.height == label.font.lineHeight.rounded(.up))
        label.preferredMaxLayoutWidth = 200
        let wrapped = label.sizeThatFits(CGSize(width: 200, height: 0))
        #expect(label.intrinsicContentSize == wrapped)
        #expect(wrapped.width <= 200 && wrapped.height > 10 * label.font.lineHeight)
    }

    @Test func textRectHoldsTheLinesThatFitTheBoundsAndTheLimit() {
        let label = UILabel()
        label.text = Self.text
        let line = label.font.lineHeight
        let bounds = CGRect(x: 5, y: 7, width: 358, height: 3 * line + 4)
        let three = label.textRect(forBounds: bounds, limitedToNumberOfLines: 0)
        #expect(three.origin == CGPoint(x: 5, y: 7))
        #expect(three.height == 3 * line)
        #expect(three.width <= 358 && three.width > 300)
        #expect(label.textRect(forBounds: bounds, limitedToNumberOfLines: 2).height == 2 * line)
        // Shorter than a line: the first line still.
        let short = CGRect(x: 0, y: 0, width: 358, height: 4)
        #expect(label.textRect(forBounds: short, limitedToNumberOfLines: 0).height == line)
    }

    /// A label drawing its text inset by 10 pt, the way apps pad labels.
    final class PaddedLabel: UILabel {
        override func drawText(in rect: CGRect) {
            super.drawText(in: rect.insetBy(dx: 10, dy: 10))
        }
    }

    @Test func drawTextInRectPlacesTheTextAnOverrideGivesIt() throws {
        let label = PaddedLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.text = "Padded"
        let drawn = try #require(label.textLayoutForDrawing)
        #expect(drawn.origin.x == 10)
        #expect(drawn.origin.y == 10 + (40 - label.font.lineHeight) / 2)
        #expect(drawn.clip == label.bounds)
    }
}
