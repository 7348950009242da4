import Foundation

/// A reusable view for a section's header or footer, as UIKit's `UITableViewHeaderFooterView`.
///
/// Register its class with `register(_:forHeaderFooterViewReuseIdentifier:)`, hand one out from
/// the delegate's `tableView(_:viewForHeaderInSection:)` through
/// `dequeueReusableHeaderFooterView(withIdentifier:)`; the table queues it again when its
/// section is reloaded or changed, and calls `prepareForReuse()` before handing it out again.
/// Put content in `contentView`, or set `textLabel`'s text (laid out at the table's margin).
///
/// `init(reuseIdentifier:)` is `required` here (UIKit's is not), as `UITableViewCell`'s
/// initializer is: a table makes views of a registered class through it (Docs/Porting.md).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the table reuses this view under.
    public let reuseIdentifier: String?
    /// The view to add custom content to; it fills the view.
    public let contentView = UIView()
    /// The view behind the content (nil by default).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    let label = UILabel()

    /// The handler `configurationUpdateHandler` holds: the view and its state.
    public typealias ConfigurationUpdateHandler = (
        UITableViewHeaderFooterView, UIViewConfigurationState
    ) -> Void

    /// Runs after `updateConfiguration(using:)` each time the view updates its configuration;
    /// setting it asks for an update. Default nil.
    ///
    /// Tracks the `@Observable` properties it reads: a change runs the update again once, in the
    /// next layout pass (iOS 26's observation tracking).
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The view's current state: its traits, and whether it is disabled
    /// (`isUserInteractionEnabled` false).
    open var configurationState: UIViewConfigurationState { makeConfigurationState() }

    /// Updates the view's configurations for `state`; the default does nothing.
    ///
    /// Don't call it; call `setNeedsUpdateConfiguration()`. UIKit runs it before the view is
    /// displayed and when its traits change, coalesced to the next layout pass, then the
    /// `configurationUpdateHandler`. Tracks the `@Observable` properties it reads: a change runs
    /// the update again once.
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    var needsConfigurationUpdate = true

    /// The title label, made on first use: 17 pt bold in `.plain` tables' look.
    open var textLabel: UILabel? {
        if label.superview == nil {
            label.font = UIFont.boldSystemFont(ofSize: 17)
            label.textColor = .label
            contentView.addSubview(label)
        }
        return label
    }

    /// Creates a view reused under `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentView.isOpaque = false
        addSubview(contentView)
    }

    /// Creates a view with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Archives do not exist in this engine: a view with no reuse identifier.
    public required convenience init?(coder: NSCoder) {
        self.init(reuseIdentifier: nil)
    }

    /// Called before the table hands the view out again; reset content here. Does nothing by
    /// default, as in UIKit.
    open func prepareForReuse() {}

    /// New traits ask for a configuration update, as UIKit's.
    override func engineTraitsDidChange(from previous: UITraitCollection) {
        super.engineTraitsDidChange(from: previous)
        setNeedsUpdateConfiguration()
    }

    open override func layoutSubviews() {
        runConfigurationUpdateIfNeeded()
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        if label.superview === contentView {
            let margin: CGFloat = bounds.width >= 414 ? 20 : 16
            let width = max(0, bounds.width - 2 * margin)
            let height = min(
                bounds.height, label.sizeThatFits(CGSize(width: width, height: 0)).height)
            label.frame = CGRect(
                x: margin, y: (bounds.height - height) / 2, width: width, height: height)
        }
    }
}
