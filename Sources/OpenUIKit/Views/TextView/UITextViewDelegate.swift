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
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
}
