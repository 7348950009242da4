import Foundation

/// One row of a table, as UIKit's `UITableViewCell`.
///
/// Put content in `contentView` (or use the built-in `textLabel`, `detailTextLabel` and
/// `imageView` of the cell's style); `accessoryType` draws a chevron or a checkmark at the
/// trailing edge, which narrows `contentView`. A selected or highlighted cell shows
/// `selectedBackgroundView` unless `selectionStyle` is `.none`. A table calls
/// `prepareForReuse()` before handing out a cell again.
///
/// `init(style:reuseIdentifier:)` is `required` here (UIKit's is not): without the Objective-C
/// runtime a table can only make cells of a registered class through a required initializer.
/// A subclass that overrides it writes `required` instead of `override` (Docs/Porting.md).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The identifier the table reuses this cell under.
    public let reuseIdentifier: String?
    /// The style of the built-in labels, fixed at creation.
    let cellStyle: CellStyle

    /// The view to add custom content to; the cell sizes it, less the accessory.
    public let contentView = UIView()

    /// The view behind the content (nil by default).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The view shown behind the content while the cell is selected or highlighted. Default a
    /// view of `.systemGray4`, UIKit's light selection colour.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                insertSubview(selectedBackgroundView, belowSubview: contentView)
            }
            updateSelectionAppearance(animated: false)
            setNeedsLayout()
        }
    }

    /// The standard accessory at the trailing edge. Default `.none`.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { updateAccessory() } }
    }
    /// A custom accessory view (replaces `accessoryType`'s). Default nil.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateAccessory()
        }
    }
    /// How selection shows. Default `.default`.
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionAppearance(animated: false) }
    }
    /// The insets of the line under the cell, in points. Default the table's `separatorInset`.
    open var separatorInset: UIEdgeInsets {
        get {
            storedSeparatorInset ?? owningTable?.separatorInset
                ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
        }
        set {
            storedSeparatorInset = newValue
            setNeedsLayout()
        }
    }

    /// Whether the cell is selected (shows its selected background). Setting it is
    /// `setSelected(_:animated: false)`.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted (a finger is on it). Setting it is
    /// `setHighlighted(_:animated: false)`.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    /// The content shown in `contentView`, described as a configuration: its view fills the
    /// content view and sizes a self-sizing row. Setting a configuration of the same type
    /// updates the view in place, as in UIKit. Default nil.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }

    /// A list configuration for this cell (`UIListContentConfiguration.cell()`, with the
    /// subtitle or value layout for those styles), to fill in and set as
    /// `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .subtitle: return .subtitleCell()
        case .value1: return .valueCell()
        default: return .cell()
        }
    }

    /// The handler `configurationUpdateHandler` holds: the cell and its state.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) ->
        Void

    /// Runs after `updateConfiguration(using:)` each time the cell updates its configuration;
    /// setting it asks for an update. Default nil.
    ///
    /// Tracks the `@Observable` properties it reads: a change runs the update again once, in the
    /// next layout pass (iOS 26's observation tracking).
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The cell's current state: its traits, and whether it is selected, highlighted or
    /// disabled (`isUserInteractionEnabled` false).
    open var configurationState: UICellConfigurationState { makeConfigurationState() }

    /// Updates the cell's configurations for `state`; the default does nothing.
    ///
    /// Don't call it; call `setNeedsUpdateConfiguration()`. UIKit runs it before the cell is
    /// displayed and when its state (selection, highlight, traits) changes, coalesced to the next
    /// layout pass, then the `configurationUpdateHandler`. Tracks the `@Observable` properties it
    /// reads: a change runs the update again once.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    // MARK: State

    var needsConfigurationUpdate = true

    var selectedState = false
    var highlightedState = false
    var storedSeparatorInset: UIEdgeInsets?
    weak var owningTable: UITableView?
    var storedTextLabel: UILabel?
    var storedDetailTextLabel: UILabel?
    var storedImageView: UIImageView?
    let separatorView = UIView()
    var accessoryGlyph: AccessoryGlyphView?
    var configuredContentView: (any UIView & UIContentView)?
    var separatorHidden = false {
        didSet { if separatorHidden != oldValue { setNeedsLayout() } }
    }
    /// `isEditing`, and the grip shown while the table lets the row be reordered.
    var editingState = false
    var reorderControl: TableReorderControl?

    /// Whether the cell shows the reorder control (a grip at its trailing edge) while the table
    /// is editing and the data source's `tableView(_:canMoveRowAt:)` allows. Default false.
    open var showsReorderControl = false {
        didSet { if showsReorderControl != oldValue { owningTable?.setNeedsLayout() } }
    }

    /// Whether the cell is in editing mode (the table sets it with its own). Setting it calls
    /// `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode; the table shows or hides the reorder control with it.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        editingState = editing
        setNeedsUpdateConfiguration()
        owningTable?.setNeedsLayout()
    }

    /// Creates a cell of `style` reused under `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.standardRowHeight))
        setUpCell()
    }

    /// Creates a `.default` cell with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Archives do not exist in this engine: a `.default` cell with no reuse identifier.
    public required init?(coder: NSCoder) {
        self.cellStyle = .default
        self.reuseIdentifier = nil
        super.init(coder: coder)
        setUpCell()
    }

    private func setUpCell() {
        backgroundColor = .secondarySystemGroupedBackground
        contentView.backgroundColor = .clear
        contentView.isOpaque = false
        addSubview(contentView)
        separatorView.backgroundColor = .separator
        addSubview(separatorView)
        let selection = UIView()
        selection.backgroundColor = .systemGray4
        selectedBackgroundView = selection
    }

    // MARK: Built-in labels

    /// The primary label of the cell's style, made on first use.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        switch cellStyle {
        case .value2:
            label.font = TableDynamicType.font(.boldSystemFont(ofSize: 12), .caption1, textTraits)
            label.textColor = .systemBlue
            label.textAlignment = .right
        default:
            label.font = TableDynamicType.font(.systemFont(ofSize: 17), .body, textTraits)
        }
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The secondary label of the `.subtitle`, `.value1` and `.value2` styles (nil for
    /// `.default`), made on first use.
    open var detailTextLabel: UILabel? {
        if let storedDetailTextLabel { return storedDetailTextLabel }
        guard cellStyle != .default else { return nil }
        let label = UILabel()
        switch cellStyle {
        case .subtitle:
            label.font = TableDynamicType.font(.systemFont(ofSize: 12), .caption1, textTraits)
        case .value1:
            label.font = TableDynamicType.font(.systemFont(ofSize: 17), .body, textTraits)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        default:
            label.font = TableDynamicType.font(.systemFont(ofSize: 12), .caption1, textTraits)
        }
        storedDetailTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The image at the leading edge (shown when it has an image), made on first use; nil for
    /// `.value2`.
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        guard cellStyle != .value2 else { return nil }
        let view = UIImageView()
        storedImageView = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    // MARK: Selection

    /// Selects or deselects the cell; animated, the selected background fades over 0.25 s (or
    /// with the animation being built, such as a transition's alongside animation).
    open func setSelected(_ selected: Bool, animated: Bool) {
        if selected != selectedState { setNeedsUpdateConfiguration() }
        selectedState = selected
        updateSelectionAppearance(animated: animated)
    }

    /// Highlights the cell or removes the highlight, animated as `setSelected(_:animated:)`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if highlighted != highlightedState { setNeedsUpdateConfiguration() }
        highlightedState = highlighted
        updateSelectionAppearance(animated: animated)
    }

    /// Resets the cell before a table hands it out again: the default clears the highlight
    /// and selection, as UIKit's (content is the data source's to reset). Subclasses call
    /// `super`.
    open func prepareForReuse() {
        if highlightedState || selectedState { setNeedsUpdateConfiguration() }
        highlightedState = false
        selectedState = false
        updateSelectionAppearance(animated: false)
    }

    /// New traits ask for a configuration update, as UIKit's; a new content size category
    /// lays the cell out again with its text at the new size.
    override func engineTraitsDidChange(from previous: UITraitCollection) {
        super.engineTraitsDidChange(from: previous)
        setNeedsUpdateConfiguration()
        if previous.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            setNeedsLayout()
        }
    }

    /// The traits the cell's text follows: its table's (a cell is measured before it joins the
    /// table), else its own.
    var textTraits: UITraitCollection { owningTable?.traitCollection ?? traitCollection }

    /// Gives the built-in labels and a list content view their text at the category of
    /// `textTraits` (fonts the app set at a fixed size stay).
    func resolveDynamicType() {
        let category = TypeRamp.category(textTraits)
        TableDynamicType.resolve(storedTextLabel, at: category)
        TableDynamicType.resolve(storedDetailTextLabel, at: category)
        (configuredContentView as? UIListContentView)?.resolveDynamicType(at: category)
    }

    open override func layoutSubviews() {
        runConfigurationUpdateIfNeeded()
        super.layoutSubviews()
        layoutCell()
    }
}
