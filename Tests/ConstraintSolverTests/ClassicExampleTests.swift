import ConstraintSolver
import Testing

/// The worked examples of the Cassowary paper and the layouts UIKit builds every day.
@Suite struct ClassicExampleTests {
    @Test func midpointStaysBetweenEndpointsWhileDragged() throws {
        // Badros, Borning & Stuckey, §2: xm is the midpoint of xl and xr, xl + 10 ≤ xr, 0 ≤ xl, xr ≤ 100.
        let xl = Variable("xl")
        let xm = Variable("xm")
        let xr = Variable("xr")
        let solver = Solver()
        try solver.addConstraint(Constraint(2 * xm, .equal, xl + xr))
        try solver.addConstraint(Constraint(xl + 10, .lessThanOrEqual, Expression(xr)))
        try solver.addConstraint(Constraint(xr, .lessThanOrEqual, 100))
        try solver.addConstraint(Constraint(xl, .greaterThanOrEqual, 0))
        try solver.addConstraint(Constraint(xl, .equal, 30, strength: 250))  // stays, xl's stronger
        try solver.addConstraint(Constraint(xr, .equal, 60, strength: 200))
        #expect(solver.value(of: xl) == 30)
        #expect(solver.value(of: xr) == 60)
        #expect(solver.value(of: xm) == 45)

        try solver.addEditVariable(xm, strength: 750)
        try solver.suggestValue(90, for: xm)
        #expect(abs(solver.value(of: xm) - 90) < 1e-9)
        #expect(abs(solver.value(of: xr) - 100) < 1e-9)
        #expect(abs(solver.value(of: xl) - 80) < 1e-9)

        try solver.suggestValue(10, for: xm)
        #expect(abs(solver.value(of: xm) - 10) < 1e-9)
        #expect(abs(solver.value(of: xl) - 5) < 1e-9)
        #expect(abs(solver.value(of: xr) - 15) < 1e-9)

        try solver.suggestValue(200, for: xm)  // beyond what the required constraints allow
        #expect(abs(solver.value(of: xm) - 95) < 1e-9)
        #expect(abs(solver.value(of: xr) - 100) < 1e-9)
    }

    @Test func leadingTrailingPinsDetermineWidth() throws {
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        let solver = Solver()
        try solver.addConstraint(Constraint(right, .equal, left + width))
        try solver.addConstraint(Constraint(left, .equal, 16))
        try solver.addConstraint(Constraint(right, .equal, 375 - 16))
        // loses to the pins
        try solver.addConstraint(Constraint(width, .equal, 100, strength: .defaultLow))
        #expect(solver.value(of: left) == 16)
        #expect(solver.value(of: width) == 343)
        #expect(solver.value(of: right) == 359)
        #expect(!solver.isAmbiguous(width))
    }

    @Test func higherPriorityWinsOverAnyNumberOfLowerOnes() throws {
        let width = Variable("width")
        let solver = Solver()
        try solver.addConstraint(Constraint(width, .equal, 200, strength: 251))
        for _ in 0..<50 { try solver.addConstraint(Constraint(width, .equal, 0, strength: 250)) }
        #expect(solver.value(of: width) == 200)
        // A stronger inequality caps it; the 251 constraint is then violated as little as possible.
        try solver.addConstraint(Constraint(width, .lessThanOrEqual, 120, strength: 999))
        #expect(solver.value(of: width) == 120)
    }

    @Test func priorityBreaksTiesBetweenConflictingWeakConstraints() throws {
        let height = Variable("height")
        let solver = Solver()
        let tall = Constraint(height, .equal, 80, strength: .defaultLow)
        let short = Constraint(height, .equal, 44, strength: .defaultHigh)
        try solver.addConstraint(tall)
        try solver.addConstraint(short)
        #expect(solver.value(of: height) == 44)
        try solver.removeConstraint(short)
        #expect(solver.value(of: height) == 80)
        try solver.addConstraint(Constraint(height, .greaterThanOrEqual, 100))
        #expect(solver.value(of: height) == 100)
    }

    @Test func inequalitiesClampAWeakPreference() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10))
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 20))
        try solver.addConstraint(Constraint(x, .equal, 0, strength: 1))
        #expect(solver.value(of: x) == 10)
    }

    @Test func removalRestoresThePriorSolution() throws {
        let a = Variable("a")
        let b = Variable("b")
        let solver = Solver()
        try solver.addConstraint(Constraint(a + b, .equal, 100))
        try solver.addConstraint(Constraint(a, .equal, 30, strength: 500))
        try solver.addConstraint(Constraint(b, .greaterThanOrEqual, 0))
        #expect(solver.value(of: a) == 30 && solver.value(of: b) == 70)
        let extra = [Constraint(b, .lessThanOrEqual, 10), Constraint(a, .equal, 95, strength: 999)]
        for c in extra { try solver.addConstraint(c) }
        #expect(abs(solver.value(of: a) - 95) < 1e-9 && abs(solver.value(of: b) - 5) < 1e-9)
        for c in extra.reversed() { try solver.removeConstraint(c) }
        #expect(abs(solver.value(of: a) - 30) < 1e-9 && abs(solver.value(of: b) - 70) < 1e-9)
        #expect(solver.constraintCount == 3)
        #expect(!solver.hasConstraint(extra[0]))
    }

    @Test func columnOfViewsStacksWithSpacing() throws {
        let solver = Solver()
        var previousBottom: Expression = Expression(20)
        var tops: [Variable] = []
        for i in 0..<10 {
            let top = Variable("v\(i).top")
            let height = Variable("v\(i).height")
            try solver.addConstraint(Constraint(Expression(top), .equal, previousBottom + 8))
            try solver.addConstraint(Constraint(height, .equal, 44, strength: .defaultHigh))
            try solver.addConstraint(Constraint(height, .greaterThanOrEqual, 30))
            previousBottom = top + height
            tops.append(top)
        }
        for (i, top) in tops.enumerated() {
            #expect(abs(solver.value(of: top) - Double(28 + 52 * i)) < 1e-9)
        }
    }
}
