internal import ConstraintSolver
import Foundation

/// The four unknowns of a view or layout guide, in the engine root's coordinates (points).
final class LayoutVariables {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(_ name: String) {
        left = Variable("\(name).minX")
        top = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }
}

/// A view's Auto Layout state, created the first time the view takes part (a constraint, an
/// anchor, a guide, `translatesAutoresizingMaskIntoConstraints`).
@MainActor
final class AutoLayoutStorage {
    let variables: LayoutVariables
    /// The constraints this view holds (`UIView.constraints`), in installation order.
    var constraints: [NSLayoutConstraint] = []
    var translatesAutoresizingMaskIntoConstraints = true
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
        .defaultLow, .defaultLow
    )
    var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
        .defaultHigh, .defaultHigh
    )
    var layoutGuides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    /// The view's `keyboardLayoutGuide`, made on first use.
    var keyboardGuide: UIKeyboardLayoutGuide?
    var marginsGuide: UILayoutGuide?
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`, made on first use.
    var contentGuide: UILayoutGuide?
    var frameGuide: UILayoutGuide?
    var needsUpdateConstraints = true
    /// The engine, on the root of a hierarchy and on an island (AutoLayoutIsland.swift) only.
    var engine: AutoLayoutEngine?
    /// Whether a constraint reached across this cell's edge: its subtree is solved on the
    /// hierarchy's engine from then on, not on one of its own.
    var isBreachedIsland = false
    /// The engine `systemLayoutSizeFitting` last solved this view's subtree on, kept so that the
    /// next fitting (a reused cell measured again) changes only what changed.
    var fittingEngine: AutoLayoutEngine?

    init(name: String) { variables = LayoutVariables(name) }
}

/// The solver's linear expression (Foundation also declares an `Expression`).
typealias LinearExpression = ConstraintSolver.Expression
