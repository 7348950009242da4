import Foundation

/// A control that runs an action when tapped, as UIKit's `UIButton`.
///
/// Two styles of appearance, as in UIKit: the legacy per-state API (`setTitle(_:for:)`,
/// `setTitleColor(_:for:)`, `setImage(_:for:)`, `contentEdgeInsets`; UIButton+Layout.swift) and,
/// when `configuration` is set, `UIButton.Configuration` (`.plain()`, `.tinted()`, `.gray()`,
/// `.filled()`; UIButton+ConfigurationDrawing.swift). A tap sends `.touchUpInside`, then
/// `.primaryActionTriggered`.
@MainActor
open class UIButton: UIControl {
    /// The kind of button, as UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        /// No built-in look: white title by default, no highlight dimming.
        case custom = 0
        /// The standard iOS button: tint-coloured title that dims while highlighted.
        case system = 1
        /// An "i" in a tint-coloured circle.
        case detailDisclosure = 2
        /// An "i" in a tint-coloured circle (same as `.detailDisclosure` since iOS 7).
        case infoLight = 3
        /// An "i" in a tint-coloured circle (same as `.detailDisclosure` since iOS 7).
        case infoDark = 4
        /// A "+" in a tint-coloured circle.
        case contactAdd = 5
        /// A button with no background, as `.system` here.
        case plain = 6
        /// A grey circle with an ×, 30 × 30 pt (iOS 13).
        case close = 7
        /// The pre-iOS 7 rounded rectangle: `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// The button's type, fixed at creation. `init(frame:)` gives `.custom`.
    public internal(set) var buttonType: ButtonType = .custom

    var titles: [UInt: String] = [:]
    var titleColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    var backgroundImages: [UInt: UIImage] = [:]
    /// Background of configuration buttons (and the circle of `.close`), below everything.
    let backgroundView = UIView()
    let backgroundImageView = UIImageView()
    let _imageView = UIImageView()
    let _titleLabel = UILabel()
    let _subtitleLabel = UILabel()
    /// The glyph of `.close`, `.contactAdd` and the info types (nil for the others).
    var glyphView: UIView?

    /// The label showing the current title (its `font` may be set; colour and text follow state).
    open var titleLabel: UILabel? { _titleLabel }
    /// The image view showing the current image.
    open var imageView: UIImageView? { _imageView }
    /// The label showing a configuration's subtitle (iOS 15).
    open var subtitleLabel: UILabel? { _subtitleLabel }

