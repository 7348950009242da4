import Foundation

extension NSLayoutConstraint {
    /// The two axes of a view's hugging and compression resistance.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}

extension UIView: LayoutAnchorItem {
    /// Whether any view has used Auto Layout yet: until then the layout pass skips the engine.
    static var autoLayoutInUse = false

    /// The view's Auto Layout state, created on first use.
    var autoLayoutStorage: AutoLayoutStorage {
        if let s = _autoLayout { return s }
        let s = AutoLayoutStorage(name: String(describing: type(of: self)))
        _autoLayout = s
        UIView.autoLayoutInUse = true
        return s
    }

    func ensureAutoLayoutStorage() { _ = autoLayoutStorage }

    // MARK: Anchors

    /// The leading edge: the left one, the right one when the view lays out right-to-left.
    public var leadingAnchor: NSLayoutXAxisAnchor { anchorItem.xAnchor(.leading) }
    /// The trailing edge: the right one, the left one when the view lays out right-to-left.
    public var trailingAnchor: NSLayoutXAxisAnchor { anchorItem.xAnchor(.trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { anchorItem.xAnchor(.left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { anchorItem.xAnchor(.right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { anchorItem.yAnchor(.top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { anchorItem.yAnchor(.bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { anchorItem.dimension(.width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { anchorItem.dimension(.height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { anchorItem.xAnchor(.centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { anchorItem.yAnchor(.centerY) }
    /// The first baseline; engine choice: the top edge (no text baselines in the engine yet).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { anchorItem.yAnchor(.firstBaseline) }
    /// The last baseline; engine choice: the bottom edge (no text baselines in the engine yet).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { anchorItem.yAnchor(.lastBaseline) }

    private var anchorItem: UIView {
        ensureAutoLayoutStorage()
        return self
    }

    // MARK: Guides

    /// A layout guide for the safe area (the same object on every call).
    public var safeAreaLayoutGuide: UILayoutGuide { ownGuide(\.safeAreaGuide, .safeArea) }
    /// A layout guide for the layout margins (the same object on every call).
    public var layoutMarginsGuide: UILayoutGuide { ownGuide(\.marginsGuide, .margins) }

    /// The view's guide of `kind` kept at `slot`, made on first use.
    func ownGuide(
        _ slot: ReferenceWritableKeyPath<AutoLayoutStorage, UILayoutGuide?>,
        _ kind: UILayoutGuide.Kind
    ) -> UILayoutGuide {
        let s = autoLayoutStorage
        if let g = s[keyPath: slot] { return g }
        let g = UILayoutGuide(owningView: self, kind: kind)
        s[keyPath: slot] = g
        return g
    }
    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { _autoLayout?.layoutGuides ?? [] }
    /// Adds a guide owned by this view.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        autoLayoutStorage.layoutGuides.append(layoutGuide)
    }
    /// Removes a guide this view owns.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let s = _autoLayout, s.layoutGuides.contains(where: { $0 === layoutGuide }) else {
            return
        }
        s.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The margins in leading/trailing terms: leading is the left margin, the right one when the
    /// view lays out right-to-left (set, the margins are placed by the direction at that time).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            let rtl = isRightToLeft
            return NSDirectionalEdgeInsets(
                top: m.top, leading: rtl ? m.right : m.left, bottom: m.bottom,
                trailing: rtl ? m.left : m.right)
        }
        set {
            let rtl = isRightToLeft
            layoutMargins = UIEdgeInsets(
                top: newValue.top, left: rtl ? newValue.trailing : newValue.leading,
                bottom: newValue.bottom, right: rtl ? newValue.leading : newValue.trailing)
        }
    }

    /// The margins the margins guide applies, safe area included when
    /// `insetsLayoutMarginsFromSafeArea`. Engine choice: a view controller's root view whose
    /// margins were left at the default 8 pt uses UIKit's system minimum on an iPhone instead,
    /// 16 pt leading and trailing and 0 top and bottom.
    var effectiveMarginInsets: UIEdgeInsets {
        var m = layoutMargins
        if owningViewController != nil, m == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
            m = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        }
        guard insetsLayoutMarginsFromSafeArea else { return m }
        let s = safeAreaInsets
        return UIEdgeInsets(
            top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom,
            right: m.right + s.right)
    }

    // MARK: Constraints

    /// The constraints this view holds (those whose closest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { _autoLayout?.constraints ?? [] }

    /// Installs a constraint on this view (which must be a common ancestor of its items).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installedIn === self { return }
        constraint.installedIn?.removeConstraint(constraint)
        autoLayoutStorage.constraints.append(constraint)
        constraint.installedIn = self
        UIView.autoLayoutDidChange(at: self)
    }
    /// Installs each constraint on this view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { addConstraint(c) }
    }
    /// Removes a constraint this view holds (deactivating it).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard let s = _autoLayout, constraint.installedIn === self else { return }
        s.constraints.removeAll { $0 === constraint }
        constraint.installedIn = nil
        UIView.autoLayoutDidChange(at: self)
    }
    /// Removes each constraint.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    /// Whether the view's frame and autoresizing mask become required constraints. Default
    /// true; set it to false for a view you position with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { _autoLayout?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayoutStorage.translatesAutoresizingMaskIntoConstraints = newValue
            UIView.autoLayoutDidChange(at: superview ?? self)
        }
    }

    // MARK: Content size priorities

    /// How strongly the view resists growing beyond its intrinsic size (default 250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let s = _autoLayout else { return .defaultLow }
        return axis == .horizontal ? s.hugging.horizontal : s.hugging.vertical
    }
    /// Sets the hugging priority for one axis.
    public func setContentHuggingPriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        let s = autoLayoutStorage
        if axis == .horizontal {
            s.hugging.horizontal = priority
        } else {
            s.hugging.vertical = priority
        }
        (superview as? UIStackView)?.arrangedSubviewContentSizeDidChange(self)
        UIView.autoLayoutDidChange(at: superview ?? self)
    }
    /// How strongly the view resists shrinking below its intrinsic size (default 750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
        -> UILayoutPriority
    {
        guard let s = _autoLayout else { return .defaultHigh }
        return axis == .horizontal
            ? s.compressionResistance.horizontal : s.compressionResistance.vertical
    }
    /// Sets the compression resistance for one axis.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        let s = autoLayoutStorage
        if axis == .horizontal {
            s.compressionResistance.horizontal = priority
        } else {
            s.compressionResistance.vertical = priority
        }
        (superview as? UIStackView)?.arrangedSubviewContentSizeDidChange(self)
        UIView.autoLayoutDidChange(at: superview ?? self)
    }
    /// Tells the engine that `intrinsicContentSize` changed: the next layout pass re-solves.
    public func invalidateIntrinsicContentSize() {
        (superview as? UIStackView)?.arrangedSubviewContentSizeDidChange(self)
        guard _autoLayout != nil else { return }
        UIView.autoLayoutDidChange(at: superview ?? self)
    }

    // MARK: Update constraints

    /// Asks for `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() {
        autoLayoutStorage.needsUpdateConstraints = true
        UIView.autoLayoutDidChange(at: self)
    }
    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool { _autoLayout?.needsUpdateConstraints ?? false }
    /// Runs `updateConstraints()` now on this view and its subviews that need it (subviews first).
    public func updateConstraintsIfNeeded() { UIView.runUpdateConstraints(in: self) }

    static func runUpdateConstraints(in view: UIView) {
        for sub in view._subviews { runUpdateConstraints(in: sub) }
        if let s = view._autoLayout, s.needsUpdateConstraints {
            s.needsUpdateConstraints = false
            ObservationTracking.track(invalidating: view, .constraints) {
                view.runOwnConstraintUpdate()
            }
        }
    }

    // MARK: Fitting size

    /// The smallest size the view's constraints allow: pass it to `systemLayoutSizeFitting`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size the view's constraints allow: pass it to `systemLayoutSizeFitting`.
    /// Engine choice: 10,000,000 pt, far beyond any screen, as UIKit uses a very large value.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size closest to `targetSize` the view's constraints (and its subviews') allow, both
    /// dimensions pulled towards the target at `.fittingSizeLevel` (50).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` at the given priorities (`.required` fixes a dimension).
    /// Solved on a separate engine holding only this view's subtree, so the window's layout is
    /// untouched; the view keeps that engine, so measuring it again (a reused cell) re-solves
    /// only the constraints that changed.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let storage = autoLayoutStorage
        let engine: AutoLayoutEngine
        if let kept = storage.fittingEngine {
            engine = kept
            engine.fitting = (targetSize, horizontalFittingPriority, verticalFittingPriority)
        } else {
            engine = AutoLayoutEngine(
                fittingRoot: self, size: targetSize, horizontal: horizontalFittingPriority,
                vertical: verticalFittingPriority)
            storage.fittingEngine = engine
        }
        engine.sync()
        return engine.rect(of: autoLayoutStorage.variables).size
    }

    // MARK: Engine hooks

    /// The engine of this view's hierarchy (on its root view), or of the island it is in (on the
    /// cell: AutoLayoutIsland.swift), created on demand.
    var autoLayoutEngine: AutoLayoutEngine? {
        let root = autoLayoutRoot
        let s = root.autoLayoutStorage
        if let e = s.engine { return e }
        let e = AutoLayoutEngine(root: root)
        s.engine = e
        return e
    }

    /// Something changed that constraints depend on: the engine of `view`'s hierarchy is brought
    /// up to date before the next layout pass (UIKit's constraint pass), and only the views whose
    /// frames the new solution changes ask for layout — re-making an equal constraint, or
    /// invalidating an intrinsic size that stays the same, lays nothing out. A change inside an
    /// island marks the island's engine only.
    static func autoLayoutDidChange(at view: UIView) {
        let root = view.autoLayoutRoot
        if !enginesNeedingSync.contains(where: { $0.view === root }) {
            enginesNeedingSync.append(WeakView(view: root))
        }
        UIView.installLayoutPrelude()
        CALayer.setNeedsLayoutPrelude()
    }

    /// A view held weakly (a hierarchy whose engine waits for the constraint pass).
    struct WeakView {
        weak var view: UIView?
    }
    /// The roots whose engines wait for the constraint pass, in the order they asked.
    static var enginesNeedingSync: [WeakView] = []

    /// The constraint pass: each hierarchy that changed is solved again (its root now, if it moved
    /// into another hierarchy since), hierarchies before islands (a constraint the hierarchy's
    /// engine finds reaching into an island breaches it first); the views the solution moves ask
    /// for layout.
    static func syncEnginesNeedingSync() {
        let roots = enginesNeedingSync.compactMap { $0.view?.autoLayoutRoot }
        enginesNeedingSync.removeAll()
        var done = Set<ObjectIdentifier>()
        for islands in [false, true] {
            for root in roots where (root.superview != nil) == islands {
                guard done.insert(ObjectIdentifier(root)).inserted,
                    root._autoLayout != nil || root.subtreeUsesAutoLayout
                else { continue }
                _ = root.syncedAutoLayoutEngine()
            }
        }
    }

    /// The engine of this view's constraints, brought up to date. For a view in an island, the
    /// hierarchy's engine is brought up to date first when it waits for the constraint pass (a
    /// constraint made outside may reach into the island); when the sync finds the island
    /// breached, the engine that took it over is synced and returned.
    func syncedAutoLayoutEngine() -> AutoLayoutEngine? {
        let root = autoLayoutRoot
        if root.superview != nil {
            let top = root.hierarchyTop
            if UIView.enginesNeedingSync.contains(where: { $0.view === top }) {
                top.autoLayoutEngine?.sync()
            }
        }
        guard let engine = autoLayoutEngine else { return nil }
        engine.sync()
        guard engine.isSuperseded, let outer = autoLayoutEngine, outer !== engine else {
            return engine
        }
        outer.sync()
        return outer
    }

    /// The frame the solution gives the view, in its superview's coordinates, on the screen's
    /// pixel grid (`PixelGrid`).
    func engineFrame(in engine: AutoLayoutEngine) -> CGRect {
        let r = engine.rect(of: autoLayoutStorage.variables)
        let o = superview.map { engine.rect(of: $0.autoLayoutStorage.variables) } ?? .zero
        return PixelGrid.frame(of: r, in: o, scale: UIScreen.main.scale)
    }

    /// Called by `layoutIfNeeded()` before laying out: brings the engine up to date, so that the
    /// views whose frames the constraints changed are laid out now (inside an animation block,
    /// their frames animate). The hierarchy's engine first, then the islands in it whose
    /// constraints changed and the island this view is in.
    func autoLayoutWillLayoutIfNeeded() {
        guard UIView.autoLayoutInUse else { return }
        let top = hierarchyTop
        guard top._autoLayout != nil || top.subtreeUsesAutoLayout else { return }
        top.autoLayoutEngine?.sync()
        let own = autoLayoutRoot
        let islands = UIView.enginesNeedingSync.compactMap { $0.view?.autoLayoutRoot }.filter {
            $0 !== top && $0 !== own && $0.hierarchyTop === top
        }
        for island in islands { _ = island.syncedAutoLayoutEngine() }
        if own !== top { _ = own.syncedAutoLayoutEngine() }
    }

    var subtreeUsesAutoLayout: Bool {
        _autoLayout != nil || _subviews.contains { $0.subtreeUsesAutoLayout }
    }

    /// Called by the layout pass before `layoutSubviews`: sets the frames of the subviews placed by
    /// constraints from the engine's solution.
    func applyAutoLayoutFrames() {
        guard UIView.autoLayoutInUse else { return }
        let constrained = _subviews.filter {
            $0._autoLayout?.translatesAutoresizingMaskIntoConstraints == false
        }
        guard !constrained.isEmpty, let engine = syncedAutoLayoutEngine() else { return }
        for sub in constrained {
            let f = sub.engineFrame(in: engine)
            if sub.bounds.size != f.size {
                sub.bounds = CGRect(origin: sub.bounds.origin, size: f.size)
            }
            let a = sub.layer.anchorPoint
            let c = CGPoint(x: f.minX + a.x * f.width, y: f.minY + a.y * f.height)
            if sub.center != c { sub.center = c }
        }
        (self as? UIScrollView)?.adoptContentLayoutGuideSize(from: engine)
    }
}
