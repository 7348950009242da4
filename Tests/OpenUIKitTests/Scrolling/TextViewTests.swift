import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// `UITextView` on the minimal `UIScrollView`: wrapped text inside the container inset and line
/// padding, the content size it needs, the offset as the bounds' origin, and editing with the
/// keyboard.
@MainActor
@Suite struct TextViewTests {
    final class Log: UITextViewDelegate {
        var lines: [String] = []
        var allowsBegin = true
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
            lines.append("should begin")
            return allowsBegin
        }
        func textViewDidBeginEditing(_ textView: UITextView) { lines.append("did begin") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
            lines.append("should end")
            return true
        }
        func textViewDidEndEditing(_ textView: UITextView) { lines.append("did end") }
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            lines.append("scrolled to \(scrollView.contentOffset.y)")
        }
    }

    let paragraph = Array(repeating: "The quick brown fox jumps over the lazy dog.", count: 12)
        .joined(separator: " ")

    @Test func theTextWrapsInsideTheInsetsAndSetsTheContentSize() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.text == "" && textView.font == nil && textView.isEditable)
        #expect(textView.isSelectable && textView.clipsToBounds)
        textView.font = .systemFont(ofSize: 14)
        textView.text = paragraph
        textView.layoutIfNeeded()
        let lineHeight = UIFont.systemFont(ofSize: 14).lineHeight
        let label = textView.subviews.first
        #expect(label?.frame.minX == 5 && label?.frame.minY == 8 && label?.frame.width == 190)
        let textHeight = label?.frame.height ?? 0
        #expect(textHeight > 10 * lineHeight, "a dozen sentences wrap to many lines")
        #expect(textView.contentSize == CGSize(width: 200, height: textHeight + 16))
        #expect(textView.sizeThatFits(CGSize(width: 200, height: 0)) == textView.contentSize)
        textView.textContainerInset = UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10)
        textView.layoutIfNeeded()
        #expect(label?.frame.minX == 15 && label?.frame.minY == 20 && label?.frame.width == 170)
    }

    @Test func theOffsetIsTheBoundsOriginAndTellsTheDelegate() {
        let log = Log()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.delegate = log
        textView.contentOffset = CGPoint(x: 0, y: 40)
        textView.contentOffset = CGPoint(x: 0, y: 40)
        #expect(textView.bounds.origin == CGPoint(x: 0, y: 40))
        #expect(textView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        // Animated, the offset itself moves frame by frame over 0.3 s, each step told to the
        // delegate, as UIKit's scroll views do (Docs/Behaviour-lists.md).
        textView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        UIApplication.shared.advance(by: 0.15)
        let midway = textView.contentOffset.y
        #expect(midway > 40 && midway < 100, "animating over 0.3 s: \(midway)")
        UIApplication.shared.runUntilIdle()
        #expect(textView.contentOffset.y == 100)
        #expect(log.lines.first == "scrolled to 40.0")
        #expect(log.lines.last == "scrolled to 100.0")
        #expect(log.lines.count > 5)
    }

    @Test func editingBringsUpTheKeyboardAndEndingDismissesIt() {
        final class Heard: @unchecked Sendable { var names: [String] = [] }
        let heard = Heard()
        let center = NotificationCenter.default
        let tokens = [
            UITextView.textDidBeginEditingNotification, UITextView.textDidEndEditingNotification,
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
        ].map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { note in
                heard.names.append(note.name.rawValue)
            }
        }
        defer { tokens.forEach(center.removeObserver) }
        let log = Log()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.delegate = log
        log.allowsBegin = false
        #expect(!textView.becomeFirstResponder())
        log.allowsBegin = true
        #expect(textView.becomeFirstResponder())
        #expect(textView.isFirstResponder)
        #expect(textView.resignFirstResponder())
        #expect(!textView.isFirstResponder)
        #expect(
            log.lines == ["should begin", "should begin", "did begin", "should end", "did end"])
        #expect(
            heard.names == [
                "UITextViewTextDidBeginEditingNotification", "UIKeyboardWillShowNotification",
                "UITextViewTextDidEndEditingNotification", "UIKeyboardWillHideNotification",
            ])
        textView.isEditable = false
        #expect(!textView.becomeFirstResponder(), "a read-only text view does not edit")
    }
}
