extension Solver {
    /// Whether `variable` could take other values without making the solution any worse — UIKit's
    /// "ambiguous layout" (`hasAmbiguousLayout`).
    ///
    /// Read off the optimal tableau, no extra solve: a variable not in the basis is free (no
    /// restricted row mentions it, by construction); a basic one is ambiguous if its row mentions a
    /// free variable, or a slack or error symbol that costs nothing in every strength tier and that
    /// the ratio test lets increase. A variable the solver never saw is ambiguous. Cost: one row
    /// scan, plus a column scan per zero-cost symbol. Degenerate optima may hide an ambiguity that
    /// another basis would show (the ratio test gives a step of 0).
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let s = variables[variable], let row = rows[s] else { return true }
        for p in row.cells.keys.sorted() {
            switch p.kind {
            case .external: return true
            case .dummy: continue
            case .slack, .error:
                if tiers.contains(where: { $0.row.cells[p] != nil }) { continue }
                if let leaving = leavingRow(for: p) {
                    let r = rows[leaving]!
                    if -r.constant / r.coefficient(for: p) > epsilon { return true }
                } else {
                    return true
                }
            }
        }
        return false
    }

    /// The variables for which `isAmbiguous` is true, in the order the solver first saw them.
    public func ambiguousVariables() -> [Variable] {
        variables.sorted { $0.value < $1.value }.map(\.key).filter(isAmbiguous)
    }
}
