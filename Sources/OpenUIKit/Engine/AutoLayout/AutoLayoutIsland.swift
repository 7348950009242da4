import Foundation

/// Auto Layout islands: a list's cells, headers and footers solved on an engine of their own.
///
/// A table or collection view places its cells by frame (they translate their autoresizing mask),
/// so a cell's inside depends on nothing outside but its size, unless a constraint crosses its
/// edge. Such a cell is the root of its own engine (`AutoLayoutStorage.engine` on the cell): its
/// constraints are collected and solved apart from the hierarchy's, and the hierarchy's engine
/// walks past it. Reusing a cell then re-solves that cell alone, never the whole table. A
/// constraint that reaches across the cell's edge (to the table, to another cell, to the cell
/// itself from outside) breaches the island for good: the cell's inside joins the hierarchy's
/// engine again, as every view's constraints do (Docs/Behaviour-autolayout.md, "Cells solved
/// apart").
extension UIView {
    /// Whether the view's subtree is solved on an engine of its own: a table or collection
    /// view's cell, header or footer that translates its autoresizing mask and that no
    /// constraint has reached across.
    var isAutoLayoutIsland: Bool {
        guard
            self is UITableViewCell || self is UICollectionReusableView
                || self is UITableViewHeaderFooterView
        else { return false }
        guard let s = _autoLayout else { return true }
        return s.translatesAutoresizingMaskIntoConstraints && !s.isBreachedIsland
    }

    /// The view whose engine solves this view's constraints: the nearest island among the view
    /// and its ancestors, else the top of the hierarchy.
    var autoLayoutRoot: UIView {
        var v = self
        while let s = v.superview {
            if v.isAutoLayoutIsland { return v }
            v = s
        }
        return v
    }

    /// The top of the view's hierarchy (the window, or a view with no superview).
    var hierarchyTop: UIView {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    /// Where the view's frame puts it in the coordinates of the top of its hierarchy's engine:
    /// the sum of its and its ancestors' frame origins (bounds origins are not applied, as the
    /// engine's variables ignore them).
    var originInHierarchyTop: CGPoint {
        var o = CGPoint.zero
        var v = self
        while let s = v.superview {
            o.x += v.frame.minX
            o.y += v.frame.minY
            v = s
        }
        return o
    }
}

extension AutoLayoutEngine {
    /// Whether this engine solves an island (not a fitting engine, not a hierarchy's top).
    var solvesIsland: Bool {
        guard fitting == nil, let root, root.superview != nil else { return false }
        return true
    }

    /// Whether the engine no longer solves its root's subtree: its root is an island that a
    /// constraint breached, so the hierarchy's engine solves it now.
    var isSuperseded: Bool {
        guard solvesIsland, let root else { return false }
        return !root.isAutoLayoutIsland
    }

    /// A constraint whose `item` is not in the engine's tree: breaches the island that hides
    /// the item from this engine (the outermost one below the root), or this engine's own
    /// island when the item lies outside it in the same hierarchy. Returns whether an island was
    /// breached (the constraints must be collected again).
    func breachIsland(reaching item: AnyObject) -> Bool {
        guard let root, let view = NSLayoutConstraint.view(of: item) else { return false }
        var outermost: UIView?
        var v: UIView? = view
        while let current = v, current !== root {
            if current.superview != nil, current.isAutoLayoutIsland { outermost = current }
            v = current.superview
        }
        if v === root {
            guard let outermost else { return false }
            outermost.autoLayoutStorage.isBreachedIsland = true
            return true
        }
        // The item is outside the root: this engine's island reaches out of itself.
        guard solvesIsland, root.isAutoLayoutIsland, view.hierarchyTop === root.hierarchyTop
        else { return false }
        root.autoLayoutStorage.isBreachedIsland = true
        return true
    }
}
