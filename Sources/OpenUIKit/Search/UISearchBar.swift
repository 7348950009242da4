import Foundation

/// A bar with a search field, as UIKit's `UISearchBar`: the rounded `searchTextField` across
/// the bar, a Cancel button at its trailing end when `showsCancelButton`, and a scope bar (a
/// segmented control of `scopeButtonTitles`) below the field when `showsScopeBar`.
///
/// Standalone the bar is 56 pt tall (+ 44 pt with the scope bar), the field 36 pt, 8 pt in from
/// the sides; in a navigation bar the search bar is 52 pt tall and the field starts at the bar's
/// layout margin (Docs/Behaviour-today.md, "Search in the navigation bar"). `.default` and
/// `.prominent` draw the bar's background (`barTintColor`, else the bars' material), `.minimal`
/// none; in a navigation bar the navigation bar's background shows. Right to left it is mirrored:
/// the field's glass at the right, Cancel at the left.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// How a search bar draws its background, as UIKit's `UISearchBar.Style`.
    public enum Style: UInt, Sendable {
        /// The bar's background and an opaque field (as `.prominent` on iOS).
        case `default` = 0
        /// The bar's background and an opaque field.
        case prominent = 1
        /// No background: the field alone.
        case minimal = 2
    }

    /// The height of a standalone bar's field row, in points.
    static let standaloneHeight: CGFloat = 56
    /// The height of the scope bar's row, in points: the 32 pt segmented control and 12 pt below.
    static let scopeRowHeight: CGFloat = 44
    /// The gap between the field and the Cancel button, in points.
    static let cancelGap: CGFloat = 8
    /// How long `setShowsCancelButton(_:animated: true)` takes, in seconds (engine choice).
    static let cancelAnimationDuration: TimeInterval = 0.25

    /// The search field (iOS 13).
    public let searchTextField = UISearchTextField()
    /// The bar's background.
    let backgroundView = UIView()
    /// The Cancel button.
    package let cancelButton = UIButton(type: .system)
    /// The scope bar.
    let scopeBar = UISegmentedControl(items: nil)
    let fieldDelegate = SearchFieldDelegate()
    /// The search controller owning this bar, if any.
    weak var searchController: UISearchController?
    /// Whether a navigation bar shows this search bar (its margins and transparent background).
    var isInNavigationBar = false { didSet { applyStyle() } }

    /// The delegate (held weakly, as in UIKit).
    open weak var delegate: UISearchBarDelegate?

    /// The text in the field. Setting it sends no delegate call, as in UIKit.
    open var text: String? {
        get { searchTextField.text }
        set {
            searchTextField.text = newValue
            searchTextField.setNeedsLayout()
        }
    }

    private var storedPlaceholder: String?
    /// The placeholder. Default nil: the field shows "Search", as UIKit's.
    open var placeholder: String? {
        get { storedPlaceholder }
        set {
            storedPlaceholder = newValue
            searchTextField.placeholder = newValue ?? "Search"
        }
    }

    /// A line of text above the bar. Stored only: not drawn here.
    open var prompt: String?

    /// The bar's look. Default `.default`.
    open var searchBarStyle: Style = .default { didSet { applyStyle() } }

    /// The bar's background colour. Default nil: the bars' material.
    open var barTintColor: UIColor? { didSet { applyStyle() } }

    /// Whether the Cancel button shows. Default false.
    open var showsCancelButton = false {
        didSet { if showsCancelButton != oldValue { setNeedsLayout() } }
    }

    /// The scope buttons' titles. Default nil.
    open var scopeButtonTitles: [String]? { didSet { rebuildScopeBar() } }

    /// The selected scope button. Default 0.
    open var selectedScopeButtonIndex = 0 {
        didSet { scopeBar.selectedSegmentIndex = selectedScopeButtonIndex }
    }

    /// Whether the scope bar shows below the field. Default false.
    open var showsScopeBar = false {
        didSet {
            if showsScopeBar != oldValue {
                invalidateIntrinsicContentSize()
                setNeedsLayout()
            }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        fieldDelegate.searchBar = self
        searchTextField.delegate = fieldDelegate
        searchTextField.addAction(
            UIAction { [weak self] _ in self?.fieldDelegate.textDidChange() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.alpha = 0
        cancelButton.addAction(
            UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
        addSubview(cancelButton)
        scopeBar.isHidden = true
        scopeBar.addAction(
            UIAction { [weak self] _ in self?.scopeChanged() }, for: .valueChanged)
        addSubview(scopeBar)
        applyStyle()
    }

    /// Archives do not exist in this engine: as `init(frame: .zero)`, as UIKit's `init?(coder:)`.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Shows or hides the Cancel button; animated, the field shortens as the button slides in
    /// from the trailing edge and fades in (0.25 s).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
        guard animated, window != nil else { return }
        UIView.animate(withDuration: Self.cancelAnimationDuration) { self.layoutIfNeeded() }
    }

    /// 56 pt tall standalone, 52 pt in a navigation bar; 44 pt more with the scope bar.
    open override var intrinsicContentSize: CGSize {
        let row = isInNavigationBar ? UINavigationBar.searchBarHeight : Self.standaloneHeight
        return CGSize(
            width: UIView.noIntrinsicMetric, height: row + (showsScopeBar ? Self.scopeRowHeight : 0)
        )
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    /// The field's distance from the bar's sides: the layout margin in a navigation bar (16 pt
    /// compact, 20 pt regular), 8 pt standalone.
    var fieldMargin: CGFloat {
        guard isInNavigationBar else { return 8 }
        return traitCollection.horizontalSizeClass == .regular ? 20 : 16
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        backgroundView.frame = bounds
        let row = isInNavigationBar ? UINavigationBar.searchBarHeight : Self.standaloneHeight
        let m = fieldMargin
        let fieldHeight = UISearchTextField.fieldHeight
        let y = ((row - fieldHeight) / 2).rounded()
        let cancelWidth = ceil(cancelButton.intrinsicContentSize.width)
        var field = CGRect(x: m, y: y, width: max(0, w - 2 * m), height: fieldHeight)
        var cancel = CGRect(x: w, y: y, width: cancelWidth, height: fieldHeight)
        if showsCancelButton {
            field.size.width = max(0, w - 2 * m - cancelWidth - Self.cancelGap)
            cancel.origin.x = field.maxX + Self.cancelGap
        }
        var scope = CGRect(x: m, y: row, width: max(0, w - 2 * m), height: 32)
        if isRightToLeft {
            field.origin.x = w - field.maxX
            cancel.origin.x = w - cancel.maxX
            scope.origin.x = w - scope.maxX
        }
        searchTextField.frame = field
        cancelButton.frame = cancel
        cancelButton.alpha = showsCancelButton ? 1 : 0
        scopeBar.frame = scope
        scopeBar.isHidden = !showsScopeBar
    }

    private func applyStyle() {
        let draws = searchBarStyle != .minimal && !isInNavigationBar
        backgroundView.backgroundColor = draws ? (barTintColor ?? BarColors.navigationBar) : nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func rebuildScopeBar() {
        scopeBar.removeAllSegments()
        for (i, title) in (scopeButtonTitles ?? []).enumerated() {
            scopeBar.insertSegment(withTitle: title, at: i, animated: false)
        }
        scopeBar.selectedSegmentIndex = selectedScopeButtonIndex
        setNeedsLayout()
    }

    private func scopeChanged() {
        selectedScopeButtonIndex = scopeBar.selectedSegmentIndex
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
        searchController?.updateSearchResults()
    }

    /// Cancel: `searchBarCancelButtonClicked(_:)`, then a search controller deactivates.
    private func cancelTapped() {
        trace(self, "searchBarCancelButtonClicked")
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.isActive = false
    }
}
