import Foundation

/// The text field of a search bar, as UIKit's `UISearchTextField` (iOS 13): a rounded field
/// 36 pt tall with a 10 pt corner radius on `.tertiarySystemFill` (118 118 128 at 12 % light,
/// 24 % dark, Apple's published value), the magnifying glass at its leading edge in
/// `.secondaryLabel`, "Search" as placeholder, and the clear button at its trailing edge while
/// editing with text. A tap begins editing. Right to left, the glass and clear button swap sides.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The field's height in a search bar, in points.
    static let fieldHeight: CGFloat = 36
    /// The field's corner radius, in points.
    static let cornerRadius: CGFloat = 10
    /// Where the glass starts from the leading edge, and its box, in points (engine choice).
    static let glassInset: CGFloat = 8
    static let glassSide: CGFloat = 20
    /// The gap between the glass and the text, in points (engine choice).
    static let glassGap: CGFloat = 4
    /// The clear button's diameter and its trailing inset, in points (engine choice).
    static let clearSide: CGFloat = 17
    static let clearInset: CGFloat = 8

    /// The magnifying glass (UIKit's `leftView`).
    let glassView = UIImageView(image: UIImage(systemName: "magnifyingglass"))
    /// The clear button.
    let clearButton = SearchClearButton()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = Self.cornerRadius
        clipsToBounds = true
        placeholder = "Search"
        clearButtonMode = .whileEditing
        glassView.tintColor = .secondaryLabel
        glassView.contentMode = .scaleAspectFit
        addSubview(glassView)
        addSubview(clearButton)
        clearButton.onTap = { [weak self] in self?.clearTapped() }
        addAction(
            UIAction { [weak self] _ in _ = self?.becomeFirstResponder() }, for: .touchUpInside)
        addAction(UIAction { [weak self] _ in self?.setNeedsLayout() }, for: .editingChanged)
    }

    /// As `init(frame: .zero)`, as UIKit's `init?(coder:)` for an empty archive.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Whether the clear button shows now (`clearButtonMode` with the editing state and text).
    var showsClearButton: Bool {
        switch clearButtonMode {
        case .never: return false
        case .always: return hasText
        case .whileEditing: return isEditing && hasText
        case .unlessEditing: return !isEditing && hasText
        }
    }

    /// The text between the glass and the clear button's place.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        let leading = Self.glassInset + Self.glassSide + Self.glassGap
        let trailing = Self.clearInset + Self.clearSide + Self.glassGap
        let width = max(0, bounds.width - leading - trailing)
        let x = isRightToLeft ? bounds.minX + trailing : bounds.minX + leading
        return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        let h = bounds.height
        var glass = CGRect(
            x: Self.glassInset, y: (h - Self.glassSide) / 2, width: Self.glassSide,
            height: Self.glassSide)
        var clear = CGRect(
            x: w - Self.clearInset - Self.clearSide, y: (h - Self.clearSide) / 2,
            width: Self.clearSide, height: Self.clearSide)
        if isRightToLeft {
            glass.origin.x = w - glass.maxX
            clear.origin.x = w - clear.maxX
        }
        glassView.frame = glass
        clearButton.frame = clear
        clearButton.isHidden = !showsClearButton
    }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let began = super.becomeFirstResponder()
        setNeedsLayout()
        return began
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let ended = super.resignFirstResponder()
        setNeedsLayout()
        return ended
    }

    /// The clear button: empties the field when the delegate allows it, as a deletion would
    /// (`.editingChanged`).
    private func clearTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        text = ""
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }
}
