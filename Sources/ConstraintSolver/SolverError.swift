/// Why the solver refused a request. The solver is unchanged when it throws.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// A required constraint conflicts with the required constraints already added. The caller
    /// (NSLayoutConstraint) logs UIKit's "Unable to simultaneously satisfy constraints" and drops it.
    case unsatisfiableConstraint(Constraint)
    /// The constraint was already added.
    case duplicateConstraint(Constraint)
    /// The constraint to remove was never added (or already removed).
    case unknownConstraint(Constraint)
    /// The variable already is an edit variable.
    case duplicateEditVariable(Variable)
    /// `suggestValue` or `removeEditVariable` on a variable that is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional (strength below 1000), as in Cassowary: a suggestion is a wish.
    case requiredEditStrength(Variable)

    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let c): "Unable to satisfy required constraint \(c)"
        case .duplicateConstraint(let c): "Constraint \(c) was already added"
        case .unknownConstraint(let c): "Constraint \(c) is not in the solver"
        case .duplicateEditVariable(let v): "\(v) already is an edit variable"
        case .unknownEditVariable(let v): "\(v) is not an edit variable"
        case .requiredEditStrength(let v): "Edit variable \(v) cannot be required (strength 1000)"
        }
    }
}
