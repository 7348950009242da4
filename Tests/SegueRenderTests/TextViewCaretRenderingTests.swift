import Foundation
import OpenUIKit
import Testing

@testable import SegueRender

/// A text view's caret drawn: a bar in the tint colour at the insertion point while editing.
@MainActor
@Suite struct TextViewCaretRenderingTests {
    @Test func theCaretIsABarInTheTintColourAfterTheText() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        window.backgroundColor = .white
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        textView.backgroundColor = .white
        textView.textColor = .black
        textView.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        textView.font = .systemFont(ofSize: 17)
        window.addSubview(textView)
        func blueColumns() throws -> [Int] {
            window.layoutIfNeeded()
            let bitmap = try Renderer(scale: 1).render(window)
            if let path = ProcessInfo.processInfo.environment["SEGUE_CARET_PNG"],
                textView.isFirstResponder
            {
                try bitmap.pngData().write(to: URL(fileURLWithPath: path))
            }
            return (0..<bitmap.width).filter { x in
                (0..<bitmap.height).contains { Int(bitmap[x, $0].b) - Int(bitmap[x, $0].r) > 80 }
            }
        }
        textView.text = "Hi"
        #expect(try blueColumns() == [], "no caret before editing")
        #expect(textView.becomeFirstResponder())
        let caret = textView.caretRect(for: textView.endOfDocument)
        let columns = try blueColumns()
        #expect(caret.minX > 5 + 10, "after two letters")
        // A 2 pt bar at the caret's x, its partly covered edge columns antialiased.
        let span = Int(caret.minX.rounded(.down))..<Int(caret.maxX.rounded(.up))
        #expect(columns.count >= 2 && columns.allSatisfy(span.contains), "\(columns) in \(span)")
        let first = try #require(columns.first)
        #expect(columns == Array(first..<first + columns.count), "one bar")
        #expect(textView.resignFirstResponder())
        #expect(try blueColumns() == [])
    }
}
