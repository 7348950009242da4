import Foundation

/// A position in a text view's text, as UIKit's `UITextPosition` (here a UTF-16 offset, which
/// `UITextView.offset(from:to:)` reads).
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// The UTF-16 offset from the start of the text.
    let offset: Int

    init(offset: Int) {
        self.offset = offset
        super.init()
    }

    /// The start of the text.
    public override convenience init() { self.init(offset: 0) }
}
