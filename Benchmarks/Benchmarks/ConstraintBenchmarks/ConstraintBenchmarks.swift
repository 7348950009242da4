import Benchmark
import ConstraintSolver

// The constraint solver (issue 11 §3) on a screen of 200 constraints: a column of 40 views, each
// with leading, trailing, top (spacing 8 below the previous view), a preferred height of 44 at
// priority 750 and either a required minimum height of 30 or, for every fourth view, a conflicting
// height of 60 at priority 250. Each sample runs 1,000 iterations (scaling factor .kilo), so the
// figures printed are per iteration.

/// The column's variables and constraints; `firstTop` is the constraint whose constant changes.
struct Column {
    static let viewCount = 40

    var tops: [Variable] = []
    var constraints: [Constraint] = []
    var firstTop: Constraint

    /// With `constantVariable`, the first view's top is `== constantVariable` (an edit variable
    /// supplies the constant); otherwise `== 20`.
    init(constantVariable: Variable? = nil) {
        var previousBottom: Expression?
        var first: Constraint?
        for i in 0..<Self.viewCount {
            let left = Variable("v\(i).left")
            let top = Variable("v\(i).top")
            let width = Variable("v\(i).width")
            let height = Variable("v\(i).height")
            let topConstraint: Constraint
            if let previousBottom {
                topConstraint = Constraint(Expression(top), .equal, previousBottom + 8)
            } else if let constantVariable {
                topConstraint = Constraint(top, .equal, constantVariable)
            } else {
                topConstraint = Constraint(top, .equal, 20)
            }
            if first == nil { first = topConstraint }
            constraints += [
                Constraint(left, .equal, 16),
                Constraint(left + width, .equal, 375 - 16),
                topConstraint,
                Constraint(height, .equal, 44, strength: .defaultHigh),
                i % 4 == 0
                    ? Constraint(height, .equal, 60, strength: .defaultLow)
                    : Constraint(height, .greaterThanOrEqual, 30),
            ]
            previousBottom = top + height
            tops.append(top)
        }
        firstTop = first!
    }

    func solver() -> Solver {
        let solver = Solver()
        for c in constraints { try! solver.addConstraint(c) }
        return solver
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 1,
        scalingFactor: .kilo,
        maxDuration: .seconds(20),
        maxIterations: 10
    )

    Benchmark("Constraint solver: solve a 200-constraint column (40 views)") { benchmark in
        let column = Column()
        precondition(column.constraints.count == 200)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let solver = column.solver()
            blackHole(solver.value(of: column.tops[Column.viewCount - 1]))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Constraint solver: re-solve after a constant change (edit variable, suggestValue)") {
        benchmark in
        let constant = Variable("firstTop.constant")
        let column = Column(constantVariable: constant)
        let solver = column.solver()
        try! solver.addEditVariable(constant, strength: 999)
        var value = 20.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            value = value == 20 ? 30 : 20
            try! solver.suggestValue(value, for: constant)
            blackHole(solver.value(of: column.tops[Column.viewCount - 1]))
        }
        benchmark.stopMeasurement()
        // Last view: top constant + 39 × (8 + 44): the 750 height beats the 250 one.
        precondition(
            abs(solver.value(of: column.tops[Column.viewCount - 1]) - (value + 39 * 52)) < 1e-9)
    }

    Benchmark("Constraint solver: re-solve after a constant change (remove + add)") { benchmark in
        let column = Column()
        let solver = column.solver()
        let first = column.tops[0]
        var current = column.firstTop
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let next = Constraint(first, .equal, solver.value(of: first) == 20 ? 30 : 20)
            try! solver.removeConstraint(current)
            try! solver.addConstraint(next)
            current = next
            blackHole(solver.value(of: column.tops[Column.viewCount - 1]))
        }
        benchmark.stopMeasurement()
        precondition(
            abs(
                solver.value(of: column.tops[Column.viewCount - 1])
                    - (solver.value(of: first) + 39 * 52)) < 1e-9)
    }
}
