import Foundation

/// The attributes of one axis of a stack view: its subviews' edges, size and centre, and the
/// stack's own edges (its margins when `isLayoutMarginsRelativeArrangement`).
struct StackAxisAttributes {
    typealias Attribute = NSLayoutConstraint.Attribute
    let leading: Attribute
    let trailing: Attribute
    let size: Attribute
    let center: Attribute
    let canvasLeading: Attribute
    let canvasTrailing: Attribute
    let canvasCenter: Attribute

    init(_ axis: NSLayoutConstraint.Axis, margins: Bool) {
        if axis == .horizontal {
            (leading, trailing, size, center) = (.leading, .trailing, .width, .centerX)
            canvasLeading = margins ? .leadingMargin : .leading
            canvasTrailing = margins ? .trailingMargin : .trailing
            canvasCenter = margins ? .centerXWithinMargins : .centerX
        } else {
            (leading, trailing, size, center) = (.top, .bottom, .height, .centerY)
            canvasLeading = margins ? .topMargin : .top
            canvasTrailing = margins ? .bottomMargin : .bottom
            canvasCenter = margins ? .centerYWithinMargins : .centerY
        }
    }
}

extension UIStackView {
    /// `a.attrA ⋚ multiplier × b.attrB + constant`, named as UIKit names the stack's constraints.
    func stackConstraint(
        _ a: AnyObject, _ attrA: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation, _ b: AnyObject?,
        _ attrB: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: UILayoutPriority = .required, _ identifier: String
    ) -> NSLayoutConstraint {
        let c = NSLayoutConstraint(
            item: a, attribute: attrA, relatedBy: relation, toItem: b, attribute: attrB,
            multiplier: multiplier, constant: constant)
        c.priority = priority
        c.identifier = identifier
        return c
    }

    /// Replaces the arrangement's constraints with ones for the current arranged subviews and
    /// properties (called from `updateConstraints()`).
    ///
    /// A wanted constraint equal to an active one but for its constant keeps the active one (its
    /// constant updated), so an unchanged arrangement costs the engine nothing. Retired
    /// constraints stay alive until the next rebuild: the engine knows constraints by identity,
    /// and a new one must not take a just-released one's address before the engine has seen it go.
    func rebuildArrangementConstraints() {
        let views = _arrangedSubviews.filter { $0.superview === self }
        let oldGuides = gapGuides
        let wanted = views.isEmpty ? [] : axisConstraints(views) + alignmentConstraints(views)
        var active: [String: [NSLayoutConstraint]] = [:]
        for c in arrangementConstraints where c.isActive {
            active[Self.reuseKey(c), default: []].append(c)
        }
        var list: [NSLayoutConstraint] = []
        for c in wanted {
            let key = Self.reuseKey(c)
            if var same = active[key], !same.isEmpty {
                let kept = same.removeFirst()
                active[key] = same
                kept.constant = c.constant
                kept.priority = c.priority
                list.append(kept)
            } else {
                list.append(c)
            }
        }
        let retired = active.values.flatMap { $0 }
        NSLayoutConstraint.deactivate(retired)
        NSLayoutConstraint.activate(list)
        retiredConstraints = retired
        retiredGuides = oldGuides.filter { g in !gapGuides.contains { $0 === g } }
        arrangementConstraints = list
    }

    /// What makes two of the stack's constraints the same but for their constant and priority.
    static func reuseKey(_ c: NSLayoutConstraint) -> String {
        func id(_ item: AnyObject?) -> String {
            item.map { String(UInt(bitPattern: ObjectIdentifier($0).hashValue)) } ?? "-"
        }
        return [
            id(c.firstItem), "\(c.firstAttribute.rawValue)", "\(c.relation.rawValue)",
            id(c.secondItem), "\(c.secondAttribute.rawValue)", "\(c.multiplier)",
            c.identifier ?? "", c.priority == .required ? "R" : "O",
        ].joined(separator: "|")
    }

    /// Along the axis: the canvas connections of the first and last visible views, the spacing
    /// between visible neighbours, the distribution's constraints, and the hidden views' collapse.
    func axisConstraints(_ views: [UIView]) -> [NSLayoutConstraint] {
        let a = StackAxisAttributes(axis, margins: isLayoutMarginsRelativeArrangement)
        let visible = views.filter { !$0.isHidden }
        var list: [NSLayoutConstraint] = []
        if let first = visible.first, let last = visible.last {
            list.append(
                stackConstraint(
                    self, a.canvasLeading, .equal, first, a.leading, "UISV-canvas-connection"))
            list.append(
                stackConstraint(
                    self, a.canvasTrailing, .equal, last, a.trailing, "UISV-canvas-connection"))
        } else {
            // Nothing visible: the stack hugs to nothing along its axis.
            list.append(
                stackConstraint(
                    self, a.size, .equal, nil, .notAnAttribute,
                    priority: UIStackView.fitPriority, "UISV-spanning-fit"))
        }
        let equal = distribution == .equalSpacing || distribution == .equalCentering
        for (prev, next) in zip(visible, visible.dropFirst()) {
            list.append(
                stackConstraint(
                    next, a.leading, equal ? .greaterThanOrEqual : .equal, prev, a.trailing,
                    constant: resolvedSpacing(after: prev), "UISV-spacing"))
        }
        list += distributionConstraints(visible, a)
        var previous: UIView?
        for v in views {
            if !v.isHidden {
                previous = v
                continue
            }
            list.append(stackConstraint(v, a.size, .equal, nil, .notAnAttribute, "UISV-hiding"))
            list.append(
                previous.map {
                    stackConstraint(v, a.leading, .equal, $0, a.trailing, "UISV-hiding")
                }
                    ?? stackConstraint(v, a.leading, .equal, self, a.canvasLeading, "UISV-hiding"))
        }
        return list
    }

