import Foundation

/// A row being dragged by its reorder control: where it started and where it is now in the
/// table's interim order, its cell, and where the finger holds it.
@MainActor
struct TableReorder {
    let original: IndexPath
    var current: IndexPath
    let cell: UITableViewCell
    /// The finger's distance below the cell's top when it went down.
    let grab: CGFloat
    /// The finger's y in the table's coordinates.
    var fingerY: CGFloat
}

/// The reorder control of a cell in editing mode: a box 44 pt wide, the row's height, at the
/// trailing edge, showing three grey lines 18 × 2 pt, 6 pt apart, centred (engine measures;
/// Docs/Behaviour-lists.md). A finger on it drags the row.
@MainActor
final class TableReorderControl: UIView {
    /// The control's width, 44 pt.
    static let width: CGFloat = 44
    /// The size of each grip line, 18 × 2 pt.
    static let lineSize = CGSize(width: 18, height: 2)
    /// The distance between the lines' centres, 6 pt.
    static let lineSpacing: CGFloat = 6

    let lines: [UIView] = (0..<3).map { _ in UIView() }

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: Self.width, height: 44))
        backgroundColor = .clear
        for line in lines {
            line.backgroundColor = .systemGray
            line.isUserInteractionEnabled = false
            addSubview(line)
        }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = Self.lineSize
        for (i, line) in lines.enumerated() {
            let midY = bounds.midY + CGFloat(i - 1) * Self.lineSpacing
            line.frame = CGRect(
                x: (bounds.width - size.width) / 2, y: midY - size.height / 2,
                width: size.width, height: size.height)
        }
    }

    private var table: UITableView? { (superview as? UITableViewCell)?.owningTable }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let table, let cell = superview as? UITableViewCell, let touch = touches.first
        else { return }
        table.beginReorder(of: cell, fingerY: touch.location(in: table).y)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let table, let touch = touches.first else { return }
        table.moveReorder(toFingerY: touch.location(in: table).y)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let table, let touch = touches.first {
            table.moveReorder(toFingerY: touch.location(in: table).y)
        }
        table?.endReorder()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        table?.endReorder()
    }
}

extension UITableViewCell {
    /// Places the reorder control at the trailing edge (the leading side right-to-left); the
    /// accessory hides while it shows.
    func layoutReorderControl(rightToLeft rtl: Bool) {
        let glyph = accessoryView ?? accessoryGlyph
        glyph?.isHidden = reorderControl != nil
        guard let control = reorderControl else { return }
        let b = bounds
        control.frame = CGRect(
            x: b.width - TableReorderControl.width, y: 0, width: TableReorderControl.width,
            height: b.height
        ).mirrored(in: b.width, if: rtl)
        bringSubviewToFront(control)
    }

    /// Shows or removes the reorder control.
    func setReorderControlShown(_ shown: Bool) {
        guard shown != (reorderControl != nil) else { return }
        if shown {
            let control = TableReorderControl()
            reorderControl = control
            addSubview(control)
        } else {
            reorderControl?.removeFromSuperview()
            reorderControl = nil
        }
        setNeedsLayout()
    }
}
