/// A linear relation `lhs ⋚ rhs` with a strength, the unit the solver adds and removes.
///
/// Stored as `expression ⋚ 0` with `expression = lhs − rhs`. A constraint is a reference (its
/// identity is what `Solver.removeConstraint` and `hasConstraint` look up) and immutable: to change
/// a constant, either remove it and add a new one, or make the constant an edit variable (see
/// `Solver.suggestValue`). `Sendable`.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// How the two sides compare.
    public enum Relation: Sendable, Hashable, CustomStringConvertible {
        /// `lhs ≤ rhs`
        case lessThanOrEqual
        /// `lhs == rhs`
        case equal
        /// `lhs ≥ rhs`
        case greaterThanOrEqual

        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// `lhs − rhs`; the constraint reads `expression ⋚ 0`.
    public let expression: Expression
    /// The relation to 0.
    public let relation: Relation
    /// 1000 (required) or 1…999.
    public let strength: Strength
    /// Text for descriptions and error messages, e.g. `"<view1.left == 16>"`; given by the caller.
    public let label: String?

    /// Creates `lhs ⋚ rhs` at the given strength (default required).
    public init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression = Expression(0),
        strength: Strength = .required, label: String? = nil
    ) {
        self.expression = lhs - rhs
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    /// Creates `lhs ⋚ rhs` with a variable on the left.
    public convenience init(
        _ lhs: Variable, _ relation: Relation, _ rhs: Expression,
        strength: Strength = .required, label: String? = nil
    ) {
        self.init(Expression(lhs), relation, rhs, strength: strength, label: label)
    }

    /// Creates `lhs ⋚ rhs` with a variable on the left and a constant on the right.
    public convenience init(
        _ lhs: Variable, _ relation: Relation, _ rhs: Double,
        strength: Strength = .required, label: String? = nil
    ) {
        self.init(Expression(lhs), relation, Expression(rhs), strength: strength, label: label)
    }

    /// Creates `lhs ⋚ rhs` with an expression on the left and a constant on the right.
    public convenience init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Double,
        strength: Strength = .required, label: String? = nil
    ) {
        self.init(lhs, relation, Expression(rhs), strength: strength, label: label)
    }

    /// Creates `lhs ⋚ rhs` between two variables.
    public convenience init(
        _ lhs: Variable, _ relation: Relation, _ rhs: Variable,
        strength: Strength = .required, label: String? = nil
    ) {
        self.init(Expression(lhs), relation, Expression(rhs), strength: strength, label: label)
    }

    /// How far the constraint is from holding for the given values, ≥ 0 (0 when it holds), in points.
    public func violation(_ values: (Variable) -> Double) -> Double {
        let e = expression.value(values)
        switch relation {
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        case .equal: return abs(e)
        }
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        if let label { return label }
        return "<\(expression) \(relation) 0 @\(strength)>"
    }
}
