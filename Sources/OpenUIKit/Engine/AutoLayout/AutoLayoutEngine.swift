internal import ConstraintSolver
import Foundation
@_spi(Testing) import OpenQuartzCore

/// The Auto Layout engine of one view hierarchy (held by its root view, usually the window), or of
/// one island in it (a list's cell, AutoLayoutIsland.swift).
///
/// Each sync walks the hierarchy, builds the set of constraints it wants (the active
/// `NSLayoutConstraint`s, plus the ones UIKit derives: the root's size, autoresizing masks of views
/// that translate them, intrinsic content sizes, safe-area and margin guides), and diffs it against
/// what the Cassowary `Solver` holds: an unchanged constraint costs nothing, a changed constant is
/// one removal and one addition (a few pivots), never a new solve. Frames are then read from the
/// solver by each superview's layout pass (`UIView.applyAutoLayoutFrames`), before its
/// `layoutSubviews`, as UIKit's engine does.
@MainActor
final class AutoLayoutEngine {
    enum Key: Hashable {
        /// A user constraint, by its `engineSerial`.
        case user(UInt64)
        case derived(ObjectIdentifier, Int)
    }
    struct Wanted {
        var key: Key
        var signature: [Double]
        var constraint: Constraint
        var user: NSLayoutConstraint?
        /// Installed with the same signature: kept as it is.
        var isInstalled = false
    }
    struct Installed {
        var signature: [Double]
        var constraint: Constraint
    }

    let solver = Solver()
    weak var root: UIView?
    /// The size the root is fixed to; nil: free (systemLayoutSizeFitting gives targets instead).
    var fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?
    var installed: [Key: Installed] = [:]
    var installOrder: [Key] = []
    /// Constraints broken to recover from an unsatisfiable layout, with the signature that failed.
    var broken: [Key: [Double]] = [:]
    /// Where the root sits in the coordinates of its hierarchy's top (an island's offset; zero
    /// otherwise), added to every rectangle read, so that frames land on the pixel grid where the
    /// hierarchy's engine would put them.
    var origin = CGPoint.zero

    init(root: UIView) {
        self.root = root
        fitting = nil
    }

    init(
        fittingRoot: UIView, size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) {
        root = fittingRoot
        fitting = (size, horizontal, vertical)
    }

