import Foundation

/// A view that lays out a row or a column of views with Auto Layout, as UIKit's `UIStackView`.
///
/// The stack view arranges `arrangedSubviews` along its `axis` by creating real constraints
/// (identified as UIKit's are: `UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`,
/// `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing`, `UISV-hiding`, …), held
/// by the stack view and rebuilt in `updateConstraints()` whenever a property, the arrangement
/// or an arranged subview's `isHidden` changes. Its own size follows from those constraints:
/// pinned by one corner, a stack view takes the size of its content (its `intrinsicContentSize`
/// stays `noIntrinsicMetric`, as UIKit's). Arranged subviews get
/// `translatesAutoresizingMaskIntoConstraints = false`, as in UIKit.
///
/// A hidden arranged subview collapses: zero size along the axis, its spacing removed. Hidden
/// inside an animation block and laid out there (`layoutIfNeeded()`), the collapse animates; the
/// view stays drawn until its frame animation ends, then hides, as on iOS.
///
/// The stack view draws its `backgroundColor` and layer properties, as iOS 14 and later do
/// (UIKit's is a non-rendering `CATransformLayer` before iOS 14).
@preconcurrency @MainActor
open class UIStackView: UIView {
    var _arrangedSubviews: [UIView] = []
    /// Spacing set with `setCustomSpacing(_:after:)`, by arranged subview.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack view made for its arrangement (all active while arranged).
    var arrangementConstraints: [NSLayoutConstraint] = []
    /// The guides between neighbours for `.equalSpacing` and `.equalCentering`.
    var gapGuides: [UILayoutGuide] = []
    /// The constraints and guides the last rebuild retired, alive until the next one (see
    /// `rebuildArrangementConstraints()`).
    var retiredConstraints: [NSLayoutConstraint] = []
    var retiredGuides: [UILayoutGuide] = []
    /// Arranged subviews hidden inside an animation block whose layer still draws until their
    /// collapse has animated, with a token telling a later hide from an earlier one.
    var pendingHides: [ObjectIdentifier: Int] = [:]
    var nextHideToken = 0

    /// The value UIKit's `setCustomSpacing(_:after:)` takes to go back to `spacing`
    /// (`CGFloat.greatestFiniteMagnitude`, UIKit's `FLT_MAX`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// The value asking for the system spacing between two views: 8 pt here (UIKit's standard
    /// spacing between siblings). UIKit's `FLT_MIN`.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
    /// The system spacing, in points, that `spacingUseSystem` stands for.
    static let systemSpacing: CGFloat = 8

    /// Whether the subviews are laid out in a row (`.horizontal`, the default) or a column.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsUpdateConstraints() } }
    }
    /// How the subviews are sized and spaced along the axis. Default `.fill`.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsUpdateConstraints() } }
    }
    /// How the subviews are placed across the axis. Default `.fill`.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsUpdateConstraints() } }
    }
    /// The space between neighbouring arranged subviews, in points. Default 0. The minimum
    /// spacing for `.equalSpacing` and `.equalCentering`; `UIStackView.spacingUseSystem` asks for
    /// the system spacing (8 pt).
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { setNeedsUpdateConstraints() } }
    }
    /// Whether vertical spacing is measured between baselines. Default false. Engine choice:
    /// stored only; spacing is always measured between the subviews' edges.
    open var isBaselineRelativeArrangement = false
    /// Whether the subviews are laid out within the stack view's layout margins instead of its
    /// bounds. Default false. The margins are UIView's (8 pt on every side unless set).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet {
            if isLayoutMarginsRelativeArrangement != oldValue { setNeedsUpdateConstraints() }
        }
    }

    /// Creates a stack view arranging `views` in order (horizontal, fill, fill, no spacing).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// Creates an empty horizontal stack view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setNeedsUpdateConstraints()
    }

    /// Archives do not exist in this engine: as `init(frame: .zero)`, as UIKit's `init?(coder:)`.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    // MARK: Arranged subviews

    /// The views the stack view lays out, in order (a subset of `subviews`).
    open var arrangedSubviews: [UIView] { _arrangedSubviews }

    /// Adds `view` at the end of `arrangedSubviews`, and as a subview on top if it is not one.
    /// Turns its `translatesAutoresizingMaskIntoConstraints` off, as UIKit does. A view already
    /// arranged moves to the end.
    open func addArrangedSubview(_ view: UIView) {
        let count = _arrangedSubviews.count
        let already = _arrangedSubviews.contains { $0 === view }
        insertArrangedSubview(view, at: already ? count - 1 : count)
    }

    /// Inserts `view` into `arrangedSubviews` at `stackIndex` (0…count), adding it as a subview on
    /// top if it is not one. An index beyond the end stops with UIKit's exception message.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        precondition(view !== self, "Can't add self as subview")
        let existing = _arrangedSubviews.firstIndex { $0 === view }
        let limit = _arrangedSubviews.count - (existing == nil ? 0 : 1)
        precondition(
            stackIndex >= 0 && stackIndex <= limit,
            "Index out of bounds: \(stackIndex) is beyond the arranged subviews (count \(limit))")
        if let existing { _arrangedSubviews.remove(at: existing) }
        _arrangedSubviews.insert(view, at: stackIndex)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsUpdateConstraints()
    }

    /// Removes `view` from `arrangedSubviews` and drops the constraints the stack made for it. It
    /// stays a subview and is still drawn, placed only by its own constraints, as UIKit
    /// documents; call `removeFromSuperview()` to remove it too.
    open func removeArrangedSubview(_ view: UIView) {
        guard _arrangedSubviews.contains(where: { $0 === view }) else { return }
        stopArranging(view)
    }

    // MARK: Custom spacing

    /// Sets the spacing after `arrangedSubview`, in points, replacing `spacing` there (iOS 11).
    /// `UIStackView.spacingUseDefault` goes back to `spacing`; `spacingUseSystem` asks for the
    /// system spacing. Ignored for a view that is not arranged; forgotten when it stops being.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard _arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let new: CGFloat? = spacing == UIStackView.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != new else { return }
        customSpacings[key] = new
        setNeedsUpdateConstraints()
    }

    /// The custom spacing after `arrangedSubview`, or `UIStackView.spacingUseDefault` if none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The spacing in points the layout uses after `view`: its custom spacing, else `spacing`,
    /// `spacingUseSystem` resolved to the system spacing.
    func resolvedSpacing(after view: UIView) -> CGFloat {
        let s = customSpacings[ObjectIdentifier(view)] ?? spacing
        return s == UIStackView.spacingUseSystem ? UIStackView.systemSpacing : s
    }

    // MARK: Layout

    /// Rebuilds the arrangement's constraints, then calls `super`, as UIKit's stack view does.
    open override func updateConstraints() {
        rebuildArrangementConstraints()
        super.updateConstraints()
    }

    /// Hides, once their collapse has animated, the subviews hidden inside an animation block.
    open override func layoutSubviews() {
        super.layoutSubviews()
        commitPendingHides()
    }

    /// Forgets a subview that leaves the stack view (`removeFromSuperview()`), as UIKit does.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if _arrangedSubviews.contains(where: { $0 === subview }) {
            stopArranging(subview)
        }
    }
}
