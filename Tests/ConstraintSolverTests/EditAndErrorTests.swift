import ConstraintSolver
import Testing

@Suite struct EditVariableTests {
    @Test func suggestionsMoveTheEditedVariableAndItsDependents() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(Constraint(y, .equal, 2 * x + 1))
        try solver.addEditVariable(x, strength: 999)
        for v in [3.0, -7.5, 1000, 0] {
            try solver.suggestValue(v, for: x)
            #expect(abs(solver.value(of: x) - v) < 1e-9)
            #expect(abs(solver.value(of: y) - (2 * v + 1)) < 1e-9)
        }
    }

    @Test func editVariableStartsAtTheCurrentValue() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .equal, 42, strength: 10))
        try solver.addEditVariable(x, strength: 500)
        #expect(solver.value(of: x) == 42)
        #expect(solver.hasEditVariable(x))
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.constraintCount == 1)
    }

    @Test func requiredConstraintsBoundASuggestion() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 50))
        try solver.addEditVariable(x, strength: .defaultHigh)
        try solver.suggestValue(80, for: x)
        #expect(solver.value(of: x) == 50)
        try solver.suggestValue(20, for: x)
        #expect(solver.value(of: x) == 20)
    }

    @Test func strongerEditWinsOverWeakerEdit() throws {
        let a = Variable("a")
        let b = Variable("b")
        let solver = Solver()
        try solver.addConstraint(Constraint(a, .equal, Expression(b)))
        try solver.addEditVariable(a, strength: 600)
        try solver.addEditVariable(b, strength: 500)
        try solver.suggestValue(10, for: a)
        try solver.suggestValue(20, for: b)
        #expect(solver.value(of: a) == 10 && solver.value(of: b) == 10)
    }
}

@Suite struct SolverErrorTests {
    @Test func unsatisfiableRequiredConstraintThrowsNamingItAndLeavesSolverUnchanged() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10))
        try solver.addConstraint(Constraint(y, .equal, x + 5))
        try solver.addConstraint(Constraint(x, .equal, 0, strength: 1))
        let bad = Constraint(y, .lessThanOrEqual, 12, label: "<y <= 12>")
        #expect {
            try solver.addConstraint(bad)
        } throws: { error in
            guard case SolverError.unsatisfiableConstraint(let c) = error else { return false }
            return c === bad && "\(error)".contains("<y <= 12>")
        }
        #expect(!solver.hasConstraint(bad))
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 15)
        // Still usable, and the conflicting equality through dummies is caught too.
        try solver.addConstraint(Constraint(y, .lessThanOrEqual, 16))
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(y, .equal, x + 6)) }
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 15)
    }

    @Test func contradictoryEqualitiesThrow() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .equal, 1))
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(x, .equal, 2)) }
        try solver.addConstraint(Constraint(2 * x, .equal, 2))  // redundant, consistent
        #expect(solver.value(of: x) == 1)
    }

    @Test func duplicateAndUnknownRequestsThrowClearErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = Constraint(x, .equal, 1)
        try solver.addConstraint(c)
        #expect(throws: SolverError.self) { try solver.addConstraint(c) }
        try solver.removeConstraint(c)
        #expect {
            try solver.removeConstraint(c)
        } throws: { error in
            if case SolverError.unknownConstraint(let u) = error {
                return u === c
            } else {
                return false
            }
        }
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(x) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .required) }
        try solver.addEditVariable(x, strength: 999)
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: 500) }
    }
}

@Suite struct AmbiguityTests {
    @Test func underdeterminedVariablesAreReportedAmbiguous() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(Constraint(x + y, .equal, 10))
        #expect(solver.isAmbiguous(x) && solver.isAmbiguous(y))
        try solver.addConstraint(Constraint(y, .equal, 3, strength: 1))
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y))
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func aLoneInequalityLeavesTheVariableAmbiguous() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 0))
        #expect(solver.isAmbiguous(x))
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 0))
        #expect(!solver.isAmbiguous(x))
    }

    @Test func equallyGoodWeakConstraintsAreAmbiguous() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .equal, 10, strength: 250))
        try solver.addConstraint(Constraint(x, .equal, 20, strength: 250))
        #expect(solver.isAmbiguous(x))
        try solver.addConstraint(Constraint(x, .equal, 12, strength: 100))
        #expect(!solver.isAmbiguous(x))
        #expect(solver.value(of: x) == 12)
    }
}

@Suite struct ExpressionTests {
    @Test func operatorsMergeTermsAndDescribeStably() {
        let a = Variable("a")
        let b = Variable("b")
        let e = 2 * a + b - a + 10 - b * 3
        #expect(e.terms.count == 2)
        #expect(e.constant == 10)
        #expect(e.description == "a - 2*b + 10")
        #expect((a - a).terms.isEmpty)
        #expect(
            Constraint(a, .lessThanOrEqual, b + 1, strength: 750).description
                == "<a - b - 1 <= 0 @750.0>")
    }
}
