/// A symbol of the tableau: a user variable or one the solver adds for a constraint.
///
/// Slack and error symbols are restricted to be ≥ 0; dummy symbols are fixed at 0 (they mark
/// required equalities so that they can be removed); external symbols stand for user variables and
/// are unrestricted. Identity is the `id`, which also orders choices (Bland's rule), so that the
/// solver's pivots, and therefore its results, never depend on dictionary order.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt8 { case external, slack, error, dummy }

    let id: Int
    let kind: Kind

    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The symbol's bit in a row's `mask`.
    var bit: UInt64 { 1 &<< UInt64(id & 63) }

    /// Whether the symbol may enter the basis (dummies never do).
    var isPivotable: Bool { kind == .slack || kind == .error }
}

/// Coefficients smaller than this are treated as zero and dropped from rows.
let epsilon = 1e-8

@inline(__always) func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

/// One row of the tableau, `basic = constant + Σ cells[s]·s` over parametric symbols, or an
/// objective `value = constant + Σ cells[s]·s`.
///
/// `mask` has the bit of every symbol in `cells` (and maybe of some removed since): most rows do not
/// mention a given symbol, and the mask says so without hashing, which makes the scans over all
/// rows in a pivot about ten times cheaper.
struct Row {
    var constant: Double
    var cells: [Symbol: Double] = [:]
    var mask: UInt64 = 0

    init(constant: Double = 0) { self.constant = constant }

    func coefficient(for symbol: Symbol) -> Double {
        mask & symbol.bit == 0 ? 0 : cells[symbol] ?? 0
    }

    /// Whether the symbol has a cell here.
    func contains(_ symbol: Symbol) -> Bool { mask & symbol.bit != 0 && cells[symbol] != nil }

    /// Adds `coefficient · symbol`, dropping the cell when it becomes zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        if let i = cells.index(forKey: symbol) {
            let c = cells.values[i] + coefficient
            if nearZero(c) { cells.remove(at: i) } else { cells.values[i] = c }
        } else if !nearZero(coefficient) {
            mask |= symbol.bit
            cells[symbol] = coefficient
        }
    }

    /// Adds `coefficient · row` (constant and cells).
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (s, c) in row.cells { insert(s, c * coefficient) }
    }

    mutating func negate() {
        constant = -constant
        for i in cells.indices { cells.values[i].negate() }
    }

    /// Rewrites `0 = constant + … + a·symbol + …` as `symbol = …`, removing `symbol` from the cells.
    mutating func solve(for symbol: Symbol) {
        let a = cells.removeValue(forKey: symbol)!
        let k = -1 / a
        constant *= k
        for i in cells.indices { cells.values[i] *= k }
    }

    /// Rewrites `lhs = … + a·rhs + …` as `rhs = …` (a pivot of this row).
    mutating func solve(for lhs: Symbol, replacing rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row`, if the symbol occurs here.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        guard mask & symbol.bit != 0 else { return }
        if let c = cells.removeValue(forKey: symbol) { insert(row, c) }
    }
}
