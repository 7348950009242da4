import Foundation

/// The delegate of a text field, as UIKit's `UITextFieldDelegate`; every method is optional.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether the text field may begin editing. Default true.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The text field began editing (it is first responder).
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the text field may end editing. Default true.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The text field ended editing.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether `range` of the text may be replaced by `string` (typing, deleting). Default true.
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
        replacementString string: String
    ) -> Bool
    /// Whether the text may be cleared by the clear button. Default true.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The return key was pressed; return whether the field handles it. Default true.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
        replacementString string: String
    ) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