    /// The rectangle of an item in the coordinates of the hierarchy's top (the root's, moved by
    /// `origin`).
    func rect(of v: LayoutVariables) -> CGRect {
        CGRect(
            x: solver.value(of: v.left) + origin.x, y: solver.value(of: v.top) + origin.y,
            width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    /// The size of a scroll view's content guide in the solution, on the pixel grid.
    func contentGuideSize(_ g: LayoutVariables, in scrollView: UIScrollView) -> CGSize {
        let o = rect(of: scrollView.autoLayoutStorage.variables)
        return PixelGrid.frame(of: rect(of: g), in: o, scale: UIScreen.main.scale).size
    }

    // MARK: Sync

    /// Multi-line labels of the last collect whose intrinsic size wraps at the width the engine
    /// gives them (`preferredMaxLayoutWidth` 0).
    var automaticWidthLabels: [UILabel] = []

    /// The most extra solves one sync makes for multi-line labels (UIKit makes one).
    static let maximumLabelPasses = 2

    /// Brings the solver up to date with the hierarchy; returns whether anything changed.
    ///
    /// A multi-line label with an automatic preferred width is measured at the width the first
    /// solve gives it and the engine solves again, as UIKit's engine makes a second pass for
    /// such labels (their height is known only once their width is).
    ///
    /// An island's engine stops without solving when a constraint turns out to reach across its
    /// edge (`isSuperseded`): the hierarchy's engine solves the island from then on.
    @discardableResult
    func sync() -> Bool {
        guard let root else { return false }
        let island = solvesIsland
        if island { origin = root.originInHierarchyTop }
        var changed = solve(root)
        if island && isSuperseded { return false }
        for _ in 0..<Self.maximumLabelPasses {
            guard updateAutomaticLabelWidths() else { break }
            if solve(root) { changed = true }
        }
        if changed && fitting == nil { markChangedViews(root) }
        // Solved: the island no longer waits for the constraint pass.
        if island { UIView.enginesNeedingSync.removeAll { $0.view === root } }
        return changed
    }

    /// Gives each multi-line label with an automatic width the width of the current solution;
    /// returns whether any changed.
    private func updateAutomaticLabelWidths() -> Bool {
        var any = false
        for label in automaticWidthLabels {
            let width = solver.value(of: label.autoLayoutStorage.variables.width)
            if let old = label.automaticMaxLayoutWidth, abs(old - width) < 0.001 { continue }
            label.automaticMaxLayoutWidth = width
            any = true
        }
        return any
    }

    /// One solve: the wanted constraints against the installed ones.
    private func solve(_ root: UIView) -> Bool {
        UIView.runUpdateConstraints(in: root)
        let wanted = collect(root: root)
        if isSuperseded { return false }
        let kept = wanted.reduce(0) { $0 + ($1.isInstalled ? 1 : 0) }
        var changed = false
        // Remove what is gone or changed. When every installed constraint is wanted as it is
        // (the common case: one constant changed), there is nothing to look up.
        if kept != installed.count || !broken.isEmpty {
            var wantedKeys = Set<Key>(minimumCapacity: wanted.count)
            var keptKeys = Set<Key>(minimumCapacity: kept)
            for w in wanted {
                wantedKeys.insert(w.key)
                if w.isInstalled { keptKeys.insert(w.key) }
            }
            var removedAny = false
            for key in installOrder where !keptKeys.contains(key) {
                guard let inst = installed.removeValue(forKey: key) else { continue }
                try? solver.removeConstraint(inst.constraint)
                changed = true
                removedAny = true
            }
            if removedAny {
                installOrder.removeAll { installed[$0] == nil }
                broken.removeAll()
            }
            broken = broken.filter { wantedKeys.contains($0.key) }
        }
        // Add what is new, required first.
        for pass in 0..<2 {
            for w in wanted where !w.isInstalled {
                if (pass == 0) != w.constraint.strength.isRequired { continue }
                if let sig = broken[w.key], sig == w.signature { continue }
                do {
                    try solver.addConstraint(w.constraint)
                    installed[w.key] = Installed(signature: w.signature, constraint: w.constraint)
                    installOrder.append(w.key)
                    broken[w.key] = nil
                    changed = true
                } catch {
                    broken[w.key] = w.signature
                    logUnsatisfiable(w)
                }
            }
        }
        return changed
    }

    /// Asks for layout on every superview whose constrained subviews now differ from the solution.
    private func markChangedViews(_ view: UIView) {
        if let scrollView = view as? UIScrollView,
            let g = scrollView._autoLayout?.contentGuide?.variables,
            contentGuideSize(g, in: scrollView) != scrollView.contentSize
        {
            view.setNeedsLayout()
        }
        // An island below is solved, and marked, by its own engine.
        for sub in view._subviews where !sub.isAutoLayoutIsland {
            if let s = sub._autoLayout, !s.translatesAutoresizingMaskIntoConstraints,
                sub.engineFrame(in: self) != sub.frame
            {
                view.setNeedsLayout()
            }
            markChangedViews(sub)
        }
    }

    private func logUnsatisfiable(_ w: Wanted) {
        let broken = w.user?.constraintDescription ?? w.constraint.description
        var involved: [String] = []
        if let user = w.user {
            let items = [user.firstItem, user.secondItem].compactMap { $0 }
            var seen = Set<ObjectIdentifier>()
            walkUserConstraints { c in
                guard installed[.user(c.engineSerial)] != nil,
                    !seen.contains(ObjectIdentifier(c))
                else { return }
                let mine = [c.firstItem, c.secondItem].compactMap { $0 }
                if mine.contains(where: { m in items.contains { $0 === m } }) {
                    seen.insert(ObjectIdentifier(c))
                    involved.append(c.constraintDescription)
                }
            }
        }
        involved.append(broken)
        let list = involved.map { "    \"\($0)\"" }.joined(separator: ",\n")
        EngineDiagnostics.shared.warn(
            """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. \
            Try this: (1) look at each constraint and try to figure out which you don't expect; \
            (2) find the code that added the unwanted constraint or constraints and fix it. \
            (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, \
            refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
            \(list)
            )

            Will attempt to recover by breaking constraint 
            \(broken)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            """)
    }

    private func walkUserConstraints(_ body: (NSLayoutConstraint) -> Void) {
        guard let root else { return }
        func walk(_ v: UIView) {
            if let s = v._autoLayout { for c in s.constraints { body(c) } }
            for sub in v._subviews where !sub.isAutoLayoutIsland { walk(sub) }
        }
        walk(root)
    }
}
