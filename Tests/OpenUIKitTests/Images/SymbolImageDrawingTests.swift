import Foundation
import OpenUIKit
import Testing

/// A system symbol drawn with `draw(in:)` / `draw(at:)` draws its outline scaled to the
/// rectangle: in black, or in the colour `withTintColor(_:)` gave it, whatever its rendering mode.
@MainActor
@Suite struct SymbolImageDrawingTests {
    func draw(_ image: UIImage, side: CGFloat, _ body: ((UIImage) -> Void)? = nil) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format)
            .image { _ in
                if let body {
                    body(image)
                } else {
                    image.draw(in: CGRect(x: 0, y: 0, width: side, height: side))
                }
            }
    }

    @Test func aFilledSymbolDrawsInBlackInItsBox() throws {
        // The star's centre is at (12, 12.8) of its 24-point box; its corners are empty.
        let star = try #require(UIImage(systemName: "star.fill"))
        let drawn = draw(star, side: 24)
        #expect(drawn.rgba(12, 12) == [0, 0, 0, 255])
        #expect(drawn.rgba(1, 1) == [0, 0, 0, 0])
        #expect(drawn.rgba(22, 22) == [0, 0, 0, 0])
    }

    @Test func aSymbolWithATintColourDrawsInIt() throws {
        let star = try #require(UIImage(systemName: "star.fill")).withTintColor(.red)
        #expect(draw(star, side: 24).rgba(12, 12) == [255, 0, 0, 255])
        let template = try #require(UIImage(systemName: "star.fill"))
            .withRenderingMode(.alwaysTemplate)
        #expect(draw(template, side: 24).rgba(12, 12) == [0, 0, 0, 255], "no view, no tint")
    }

    @Test func aSymbolScalesToTheRectangleAndDrawsAtAPointAtItsSize() throws {
        let dots = try #require(UIImage(systemName: "ellipsis"))
        // The three dots sit at x = 4.5, 12 and 19.5, y = 12 of the box: doubled at 48 points.
        let big = draw(dots, side: 48)
        #expect(big.rgba(9, 24) == [0, 0, 0, 255])
        #expect(big.rgba(39, 24) == [0, 0, 0, 255])
        #expect(big.rgba(16, 24) == [0, 0, 0, 0], "between two dots")
        let placed = draw(dots, side: 48) { $0.draw(at: CGPoint(x: 24, y: 24)) }
        #expect(placed.rgba(24 + 12, 24 + 12) == [0, 0, 0, 255])
        #expect(placed.rgba(9, 24) == [0, 0, 0, 0], "nothing outside its 24-point box")
    }

    @Test func anOutlinedSymbolIsStrokedNotFilled() throws {
        let clock = try #require(UIImage(systemName: "clock")).withTintColor(.blue)
        let drawn = draw(clock, side: 24)
        // The ring passes through (12, 2.5); the face inside it is empty.
        #expect(drawn.rgba(12, 2)[2] > 100)
        #expect(drawn.rgba(7, 15) == [0, 0, 0, 0])
    }
}
