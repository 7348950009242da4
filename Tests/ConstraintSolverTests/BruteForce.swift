import ConstraintSolver

/// An independent reference for the solver: the lexicographic (strength-tiered) optimum found by
/// enumerating vertices, without any simplex.
///
/// Each tier's error is a convex piecewise-linear function of x (Σ max(0, e), max(0, −e) or |e|),
/// so the set O of lexicographic optima over the polyhedron of the required constraints is a convex
/// union of faces of the arrangement of the hyperplanes `eᵢ(x) = 0`. If O contains lines, cutting it
/// with coordinate planes `xⱼ = 0` (chosen to be transversal to its lines) leaves a nonempty pointed
/// polyhedron, which has a vertex. So an optimum is always among the points where n linearly
/// independent planes of {eᵢ = 0} ∪ {xⱼ = 0} meet: solve every n-subset, keep the points that satisfy
/// the required constraints, take the lexicographic minimum of the tier errors.
struct BruteForce {
    struct Row {
        var coefficients: [Double]  // a, in e(x) = a·x + c
        var constant: Double
        var relation: Constraint.Relation
        var strength: Float
    }

    var dimension: Int
    var rows: [Row]

    /// Distinct optional strengths, strongest first.
    let strengths: [Float]

    init(dimension: Int, rows: [Row]) {
        self.dimension = dimension
        self.rows = rows
        strengths = Array(Set(rows.map(\.strength).filter { $0 < 1000 })).sorted(by: >)
    }

    func e(_ r: Row, _ x: [Double]) -> Double {
        zip(r.coefficients, x).reduce(r.constant) { $0 + $1.0 * $1.1 }
    }

    func violation(_ r: Row, _ x: [Double]) -> Double {
        let v = e(r, x)
        switch r.relation {
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        case .equal: return abs(v)
        }
    }

    /// The largest violation of a required constraint.
    func requiredViolation(_ x: [Double]) -> Double {
        var worst = 0.0
        for r in rows where r.strength >= 1000 { worst = max(worst, violation(r, x)) }
        return worst
    }

    /// Total error per optional tier, strongest first.
    func tierErrors(_ x: [Double]) -> [Double] {
        var errors = [Double](repeating: 0, count: strengths.count)
        for r in rows where r.strength < 1000 {
            errors[strengths.firstIndex(of: r.strength)!] += violation(r, x)
        }
        return errors
    }

    /// The lexicographically smallest tier-error vector over the required polyhedron; nil if empty.
    func optimum() -> [Double]? {
        var planes: [([Double], Double)] = rows.map { ($0.coefficients, -$0.constant) }
        for j in 0..<dimension {
            var unit = [Double](repeating: 0, count: dimension)
            unit[j] = 1
            planes.append((unit, 0))
        }
        var best: [Double]?
        var chosen: [Int] = []
        func visit(_ start: Int) {
            if chosen.count == dimension {
                guard let x = solve(chosen.map { planes[$0] }) else { return }
                guard requiredViolation(x) <= 1e-7 * (1 + x.map(abs).max()!) else { return }
                let t = tierErrors(x)
                if best == nil || lexLess(t, best!) { best = t }
                return
            }
            guard start < planes.count else { return }
            for i in start..<planes.count {
                chosen.append(i)
                visit(i + 1)
                chosen.removeLast()
            }
        }
        visit(0)
        return best
    }

    func lexLess(_ a: [Double], _ b: [Double]) -> Bool {
        for (x, y) in zip(a, b) where !close(x, y) { return x < y }
        return false
    }

    func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-6 * (1 + abs(x) + abs(y)) }

    /// Gaussian elimination with partial pivoting; nil when singular.
    func solve(_ system: [([Double], Double)]) -> [Double]? {
        let n = dimension
        var m = system.map { $0.0 + [$0.1] }
        for col in 0..<n {
            let p = (col..<n).max { abs(m[$0][col]) < abs(m[$1][col]) }!
            guard abs(m[p][col]) > 1e-9 else { return nil }
            m.swapAt(col, p)
            for r in 0..<n where r != col {
                let f = m[r][col] / m[col][col]
                if f != 0 { for k in col...n { m[r][k] -= f * m[col][k] } }
            }
        }
        return (0..<n).map { m[$0][n] / m[$0][$0] }
    }
}
