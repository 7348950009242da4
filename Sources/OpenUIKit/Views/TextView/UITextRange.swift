import Foundation

/// A range of a text view's text, as UIKit's `UITextRange`.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    /// The position of the range's first character.
    open var start: UITextPosition { storedStart }
    /// The position after the range's last character.
    open var end: UITextPosition { storedEnd }
    /// Whether the range holds no characters (an insertion point).
    open var isEmpty: Bool { storedStart.offset == storedEnd.offset }

    private let storedStart: UITextPosition
    private let storedEnd: UITextPosition

    init(start: UITextPosition, end: UITextPosition) {
        storedStart = start
        storedEnd = end
        super.init()
    }

    /// An empty range at the start of the text.
    public override convenience init() {
        self.init(start: UITextPosition(), end: UITextPosition())
    }
}
