internal import ConstraintSolver
import Foundation

extension AutoLayoutEngine {
    /// Every constraint the hierarchy asks for, in a deterministic order: derived ones (root,
    /// autoresizing, guides) first, then each view's constraints in installation order (views
    /// depth-first), then intrinsic sizes. Islands below the root (AutoLayoutIsland.swift) are
    /// left to their own engines; a constraint found reaching into one (or, on an island's
    /// engine, out of it) breaches it, and the constraints are collected again.
    func collect(root: UIView) -> [Wanted] {
        var participants: [UIView] = []
        var inTree = Set<ObjectIdentifier>()
        // A view takes part when it or a descendant has Auto Layout state.
        func walk(_ v: UIView) -> Bool {
            if v !== root, v.isAutoLayoutIsland { return false }
            var any = v._autoLayout != nil
            let index = participants.count
            for sub in v._subviews where walk(sub) { any = true }
            if any {
                participants.insert(v, at: index)
                inTree.insert(ObjectIdentifier(v))
            }
            return any
        }
        automaticWidthLabels.removeAll()
        guard walk(root) else { return [] }
        var wanted: [Wanted] = []
        var intrinsic: [Wanted] = []
        func add(
            _ key: Key, _ sig: [Double], _ lhs: @autoclosure () -> LinearExpression,
            _ rel: Constraint.Relation, _ rhs: @autoclosure () -> LinearExpression,
            _ priority: UILayoutPriority = .required, user: NSLayoutConstraint? = nil,
            label: @autoclosure () -> String?, into list: inout [Wanted]
        ) {
            // An installed constraint with the same signature is reused as is: its expressions
            // and label are not built again (most of a sync's cost when little changed).
            if let inst = installed[key], inst.signature == sig {
                list.append(
                    Wanted(
                        key: key, signature: sig, constraint: inst.constraint, user: user,
                        isInstalled: true))
                return
            }
            let c = Constraint(
                lhs(), rel, rhs(), strength: Strength(max(1, min(1000, priority.rawValue))),
                label: label())
            list.append(Wanted(key: key, signature: sig, constraint: c, user: user))
        }
        for v in participants {
            let s = v.autoLayoutStorage
            let x = s.variables
            let id = ObjectIdentifier(v)
            // Labels name the view's type; they are built only for a constraint made anew.
            func name() -> String { String(describing: type(of: v)) }
            if v === root {
                add(
                    .derived(id, 0), [], LinearExpression(x.left), .equal, LinearExpression(0),
                    label: "root.minX", into: &wanted)
                add(
                    .derived(id, 1), [], LinearExpression(x.top), .equal, LinearExpression(0),
                    label: "root.minY", into: &wanted)
                if let fitting {
                    add(
                        .derived(id, 2),
                        [Double(fitting.size.width), Double(fitting.horizontal.rawValue)],
                        LinearExpression(x.width),
                        .equal,
                        LinearExpression(Double(fitting.size.width)), fitting.horizontal,
                        label: "fitting.width", into: &wanted)
                    add(
                        .derived(id, 3),
                        [Double(fitting.size.height), Double(fitting.vertical.rawValue)],
                        LinearExpression(x.height),
                        .equal,
                        LinearExpression(Double(fitting.size.height)), fitting.vertical,
                        label: "fitting.height", into: &wanted)
                } else {
                    let b = v.bounds.size
                    add(
                        .derived(id, 2), [Double(b.width)], LinearExpression(x.width), .equal,
                        LinearExpression(Double(b.width)), label: "root.width", into: &wanted)
                    add(
                        .derived(id, 3), [Double(b.height)], LinearExpression(x.height), .equal,
                        LinearExpression(Double(b.height)), label: "root.height", into: &wanted)
                }
            } else if let p = v.superview, s.translatesAutoresizingMaskIntoConstraints {
                let px = p.autoLayoutStorage.variables
                let f = v.frame
                let ps = p.bounds.size
                let m = v.autoresizingMask
                let sig =
                    [f.minX, f.minY, f.width, f.height, ps.width, ps.height].map(Double.init)
                    + [Double(m.rawValue)]
                let h = AutoLayoutEngine.autoresizing(
                    lead: f.minX, size: f.width, superSize: ps.width,
                    m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth),
                    m.contains(.flexibleRightMargin))
                let vv = AutoLayoutEngine.autoresizing(
                    lead: f.minY, size: f.height, superSize: ps.height,
                    m.contains(.flexibleTopMargin), m.contains(.flexibleHeight),
                    m.contains(.flexibleBottomMargin))
                func label() -> String { "<NSAutoresizingMaskLayoutConstraint \(name())" }
                add(
                    .derived(id, 0), sig, LinearExpression(x.left), .equal,
                    px.left + h.leadCoef * px.width + h.leadConst, label: label() + ".minX>",
                    into: &wanted)
                add(
                    .derived(id, 1), sig, LinearExpression(x.top), .equal,
                    px.top + vv.leadCoef * px.height + vv.leadConst, label: label() + ".minY>",
                    into: &wanted)
                add(
                    .derived(id, 2), sig, LinearExpression(x.width), .equal,
                    h.sizeCoef * px.width + h.sizeConst, label: label() + ".width>", into: &wanted)
                add(
                    .derived(id, 3), sig, LinearExpression(x.height), .equal,
                    vv.sizeCoef * px.height + vv.sizeConst, label: label() + ".height>",
                    into: &wanted)
            } else if !s.translatesAutoresizingMaskIntoConstraints {
                if let label = v as? UILabel, label.numberOfLines != 1,
                    label.preferredMaxLayoutWidth <= 0
                {
                    automaticWidthLabels.append(label)
                }
                let size = v.intrinsicContentSize
                let dims: [(CGFloat, Variable, UILayoutPriority, UILayoutPriority, Int, String)] = [
                    (
                        size.width, x.width, s.hugging.horizontal,
                        s.compressionResistance.horizontal, 10, "Width"
                    ),
                    (
                        size.height, x.height, s.hugging.vertical,
                        s.compressionResistance.vertical, 12, "Height"
                    ),
                ]
                for (value, variable, hug, resist, k, dim) in dims
                where value != UIView.noIntrinsicMetric {
                    add(
                        .derived(id, k), [Double(value), Double(resist.rawValue)],
                        LinearExpression(variable), .greaterThanOrEqual,
                        LinearExpression(Double(value)),
                        resist,
                        label: "<NSContentSizeLayoutConstraint \(name()).\(dim) >= \(value)>",
                        into: &intrinsic)
                    add(
                        .derived(id, k + 1), [Double(value), Double(hug.rawValue)],
                        LinearExpression(variable), .lessThanOrEqual,
                        LinearExpression(Double(value)), hug,
                        label: "<NSContentSizeLayoutConstraint \(name()).\(dim) <= \(value)>",
                        into: &intrinsic)
                }
            }
            for (guide, insets, base) in [
                (s.safeAreaGuide, v.safeAreaInsets, 20),
                (s.marginsGuide, v.effectiveMarginInsets, 30),
            ] {
                guard let g = guide?.variables else { continue }
                let sig = [insets.top, insets.left, insets.bottom, insets.right].map(Double.init)
                add(
                    .derived(id, base), sig, LinearExpression(g.left), .equal,
                    x.left + Double(insets.left),
                    label: "guide.minX", into: &wanted)
                add(
                    .derived(id, base + 1), sig, LinearExpression(g.top), .equal,
                    x.top + Double(insets.top),
                    label: "guide.minY", into: &wanted)
                add(
                    .derived(id, base + 2), sig, LinearExpression(g.width), .equal,
                    x.width - Double(insets.left + insets.right), label: "guide.width",
                    into: &wanted)
                add(
                    .derived(id, base + 3), sig, LinearExpression(g.height), .equal,
                    x.height - Double(insets.top + insets.bottom), label: "guide.height",
                    into: &wanted)
            }
            if let scrollView = v as? UIScrollView {
                scrollGuides(scrollView, s, x, id, add: add, into: &wanted)
            }
        }
        var breached = false
        for v in participants {
            for c in v.autoLayoutStorage.constraints {
                guard let first = c.firstItem else { continue }
                guard isInTree(first, inTree) else {
                    if breachIsland(reaching: first) { breached = true }
                    continue
                }
                if let second = c.secondItem, !isInTree(second, inTree) {
                    if breachIsland(reaching: second) { breached = true }
                    continue
                }
                let rel: Constraint.Relation =
                    switch c.relation {
                    case .equal: .equal
                    case .lessThanOrEqual: .lessThanOrEqual
                    case .greaterThanOrEqual: .greaterThanOrEqual
                    }
                var sig = [Double(c.constant), Double(c.multiplier), Double(c.priority.rawValue)]
                for item in [first, c.secondItem] {
                    if let view = item as? UIView, c.usesMargins {
                        let m = view.effectiveMarginInsets
                        sig += [m.top, m.left, m.bottom, m.right].map(Double.init)
                    }
                }
                // A leading or trailing constraint is built again when its items' direction
                // changes.
                for (item, attribute) in [
                    (first, c.firstAttribute), (c.secondItem, c.secondAttribute),
                ]
                where attribute.isDirectional {
                    let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
                    sig.append(view?.isRightToLeft == true ? 1 : 0)
                }
                add(
                    .user(c.engineSerial), sig, userExpression(c, inTree).lhs, rel,
                    userExpression(c, inTree).rhs, c.priority, user: c, label: nil, into: &wanted)
            }
        }
        if breached { return isSuperseded ? [] : collect(root: root) }
        return wanted + intrinsic
    }

    typealias Add = (
        Key, [Double], @autoclosure () -> LinearExpression, Constraint.Relation,
        @autoclosure () -> LinearExpression, UILayoutPriority, NSLayoutConstraint?,
        @autoclosure () -> String?, inout [Wanted]
    ) -> Void

    /// A scroll view's content guide (at the content's origin, its size pulled towards
    /// `contentSize` at priority 1) and frame guide (the bounds: the frame, moved by the
    /// content offset in the content's coordinates).
    private func scrollGuides(
        _ scrollView: UIScrollView, _ s: AutoLayoutStorage, _ x: LayoutVariables,
        _ id: ObjectIdentifier, add: Add, into wanted: inout [Wanted]
    ) {
        if let g = s.contentGuide?.variables {
            let size = scrollView.contentSize
            let sig = [Double(size.width), Double(size.height)]
            let pull = UILayoutPriority(1)
            add(
                .derived(id, 40), [], LinearExpression(g.left), .equal, LinearExpression(x.left),
                .required, nil, "contentGuide.minX", &wanted)
            add(
                .derived(id, 41), [], LinearExpression(g.top), .equal, LinearExpression(x.top),
                .required, nil, "contentGuide.minY", &wanted)
            add(
                .derived(id, 42), sig, LinearExpression(g.width), .equal,
                LinearExpression(Double(size.width)), pull, nil, "contentGuide.width", &wanted)
            add(
                .derived(id, 43), sig, LinearExpression(g.height), .equal,
                LinearExpression(Double(size.height)), pull, nil, "contentGuide.height", &wanted)
        }
        if let g = s.frameGuide?.variables {
            let o = scrollView.bounds.origin
            let sig = [Double(o.x), Double(o.y)]
            add(
                .derived(id, 50), sig, LinearExpression(g.left), .equal, x.left + Double(o.x),
                .required, nil, "frameGuide.minX", &wanted)
            add(
                .derived(id, 51), sig, LinearExpression(g.top), .equal, x.top + Double(o.y),
                .required, nil, "frameGuide.minY", &wanted)
            add(
                .derived(id, 52), [], LinearExpression(g.width), .equal, LinearExpression(x.width),
                .required, nil, "frameGuide.width", &wanted)
            add(
                .derived(id, 53), [], LinearExpression(g.height), .equal,
                LinearExpression(x.height), .required, nil, "frameGuide.height", &wanted)
        }
    }

    /// Whether an item (a view or a layout guide) is in the engine's hierarchy.
    func isInTree(_ item: AnyObject, _ inTree: Set<ObjectIdentifier>) -> Bool {
        if let v = item as? UIView { return inTree.contains(ObjectIdentifier(v)) }
        if let g = item as? UILayoutGuide, let owner = g.owningView {
            return inTree.contains(ObjectIdentifier(owner))
        }
        return false
    }

    /// Both sides of a user constraint whose items are in the hierarchy.
    func userExpression(
        _ c: NSLayoutConstraint, _ inTree: Set<ObjectIdentifier>
    ) -> (lhs: LinearExpression, rhs: LinearExpression) {
        let lhs = c.firstItem.flatMap { expression($0, c.firstAttribute, inTree) } ?? .init(0)
        var rhs = LinearExpression(Double(c.constant))
        if let second = c.secondItem, let e = expression(second, c.secondAttribute, inTree) {
            rhs = e * Double(c.multiplier) + Double(c.constant)
        }
        return (lhs, rhs)
    }

    /// The expression of an item's attribute, nil if the item is outside the hierarchy.
    /// Leading and trailing are left and right, or the flipped right and left right-to-left; baselines are the
    /// top and bottom edges.
    func expression(
        _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
        _ inTree: Set<ObjectIdentifier>
    ) -> LinearExpression? {
        let x: LayoutVariables
        var m = UIEdgeInsets.zero
        let owner: UIView
        if let v = item as? UIView {
            guard inTree.contains(ObjectIdentifier(v)) else { return nil }
            x = v.autoLayoutStorage.variables
            m = v.effectiveMarginInsets
            owner = v
        } else if let g = item as? UILayoutGuide, let o = g.owningView {
            guard inTree.contains(ObjectIdentifier(o)) else { return nil }
            x = g.variables
            owner = o
        } else {
            return nil
        }
        // Right-to-left, leading and trailing measure along a flipped axis (leading is the right
        // edge, and a positive constant moves towards the left), as UIKit's.
        if attribute.isDirectional, owner.isRightToLeft {
            let l = Double(m.left)
            let r = Double(m.right)
            switch attribute {
            case .leading: return -1 * (x.left + x.width)
            case .trailing: return -1 * LinearExpression(x.left)
            case .leadingMargin: return -1 * (x.left + x.width - r)
            default: return -1 * (x.left + l)
            }
        }
        let l = Double(m.left)
        let r = Double(m.right)
        let t = Double(m.top)
        let b = Double(m.bottom)
        switch attribute {
        case .left, .leading: return LinearExpression(x.left)
        case .right, .trailing: return x.left + x.width
        case .top, .firstBaseline: return LinearExpression(x.top)
        case .bottom, .lastBaseline: return x.top + x.height
        case .width: return LinearExpression(x.width)
        case .height: return LinearExpression(x.height)
        case .centerX: return x.left + 0.5 * x.width
        case .centerY: return x.top + 0.5 * x.height
        case .leftMargin, .leadingMargin: return x.left + l
        case .rightMargin, .trailingMargin: return x.left + x.width - r
        case .topMargin: return x.top + t
        case .bottomMargin: return x.top + x.height - b
        case .centerXWithinMargins: return x.left + 0.5 * x.width + (l - r) / 2
        case .centerYWithinMargins: return x.top + 0.5 * x.height + (t - b) / 2
        case .notAnAttribute: return LinearExpression(0)
        }
    }

    /// UIKit's springs-and-struts rule as linear functions of the superview's length `W`:
    /// `lead = leadCoef·W + leadConst`, `size = sizeCoef·W + sizeConst`. Flexible parts share a
    /// change of `W` in proportion to their current lengths (equally when all are 0).
    static func autoresizing(
        lead a: CGFloat, size b: CGFloat, superSize w: CGFloat, _ flexLead: Bool, _ flexSize: Bool,
        _ flexTrail: Bool
    ) -> (leadCoef: Double, leadConst: Double, sizeCoef: Double, sizeConst: Double) {
        let c = w - a - b
        let flags = [flexLead, flexSize, flexTrail]
        let lens = [a, b, c]
        let count = flags.filter { $0 }.count
        var shares = [0.0, 0.0, 0.0]
        if count > 0 {
            let sum = zip(flags, lens).reduce(0.0) { $0 + ($1.0 ? Double($1.1) : 0) }
            for i in 0..<3 where flags[i] {
                shares[i] = sum != 0 ? Double(lens[i]) / sum : 1 / Double(count)
            }
        }
        let W = Double(w)
        return (shares[0], Double(a) - shares[0] * W, shares[1], Double(b) - shares[1] * W)
    }
}

extension NSLayoutConstraint {
    var usesMargins: Bool {
        [firstAttribute, secondAttribute].contains {
            switch $0 {
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
                true
            default: false
            }
        }
    }
}
