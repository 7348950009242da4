import Foundation

/// What the bar's large title showed before a push or pop changed its items.
struct LargeTitleShown {
    /// The bar's frame (its height includes the strip).
    var barFrame: CGRect
    var style: LargeTitleStyle
    var height: CGFloat
    var text: String?
    /// The large title's line box, in the bar's coordinates, as wide as its text.
    var labelFrame: CGRect
    /// The back button's title, in the bar's coordinates; nil when no back button showed.
    var backLabelFrame: CGRect?
    /// The search strip's height.
    var searchHeight: CGFloat = 0
}

extension UINavigationBar {
    /// What the large title shows now (call before changing `items`).
    var largeTitleShown: LargeTitleShown {
        layoutIfNeeded()
        let line = largeTitleView.convert(largeTitleLabel.frame, to: self)
        var label = line
        label.size.width = min(line.width, ceil(largeTitleLabel.intrinsicContentSize.width))
        if isRightToLeft { label.origin.x = line.maxX - label.width }
        return LargeTitleShown(
            barFrame: frame, style: largeTitleStyle, height: largeTitleHeight,
            text: largeTitleLabel.text, labelFrame: label,
            backLabelFrame: backButton.isHidden
                ? nil : backButton.convert(backButton.label.frame, to: self),
            searchHeight: searchStripHeight)
    }

    /// The back button's title size over the large title's: how far the large title shrinks
    /// as it becomes the back button (17 pt over 34 pt).
    var largeToBackScale: CGFloat {
        backButton.label.font.pointSize / largeTitleLabel.font.pointSize
    }

    /// Animates the large title and the bar's height from `old` to what the bar shows now,
    /// alongside the push or pop `coordinator` runs (an interactive pop scrubs it, a cancel runs
    /// it back). Push: an old large title moves into the back button's place, shrinking to the
    /// back title's size and fading out, while a new one comes in from half a bar to the right,
    /// fading in. Pop: the old large title leaves half a bar to the right, fading; a new one
    /// grows out of the back button's place, fading in. The bar's height (and its background
    /// and hairline) goes from the old strip to the new. Call before `animateItemChange`.
    func animateLargeTitleChange(
        from old: LargeTitleShown, push: Bool, coordinator: UIViewControllerTransitionCoordinator
    ) {
        let newStyle = largeTitleStyle
        let newHeight = largeTitleHeight
        let newFrame = frame
        let newSearch = searchStripHeight
        guard old.style != .none || newStyle != .none || old.searchHeight > 0 || newSearch > 0
        else { return }
        layoutIfNeeded()
        let w = bounds.width
        let labelEnd = largeTitleLabel.frame
        let backLabelEnd: CGRect? =
            backButton.isHidden ? nil : backButton.convert(backButton.label.frame, to: self)
        let scale = largeToBackScale
        isAnimatingLargeTitle = true
        // The old state, laid out, so that nothing is left to lay out before the animation.
        UIView.performWithoutAnimation {
            frame = CGRect(origin: newFrame.origin, size: old.barFrame.size)
            largeTitleStyle = old.style
            largeTitleHeight = old.height
            searchStripHeight = old.searchHeight
            layoutIfNeeded()
        }
        var oldLarge: UILabel?
        let oldShowed =
            old.style == .inline
            || (old.style == .strip
                && old.height >= largeTitleLineHeight + Self.largeTitleBottomInset)
        if oldShowed, let text = old.text {
            let l = UILabel()
            l.font = largeTitleLabel.font
            l.textColor = largeTitleLabel.textColor
            l.text = text
            l.frame = old.labelFrame
            addSubview(l)
            oldLarge = l
        }
        let incoming = newStyle != .none
        UIView.performWithoutAnimation {
            largeTitleView.clipsToBounds = false
            guard incoming else { return }
            largeTitleView.isHidden = false
            largeTitleLabel.alpha = 0
            if push {
                largeTitleLabel.frame = labelEnd.offsetBy(dx: w / 2, dy: 0)
            } else if let back = old.backLabelFrame {
                // Grows out of the old back title: its text's leading edge on the back title's.
                let inView = largeTitleView.convert(back, from: self)
                let textWidth = min(labelEnd.width, largeTitleLabel.intrinsicContentSize.width)
                let textMidX =
                    isRightToLeft ? labelEnd.maxX - textWidth / 2 : labelEnd.minX + textWidth / 2
                let targetMidX =
                    isRightToLeft
                    ? inView.maxX - textWidth * scale / 2 : inView.minX + textWidth * scale / 2
                largeTitleLabel.frame = labelEnd
                largeTitleLabel.transform = CGAffineTransform(
                    translationX: targetMidX - labelEnd.midX - (textMidX - labelEnd.midX) * scale,
                    y: inView.midY - labelEnd.midY
                ).scaledBy(x: scale, y: scale)
            }
        }
        coordinator.animateAlongsideTransition(
            in: self,
            animation: { [self] _ in
                frame = newFrame
                largeTitleStyle = newStyle
                largeTitleHeight = newHeight
                searchStripHeight = newSearch
                layoutIfNeeded()
                largeTitleLabel.alpha = 1
                largeTitleLabel.transform = .identity
                if incoming { largeTitleView.isHidden = false }
                guard let oldLarge else { return }
                oldLarge.alpha = 0
                if push, let back = backLabelEnd {
                    let f = oldLarge.frame
                    let x =
                        isRightToLeft
                        ? back.maxX - f.width * scale / 2 : back.minX + f.width * scale / 2
                    oldLarge.center = CGPoint(x: x, y: back.midY)
                    oldLarge.transform = CGAffineTransform(scaleX: scale, y: scale)
                } else if !push {
                    oldLarge.center.x += w / 2
                }
            },
            completion: { [weak self] _ in
                oldLarge?.removeFromSuperview()
                guard let self else { return }
                self.isAnimatingLargeTitle = false
                self.largeTitleView.clipsToBounds = true
                self.largeTitleLabel.alpha = 1
                self.largeTitleLabel.transform = .identity
                if let nav = self.superview?.owningViewController as? UINavigationController,
                    nav.navigationBar === self
                {
                    nav.layoutBar()
                }
                self.setNeedsLayout()
                self.layoutIfNeeded()
            })
    }
}
