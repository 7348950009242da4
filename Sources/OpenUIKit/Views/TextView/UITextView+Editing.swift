import Foundation

/// Typing and selection: UIKit's `UIKeyInput` and the part of `UITextInput` that code scrolling to
/// the caret uses.
extension UITextView {
    /// The selection as a text range (`selectedRange`'s start and end).
    public var selectedTextRange: UITextRange? {
        get {
            UITextRange(
                start: UITextPosition(offset: storedSelection.location),
                end: UITextPosition(offset: storedSelection.location + storedSelection.length))
        }
        set {
            guard let newValue else { return }
            select(
                NSRange(
                    location: newValue.start.offset,
                    length: max(0, newValue.end.offset - newValue.start.offset)))
        }
    }

    /// The position before the first character.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }

    /// The position after the last character.
    public var endOfDocument: UITextPosition { UITextPosition(offset: text.utf16.count) }

    /// The position `offset` UTF-16 characters from `position`, or nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        guard target >= 0, target <= text.utf16.count else { return nil }
        return UITextPosition(offset: target)
    }

    /// The number of UTF-16 characters from one position to another.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition.offset - from.offset
    }

    /// The caret's rectangle at a UTF-16 offset (see `caretRect(for:)`).
    func caretRect(atOffset offset: Int) -> CGRect {
        let font = self.font ?? UITextView.defaultFont
        let inset = textContainerInset
        let padding = UITextView.lineFragmentPadding
        let width = max(0, bounds.width - inset.left - inset.right - 2 * padding)
        let all = NSString(string: text)
        let prefix = all.substring(to: min(max(0, offset), all.length))
        // A sentinel after the prefix: its pen position is where the next character would go,
        // on a line of its own after a trailing line break.
        let layout = TextLayout(prefix + "x", font: font, width: width)
        let line = layout.lines.last
        let x = (line?.origin.x ?? 0) + (line?.glyphs.last?.x ?? 0)
        let row = CGFloat(max(0, layout.lines.count - 1))
        return CGRect(
            x: inset.left + padding + x, y: inset.top + row * font.lineHeight, width: 2,
            height: font.lineHeight)
    }

    /// Scrolls the least distance that shows the end of `range` (its caret), inside the bounds
    /// less the adjusted content insets (where code that avoids the keyboard puts its height).
    public func scrollRangeToVisible(_ range: NSRange) {
        layoutIfNeeded()
        let end = UITextPosition(offset: range.location + range.length)
        scrollRectToVisible(caretRect(atOffset: end.offset), animated: false)
    }

    // MARK: UIKeyInput

    /// Whether there is any text.
    public var hasText: Bool { !text.isEmpty }

    /// Deletes the selection, or the character before the insertion point.
    func deleteSelectionOrPreviousCharacter() {
        var range = storedSelection
        if range.length == 0 {
            guard range.location > 0 else { return }
            range = NSString(string: text).rangeOfComposedCharacterSequence(at: range.location - 1)
        }
        replaceCharacters(in: range, with: "")
    }

    func replaceCharacters(in range: NSRange, with string: String) {
        guard isEditable else { return }
        let textDelegate = delegate as? UITextViewDelegate
        guard
            textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string)
                ?? true
        else { return }
        let replaced = NSString(string: text).replacingCharacters(in: range, with: string)
        textLabel.text = replaced
        setNeedsLayout()
        select(NSRange(location: range.location + string.utf16.count, length: 0))
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        scrollRangeToVisible(storedSelection)
    }

    /// Sets the selection (clamped to the text) and tells the delegate when it changed.
    func select(_ range: NSRange) {
        let length = text.utf16.count
        let location = min(max(0, range.location), length)
        let clamped = NSRange(
            location: location, length: min(max(0, range.length), length - location))
        guard clamped != storedSelection else { return }
        storedSelection = clamped
        setNeedsLayout()
        (delegate as? UITextViewDelegate)?.textViewDidChangeSelection(self)
    }

    /// Puts the caret at the insertion point, in the tint colour, shown while editing with an
    /// empty selection.
    func layOutCaret() {
        caretView.isHidden = !(isFirstResponder && storedSelection.length == 0)
        guard !caretView.isHidden else { return }
        caretView.backgroundColor = tintColor
        caretView.frame = caretRect(atOffset: storedSelection.location)
    }
}
