import Foundation

/// The delegate of a text view, as UIKit's `UITextViewDelegate`; every method is optional.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether the text view may begin editing. Default true.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// The text view began editing (it is first responder).
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether the text view may end editing. Default true.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The text view ended editing.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether typing may replace the characters in `range` (UTF-16) with `text` ("" for a
    /// deletion, "\n" for the return key). Default true.
    func textView(
        _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool
    /// Typing changed the text (not called for `text` set in code).
    func textViewDidChange(_ textView: UITextView)
    /// The selection (or the insertion point) changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(
        _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
