/// An incremental Cassowary solver for linear equalities and inequalities with UIKit's priorities.
///
/// Implements Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic Constraint Solving
/// Algorithm" (ACM TOCHI 2001): a simplex tableau kept in solved form, so that adding or removing a
/// constraint costs a few pivots rather than a new solve, and edit variables whose suggested values
/// are re-solved by the dual simplex from the previous optimum (the fast path for a changing
/// constant or a dragged value). Required constraints hold exactly; optional ones minimise their
/// error, strength tier by strength tier (see `Strength`).
///
/// Results are deterministic: every choice of pivot is made by symbol order (Bland's rule), never
/// by hash order, so the same calls give the same values, bit for bit.
///
/// A plain class, not `Sendable`: use it from one isolation domain. Errors leave the solver as it
/// was before the call.
public final class Solver {
    /// The symbols a constraint added: `marker` identifies its row, `other` is its second error symbol.
    struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    struct EditInfo {
        var constraint: Constraint
        var tag: Tag
        var constant: Double
    }

    /// One strength tier of the objective: the summed errors of the optional constraints of that strength.
    struct Tier {
        var strength: Float
        var row = Row()
        var count = 0
    }

    var constraints: [Constraint: Tag] = [:]
    var rows: [Symbol: Row] = [:]
    var variables: [Variable: Symbol] = [:]
    var edits: [Variable: EditInfo] = [:]
    var infeasibleRows: [Symbol] = []
    /// Objective tiers, strongest first.
    var tiers: [Tier] = []
    /// The phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row?
    var nextSymbolID = 0

    /// Creates an empty solver.
    public init() {}

    // MARK: Constraints

    /// Adds a constraint and re-optimises (a few pivots).
    ///
    /// - Throws: `SolverError.duplicateConstraint` if it was added already;
    ///   `SolverError.unsatisfiableConstraint` if it is required and conflicts with the required
    ///   constraints present (the solver is then unchanged).
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        if constraints[constraint] != nil { throw .duplicateConstraint(constraint) }
        let (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil && row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard nearZero(row.constant) else {
                dropObjectiveTerms(of: tag, strength: constraint.strength)
                throw .unsatisfiableConstraint(constraint)
            }
            subject = tag.marker  // a redundant required equality: its dummy stays basic at 0
        }
        if let subject {
            var row = row
            row.solve(for: subject)
            substitute(subject, by: row)
            rows[subject] = row
        } else if !addWithArtificialVariable(row) {
            // Phase one's pivots changed the basis (not the system): restore the optimum.
            dropObjectiveTerms(of: tag, strength: constraint.strength)
            optimizeObjective()
            throw .unsatisfiableConstraint(constraint)
        }
        constraints[constraint] = tag
        optimizeObjective()
    }

    /// Removes a constraint added before and re-optimises.
    ///
    /// - Throws: `SolverError.unknownConstraint` if it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let tag = constraints.removeValue(forKey: constraint) else {
            throw .unknownConstraint(constraint)
        }
        dropObjectiveTerms(of: tag, strength: constraint.strength)
        if rows.removeValue(forKey: tag.marker) == nil, let leaving = markerLeavingRow(tag.marker) {
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, replacing: tag.marker)
            substitute(tag.marker, by: row)
        }
        optimizeObjective()
    }

    /// Whether the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// The number of constraints in the solver, edit constraints included.
    public var constraintCount: Int { constraints.count }

    // MARK: Edit variables

    /// Makes `variable` editable at the given optional strength: `suggestValue` then asks for values.
    ///
    /// Adds the constraint `variable == current value` at `strength`. A constant that changes often
    /// (an `NSLayoutConstraint.constant`) is best written as such a variable: each change then costs
    /// a dual-simplex re-solve instead of a removal and an addition.
    /// - Throws: `SolverError.duplicateEditVariable`, or `SolverError.requiredEditStrength` for 1000.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        if edits[variable] != nil { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .requiredEditStrength(variable) }
        let current = value(of: variable)
        let constraint = Constraint(
            variable, .equal, current, strength: strength, label: "<edit \(variable) @\(strength)>")
        try addConstraint(constraint)
        edits[variable] = EditInfo(
            constraint: constraint, tag: constraints[constraint]!, constant: current)
    }

    /// Stops editing `variable`, removing its edit constraint.
    /// - Throws: `SolverError.unknownEditVariable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let info = edits.removeValue(forKey: variable) else {
            throw .unknownEditVariable(variable)
        }
        try removeConstraint(info.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Asks for `variable == value` at its edit strength and re-solves incrementally (dual simplex).
    ///
    /// Cost: the rows that mention the edit's error symbol are updated, then only the rows made
    /// infeasible are pivoted, usually a handful. Required constraints still win over the suggestion.
    /// - Throws: `SolverError.unknownEditVariable` if `addEditVariable` was not called for it.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var info = edits[variable] else { throw .unknownEditVariable(variable) }
        let delta = value - info.constant
        info.constant = value
        edits[variable] = info
        // The edit row reads `v − c − e⁺ + e⁻ = 0`: raising c by δ is the same as shifting e⁺ by δ.
        let marker = info.tag.marker
        if var row = rows[marker] {
            row.constant -= delta
            rows[marker] = row
            if row.constant < 0 { infeasibleRows.append(marker) }
        } else {
            for i in rows.indices {
                let c = rows.values[i].coefficient(for: marker)
                if c == 0 { continue }
                rows.values[i].constant += c * delta
                let basic = rows.keys[i]
                if basic.kind != .external && rows.values[i].constant < 0 {
                    infeasibleRows.append(basic)
                }
            }
        }
        dualOptimize()
    }

    // MARK: Values

    /// The variable's value in the current solution, in the constraints' units; 0 if unknown to the solver.
    ///
    /// Always current: the tableau is re-optimised by every mutating call, so there is no separate
    /// update step. O(1).
    public func value(of variable: Variable) -> Double {
        guard let symbol = variables[variable] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }
}
