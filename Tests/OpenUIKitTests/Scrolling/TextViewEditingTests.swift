import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// Typing into a `UITextView`: the delegate's calls and the notifications in UIKit's order, the
/// selection, the caret at the insertion point, and scrolling the caret into view.
@MainActor
@Suite(.serialized) struct TextViewEditingTests {
    final class Log: UITextViewDelegate {
        var lines: [String] = []
        var allowsChange = true
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
            lines.append("should begin")
            return true
        }
        func textViewDidBeginEditing(_ textView: UITextView) { lines.append("did begin") }
        func textView(
            _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
        ) -> Bool {
            lines.append("should change \(range.location),\(range.length) \"\(text)\"")
            return allowsChange
        }
        func textViewDidChangeSelection(_ textView: UITextView) {
            let range = textView.selectedRange
            lines.append("selection \(range.location),\(range.length)")
        }
        func textViewDidChange(_ textView: UITextView) { lines.append("did change") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
            lines.append("should end")
            return true
        }
        func textViewDidEndEditing(_ textView: UITextView) { lines.append("did end") }
    }

    @Test func typingCallsTheDelegateAndPostsInUIKitsOrder() {
        let log = Log()
        let center = NotificationCenter.default
        let token = center.addObserver(
            forName: UITextView.textDidChangeNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { log.lines.append("notification") } }
        defer { center.removeObserver(token) }
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.delegate = log
        #expect(textView.becomeFirstResponder())
        textView.insertText("Hi")
        textView.deleteBackward()
        log.allowsChange = false
        textView.insertText("!")
        #expect(textView.resignFirstResponder())
        #expect(textView.text == "H")
        #expect(
            log.lines == [
                "should begin", "did begin",
                "should change 0,0 \"Hi\"", "selection 2,0", "did change", "notification",
                "should change 1,1 \"\"", "selection 1,0", "did change", "notification",
                "should change 1,0 \"!\"",
                "should end", "did end",
            ])
    }

    @Test func typingReplacesTheSelectionAndMovesTheInsertionPointAfterIt() {
        let log = Log()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.text = "Hello world"
        #expect(textView.selectedRange == NSRange(location: 11, length: 0), "text set: at its end")
        textView.delegate = log
        textView.selectedRange = NSRange(location: 5, length: 0)
        textView.insertText(",")
        #expect(textView.text == "Hello, world")
        #expect(textView.selectedRange == NSRange(location: 6, length: 0))
        textView.selectedRange = NSRange(location: 0, length: 5)
        textView.insertText("Howdy")
        textView.selectedRange = NSRange(location: 7, length: 50)
        #expect(textView.selectedRange == NSRange(location: 7, length: 5), "clamped to the text")
        textView.deleteBackward()
        #expect(textView.text == "Howdy, ")
        #expect(textView.hasText)
        #expect(
            log.lines == [
                "selection 5,0", "should change 5,0 \",\"", "selection 6,0", "did change",
                "selection 0,5", "should change 0,5 \"Howdy\"", "selection 5,0", "did change",
                "selection 7,5", "should change 7,5 \"\"", "selection 7,0", "did change",
            ])
        textView.isEditable = false
        textView.insertText("x")
        #expect(textView.text == "Howdy, ", "a read-only text view takes no typing")
    }

    @Test func theCaretIsDrawnAtTheInsertionPointWhileEditing() throws {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.font = .systemFont(ofSize: 17)
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        let caret = try #require(textView.subviews.last)
        textView.layoutIfNeeded()
        #expect(caret.isHidden, "no caret before editing")
        #expect(textView.becomeFirstResponder())
        textView.layoutIfNeeded()
        #expect(!caret.isHidden)
        #expect(caret.frame == CGRect(x: 5, y: 8, width: 2, height: lineHeight))
        #expect(caret.backgroundColor == textView.tintColor)
        textView.insertText("l")
        let one = textView.caretRect(for: textView.endOfDocument).minX - 5
        textView.insertText("ll")
        textView.layoutIfNeeded()
        #expect(one > 0)
        #expect(abs(caret.frame.minX - 5 - 3 * one) < 1e-9, "three advances of an l")
        textView.insertText("\n")
        textView.layoutIfNeeded()
        #expect(caret.frame == CGRect(x: 5, y: 8 + lineHeight, width: 2, height: lineHeight))
        let start = try #require(textView.position(from: textView.beginningOfDocument, offset: 1))
        #expect(textView.caretRect(for: start).minX == 5 + one)
        #expect(textView.offset(from: start, to: textView.endOfDocument) == 3)
        textView.selectedRange = NSRange(location: 0, length: 2)
        textView.layoutIfNeeded()
        #expect(caret.isHidden, "a selection of characters shows no caret")
        #expect(textView.resignFirstResponder())
    }

    @Test func typingPastTheBottomScrollsTheCaretAboveTheKeyboardInset() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let lineHeight = UIFont.systemFont(ofSize: 12).lineHeight
        // What keyboard-avoiding code does: the keyboard's overlap as the bottom inset.
        textView.contentInset.bottom = 40
        #expect(textView.becomeFirstResponder())
        for line in ["1", "2", "3", "4", "5"] { textView.insertText(line + "\n") }
        textView.insertText("6")
        let caret = textView.caretRect(for: textView.endOfDocument)
        #expect(caret.maxY == 8 + 6 * lineHeight)
        // The label's height is rounded up to pixels, as UIKit's views round it.
        #expect(textView.contentSize.height >= caret.maxY + 8)
        #expect(textView.contentSize.height < caret.maxY + 8 + 1)
        #expect(textView.contentOffset.y == caret.maxY - (100 - 40))
        #expect(textView.resignFirstResponder())
    }
}
