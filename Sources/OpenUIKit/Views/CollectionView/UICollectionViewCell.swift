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
        didSet { updateSelectionAppearance() }
    }

    /// Whether a finger is on the cell; the collection view sets it. Default false.
    open var isHighlighted = false {
        didSet { updateSelectionAppearance() }
    }

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

    open override func layoutSubviews() {
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
