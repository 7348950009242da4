// The tableau operations of the Cassowary paper: building a constraint's row, choosing its subject,
// phase one with an artificial variable, the primal simplex over the strength-tiered objective
// and the dual simplex after a suggestion.

extension Solver {
    func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextSymbolID += 1
        return Symbol(id: nextSymbolID, kind: kind)
    }

    func symbol(for variable: Variable) -> Symbol {
        if let s = variables[variable] { return s }
        let s = newSymbol(.external)
        variables[variable] = s
        return s
    }

    // MARK: Objective tiers

    /// The index of the tier of `strength`, created (empty) if absent; tiers stay strongest first.
    func tierIndex(_ strength: Float) -> Int {
        if let i = tiers.firstIndex(where: { $0.strength <= strength }) {
            if tiers[i].strength == strength { return i }
            tiers.insert(Tier(strength: strength), at: i)
            return i
        }
        tiers.append(Tier(strength: strength))
        return tiers.count - 1
    }

    /// Takes an optional constraint's error symbols out of its tier (dropping the tier when empty).
    func dropObjectiveTerms(of tag: Tag, strength: Strength) {
        guard !strength.isRequired else { return }
        let t = tierIndex(strength.rawValue)
        for s in [tag.marker, tag.other].compactMap({ $0 }) where s.kind == .error {
            if let row = rows[s] {
                tiers[t].row.insert(row, -1)
            } else {
                tiers[t].row.insert(s, -1)
            }
        }
        tiers[t].count -= 1
        if tiers[t].count == 0 { tiers.remove(at: t) }
    }

    // MARK: Adding a row

    /// The constraint's row in terms of the current parametric symbols, with its slack, error and
    /// dummy symbols, constant made ≥ 0; the error symbols are entered in the objective.
    func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for (v, c) in expression.terms {
            let s = symbol(for: v)
            if let basic = rows[s] { row.insert(basic, c) } else { row.insert(s, c) }
        }
        let required = constraint.strength.isRequired
        var tag: Tag
        var errors: [Symbol] = []
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // e ≤ 0 ⇔ e + slack = 0; an optional one may be violated by `error`: e + slack − error = 0.
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = newSymbol(.slack)
            row.insert(slack, sign)
            tag = Tag(marker: slack)
            if !required {
                let error = newSymbol(.error)
                row.insert(error, -sign)
                tag.other = error
                errors = [error]
            }
        case .equal:
            if required {
                let dummy = newSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy)
            } else {
                // e = e⁺ − e⁻ with both ≥ 0; the objective counts e⁺ + e⁻ = |e|.
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                tag = Tag(marker: plus, other: minus)
                errors = [plus, minus]
            }
        }
        if !required {
            let t = tierIndex(constraint.strength.rawValue)
            for e in errors { tiers[t].row.insert(e) }
            tiers[t].count += 1
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    /// The symbol to make basic for a new row: an external variable if any (it keeps every restricted
    /// row feasible), else the constraint's own slack or error symbol if its coefficient is negative.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let s = row.cells.keys.filter({ $0.kind == .external }).min() { return s }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable && row.coefficient(for: other) < 0 {
            return other
        }
        return nil
    }

    /// Phase one: adds the row through an artificial variable, minimised to 0 if the row is feasible.
    /// On failure the artificial variable never left the basis, so dropping its row restores the
    /// previous system exactly.
    func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = newSymbol(.slack)
        rows[art] = row
        artificial = row
        while let entering = artificial!.cells.filter({ $0.value < 0 && $0.key.kind != .dummy })
            .keys.min()
        {
            pivotPrimal(entering)
        }
        let success = nearZero(artificial!.constant)
        artificial = nil
        if var artRow = rows.removeValue(forKey: art) {
            if !success { return false }
            // Feasible and still basic (at 0): swap it for one of the row's own symbols; with none
            // pivotable, the row only restates required equalities and is dropped.
            if let entering = artRow.cells.keys.filter(\.isPivotable).min() {
                artRow.solve(for: art, replacing: entering)
                substitute(entering, by: artRow)
                rows[entering] = artRow
            }
        }
        for i in rows.indices { rows.values[i].cells[art] = nil }
        for i in tiers.indices { tiers[i].row.cells[art] = nil }
        return success
    }

    // MARK: Pivoting

    /// Replaces `symbol` by `row` everywhere: tableau rows, objective tiers, phase-one objective.
    func substitute(_ symbol: Symbol, by row: Row) {
        for i in rows.indices {
            guard rows.values[i].contains(symbol) else { continue }
            rows.values[i].substitute(symbol, by: row)
            let basic = rows.keys[i]
            if basic.kind != .external && rows.values[i].constant < 0 {
                infeasibleRows.append(basic)
            }
        }
        for i in tiers.indices { tiers[i].row.substitute(symbol, by: row) }
        artificial?.substitute(symbol, by: row)
    }

    /// Primal pivot: `entering` enters the basis in the row the ratio test picks.
    func pivotPrimal(_ entering: Symbol) {
        guard let leaving = leavingRow(for: entering) else {
            preconditionFailure("ConstraintSolver: the objective is unbounded (internal error)")
        }
        pivot(leaving: leaving, entering: entering)
    }

    func pivot(leaving: Symbol, entering: Symbol) {
        var row = rows.removeValue(forKey: leaving)!
        row.solve(for: leaving, replacing: entering)
        substitute(entering, by: row)
        rows[entering] = row
    }

    /// Minimises the tiered objective with the primal simplex (Bland's rule: smallest improving symbol).
    func optimizeObjective() {
        while let entering = lexEnteringSymbol() { pivotPrimal(entering) }
    }

    /// The smallest symbol whose reduced-cost vector (strongest tier first) is lexicographically
    /// negative, i.e. whose increase lowers the objective; nil at the optimum.
    func lexEnteringSymbol() -> Symbol? {
        var best: Symbol?
        for k in tiers.indices {
            for (s, c) in tiers[k].row.cells where c < 0 && s.kind != .dummy {
                if let b = best, b < s { continue }
                var stronger = false
                for j in 0..<k where tiers[j].row.cells[s] != nil {
                    stronger = true
                    break
                }
                if !stronger { best = s }
            }
        }
        return best
    }

    /// The restricted row that limits the increase of `entering` first (ties: smallest basic symbol).
    func leavingRow(for entering: Symbol) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.infinity
        for (s, row) in rows where s.kind != .external {
            let c = row.coefficient(for: entering)
            guard c < 0 else { continue }
            let r = -row.constant / c
            if r < bestRatio || (r == bestRatio && s < best!) {
                bestRatio = r
                best = s
            }
        }
        return best
    }

    /// The row to pivot a removed constraint's non-basic marker into (Cassowary's choice: the
    /// restricted row whose bound on the marker is tightest, else any row that mentions it).
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: Symbol?
        var second: Symbol?
        var third: Symbol?
        var r1 = Double.infinity
        var r2 = Double.infinity
        for (s, row) in rows {
            let c = row.coefficient(for: marker)
            if c == 0 { continue }
            if s.kind == .external {
                if third == nil || s < third! { third = s }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && s < first!) {
                    r1 = r
                    first = s
                }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && s < second!) {
                    r2 = r
                    second = s
                }
            }
        }
        return first ?? second ?? third
    }

    // MARK: Dual simplex

    /// Restores feasibility after a suggestion: pivots every restricted row with a negative constant,
    /// keeping the objective optimal (the reduced costs stay lexicographically ≥ 0).
    func dualOptimize() {
        while !infeasibleRows.isEmpty {
            let i = infeasibleRows.indices.min { infeasibleRows[$0] < infeasibleRows[$1] }!
            let leaving = infeasibleRows.remove(at: i)
            guard let row = rows[leaving], row.constant < -epsilon else { continue }
            guard let entering = dualEnteringSymbol(row) else {
                preconditionFailure(
                    "ConstraintSolver: dual simplex found no entering symbol (internal error)")
            }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The symbol with a positive coefficient in `row` whose reduced cost divided by that
    /// coefficient is lexicographically smallest (ties: smallest symbol).
    func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: Symbol?
        var bestRatios: [Double] = []
        var ratios: [Double] = []
        for (s, c) in row.cells where c > 0 && s.kind != .dummy {
            ratios.removeAll(keepingCapacity: true)
            for t in tiers { ratios.append(t.row.coefficient(for: s) / c) }
            if best == nil {
                best = s
                swap(&bestRatios, &ratios)
                continue
            }
            let order = lexCompare(ratios, bestRatios)
            if order < 0 || (order == 0 && s < best!) {
                best = s
                swap(&bestRatios, &ratios)
            }
        }
        return best
    }

    func lexCompare(_ a: [Double], _ b: [Double]) -> Int {
        for (x, y) in zip(a, b) where abs(x - y) > epsilon { return x < y ? -1 : 1 }
        return 0
    }
}
