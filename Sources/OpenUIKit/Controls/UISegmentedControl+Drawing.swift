import Foundation

extension UISegmentedControl {
    /// The title font: 13 pt, semibold for the selected segment.
    static func titleFont(selected: Bool) -> UIFont {
        .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
    }

    /// The content width of each segment (its semibold title or its image), in points.
    private var contentWidths: [CGFloat] {
        segments.map { s in
            var w = s.image?.size.width ?? 0
            if let t = s.title, !t.isEmpty {
                let l = UILabel()
                l.font = UISegmentedControl.titleFont(selected: true)
                l.text = t
                w = max(w, l.intrinsicContentSize.width)
            }
            return w
        }
    }

    /// Equal segments as wide as the widest content plus 24 pt (or each its own content plus
    /// 24 pt with `apportionsSegmentWidthsByContent`, or its fixed width); 32 pt tall.
    func segmentedContentSize() -> CGSize {
        let widths = contentWidths
        let widest = widths.max() ?? 0
        var total: CGFloat = 0
        for (i, s) in segments.enumerated() {
            total +=
                s.width > 0 ? s.width : (apportionsSegmentWidthsByContent ? widths[i] : widest) + 24
        }
        return CGSize(width: total.rounded(.up), height: 32)
    }

    /// Each segment's rectangle: fixed widths as set, the rest sharing the remaining width
    /// (equally, or in proportion to content with `apportionsSegmentWidthsByContent`).
    func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let flexible = segments.filter { $0.width == 0 }
        let widths = contentWidths
        let weights = segments.indices.map {
            apportionsSegmentWidthsByContent ? widths[$0] + 24 : 1
        }
        let flexibleWeight = segments.indices.filter { segments[$0].width == 0 }.reduce(CGFloat(0))
        { $0 + weights[$1] }
        let remaining = max(0, bounds.width - fixed)
        var x = bounds.minX
        var frames: [CGRect] = []
        for (i, s) in segments.enumerated() {
            let w =
                s.width > 0
                ? s.width
                : (flexible.isEmpty || flexibleWeight == 0
                    ? 0 : remaining * weights[i] / flexibleWeight)
            frames.append(CGRect(x: x, y: bounds.minY, width: w, height: bounds.height))
            x += w
        }
        return frames
    }

    /// The enabled-or-not segment under `point` (control coordinates), nil outside the bounds
    /// vertically; points left or right of the control map to the end segments.
    func segmentIndex(at point: CGPoint) -> Int? {
        let frames = segmentFrames()
        guard !frames.isEmpty else { return nil }
        if point.x < bounds.minX { return 0 }
        if point.x >= bounds.maxX { return frames.count - 1 }
        return frames.firstIndex { $0.minX <= point.x && point.x < $0.maxX } ?? frames.count - 1
    }

    /// Frames of background, indicator, separators and segment contents.
    func layoutSegments() {
        backgroundView.frame = bounds
        let frames = segmentFrames()
        while separators.count < max(0, segments.count - 1) {
            let s = UIView()
            s.isUserInteractionEnabled = false
            s.backgroundColor = UIColor(
                red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.3)
            insertSubview(s, aboveSubview: backgroundView)
            separators.append(s)
        }
        while separators.count > max(0, segments.count - 1) {
            separators.removeLast().removeFromSuperview()
        }
        let separatorHeight = max(8, bounds.height - 16)
        for (i, s) in separators.enumerated() {
            s.frame = CGRect(
                x: frames[i].maxX - 0.5, y: (bounds.midY - separatorHeight / 2).rounded(), width: 1,
                height: separatorHeight)
        }
        if frames.indices.contains(selectedSegmentIndex) {
            selectionView.frame = frames[selectedSegmentIndex].insetBy(dx: 2, dy: 2)
        }
        for (i, s) in segments.enumerated() {
            let f = frames[i]
            let labelSize = s.label.intrinsicContentSize
            let imageSize = s.imageView.image?.size ?? .zero
            s.label.frame = CGRect(
                x: (f.midX - labelSize.width / 2).rounded(),
                y: (f.midY - labelSize.height / 2).rounded(),
                width: min(labelSize.width, f.width - 8), height: labelSize.height)
            s.imageView.frame = CGRect(
                x: (f.midX - imageSize.width / 2).rounded(),
                y: (f.midY - imageSize.height / 2).rounded(),
                width: imageSize.width, height: imageSize.height)
        }
    }

    /// Titles, fonts and colours for the selection and enabled states; separators next to the
    /// selected segment hidden, as iOS draws them.
    func updateSegmentAppearance() {
        let selected = isMomentary ? UISegmentedControl.noSegment : selectedSegmentIndex
        selectionView.isHidden = selected == UISegmentedControl.noSegment
        selectionView.backgroundColor = selectedSegmentTintColor ?? .white
        for (i, s) in segments.enumerated() {
            s.label.text = s.title
            s.label.font = UISegmentedControl.titleFont(selected: i == selected)
            s.label.textColor = isEnabled && s.isEnabled ? .label : .tertiaryLabel
            s.label.isHidden = (s.title ?? "").isEmpty
            s.imageView.image = s.image
            s.imageView.isHidden = s.image == nil
            let dimmed = highlightedSegment == i && i != selected
            s.label.alpha = dimmed ? 0.35 : 1
            s.imageView.alpha = dimmed ? 0.35 : (isEnabled && s.isEnabled ? 1 : 0.4)
        }
        for (i, sep) in separators.enumerated() {
            sep.isHidden = i == selected || i + 1 == selected
        }
        setNeedsLayout()
    }
}
