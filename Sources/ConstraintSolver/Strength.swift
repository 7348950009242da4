/// How much a constraint matters, on UIKit's `UILayoutPriority` scale: 1…999 optional, 1000 required.
///
/// A required constraint must hold; adding one that cannot throws. Optional constraints are
/// satisfied as well as possible, **lexicographically by strength**: the solver first minimises
/// the total error of the strongest optional tier, then, without worsening it, the next tier, and so
/// on. So any number of violations at a lower strength never outweigh a single violation at a
/// higher one, whatever their sizes — this is what UIKit documents ("higher priority constraints
/// are satisfied before lower priority ones").
///
/// Why tiers rather than one weighted sum: a weight scheme such as kiwi's `a·10⁶ + b·10³ + c` only
/// holds while errors stay below the ratio between weights, and priorities are any `Float` in
/// 1…999 (e.g. 749.5), so no finite set of scalar weights is safe for all errors. The solver keeps
/// one objective row per distinct strength (a symbolic weight, as in the Cassowary paper) and
/// compares reduced costs as vectors, strongest first. Within a tier every constraint's error
/// counts with weight 1, in points.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The priority, `0 < rawValue ≤ 1000`.
    public let rawValue: Float

    /// Creates a strength; values above 1000 are required (as 1000), values ≤ 0 are a programming error.
    public init(_ rawValue: Float) {
        precondition(
            rawValue > 0, "A constraint's priority must be greater than 0 (got \(rawValue))")
        self.rawValue = min(rawValue, 1000)
    }

    public init(integerLiteral value: Int) { self.init(Float(value)) }
    public init(floatLiteral value: Float) { self.init(value) }

    /// 1000: must hold (`UILayoutPriority.required`).
    public static let required = Strength(1000)
    /// 750 (`UILayoutPriority.defaultHigh`).
    public static let defaultHigh = Strength(750)
    /// 250 (`UILayoutPriority.defaultLow`).
    public static let defaultLow = Strength(250)
    /// 50 (`UILayoutPriority.fittingSizeLevel`).
    public static let fittingSizeLevel = Strength(50)

    /// Whether this is the required strength (1000).
    public var isRequired: Bool { rawValue >= 1000 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { isRequired ? "required" : "\(rawValue)" }
}
