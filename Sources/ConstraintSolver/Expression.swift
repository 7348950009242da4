/// A linear expression `c₀ + Σ aᵢ·xᵢ` over variables, in points.
///
/// Built with `+`, `-` and `*` from variables and constants (`2 * a + b - 10`). Terms of the same
/// variable are merged and zero coefficients dropped, in order of first appearance, so the
/// description is stable.
public struct Expression: Sendable, CustomStringConvertible {
    /// The variables with their coefficients, each variable once, no zero coefficients.
    public private(set) var terms: [(variable: Variable, coefficient: Double)]
    /// The constant term.
    public var constant: Double

    /// Creates `constant + Σ terms`, merging repeated variables.
    public init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
        self.terms = []
        self.constant = constant
        for (v, c) in terms { add(v, c) }
    }

    /// The expression `1·variable`.
    public init(_ variable: Variable) { self.init([(variable, 1)]) }

    /// The constant expression.
    public init(_ constant: Double) { self.init([], constant: constant) }

    /// Adds `coefficient · variable`.
    public mutating func add(_ variable: Variable, _ coefficient: Double) {
        if let i = terms.firstIndex(where: { $0.variable === variable }) {
            let c = terms[i].coefficient + coefficient
            if c == 0 { terms.remove(at: i) } else { terms[i].coefficient = c }
        } else if coefficient != 0 {
            terms.append((variable, coefficient))
        }
    }

    /// The value for the given variable values (absent variables count as 0).
    public func value(_ values: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * values($1.variable) }
    }

    public var description: String {
        var s = ""
        for (v, c) in terms {
            let sign = c < 0 ? "-" : "+"
            let mag = abs(c)
            if s.isEmpty { s = c < 0 ? "-" : "" } else { s += " \(sign) " }
            s += mag == 1 ? v.description : "\(formatted(mag))*\(v)"
        }
        if constant != 0 || s.isEmpty {
            if s.isEmpty {
                s = formatted(constant)
            } else {
                s += constant < 0 ? " - \(formatted(-constant))" : " + \(formatted(constant))"
            }
        }
        return s
    }
}

func formatted(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : String(x)
}

// MARK: - Operators
//
// Linear only: variables and expressions combine with constants by `*` and `/`, and with each
// other by `+` and `-`. There is deliberately no `==`, `<=`, `>=` building a constraint (they
// would clash with `Variable`'s `Equatable`); write `Constraint(lhs, .equal, rhs)`.

/// The sum, as a linear expression.
public func + (lhs: Expression, rhs: Expression) -> Expression {
    var e = lhs
    for (v, c) in rhs.terms { e.add(v, c) }
    e.constant += rhs.constant
    return e
}
/// The product with a constant, as a linear expression.
public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms.map { ($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}
/// The product with a constant, as a linear expression.
public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
/// The quotient by a nonzero constant, as a linear expression.
public func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
/// The negation, as a linear expression.
public prefix func - (e: Expression) -> Expression { e * -1 }
/// The difference, as a linear expression.
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }

/// The sum, as a linear expression.
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
/// The sum, as a linear expression.
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
/// The sum, as a linear expression.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
/// The sum, as a linear expression.
public func + (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(rhs) }
/// The sum, as a linear expression.
public func + (lhs: Double, rhs: Expression) -> Expression { Expression(lhs) + rhs }
/// The sum, as a linear expression.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + Expression(rhs) }
/// The sum, as a linear expression.
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }

/// The difference, as a linear expression.
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
/// The difference, as a linear expression.
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
/// The difference, as a linear expression.
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
/// The difference, as a linear expression.
public func - (lhs: Expression, rhs: Double) -> Expression { lhs - Expression(rhs) }
/// The difference, as a linear expression.
public func - (lhs: Double, rhs: Expression) -> Expression { Expression(lhs) - rhs }
/// The difference, as a linear expression.
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - Expression(rhs) }
/// The difference, as a linear expression.
public func - (lhs: Double, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
/// The negation, as a linear expression.
public prefix func - (v: Variable) -> Expression { Expression([(v, -1)]) }

/// The product with a constant, as a linear expression.
public func * (lhs: Variable, rhs: Double) -> Expression { Expression([(lhs, rhs)]) }
/// The product with a constant, as a linear expression.
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([(rhs, lhs)]) }
/// The quotient by a nonzero constant, as a linear expression.
public func / (lhs: Variable, rhs: Double) -> Expression { Expression([(lhs, 1 / rhs)]) }
