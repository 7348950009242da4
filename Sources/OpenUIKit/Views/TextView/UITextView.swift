import Foundation

/// A scrolling, multi-line text view, as UIKit's `UITextView`: the text wrapped to the width,
/// inside `textContainerInset` and the text container's 5 pt line padding, with the content size
/// of the wrapped text; and its editing state, which brings up the software keyboard.
///
/// Text is laid out and drawn as a label's, left-aligned for the caret (no attributed text). Typing
/// (`insertText(_:)`, `deleteBackward()`) replaces `selectedRange`, with the delegate's calls and
/// the notifications in UIKit's order, and a caret is drawn at the insertion point while editing
/// (UITextView+Editing.swift). `delegate` is the scroll view's, typed `UIScrollViewDelegate?`;
/// assign a `UITextViewDelegate` to it as in UIKit.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    /// Posted when a text view begins editing, with the text view as object.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted when a text view ends editing, with the text view as object.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")
    /// Posted after typing changes the text, with the text view as object (not for `text` set in
    /// code, as in UIKit).
    nonisolated public static let textDidChangeNotification = Notification.Name(
        "UITextViewTextDidChangeNotification")

    /// The padding of each line inside the text container, left and right: `NSTextContainer`'s
    /// default `lineFragmentPadding`.
    static let lineFragmentPadding: CGFloat = 5

    let textLabel = UILabel()
    /// The insertion point drawn while editing (UITextView+Editing.swift).
    let caretView = UIView()
    /// What `selectedRange` returns.
    var storedSelection = NSRange(location: 0, length: 0)

    /// The text shown. Default empty. Setting it puts the insertion point at its end, as UIKit
    /// does, without telling the delegate.
    open var text: String! {
        get { textLabel.text ?? "" }
        set {
            textLabel.text = newValue ?? ""
            storedSelection = NSRange(location: textLabel.text?.utf16.count ?? 0, length: 0)
            setNeedsLayout()
        }
    }

    /// The font of the text; nil (the default) draws in the 12 pt system font, as UIKit's text
    /// view does.
    open var font: UIFont? {
        didSet {
            textLabel.font = font ?? UITextView.defaultFont
            setNeedsLayout()
        }
    }

    /// Whether a Dynamic Type font (`preferredFont(forTextStyle:)`, `UIFontMetrics`) is replaced
    /// by its size at the new content size category when the view's traits change, as UIKit's
    /// (`UIContentSizeCategoryAdjusting`). Default false.
    open var adjustsFontForContentSizeCategory = false

    override func engineTraitsDidChange(from previous: UITraitCollection) {
        super.engineTraitsDidChange(from: previous)
        if let adjusted = TypeRamp.adjusted(
            font, adjusts: adjustsFontForContentSizeCategory, from: previous, to: traitCollection)
        {
            font = adjusted
        }
    }

    /// The colour of the text; nil (the default) draws in `.label`.
    open var textColor: UIColor? {
        didSet { textLabel.textColor = textColor ?? .label }
    }

    /// The alignment of the text. Default `.natural`.
    open var textAlignment: NSTextAlignment {
        get { textLabel.textAlignment }
        set { textLabel.textAlignment = newValue }
    }

    /// Whether the text can be edited: whether the view can become first responder. Default
    /// true.
    open var isEditable = true

    /// Whether the text can be selected. Default true.
    open var isSelectable = true

    /// The inset of the text container from the view's content, in points. Default 8 at the top
    /// and bottom, 0 at the sides, as UIKit documents.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { setNeedsLayout() }
    }

    static var defaultFont: UIFont { .systemFont(ofSize: 12) }

    /// Creates an empty, editable text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// As `init(frame: .zero)`, as UIKit's `init?(coder:)` for an empty archive.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    private func setUp() {
        textLabel.numberOfLines = 0
        textLabel.font = UITextView.defaultFont
        textLabel.text = ""
        backgroundColor = .systemBackground
        addSubview(textLabel)
        caretView.isHidden = true
        caretView.isUserInteractionEnabled = false
        addSubview(caretView)
    }

    /// Lays the text out at the view's width and sets `contentSize` to hold it with the insets.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset = textContainerInset
        let padding = UITextView.lineFragmentPadding
        let width = max(0, bounds.width - inset.left - inset.right - 2 * padding)
        let height = textLabel.sizeThatFits(CGSize(width: width, height: 0)).height
        textLabel.frame = CGRect(
            x: inset.left + padding, y: inset.top, width: width, height: height)
        contentSize = CGSize(width: bounds.width, height: inset.top + height + inset.bottom)
        layOutCaret()
    }

    /// The size that shows the whole text at `size.width`, as UIKit's `sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let inset = textContainerInset
        let padding = UITextView.lineFragmentPadding
        let width = max(0, size.width - inset.left - inset.right - 2 * padding)
        let height = textLabel.sizeThatFits(CGSize(width: width, height: 0)).height
        return CGSize(width: size.width, height: inset.top + height + inset.bottom)
    }

    // MARK: Editing

    /// Whether the text view can become first responder: when it is editable.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Begins editing when the delegate allows it: becomes first responder, tells the delegate
    /// (`textViewDidBeginEditing`), posts `textDidBeginEditingNotification` and brings up the
    /// software keyboard, as on a device.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder else { return false }
        let textDelegate = delegate as? UITextViewDelegate
        guard textDelegate?.textViewShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(
            name: UITextView.textDidBeginEditingNotification, object: self)
        SoftwareKeyboard.set(shown: true)
        setNeedsLayout()
        return true
    }

    /// Ends editing when the delegate allows it: resigns first responder, tells the delegate
    /// (`textViewDidEndEditing`), posts `textDidEndEditingNotification` and dismisses the
    /// software keyboard.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        let textDelegate = delegate as? UITextViewDelegate
        guard textDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        super.resignFirstResponder()
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(
            name: UITextView.textDidEndEditingNotification, object: self)
        SoftwareKeyboard.set(shown: false)
        setNeedsLayout()
        return true
    }

    // MARK: Typing and selection (UITextView+Editing.swift)

    /// The selected characters, in UTF-16 offsets (NSString's); a length of zero is the insertion
    /// point. Default: the end of the text. A change tells the delegate
    /// (`textViewDidChangeSelection`); a range past the end is clamped to it.
    open var selectedRange: NSRange {
        get { storedSelection }
        set { select(newValue) }
    }

    /// The insertion point's rectangle at `position`, in the text view's coordinates (its
    /// content's): 2 points wide and a line of the font high, at the end of the text laid out
    /// before the position (left-aligned, wrapped at the text container's width).
    open func caretRect(for position: UITextPosition) -> CGRect {
        caretRect(atOffset: position.offset)
    }

    /// Types `text` over the selection, as the keyboard does: asks the delegate
    /// (`textView(_:shouldChangeTextIn:replacementText:)`), replaces the selected characters,
    /// moves the insertion point after them (`textViewDidChangeSelection`), tells
    /// `textViewDidChange`, posts `textDidChangeNotification`, and scrolls the caret into view.
    /// A newline is typed as a character. Nothing happens unless the view is editable.
    open func insertText(_ text: String) {
        replaceCharacters(in: storedSelection, with: text)
    }

    /// Deletes the selection, or the character before the insertion point, as the keyboard's
    /// delete key (with the same calls as `insertText(_:)`).
    open func deleteBackward() {
        deleteSelectionOrPreviousCharacter()
    }
}
