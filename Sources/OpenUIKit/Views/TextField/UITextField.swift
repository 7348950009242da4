import Foundation

/// A single-line editable text field, as UIKit's `UITextField`: its text or placeholder on one
/// line inside the border style's insets, its editing state with the software keyboard, and
/// typing through `insertText(_:)`/`deleteBackward()` (what the keyboard sends), asking the
/// delegate and sending `.editingChanged` as UIKit does.
///
/// No selection or caret is drawn; secure entry draws one bullet per character.
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// The look of the field's border, as UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        case none = 0
        case line = 1
        case bezel = 2
        case roundedRect = 3
    }

    /// When an overlay view (the clear button) shows, as UIKit's `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable {
        case never = 0
        case whileEditing = 1
        case unlessEditing = 2
        case always = 3
    }

    /// Posted when a text field begins editing, with the field as object.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted when the text of a text field changes by editing, with the field as object.
    nonisolated public static let textDidChangeNotification = Notification.Name(
        "UITextFieldTextDidChangeNotification")
    /// Posted when a text field ends editing, with the field as object.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")

    private let textLabel = UILabel()
    private let placeholderLabel = UILabel()

    private var storedText = ""

    /// The text. Default empty (UIKit returns "" for a field never given text).
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            updateShownText()
        }
    }

    /// The grey text shown while the field is empty. Default nil.
    open var placeholder: String? {
        get { placeholderLabel.text }
        set {
            placeholderLabel.text = newValue
            updateShownText()
        }
    }

    /// The font of the text and placeholder. Default the 17 pt system font.
    open var font: UIFont? {
        didSet {
            textLabel.font = font ?? UITextField.defaultFont
            placeholderLabel.font = textLabel.font
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// Whether the field's Dynamic Type font follows its content size category, as a label's
    /// does (`UILabel.adjustsFontForContentSizeCategory`; UIKit's `UIContentSizeCategoryAdjusting`).
    /// Default false.
    open var adjustsFontForContentSizeCategory = false

    override func engineTraitsDidChange(from previous: UITraitCollection) {
        super.engineTraitsDidChange(from: previous)
        if let adjusted = TypeRamp.adjusted(
            font, adjusts: adjustsFontForContentSizeCategory, from: previous, to: traitCollection)
        {
            font = adjusted
        }
    }

    /// The colour of the text. Default `.label`.
    open var textColor: UIColor? {
        didSet { textLabel.textColor = textColor ?? .label }
    }

    /// The alignment of the text and placeholder. Default `.natural`.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            textLabel.textAlignment = textAlignment
            placeholderLabel.textAlignment = textAlignment
        }
    }

    /// The border. Default `.none`; `.roundedRect` draws the white field with a 5 pt corner and
    /// a hairline border, as UIKit's.
    open var borderStyle: BorderStyle = .none {
        didSet { applyBorderStyle() }
    }

    /// Whether characters are hidden (one bullet each). Default false.
    open var isSecureTextEntry = false {
        didSet { updateShownText() }
    }

    /// When the clear button shows. Default `.never`. Recorded; no button is drawn.
    open var clearButtonMode: ViewMode = .never

    /// Whether editing clears the text first. Default false.
    open var clearsOnBeginEditing = false

    /// The delegate (held weakly, as in UIKit).
    open weak var delegate: UITextFieldDelegate?

    /// Whether the field is being edited (it is first responder).
    open private(set) var isEditing = false

    static var defaultFont: UIFont { .systemFont(ofSize: 17) }

    /// Creates an empty field without a border.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        textLabel.font = UITextField.defaultFont
        placeholderLabel.font = UITextField.defaultFont
        placeholderLabel.textColor = .placeholderText
        textLabel.textColor = .label
        addSubview(placeholderLabel)
        addSubview(textLabel)
        updateShownText()
    }

    /// As `init(frame: .zero)`, as UIKit's `init?(coder:)` for an empty archive.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// The rectangle of the text inside `bounds`: 7 pt in from the sides with a rounded-rect
    /// border, none without (the insets UIKit's `textRect(forBounds:)` gives).
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset: CGFloat = borderStyle == .none ? 0 : 7
        return bounds.insetBy(dx: inset, dy: 0)
    }

    /// The rectangle of the placeholder; the text's by default.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle of the text while editing; the text's by default.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The one-line height of the font with the border's padding (a rounded rect is at least 34 pt
    /// tall as UIKit's; no border, the line height); no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        let line = (font ?? UITextField.defaultFont).lineHeight
        let height = borderStyle == .roundedRect ? max(34, ceil(line + 14)) : ceil(line)
        return CGSize(width: UIView.noIntrinsicMetric, height: height)
    }

    /// Its intrinsic height at the given width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let r = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let line = ceil((font ?? UITextField.defaultFont).lineHeight)
        let frame = CGRect(x: r.minX, y: r.midY - line / 2, width: r.width, height: line)
        textLabel.frame = frame
        placeholderLabel.frame = CGRect(
            origin: placeholderRect(forBounds: bounds).origin.applying(
                CGAffineTransform(translationX: 0, y: frame.minY - r.minY)), size: frame.size)
    }

    private func updateShownText() {
        placeholderLabel.isHidden = !storedText.isEmpty
        textLabel.isHidden = storedText.isEmpty
        textLabel.text =
            isSecureTextEntry ? String(repeating: "\u{2022}", count: storedText.count) : storedText
        setNeedsLayout()
    }

    private func applyBorderStyle() {
        switch borderStyle {
        case .roundedRect:
            layer.cornerRadius = 5
            layer.borderWidth = 1.0 / 3
            layer.borderColor = UIColor.separator.cgColor
            if backgroundColor == nil { backgroundColor = .systemBackground }
        case .line, .bezel:
            layer.cornerRadius = 0
            layer.borderWidth = 1
            layer.borderColor = UIColor.label.cgColor
        case .none:
            layer.cornerRadius = 0
            layer.borderWidth = 0
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Editing

    /// A field can become first responder while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing when the delegate allows it: first responder, `textFieldDidBeginEditing`,
    /// `.editingDidBegin`, the did-begin notification and the software keyboard, as on a device.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(
            name: UITextField.textDidBeginEditingNotification, object: self)
        SoftwareKeyboard.set(shown: true)
        setNeedsLayout()
        return true
    }

    /// Ends editing when the delegate allows it: resigns, `textFieldDidEndEditing`,
    /// `.editingDidEnd`, the did-end notification, and the keyboard goes down.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        super.resignFirstResponder()
        isEditing = false
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(
            name: UITextField.textDidEndEditingNotification, object: self)
        SoftwareKeyboard.set(shown: false)
        setNeedsLayout()
        return true
    }

    /// Types `text` at the end, as the keyboard does (UIKit's `UIKeyInput`): asks the delegate,
    /// then sends `.editingChanged` and posts `textDidChangeNotification`. A newline is the
    /// return key: `textFieldShouldReturn(_:)` and `.editingDidEndOnExit`.
    open func insertText(_ text: String) {
        if text == "\n" {
            if delegate?.textFieldShouldReturn(self) ?? true {
                sendActions(for: .editingDidEndOnExit)
            }
            return
        }
        replaceEnd(dropping: 0, with: text)
    }

    /// Deletes the last character, as the keyboard's delete key.
    open func deleteBackward() {
        guard !storedText.isEmpty else { return }
        replaceEnd(dropping: 1, with: "")
    }

    /// Whether the field has text (UIKit's `UIKeyInput.hasText`).
    open var hasText: Bool { !(text ?? "").isEmpty }

    private func replaceEnd(dropping count: Int, with string: String) {
        let current = storedText
        let utf16Count = current.utf16.count
        let dropped = String(current.suffix(count)).utf16.count
        let range = NSRange(location: utf16Count - dropped, length: dropped)
        guard
            delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string)
                ?? true
        else { return }
        self.text = String(current.dropLast(count)) + string
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }
}
