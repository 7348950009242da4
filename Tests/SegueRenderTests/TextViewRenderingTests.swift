import Foundation
import OpenUIKit
import Testing

@testable import SegueRender

/// A text view drawn: its text inside the container inset, moved by the content offset, and
/// clipped to the view's bounds.
@MainActor
@Suite struct TextViewRenderingTests {
    /// The rows (window points, scale 1) holding dark ink.
    func inkRows(_ window: UIWindow) throws -> [Int] {
        let bitmap = try Renderer(scale: 1).render(window)
        return (0..<bitmap.height).filter { y in
            (0..<bitmap.width).contains { bitmap[$0, y].r < 100 }
        }
    }

    @Test func theTextMovesWithTheOffsetAndIsClippedToTheView() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .white
        let textView = UITextView(frame: CGRect(x: 0, y: 20, width: 200, height: 40))
        textView.backgroundColor = .white
        textView.textColor = .black
        textView.font = .systemFont(ofSize: 17)
        textView.text = "Hello"
        window.addSubview(textView)
        window.layoutIfNeeded()
        let rows = try inkRows(window)
        let top = try #require(rows.first)
        // The line box starts at 20 + 8; the capital's top is a few points below it.
        #expect(top >= 29 && top <= 34, "first ink row \(top)")
        textView.contentOffset = CGPoint(x: 0, y: 4)
        #expect(try inkRows(window).first == top - 4)
        textView.contentOffset = CGPoint(x: 0, y: -25)
        let shifted = try inkRows(window)
        #expect(shifted.first == top + 25)
        #expect((shifted.last ?? 0) < 60, "nothing below the view's bottom edge")
    }
}
