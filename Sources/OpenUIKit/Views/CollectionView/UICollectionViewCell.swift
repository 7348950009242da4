import Foundation

/// One item of a collection view, as UIKit's `UICollectionViewCell`.
///
/// Put content in `contentView`. `backgroundView` sits behind it, and `selectedBackgroundView`
/// (nil by default, as in UIKit) shows between the two while the cell is selected or
/// highlighted. The collection view sets `isSelected` and `isHighlighted`; a subclass may
/// observe them with `didSet`. `prepareForReuse()` clears both before reuse.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add content to; it fills the cell.
    public let contentView = UIView()

    /// The view behind the content. Default nil.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The view shown behind the content while the cell is selected or highlighted. Default
    /// nil.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                insertSubview(selectedBackgroundView, belowSubview: contentView)
            }
            updateSelectionAppearance()
            setNeedsLayout()
        }
    }

    /// Whether the cell is selected; the collection view sets it. Default false.
    open var isSelected = false {
        didSet {
            updateSelectionAppearance()
            if isSelected != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    /// Whether a finger is on the cell; the collection view sets it. Default false.
    open var isHighlighted = false {
        didSet {
            updateSelectionAppearance()
            if isHighlighted != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    /// The handler `configurationUpdateHandler` holds: the cell and its state.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState)
        -> Void

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

    var needsConfigurationUpdate = true

    /// The content shown in `contentView`, described as a configuration: its view fills the
    /// content view and sizes a self-sizing cell. Default nil.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }

    var configuredContentView: (any UIView & UIContentView)?

    /// Creates a cell with `frame`; a collection view calls this for a registered class.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUpCell()
    }

    /// Archives do not exist in this engine: a cell with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpCell()
    }

    private func setUpCell() {
        contentView.frame = bounds
        contentView.isOpaque = false
        addSubview(contentView)
    }

    /// Clears the highlight and selection, as UIKit's; subclasses call `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
    }

    /// New traits ask for a configuration update, as UIKit's.
    override func engineTraitsDidChange(from previous: UITraitCollection) {
        super.engineTraitsDidChange(from: previous)
        setNeedsUpdateConfiguration()
    }

    open override func layoutSubviews() {
        runConfigurationUpdateIfNeeded()
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        contentView.frame = bounds
        configuredContentView?.frame = contentView.bounds
    }

    override var sizingView: UIView { configuredContentView ?? contentView }

    override func fittingSize(for attributes: UICollectionViewLayoutAttributes) -> CGSize? {
        if let list = configuredContentView as? UIListContentView {
            let width = attributes.size.width
            return CGSize(
                width: width, height: list.sizeThatFits(CGSize(width: width, height: 0)).height)
        }
        return super.fittingSize(for: attributes)
    }

    func updateSelectionAppearance() {
        selectedBackgroundView?.alpha = isSelected || isHighlighted ? 1 : 0
    }

    private func applyContentConfiguration() {
        configuredContentView = installContentConfiguration(
            contentConfiguration, replacing: configuredContentView, in: contentView)
        setNeedsLayout()
    }
}
