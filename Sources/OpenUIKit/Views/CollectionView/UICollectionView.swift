import Foundation

/// A scroll view that shows items in sections, placed by a layout object, as UIKit's
/// `UICollectionView`.
///
/// The data source says how many sections and items there are and makes a cell for each item
/// that comes into view (and the supplementary views the layout asks for); the layout
/// (`collectionViewLayout`) says where each goes. Only the elements that overlap the bounds
/// have views: a cell that scrolls off goes to the reuse queue of its identifier and comes back
/// from `dequeueReusableCell(withReuseIdentifier:for:)` after `prepareForReuse()`, so the
/// number of cells alive follows the number visible. Elements are laid out in
/// `layoutSubviews`, which a scroll asks for (Docs/Behaviour-lists.md, "Collection views").
///
/// `delegate` keeps `UIScrollView`'s type (`UIScrollViewDelegate?`); assign a
/// `UICollectionViewDelegate` to it as in UIKit.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// What a set of layout attributes describes, as UIKit's
    /// `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable {
        /// A cell.
        case cell
        /// A supplementary view (a header or footer).
        case supplementaryView
        /// A decoration view.
        case decorationView
    }

    /// Where `scrollToItem(at:at:animated:)` puts the item, as UIKit's
    /// `UICollectionView.ScrollPosition` (one vertical and one horizontal position at most).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        /// Creates a position from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's leading edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's trailing edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a section header: "UICollectionElementKindSectionHeader", UIKit's string.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer: "UICollectionElementKindSectionFooter", UIKit's string.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The kind UIKit's exceptions give cells.
    static let elementKindCell = "UICollectionElementKindCell"

    /// The layout that places the elements. Setting it lays the collection view out anew at
    /// once (see `setCollectionViewLayout(_:animated:)` to animate).
    open var collectionViewLayout: UICollectionViewLayout {
        get { layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// The object that supplies sections, items and views (held weakly, as in UIKit). Setting it
    /// reloads at the next layout.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// The delegate; a `UICollectionViewDelegate` hears about display and selection.
    open override var delegate: UIScrollViewDelegate? {
        get { super.delegate }
        set {
            super.delegate = newValue
            layoutNeedsPrepare = true
            setNeedsLayout()
        }
    }

    /// The view behind the content, sized to the bounds. Default nil.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether a tap selects an item. Default true.
    open var allowsSelection = true
    /// Whether taps select more than one item (a tap on a selected item deselects it). Default
    /// false.
    open var allowsMultipleSelection = false

    // MARK: State

    var layout: UICollectionViewLayout
    /// Items per section, as the data source last said.
    var itemCounts: [Int] = []
    var needsReload = true
    var layoutNeedsPrepare = true
    let cellPool = ReusePool<UICollectionReusableView>()
    /// Supplementary views waiting for reuse, filed under "kind identifier".
    let supplementaryPool = ReusePool<UICollectionReusableView>()
    /// Decoration views waiting for reuse, filed under their kind.
    let decorationPool = ReusePool<UICollectionReusableView>()
    /// The views in view, by element.
    var visibleViews: [ElementKey: UICollectionReusableView] = [:]
    /// The selected items, in the order they were selected.
    var selectedPaths: [IndexPath] = []
    /// The item a finger is on, highlighted.
    var trackedPath: IndexPath?
    /// Nested `performBatchUpdates` calls open, and the changes they gathered.
    var updateDepth = 0
    var pendingUpdate = ListUpdate()
    /// While an update is applied: where its elements come from (new ones fade in).
    var appearingPlan: ListUpdatePlan?
    /// Cells made since the collection view was created (engine statistics).
    var cellsMade = 0
    /// During an animated layout change: the layout being left (new views start at its
    /// attributes) and the rectangle laid out (the old and new visible areas together).
    var transitionSourceLayout: UICollectionViewLayout?
    var layoutRectOverride: CGRect?
    /// The item being moved interactively (`beginInteractiveMovementForItem(at:)`), if any.
    var movement: InteractiveMovement?
    /// Set by the data source's default `collectionView(_:moveItemAt:to:)`: nothing took the
    /// move, so the collection view puts the item back.
    var moveWasUnhandled = false
    /// The scroll views of a compositional layout's orthogonal sections, by section.
    var orthogonalScrollers: [Int: UIScrollView] = [:]
    var orthogonalDelegate: OrthogonalScrollerDelegate?

    /// Creates a collection view with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layout.collectionView = self
    }

    /// Archives do not exist in this engine: a collection view with a flow layout.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            guard old != newValue else { return }
            if layout.shouldInvalidateLayout(forBoundsChange: newValue) {
                layout.invalidateLayout()
            }
            setNeedsLayout()
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = super.bounds
            super.frame = newValue
            if old.size != newValue.size, layout.shouldInvalidateLayout(forBoundsChange: bounds) {
                layout.invalidateLayout()
            }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        layoutElements()
    }

    // MARK: Touches (UICollectionView+Selection.swift)

    /// A finger on an item highlights it (when the delegate allows), as UIKit's collection view
    /// does.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !highlightItem(under: touches) { super.touchesBegan(touches, with: event) }
    }

    /// Lifting the finger from the highlighted item selects it (through the delegate).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !selectTrackedItem() { super.touchesEnded(touches, with: event) }
    }

    /// A drag that scrolls cancels the touch: the highlight goes, nothing is selected.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !unhighlightTrackedItem() { super.touchesCancelled(touches, with: event) }
    }

    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    // MARK: Registration and dequeuing

    /// Registers the class to make cells of `identifier` from (nil removes it). The class must
    /// be a `UICollectionViewCell` subclass; its `init(frame:)` is called.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellPool.registered[identifier] = nil
            return
        }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            preconditionFailure(
                "must pass a class of kind UICollectionViewCell (got \(cellClass)) for identifier "
                    + identifier)
        }
        cellPool.registered[identifier] = type
    }

    /// Registers the class to make supplementary views of `elementKind` and `identifier` from
    /// (nil removes it). The class must be a `UICollectionReusableView` subclass.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        let key = elementKind + " " + identifier
        guard let viewClass else {
            supplementaryPool.registered[key] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            preconditionFailure(
                "must pass a class of kind UICollectionReusableView (got \(viewClass)) for "
                    + "identifier " + identifier)
        }
        supplementaryPool.registered[key] = type
    }

    /// A cell of `identifier` for the item at `indexPath`: one waiting for reuse (after its
    /// `prepareForReuse()`) or a new one of the registered class. Stops with UIKit's message when
    /// nothing is registered for `identifier`.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard
            let cell = dequeue(
                from: cellPool, key: identifier, identifier: identifier, kind: Self.elementKindCell)
                as? UICollectionViewCell
        else {
            preconditionFailure(
                "the cell registered for \(identifier) is not a UICollectionViewCell")
        }
        return cell
    }

    /// A supplementary view of `elementKind` and `identifier` for `indexPath`, reused or new;
    /// stops with UIKit's message when nothing is registered for them.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        dequeue(
            from: supplementaryPool, key: elementKind + " " + identifier, identifier: identifier,
            kind: elementKind)
    }

    private func dequeue(
        from pool: ReusePool<UICollectionReusableView>, key: String, identifier: String,
        kind: String
    ) -> UICollectionReusableView {
        if let view = pool.dequeue(key) {
            view.prepareForReuse()
            return view
        }
        guard let type = pool.registered[key] else {
            preconditionFailure(
                "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must "
                    + "register a nib or a class for the identifier or connect a prototype cell "
                    + "in a storyboard")
        }
        if kind == Self.elementKindCell { cellsMade += 1 }
        let view = type.init(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    /// Forgets every item and asks the data source again at the next layout; the views in view
    /// go to the reuse queues (the delegate hears `didEndDisplaying`). The selection is cleared.
    open func reloadData() {
        selectedPaths.removeAll()
        needsReload = true
        layoutNeedsPrepare = true
        setNeedsLayout()
    }

    // MARK: Sections and items

    /// The number of sections, as the data source last said.
    open var numberOfSections: Int {
        reloadIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section`, as the data source last said; stops with UIKit's
    /// message for a section that does not exist.
    open func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        guard section >= 0, section < itemCounts.count else {
            preconditionFailure(
                "request for number of items in section \(section) when there are only "
                    + "\(itemCounts.count) sections in the collection view")
        }
        return itemCounts[section]
    }

    /// The cell in view at `indexPath`, nil when the item is not in view.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[ElementKey(kind: nil, indexPath: indexPath)] as? UICollectionViewCell
    }

    /// The supplementary view in view of `elementKind` at `indexPath`, nil when not in view.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        visibleViews[ElementKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The cells in view, in index-path order.
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { cellForItem(at: $0) }
    }

    /// The index paths of the items in view, in index-path order.
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleViews.keys.filter { $0.kind == nil }.map(\.indexPath).sorted()
    }

    /// The index path of `cell` when it is in view.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.key.kind == nil && $0.value === cell }?.key.indexPath
    }

    /// The index path of the item at `point` (in the collection view's coordinates), nil
    /// between or outside items.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return (layout.layoutAttributesForElements(in: probe) ?? [])
            .filter {
                $0.representedElementCategory == .cell && visibleFrame(of: $0).contains(point)
            }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The layout's attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
        prepareLayoutIfNeeded()
        return layout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Scrolls so that the item is at `scrollPosition` of the visible area (inside the adjusted
    /// insets), within the offsets the content may rest at; an empty position scrolls the least
    /// that shows it. Stops with UIKit's message for an item that does not exist.
    open func scrollToItem(
        at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
    ) {
        prepareLayoutIfNeeded()
        guard containsItem(indexPath),
            let attributes = layout.layoutAttributesForItem(at: indexPath)
        else {
            preconditionFailure(
                "attempt to scroll to invalid index path: <NSIndexPath> {length = 2, path = "
                    + "\(indexPath.section) - \(indexPath.item)}")
        }
        let rect = attributes.frame
        let inset = adjustedContentInset
        let visible = CGSize(
            width: bounds.width - inset.left - inset.right,
            height: bounds.height - inset.top - inset.bottom)
        var target = contentOffset
        let least = scrollPosition.isEmpty
        if scrollPosition.contains(.top) { target.y = rect.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) {
            target.y = rect.midY - visible.height / 2 - inset.top
        }
        if scrollPosition.contains(.bottom) { target.y = rect.maxY - visible.height - inset.top }
        if scrollPosition.contains(.left) { target.x = rect.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) {
            target.x = rect.midX - visible.width / 2 - inset.left
        }
        if scrollPosition.contains(.right) { target.x = rect.maxX - visible.width - inset.left }
        if least {
            scrollRectToVisible(rect, animated: animated)
            return
        }
        let range = offsetRange
        target.x = min(max(target.x, range.x.lowerBound), range.x.upperBound)
        target.y = min(max(target.y, range.y.lowerBound), range.y.upperBound)
        setContentOffset(target, animated: animated)
    }

    /// Whether `path` names an item of the current data.
    func containsItem(_ path: IndexPath) -> Bool {
        path.count == 2 && path.section >= 0 && path.section < itemCounts.count
            && path.item >= 0 && path.item < itemCounts[path.section]
    }
}