    /// The constraints `distribution` adds between the visible views.
    func distributionConstraints(_ visible: [UIView], _ a: StackAxisAttributes)
        -> [NSLayoutConstraint]
    {
        let pool = gapGuides
        gapGuides = []
        guard let first = visible.first else { return [] }
        var list: [NSLayoutConstraint] = []
        switch distribution {
        case .fill:
            list += fillOrderConstraints(visible, a)
        case .fillEqually:
            for v in visible.dropFirst() {
                list.append(stackConstraint(v, a.size, .equal, first, a.size, "UISV-fill-equally"))
            }
        case .fillProportionally:
            let sizes = visible.map { v -> CGFloat in
                let s = v.intrinsicContentSize
                let value = axis == .horizontal ? s.width : s.height
                return value == UIView.noIntrinsicMetric ? 0 : max(0, value)
            }
            let total = sizes.reduce(0, +)
            guard total > 0, visible.count > 1 else { break }
            let gaps = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) {
                $0 + resolvedSpacing(after: $1.0)
            }
            let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
            for (v, size) in zip(visible, sizes) {
                let share = size / total
                list.append(
                    stackConstraint(
                        v, a.size, .equal, canvas, a.size, multiplier: share,
                        constant: -share * gaps,
                        priority: UILayoutPriority(999), "UISV-fill-proportionally"))
            }
        case .equalSpacing, .equalCentering:
            let centering = distribution == .equalCentering
            var guides: [UILayoutGuide] = []
            for (i, (prev, next)) in zip(visible, visible.dropFirst()).enumerated() {
                let g = i < pool.count ? pool[i] : UILayoutGuide()
                g.identifier = "UISV-distributing"
                g.owningView = self
                guides.append(g)
                let (from, to) = centering ? (a.center, a.center) : (a.trailing, a.leading)
                list.append(
                    stackConstraint(g, a.leading, .equal, prev, from, "UISV-distributing-edge"))
                list.append(
                    stackConstraint(g, a.trailing, .equal, next, to, "UISV-distributing-edge"))
            }
            if let g0 = guides.first {
                for g in guides.dropFirst() {
                    list.append(stackConstraint(g, a.size, .equal, g0, a.size, "UISV-distributing"))
                }
                // A stack free along its axis takes the smallest gaps its spacing allows.
                list.append(
                    stackConstraint(
                        g0, a.size, .equal, nil, .notAnAttribute, priority: UIStackView.fitPriority,
                        "UISV-canvas-fit"))
            }
            gapGuides = guides
        }
        return list
    }

    /// `.fill` among equal priorities, by arrangement order (UIKit documents the order, not which
    /// end; engine choice: the first): of the views sharing the lowest hugging priority the first
    /// grows, of those sharing the lowest compression resistance the first shrinks. The others
    /// hold their intrinsic length 0.01 above that priority (`UISV-ambiguity-suppression`).
    func fillOrderConstraints(_ visible: [UIView], _ a: StackAxisAttributes)
        -> [NSLayoutConstraint]
    {
        let sized = visible.compactMap { v -> (UIView, CGFloat)? in
            let s = v.intrinsicContentSize
            let length = axis == .horizontal ? s.width : s.height
            return length == UIView.noIntrinsicMetric ? nil : (v, length)
        }
        var list: [NSLayoutConstraint] = []
        for hugging in [true, false] {
            func priority(_ v: UIView) -> UILayoutPriority {
                hugging
                    ? v.contentHuggingPriority(for: axis)
                    : v.contentCompressionResistancePriority(for: axis)
            }
            guard let low = sized.map({ priority($0.0) }).min(by: { $0.rawValue < $1.rawValue }),
                low.rawValue <= 998
            else {
                continue
            }
            let tied = sized.filter { priority($0.0) == low }
            for (v, length) in tied.dropFirst() {
                list.append(
                    stackConstraint(
                        v, a.size, hugging ? .lessThanOrEqual : .greaterThanOrEqual, nil,
                        .notAnAttribute, constant: length, priority: low + 0.01,
                        "UISV-ambiguity-suppression"))
            }
        }
        return list
    }

    /// Just below `.fittingSizeLevel`: how strongly a stack hugs its content where nothing else
    /// decides its size, so that `systemLayoutSizeFitting`'s target wins over it.
    static let fitPriority = UILayoutPriority(49)
}
