import Foundation

/// A linear relation between two layout attributes, as UIKit's `NSLayoutConstraint`:
/// `firstItem.firstAttribute ⋚ multiplier × secondItem.secondAttribute + constant`.
///
/// Active constraints are held by the closest common ancestor of their items (as UIKit's
/// `addConstraint`) and solved by the window's engine (`AutoLayoutEngine`, a Cassowary solver)
/// during the layout pass. Changing `constant` or `priority` marks the layout dirty; the next
/// `layoutIfNeeded()` re-solves incrementally (the constraint is removed and re-added, a few pivots).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// A layout attribute, UIKit's raw values.
    public enum Attribute: Int, Sendable {
        case left = 1
        case right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }
    /// How the two sides compare.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// The first item (a `UIView` or `UILayoutGuide`).
    open private(set) weak var firstItem: AnyObject?
    /// The second item, nil for a constant.
    open private(set) weak var secondItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The second item's attribute (`.notAnAttribute` for a constant).
    public let secondAttribute: Attribute
    /// The relation.
    public let relation: Relation
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat
    /// The added constant, in points. Changing it re-lays out at the next layout pass.
    open var constant: CGFloat {
        didSet { if constant != oldValue { constraintDidChange() } }
    }
    /// The priority; default `.required`. Cannot change between required and optional while active,
    /// as in UIKit.
    open var priority: UILayoutPriority = .required {
        didSet {
            if isActive, (priority == .required) != (oldValue == .required) {
                preconditionFailure(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue)."
                )
            }
            if priority != oldValue { constraintDidChange() }
        }
    }
    /// A name shown in descriptions and in the unsatisfiable-constraints log.
    open var identifier: String?
    /// Whether the constraint's items ask a superview to follow (false here: no archiving).
    open var shouldBeArchived = false

    /// The view that holds the constraint while active.
    weak var installedIn: UIView?

    /// The engine's key for this constraint: unique for the process's lifetime, so a constraint
    /// made where a released one was (at the same address) is never taken for it.
    let engineSerial: UInt64 = NSLayoutConstraint.nextEngineSerial()

    private static var serialCounter: UInt64 = 0
    private static func nextEngineSerial() -> UInt64 {
        serialCounter += 1
        return serialCounter
    }

    /// Creates `view1.attr1 ⋚ multiplier × view2.attr2 + c`, inactive.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject },
            attr2, multiplier: multiplier, constant: c)
    }

    init(
        first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?,
        _ attr2: Attribute, multiplier: CGFloat, constant: CGFloat
    ) {
        firstItem = first
        secondItem = second
        firstAttribute = attr1
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        super.init()
        if let v = first as? UIView { v.ensureAutoLayoutStorage() }
    }

    /// Whether the constraint takes part in layout. Setting it installs it in (or removes it from)
    /// the closest common ancestor of its items.
    open var isActive: Bool {
        get { installedIn != nil }
        set {
            if newValue { install() } else { installedIn?.removeConstraint(self) }
        }
    }

    /// Activates each constraint (faster than one by one in UIKit; the same here).
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }
    /// Deactivates each constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    private func install() {
        guard installedIn == nil else { return }
        let a = NSLayoutConstraint.view(of: firstItem)
        let b = NSLayoutConstraint.view(of: secondItem)
        guard let host = NSLayoutConstraint.commonAncestor(a, b) else {
            preconditionFailure(
                "Unable to activate constraint with anchors \(self) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
            )
        }
        host.addConstraint(self)
    }

    func constraintDidChange() {
        guard let host = installedIn else { return }
        UIView.autoLayoutDidChange(at: host)
    }

    static func view(of item: AnyObject?) -> UIView? {
        if let v = item as? UIView { return v }
        return (item as? UILayoutGuide)?.owningView
    }

    static func commonAncestor(_ a: UIView?, _ b: UIView?) -> UIView? {
        guard let a else { return b }
        guard let b else { return a }
        var v: UIView? = a
        while let x = v {
            if b.isDescendant(of: x) { return x }
            v = x.superview
        }
        return nil
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { constraintDescription }
    }

    /// UIKit's wording: `<NSLayoutConstraint:0x… UIView:0x….width == 100   (active)>`.
    var constraintDescription: String {
        func name(_ item: AnyObject?) -> String {
            guard let item else { return "" }
            let type = String(describing: Swift.type(of: item))
            return "\(type):0x"
                + String(UInt(bitPattern: ObjectIdentifier(item).hashValue), radix: 16)
        }
        var s =
            "<NSLayoutConstraint:0x"
            + String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16) + " "
        if let identifier { s += "'\(identifier)' " }
        s += "\(name(firstItem)).\(firstAttribute.name) \(relation.symbol) "
        var rhs = ""
        if let second = secondItem {
            rhs = multiplier == 1 ? "" : "\(formatNumber(multiplier))*"
            rhs += "\(name(second)).\(secondAttribute.name)"
            if constant != 0 {
                rhs +=
                    constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))"
            }
        } else {
            rhs = formatNumber(constant)
        }
        s += rhs
        if priority != .required {
            s += "   (priority \(formatNumber(CGFloat(priority.rawValue))))"
        }
        s += isActive ? "   (active)>" : "   (inactive)>"
        return s
    }
}

func formatNumber(_ x: CGFloat) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : String(Double(x))
}

extension NSLayoutConstraint.Attribute {
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute follows the layout direction (leading, trailing and their margins).
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }
}
