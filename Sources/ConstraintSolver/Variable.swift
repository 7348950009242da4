/// An unknown of the linear system, such as a view's left edge or width in points.
///
/// A variable is a reference: two variables with the same name are different unknowns. It holds
/// no value itself; ask the solver that uses it (`Solver.value(of:)`). Immutable, so it is
/// `Sendable` and can be built anywhere.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// The name used in descriptions and error messages, e.g. `"view1.left"`.
    public let name: String

    /// Creates a variable; the name is only for descriptions.
    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" : name
    }
}
