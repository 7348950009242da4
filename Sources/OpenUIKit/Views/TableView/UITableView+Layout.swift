import Foundation

extension UITableView {
    /// Asks the data source and delegate again when something they answered changed.
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        reloadGeometry()
    }

    /// Sends the cells in view to the reuse queue and asks for the sections, rows, titles,
    /// header and footer views and heights (row heights now only when estimates are off).
    private func reloadGeometry() {
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
            park(cell)
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
            reusePool.enqueue(cell, as: cell.reuseIdentifier)
        }
        visibleCellsByPath.removeAll()
        removeSectionDecorations()
        laidOutWidth = bounds.width
        let source = dataSource
        let count = source.map { $0.numberOfSections(in: self) } ?? 0
        deferredHeights =
            estimatedRowHeight > 0
            || (estimatedRowHeight == Self.automaticDimension
                && rowHeight == Self.automaticDimension)
        var sections: [TableGeometry.Section] = []
        var decorations: [TableSectionDecoration] = []
        sections.reserveCapacity(count)
        for s in 0..<count {
            let rows = source?.tableView(self, numberOfRowsInSection: s) ?? 0
            var section = TableGeometry.Section()
            let (deco, header, footer) = decorate(s)
            section.headerHeight = header
            section.footerHeight = footer
            section.heights = [CGFloat](repeating: 0, count: rows)
            section.known = [Bool](repeating: false, count: rows)
            if deferredHeights, tableDelegate == nil {
                // Nothing to ask row by row: every row takes the same estimate.
                let e = uniformEstimate
                section.heights = [CGFloat](repeating: e, count: rows)
            } else {
                let d = tableDelegate
                for r in 0..<rows {
                    let first = initialHeight(IndexPath(row: r, section: s), delegate: d)
                    section.heights[r] = first.height
                    section.known[r] = first.known
                }
            }
            section.recomputeOffsets()
            sections.append(section)
            decorations.append(deco)
        }
        geometry.sections = sections
        geometry.restack()
        sectionDecorations = decorations
        selectedPaths.removeAll { !containsRow($0) }
    }

    /// Section `s`'s header and footer (titles, views) and their heights, asked of the data
    /// source and delegate.
    func decorate(_ s: Int) -> (TableSectionDecoration, header: CGFloat, footer: CGFloat) {
        let source = dataSource
        let d = tableDelegate
        var deco = TableSectionDecoration()
        deco.headerTitle = source?.tableView(self, titleForHeaderInSection: s)
        deco.footerTitle = source?.tableView(self, titleForFooterInSection: s)
        deco.headerView =
            d?.tableView(self, viewForHeaderInSection: s)
            ?? deco.headerTitle.map {
                TableSectionTitleView(
                    title: $0, footer: false, grouped: style != .plain, margin: readableMargin,
                    traits: traitCollection)
            }
        deco.footerView =
            d?.tableView(self, viewForFooterInSection: s)
            ?? deco.footerTitle.map {
                TableSectionTitleView(
                    title: $0, footer: true, grouped: style != .plain, margin: readableMargin,
                    traits: traitCollection)
            }
        let header = decorationHeight(
            d?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight,
            view: deco.headerView)
        let footer = decorationHeight(
            d?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight,
            view: deco.footerView)
        return (deco, header, footer)
    }

    /// Takes the section headers and footers out of the table (reusable ones go to their queue).
    func removeSectionDecorations() {
        for d in sectionDecorations {
            for view in [d.headerView, d.footerView] {
                guard let view else { continue }
                view.removeFromSuperview()
                if let reusable = view as? UITableViewHeaderFooterView {
                    headerFooterPool.enqueue(reusable, as: reusable.reuseIdentifier)
                }
            }
        }
        sectionDecorations.removeAll()
    }

    /// Whether the row at `path` is new in the update being applied (its cell fades in).
    func isAppearing(_ path: IndexPath) -> Bool {
        appearingPlan?.isFresh(path) ?? false
    }

    /// A row's height before it comes into view: its estimate when estimates are on, else the
    /// delegate's height (an estimate of 44 pt when that is `automaticDimension`).
    func initialHeight(_ path: IndexPath) -> (height: CGFloat, known: Bool) {
        initialHeight(path, delegate: tableDelegate)
    }

    /// `initialHeight(_:)` with the delegate already looked up (a reload asks for every row).
    func initialHeight(_ path: IndexPath, delegate d: UITableViewDelegate?) -> (
        height: CGFloat, known: Bool
    ) {
        if deferredHeights {
            let e = d?.tableView(self, estimatedHeightForRowAt: path) ?? estimatedRowHeight
            return (e > 0 ? e : (rowHeight > 0 ? rowHeight : Self.standardRowHeight), false)
        }
        let h = d?.tableView(self, heightForRowAt: path) ?? rowHeight
        return (h >= 0 ? h : Self.standardRowHeight, h >= 0)
    }

    /// The estimate of every row when no delegate gives one.
    var uniformEstimate: CGFloat {
        estimatedRowHeight > 0
            ? estimatedRowHeight : (rowHeight > 0 ? rowHeight : Self.standardRowHeight)
    }

    /// UIKit's standard row height, 44 pt: what a row takes when nothing else sizes it.
    static let standardRowHeight: CGFloat = 44

    /// Whether `path` names a row of the current geometry.
    func containsRow(_ path: IndexPath) -> Bool {
        path.count == 2 && path.section >= 0 && path.section < geometry.sections.count
            && path.row >= 0 && path.row < geometry.sections[path.section].heights.count
    }

    /// A header's or footer's height: the height asked for, or for `automaticDimension` the
    /// view's Auto Layout height, a title's style height (Docs/Behaviour-lists.md), or none.
    private func decorationHeight(_ asked: CGFloat, view: UIView?) -> CGFloat {
        if asked != Self.automaticDimension { return max(0, asked) }
        let titled = view != nil
        if let view, !(view is TableSectionTitleView) {
            let fit = view.systemLayoutSizeFitting(
                CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
            if fit > 0 { return fit }
            if view.frame.height > 0 { return view.frame.height }
        }
        switch style {
        case .plain: return titled ? Self.plainTitleHeight : 0
        case .grouped, .insetGrouped:
            return titled ? Self.groupedTitleHeight : Self.groupedSpacingHeight
        }
    }

    /// The height of a titled header or footer in `.plain`, 28 pt (Docs/Behaviour-lists.md).
    static let plainTitleHeight: CGFloat = 28
    /// The height of a titled header or footer in the grouped styles, 38 pt.
    static let groupedTitleHeight: CGFloat = 38
    /// The space an untitled header or footer leaves in the grouped styles, 18 pt.
    static let groupedSpacingHeight: CGFloat = 18

    /// Gives each row that overlaps the bounds a cell (measuring the self-sizing ones, which may
    /// change which rows overlap), sends the cells that left to the reuse queue, places them all
    /// and the section headers and footers, and sets `contentSize`.
    func layoutRows() {
        if bounds.width != laidOutWidth { needsReload = true }
        reloadIfNeeded()
        var minY = bounds.minY
        var maxY = bounds.maxY
        var paths = geometry.rows(from: minY, to: maxY)
        recycleCells(keeping: paths)
        // The first row in view that was in view before: rows measured above it must not move
        // it on screen, so the offset follows it (UIKit keeps the visible rows still).
        let anchor = paths.first { visibleCellsByPath[$0] != nil }
        var anchorY = anchor.map { geometry.rowBand($0.row, in: $0.section).y }
        // Each new row: its cell, its height if it sizes itself, its frame, then
        // `willDisplay`, as UIKit does row by row. A measured height moves the rows below, so
        // the rows in view are found again until they stay the same.
        for _ in 0..<16 {
            for p in paths where visibleCellsByPath[p] == nil {
                // Rows measured above may have pushed this one out of view.
                if geometry.rowBand(p.row, in: p.section).y >= maxY { break }
                let cell = makeCell(at: p)
                if !geometry.sections[p.section].known[p.row] {
                    let h = measuredHeight(of: cell, at: p)
                    geometry.setHeight(h, row: p.row, section: p.section)
                }
                // A new cell starts at its place (inside an update's animation it fades in if
                // its row was inserted, rather than flying in from where it was).
                UIView.performWithoutAnimation {
                    place(cell, at: p)
                    if isAppearing(p) { cell.alpha = 0 }
                }
                if isAppearing(p) { cell.alpha = 1 }
                if cell.superview === self {
                    cell.isHidden = false
                } else {
                    insertSubview(cell, at: 0)
                }
                visibleCellsByPath[p] = cell
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: p)
            }
            if let anchor, let before = anchorY {
                let after = geometry.rowBand(anchor.row, in: anchor.section).y
                if after != before {
                    UIView.performWithoutAnimation { shiftContent(byY: after - before) }
                    anchorY = after
                    minY = bounds.minY
                    maxY = bounds.maxY
                }
            }
            let now = geometry.rows(from: minY, to: maxY)
            if now == paths { break }
            paths = now
            recycleCells(keeping: paths)
        }
        let size = CGSize(width: bounds.width, height: geometry.height)
        if contentSize != size { contentSize = size }
        for p in paths { if let cell = visibleCellsByPath[p] { place(cell, at: p) } }
        layoutReorderState()
        unparkCells()
        layoutSectionDecorations()
    }

    /// Sends the cells of rows no longer in view to the reuse queue, top to bottom, after the
    /// delegate's `didEndDisplaying`.
    private func recycleCells(keeping paths: [IndexPath]) {
        guard !visibleCellsByPath.isEmpty else { return }
        let wanted = Set(paths)
        let leaving = visibleCellsByPath.keys.filter { !wanted.contains($0) }.sorted()
        for p in leaving {
            guard let cell = visibleCellsByPath.removeValue(forKey: p) else { continue }
            park(cell)
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: p)
            reusePool.enqueue(cell, as: cell.reuseIdentifier)
        }
    }

    /// Takes a cell out of view on its way to the reuse queue. It stays a hidden subview until
    /// the end of the layout pass: a cell reused in the same pass (the next row of a scroll, the
    /// same row after `reloadData()`) never leaves the hierarchy, so Auto Layout keeps its
    /// constraints installed instead of removing and adding them again.
    private func park(_ cell: UITableViewCell) {
        cell.isHidden = true
        parkedCells.append(cell)
    }

    /// Removes the parked cells that were not reused from the table.
    private func unparkCells() {
        for cell in parkedCells where cell.isHidden && cell.superview === self {
            cell.removeFromSuperview()
            cell.isHidden = false
        }
        parkedCells.removeAll(keepingCapacity: true)
    }

    /// The data source's cell for `path`, showing the row's selection.
    private func makeCell(at path: IndexPath) -> UITableViewCell {
        guard let source = dataSource else {
            preconditionFailure("UITableView dataSource is not set")
        }
        let cell = source.tableView(self, cellForRowAt: path)
        cell.owningTable = self
        cell.setHighlighted(false, animated: false)
        cell.setSelected(selectedPaths.contains(path), animated: false)
        return cell
    }

    /// The row's height as the delegate says, or the cell's own for `automaticDimension`.
    private func measuredHeight(of cell: UITableViewCell, at path: IndexPath) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        if asked != Self.automaticDimension { return max(0, asked) }
        return cell.fittingHeight(width: bounds.width - 2 * rowInset)
    }

    /// Sets the cell's frame, its separator and (in `.insetGrouped`) its rounded corners.
    private func place(_ cell: UITableViewCell, at path: IndexPath) {
        let band = geometry.rowBand(path.row, in: path.section)
        cell.frame = CGRect(
            x: rowInset, y: band.y, width: bounds.width - 2 * rowInset, height: band.height)
        // The content view takes the row's height now, before the hierarchy's Auto Layout pass
        // solves its constraints (with the height of the row the cell showed last they would
        // conflict, and the engine would log and recover from it on every reused cell).
        // Right-to-left it stands at the right, past the accessory, as `layoutCell()` puts it:
        // unmirrored, a cell whose layout did not run again kept it over its accessory.
        let content = CGRect(
            x: 0, y: 0, width: cell.bounds.width - cell.accessoryWidth, height: band.height
        ).mirrored(in: cell.bounds.width, if: cell.isRightToLeft)
        if cell.contentView.frame != content { cell.contentView.frame = content }
        let rows = geometry.sections[path.section].heights.count
        let last = path.row == rows - 1
        cell.separatorHidden = separatorStyle == .none || (style != .plain && last)
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if path.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.cornerRadius = corners.isEmpty ? 0 : Self.insetGroupedCornerRadius
            cell.layer.maskedCorners = corners
            cell.clipsToBounds = !corners.isEmpty
        }
    }

    /// The corner radius of an `.insetGrouped` section's block, 10 pt.
    static let insetGroupedCornerRadius: CGFloat = 10

    /// Places the headers and footers of the sections in view; in `.plain` a header stays at
    /// the top of the visible area while its section passes under it (pushed up by the section's
    /// end), and a footer at the bottom; below a large title, at the bar's bottom edge as the
    /// title collapses.
    private func layoutSectionDecorations() {
        let inset = adjustedContentInset
        // Under a large title that the content has scrolled closed, the bar covers less.
        let top = bounds.minY + inset.top - LargeTitleTracking.closedStrip(of: self)
        let bottom = bounds.maxY - inset.bottom
        let cellCount = visibleCellsByPath.count
        for (i, s) in geometry.sections.enumerated() where i < sectionDecorations.count {
            let deco = sectionDecorations[i]
            let inView = s.bottom > bounds.minY && s.top < bounds.maxY
            for footer in [false, true] {
                guard let view = footer ? deco.footerView : deco.headerView else { continue }
                let h = footer ? s.footerHeight : s.headerHeight
                guard inView, h > 0 else {
                    if view.superview === self { view.removeFromSuperview() }
                    continue
                }
                var y = footer ? s.footerTop : s.top
                if style == .plain {
                    y =
                        footer
                        ? max(s.rowsTop, min(y, bottom - h))
                        : min(max(y, top), s.bottom - h)
                }
                view.frame = CGRect(x: 0, y: y, width: bounds.width, height: h)
                if view.superview !== self { insertSubview(view, at: cellCount) }
            }
        }
    }
}
