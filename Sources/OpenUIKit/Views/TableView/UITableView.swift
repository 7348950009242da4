import Foundation

/// A scroll view that shows rows of cells in sections, as UIKit's `UITableView`.
///
/// The data source says how many sections and rows there are and makes a cell for each row
/// that comes into view; the delegate sizes rows, headers and footers and hears about display
/// and selection. Only the rows that overlap the bounds have cells: a cell that scrolls off
/// goes to the reuse queue of its `reuseIdentifier` and comes back from
/// `dequeueReusableCell(withIdentifier:for:)` after `prepareForReuse()`, so the number of cells
/// alive follows the number visible whatever the row count. Rows are laid out in
/// `layoutSubviews`, which a scroll asks for, as in UIKit (Docs/Behaviour-lists.md, "Tables").
///
/// `delegate` keeps `UIScrollView`'s type (`UIScrollViewDelegate?`); assign a
/// `UITableViewDelegate` to it as in UIKit (Swift cannot narrow an overridden property's type).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The look of a table, as UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers and footers float over the content (sticky).
        case plain
        /// Sections set apart on a grouped background; headers scroll with the rows.
        case grouped
        /// As `.grouped`, with each section's rows inset from the sides in a rounded block.
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` put the
    /// row, as UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        /// The least scroll that shows the row (none when it shows).
        case none
        /// The row's top at the top of the visible area.
        case top
        /// The row centred in the visible area.
        case middle
        /// The row's bottom at the bottom of the visible area.
        case bottom
    }

    /// The value that asks the table to size a row, header or footer itself (through Auto
    /// Layout for rows): -1, as UIKit's `UITableView.automaticDimension`.
    public static let automaticDimension: CGFloat = -1

    /// The table's style, fixed at creation.
    public let style: Style

    /// The object that supplies sections, rows and cells (held weakly, as in UIKit). Setting it
    /// reloads the table at the next layout.
    open weak var dataSource: UITableViewDataSource? {
        didSet { setNeedsReload() }
    }

    /// The delegate; a `UITableViewDelegate` also sizes rows and hears about selection. Setting
    /// it reloads the table at the next layout.
    open override var delegate: UIScrollViewDelegate? {
        get { super.delegate }
        set {
            super.delegate = newValue
            setNeedsReload()
        }
    }

    /// The height of every row, in points, unless the delegate says otherwise. Default
    /// `UITableView.automaticDimension`: the cell's Auto Layout height, or 44 pt for a cell
    /// without constraints (UIKit's standard row height; Docs/Behaviour-lists.md).
    open var rowHeight: CGFloat = automaticDimension { didSet { setNeedsReload() } }
    /// The height assumed for a row until it comes into view, in points; 0 asks every row's
    /// height up front. Default `UITableView.automaticDimension` (44 pt per unseen self-sizing
    /// row, the row height itself when it is fixed).
    open var estimatedRowHeight: CGFloat = automaticDimension { didSet { setNeedsReload() } }
    /// The height of section headers, in points. Default `UITableView.automaticDimension`: the
    /// style's height for a titled header (Docs/Behaviour-lists.md), 0 in `.plain` without one.
    open var sectionHeaderHeight: CGFloat = automaticDimension { didSet { setNeedsReload() } }
    /// The height of section footers, in points. Default `UITableView.automaticDimension`, as
    /// `sectionHeaderHeight`.
    open var sectionFooterHeight: CGFloat = automaticDimension { didSet { setNeedsReload() } }

    /// Whether rows are divided by lines. Default `.singleLine`.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { setNeedsLayout() }
    }
    /// The colour of the lines between rows. Default `.separator`.
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// The default insets of the lines between rows, in points (cells may set their own).
    /// Default 16 pt on the leading side (20 pt in views 414 pt wide or more), UIKit's margins.
    open var separatorInset: UIEdgeInsets {
        get {
            storedSeparatorInset ?? UIEdgeInsets(top: 0, left: readableMargin, bottom: 0, right: 0)
        }
        set {
            storedSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    /// Whether a tap selects a row. Default true.
    open var allowsSelection = true
    /// Whether taps select more than one row (a tap on a selected row deselects it). Default
    /// false.
    open var allowsMultipleSelection = false

    // MARK: State

    var storedSeparatorInset: UIEdgeInsets?
    var geometry = TableGeometry()
    var needsReload = true
    /// Whether rows take an estimate until they come into view.
    var deferredHeights = true
    let reusePool = ReusePool<UITableViewCell>()
    /// The section header and footer views kept for reuse.
    let headerFooterPool = ReusePool<UITableViewHeaderFooterView>()
    /// Cells sent to the reuse queue during a layout pass, still hidden subviews until its end.
    var parkedCells: [UITableViewCell] = []
    /// The cells in view, by index path.
    var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    /// Each section's header and footer: title and view, asked once per reload.
    var sectionDecorations: [TableSectionDecoration] = []
    /// The selected rows, in the order they were selected.
    var selectedPaths: [IndexPath] = []
    /// The row a finger is on, highlighted.
    var trackedPath: IndexPath?
    var laidOutWidth: CGFloat = -1
    /// Nested `beginUpdates()` calls open, and the changes they gathered.
    var updateDepth = 0
    var pendingUpdate = ListUpdate()
    /// The plan of the update being applied: its new rows' cells fade in.
    var appearingPlan: ListUpdatePlan?
    /// Cells made since the table was created (engine statistics for tests and benchmarks).
    var cellsMade = 0
    /// Header and footer views made from registered classes since the table was created.
    var headerFootersMade = 0
    /// The cell `reconfigureRows(at:)` is configuring again: dequeued for its identifier.
    var reconfiguringCell: UITableViewCell?
    /// `isEditing`, and the row being dragged by its reorder control.
    var editingState = false
    var reorder: TableReorder?

    /// Creates a table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    /// Creates a `.plain` table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Archives do not exist in this engine: a `.plain` table with a zero frame.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero, style: .plain)
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if old.origin != newValue.origin { setNeedsLayout() }
        }
    }

    /// A new content size category asks for the rows and sections again at the next layout, so
    /// that self-sizing rows and the section titles take their new text sizes while shown (the
    /// selection stays).
    override func engineTraitsDidChange(from previous: UITraitCollection) {
        super.engineTraitsDidChange(from: previous)
        if previous.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory,
            dataSource != nil
        {
            setNeedsReload()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    // MARK: Touches (UITableView+Selection.swift)

    /// A finger on a row highlights it (when the delegate allows), as UIKit's table does.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !highlightRow(under: touches) { super.touchesBegan(touches, with: event) }
    }

    /// Lifting the finger from the highlighted row selects it (through the delegate).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !selectTrackedRow() { super.touchesEnded(touches, with: event) }
    }

    /// A drag that scrolls cancels the touch: the highlight goes, nothing is selected.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !unhighlightTrackedRow() { super.touchesCancelled(touches, with: event) }
    }

    /// The scroll view's pan does not begin while a row is dragged by its reorder control.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
        -> Bool
    {
        if gestureRecognizer === panGestureRecognizer, reorder != nil { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// The margin of rows' content and separators: 16 pt, 20 pt in views 414 pt wide or more.
    var readableMargin: CGFloat { bounds.width >= 414 ? 20 : 16 }

    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    // MARK: Cells

    /// Registers the class to make cells of `identifier` from (nil removes it). The class must
    /// be a `UITableViewCell` subclass; its `init(style:reuseIdentifier:)` is called with
    /// `.default`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            reusePool.registered[identifier] = nil
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            preconditionFailure(
                "must pass a class of kind UITableViewCell (got \(cellClass)) for identifier "
                    + identifier)
        }
        reusePool.registered[identifier] = type
    }

    /// A cell of `identifier` waiting for reuse (after its `prepareForReuse()`), or nil when the
    /// queue is empty and no class is registered; a registered class makes a new one.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return cell
        }
        if let cell = reusePool.dequeue(identifier) {
            cell.isHidden = false
            cell.prepareForReuse()
            return cell
        }
        guard let type = reusePool.registered[identifier] else { return nil }
        cellsMade += 1
        return type.init(style: .default, reuseIdentifier: identifier)
    }

    /// A cell of `identifier` for the row at `indexPath`: one waiting for reuse (after its
    /// `prepareForReuse()`) or a new one of the registered class. Stops with UIKit's message when
    /// nothing is registered for `identifier`.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        -> UITableViewCell
    {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or "
                    + "a class for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    /// Forgets every row and asks the data source again at the next layout; the cells in view
    /// go to the reuse queue (the delegate hears `didEndDisplaying`). The selection is cleared.
    open func reloadData() {
        selectedPaths.removeAll()
        setNeedsReload()
    }

    // MARK: Sections and rows

    /// The number of sections, as the data source last said.
    open var numberOfSections: Int {
        reloadIfNeeded()
        return geometry.sections.count
    }

    /// The number of rows in `section`, as the data source last said.
    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        checkSection(section)
        return geometry.sections[section].heights.count
    }

    /// The cell in view at `indexPath`, nil when the row is not in view.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCellsByPath[indexPath]
    }

    /// The cells in view, top to bottom.
    open var visibleCells: [UITableViewCell] {
        (indexPathsForVisibleRows ?? []).compactMap { visibleCellsByPath[$0] }
    }

    /// The index paths of the rows in view, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? {
        visibleCellsByPath.keys.sorted()
    }

    /// The index path of `cell` when it is in view.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The index path of the row at `point` (in the table's coordinates), nil between or
    /// outside rows.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        return geometry.rows(from: point.y, to: point.y.nextUp).first
    }

    /// The row's rectangle in the table's coordinates (its height is an estimate until the
    /// row has been in view, when estimates are on).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        checkRow(indexPath)
        let band = geometry.rowBand(indexPath.row, in: indexPath.section)
        let x = rowInset
        return CGRect(x: x, y: band.y, width: bounds.width - 2 * x, height: band.height)
    }

    /// The rectangle of `section`, header to footer, in the table's coordinates.
    open func rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        checkSection(section)
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.bottom - s.top)
    }

    /// The rectangle of `section`'s header where it lies in the content (not where a floating
    /// header is drawn).
    open func rectForHeader(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        checkSection(section)
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.headerHeight)
    }

    /// The rectangle of `section`'s footer where it lies in the content.
    open func rectForFooter(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        checkSection(section)
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.footerTop, width: bounds.width, height: s.footerHeight)
    }

    /// Scrolls so that the row is at `scrollPosition` of the visible area (inside the adjusted
    /// insets), within the offsets the content may rest at; `.none` scrolls the least that shows
    /// it.
    open func scrollToRow(
        at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
    ) {
        reloadIfNeeded()
        if containsSection(indexPath.section) {
            let rows = geometry.sections[indexPath.section].heights.count
            guard indexPath.row >= 0, indexPath.row < rows else {
                preconditionFailure(
                    "Attempted to scroll the table view to an out-of-bounds row "
                        + "(\(indexPath.row)) when there are only \(rows) rows in section "
                        + "\(indexPath.section).")
            }
        }
        let rect = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch scrollPosition {
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - visibleHeight / 2 - inset.top
        case .bottom: y = rect.maxY - visibleHeight - inset.top
        }
        let range = offsetRange.y
        y = min(max(y, range.lowerBound), range.upperBound)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    /// The horizontal inset of rows: the margin in `.insetGrouped`, else 0.
    var rowInset: CGFloat { style == .insetGrouped ? readableMargin : 0 }

    func containsSection(_ section: Int) -> Bool {
        section >= 0 && section < geometry.sections.count
    }

    func checkSection(_ section: Int) {
        guard section >= 0, section < geometry.sections.count else {
            preconditionFailure(
                "Attempted to access section \(section), but there are only "
                    + "\(geometry.sections.count) sections.")
        }
    }

    func checkRow(_ indexPath: IndexPath) {
        checkSection(indexPath.section)
        let rows = geometry.sections[indexPath.section].heights.count
        guard indexPath.row >= 0, indexPath.row < rows else {
            preconditionFailure(
                "request for rect at invalid index path (<NSIndexPath> {length = 2, path = "
                    + "\(indexPath.section) - \(indexPath.row)})")
        }
    }
}