    /// Space around the title and image, in points; legacy layout only. Default zero (a titled
    /// button then gets 6 pt above and below, as UIKit's 30 pt tall system buttons).
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { invalidateButtonLayout() } }
    /// Offsets of the title's rectangle, in points; legacy layout only. Default zero.
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Offsets of the image's rectangle, in points; legacy layout only. Default zero.
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Whether a `.system` button dims its content while highlighted. Default true.
    open var adjustsImageWhenHighlighted = true
    /// Whether the image is drawn lighter while disabled. Default true.
    open var adjustsImageWhenDisabled = true

    /// The configuration (iOS 15); when set it decides the look instead of the per-state API.
    open var configuration: Configuration? { didSet { setNeedsUpdateConfiguration() } }
    /// Called when the state changes, to update `configuration` from `state` (iOS 15).
    open var configurationUpdateHandler: ConfigurationUpdateHandler?
    /// Whether the configuration is recomputed automatically when the state changes. Default true.
    open var automaticallyUpdatesConfiguration = true

    /// A closure that updates a button's configuration, as UIKit's `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// Archives do not exist in this engine: as `init(frame: .zero)`, as UIKit's `init?(coder:)`.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSubviews()
    }

    /// Creates a button of `buttonType` with a zero frame (size it with `sizeToFit()`).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        buttonTypeDidSet()
    }

    /// Creates a button of `buttonType` (default `.system`) whose title and image come from
    /// `primaryAction`, which runs on `.primaryActionTriggered` (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { adoptPrimaryAction(primaryAction) }
    }

    /// Creates a `.system` button with `configuration` and an optional primary action (iOS 15).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        if let primaryAction { adoptPrimaryAction(primaryAction) }
        self.configuration = configuration
        if self.configuration?.title == nil, let t = primaryAction?.title, !t.isEmpty {
            self.configuration?.title = t
        }
        if self.configuration?.image == nil, let i = primaryAction?.image {
            self.configuration?.image = i
        }
        setNeedsUpdateConfiguration()  // observers do not run for assignments in an initializer
    }

    // MARK: Per-state content

    /// Sets the title for `state`; states without one fall back to `.normal`'s.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateButtonAppearance()
        invalidateButtonLayout()
    }
    /// Sets the title colour for `state`; states without one fall back to `.normal`'s, then to
    /// the type's default (the tint for `.system`, white for `.custom`).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateButtonAppearance()
    }
    /// Sets the image for `state`; states without one fall back to `.normal`'s.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateButtonAppearance()
        invalidateButtonLayout()
    }
    /// Sets the background image for `state` (stretched to the bounds).
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        updateButtonAppearance()
    }

    /// The title set for `state`, else `.normal`'s.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }
    /// The title colour for `state`, else `.normal`'s, else the type's default.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
            ?? defaultTitleColor(for: state)
    }
    /// The image set for `state`, else `.normal`'s.
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }
    /// The background image set for `state`, else `.normal`'s.
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// The title shown now: the configuration's, else `title(for: state)`.
    open var currentTitle: String? {
        configuration != nil ? configuration?.title : title(for: state)
    }
    /// The title colour shown now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor }
    /// The image shown now: the configuration's, else `image(for: state)`.
    open var currentImage: UIImage? {
        configuration != nil ? configuration?.image : image(for: state)
    }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    // MARK: Configuration

    /// Asks for `updateConfiguration()` (and the update handler) now, as UIKit does before drawing.
    ///
    /// Both track the `@Observable` properties they read (iOS 26): a change runs them again once,
    /// in the next layout pass's properties pass (Docs/Behaviour-today.md).
    public func setNeedsUpdateConfiguration() {
        needsTrackedConfigurationUpdate = false
        ObservationTracking.track(invalidating: self, .configuration) {
            if let handler = configurationUpdateHandler, !isRunningUpdateHandler {
                isRunningUpdateHandler = true
                handler(self)
                isRunningUpdateHandler = false
            }
            updateConfiguration()
        }
    }

    /// Applies the configuration for the current state; override to adjust it (call super).
    open func updateConfiguration() {
        updateButtonAppearance()
        invalidateButtonLayout()
    }

    // MARK: Layout and drawing (implemented in UIButton+Layout.swift)

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutButtonContent()
    }
    /// The size of the content plus insets (see `contentEdgeInsets`, `Configuration.contentInsets`).
    open override var intrinsicContentSize: CGSize { buttonContentSize() }
    /// The intrinsic content size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { buttonContentSize() }
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateButtonAppearance()
    }
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        updateButtonAppearance()
    }

    var isRunningUpdateHandler = false
    /// Whether a model the last configuration update read has changed since (observation
    /// tracking): the properties pass runs the update again.
    var needsTrackedConfigurationUpdate = false

    override func stateDidChange() {
        if configuration != nil,
            automaticallyUpdatesConfiguration || configurationUpdateHandler != nil
        {
            setNeedsUpdateConfiguration()
        } else {
            updateButtonAppearance()
        }
    }

    override var preventsSingleTapRecognizersOfOtherViews: Bool { true }
    override var additionalTouchUpInsideEvents: Event { .primaryActionTriggered }

    private func adoptPrimaryAction(_ action: UIAction) {
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
        addAction(action, for: .primaryActionTriggered)
    }

    private func setUpSubviews() {
        backgroundView.isUserInteractionEnabled = false
        backgroundView.isHidden = true
        backgroundImageView.isHidden = true
        for v in [backgroundView, backgroundImageView, _imageView, _titleLabel, _subtitleLabel] {
            addSubview(v)
        }
        _titleLabel.font = .systemFont(ofSize: 15)
        _titleLabel.textAlignment = .center
        _subtitleLabel.textAlignment = .center
        _subtitleLabel.isHidden = true
        updateButtonAppearance()
    }

    func invalidateButtonLayout() { setNeedsLayout() }
}
