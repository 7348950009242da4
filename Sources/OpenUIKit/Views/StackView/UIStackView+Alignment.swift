import Foundation

extension UIStackView {
    /// `alignment` as the layout applies it: baselines mean nothing across a vertical stack, which
    /// treats them as `.fill`.
    var effectiveAlignment: Alignment {
        switch alignment {
        case .firstBaseline, .lastBaseline: axis == .horizontal ? alignment : .fill
        default: alignment
        }
    }

    /// Across the axis: the first arranged view against the stack (`UISV-canvas-connection`), the
    /// others against the first (`UISV-alignment`); for alignments other than `.fill`, every
    /// visible view inside the stack (`UISV-spanning-boundary`), the stack hugging the widest
    /// (`UISV-spanning-fit`), and views without an intrinsic size there at 0 at priority 25
    /// (`UISV-ambiguity-suppression`), as UIKit does.
    func alignmentConstraints(_ views: [UIView]) -> [NSLayoutConstraint] {
        let c = StackAxisAttributes(
            axis == .horizontal ? .vertical : .horizontal,
            margins: isLayoutMarginsRelativeArrangement)
        guard let first = views.first else { return [] }
        var list: [NSLayoutConstraint] = []
        func align(_ attr: NSLayoutConstraint.Attribute, _ canvas: NSLayoutConstraint.Attribute) {
            list.append(
                stackConstraint(self, canvas, .equal, first, attr, "UISV-canvas-connection"))
            for v in views.dropFirst() {
                list.append(stackConstraint(v, attr, .equal, first, attr, "UISV-alignment"))
            }
        }
        let alignment = effectiveAlignment
        switch alignment {
        case .fill:
            align(c.leading, c.canvasLeading)
            align(c.trailing, c.canvasTrailing)
            return list
        case .leading: align(c.leading, c.canvasLeading)
        case .trailing: align(c.trailing, c.canvasTrailing)
        case .center: align(c.center, c.canvasCenter)
        case .firstBaseline, .lastBaseline:
            let last = alignment == .lastBaseline
            let (attrFirst, offsetFirst) = UIStackView.baseline(of: first, last: last)
            for v in views.dropFirst() {
                let (attr, offset) = UIStackView.baseline(of: v, last: last)
                list.append(
                    stackConstraint(
                        v, attr, .equal, first, attrFirst, constant: offsetFirst - offset,
                        "UISV-alignment"))
            }
            // The group sits as high in the stack as its boundaries allow.
            for v in views where !v.isHidden {
                list.append(
                    stackConstraint(
                        self, c.canvasLeading, .equal, v, c.leading,
                        priority: UIStackView.fitPriority - 1, "UISV-canvas-connection"))
            }
        }
        for v in views where !v.isHidden {
            if alignment != .leading {
                list.append(
                    stackConstraint(
                        v, c.leading, .greaterThanOrEqual, self, c.canvasLeading,
                        "UISV-spanning-boundary"))
            }
            if alignment != .trailing {
                list.append(
                    stackConstraint(
                        v, c.trailing, .lessThanOrEqual, self, c.canvasTrailing,
                        "UISV-spanning-boundary"))
            }
        }
        list.append(
            stackConstraint(
                self, c.size, .equal, nil, .notAnAttribute, priority: UIStackView.fitPriority,
                "UISV-spanning-fit"))
        for v in views {
            let s = v.intrinsicContentSize
            if (axis == .horizontal ? s.height : s.width) == UIView.noIntrinsicMetric {
                list.append(
                    stackConstraint(
                        v, c.size, .equal, nil, .notAnAttribute, priority: UILayoutPriority(25),
                        "UISV-ambiguity-suppression"))
            }
        }
        return list
    }

    /// Where a view's first (or last) baseline is: an attribute and an offset from it, in points
    /// (downwards). Engine choice: a `UILabel` at its intrinsic height, its text centred as drawn,
    /// gives its top line's baseline (last: its bottom line's) from its font; any other view's
    /// baseline is its bottom edge, as UIKit's default `forFirstBaselineLayout` (the view itself).
    static func baseline(of view: UIView, last: Bool) -> (NSLayoutConstraint.Attribute, CGFloat) {
        guard let label = view as? UILabel, let font = label.font, let text = label.text,
            !text.isEmpty
        else { return (.bottom, 0) }
        let height = label.intrinsicContentSize.height
        let lineHeight = font.lineHeight
        let lines = max(1, (height / lineHeight).rounded(.down))
        let top = (height - lines * lineHeight) / 2
        let firstBaseline = top + font.ascender
        let baseline = last ? firstBaseline + (lines - 1) * lineHeight : firstBaseline
        return (.top, baseline)
    }
}
