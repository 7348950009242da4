import Foundation

/// What the bar showed before a push or pop changed its items.
struct NavigationBarShown {
    /// The title and its label's frame.
    var title: String?
    var titleFrame: CGRect
    /// The back title, nil when no back button showed.
    var backTitle: String?
    /// The title's opacity (0 while a large title showed instead).
    var titleAlpha: CGFloat = 1
}

extension UINavigationBar {
    /// What the bar shows now (call before changing `items`).
    var shown: NavigationBarShown {
        layoutIfNeeded()
        return NavigationBarShown(
            title: titleLabel.text, titleFrame: titleLabel.frame,
            backTitle: backButton.isHidden ? nil : backButton.label.text,
            titleAlpha: titleLabel.alpha)
    }

    /// Animates the change from `old` to what the bar shows now, alongside the push or pop that
    /// `coordinator` runs (so an interactive pop scrubs it and a cancel runs it back), as UIKit's
    /// bar does. Push: the new title comes in from the right edge, fading in, while the old one
    /// slides to the back button's place and fades out; the back button's title fades in from
    /// where the old title was (the chevron fades in when there was no back button) and an old
    /// back title fades out sliding left. Pop: the reverse — the old title slides out to the
    /// right fading, the old back title slides to the centre fading out while the new title comes
    /// from the back button's place fading in, and a new back title fades in from the left. Bar
    /// button items change at once. Right-to-left every motion is mirrored (the new title comes
    /// in from the left edge, back titles leave past the right one). Engine choice of distances
    /// (Docs/Behaviour-vc.md).
    func animateItemChange(
        from old: NavigationBarShown, push: Bool,
        coordinator: UIViewControllerTransitionCoordinator
    ) {
        layoutIfNeeded()
        let w = bounds.width
        let newHasBack = !backButton.isHidden
        let rtl = isRightToLeft
        // Half the bar towards the trailing edge; the leading edge; the offset that moves `f`
        // just past the leading edge (left, right in right-to-left).
        let towardsTrailing = rtl ? -w / 2 : w / 2
        let leadingEdge: CGFloat = rtl ? w : 0
        func pastLeading(_ f: CGRect) -> CGFloat { rtl ? w - f.minX : -f.maxX }
        let oldTitle = UILabel()
        oldTitle.font = titleLabel.font
        oldTitle.textAlignment = .center
        oldTitle.textColor = titleLabel.textColor
        oldTitle.text = old.title
        oldTitle.frame = old.titleFrame
        oldTitle.alpha = old.titleAlpha
        insertSubview(oldTitle, belowSubview: titleLabel)
        var oldBack: NavigationBackButtonView?
        if let backTitle = old.backTitle {
            let b = NavigationBackButtonView()
            b.tint(tintColor ?? .systemBlue)
            b.label.text = backTitle
            b.frame = bounds
            b.layOut(height: bounds.height)
            if rtl {
                for v in [b.chevron, b.label] { v.frame.origin.x = w - v.frame.maxX }
                b.chevron.transform = CGAffineTransform(scaleX: -1, y: 1)
            }
            // The chevron stays put when both sides have one: only the real one shows.
            b.chevron.isHidden = newHasBack
            insertSubview(b, belowSubview: backButton)
            oldBack = b
        }
        let titleEnd = titleLabel.frame
        let backLabelEnd = backButton.label.frame
        let backCentre = backLabelEnd.midX
        let oldBackCentre = oldBack?.label.frame.midX ?? 0
        UIView.performWithoutAnimation {
            titleLabel.alpha = 0
            backButton.label.alpha = 0
            if old.backTitle == nil { backButton.chevron.alpha = 0 }
            if push {
                titleLabel.frame = titleEnd.offsetBy(dx: towardsTrailing, dy: 0)
                backButton.label.frame = backLabelEnd.offsetBy(dx: w / 2 - backCentre, dy: 0)
            } else {
                titleLabel.frame = titleEnd.offsetBy(dx: oldBackCentre - titleEnd.midX, dy: 0)
                backButton.label.frame = backLabelEnd.offsetBy(
                    dx: pastLeading(backLabelEnd), dy: 0)
            }
        }
        let oldTitleFrame = old.titleFrame
        coordinator.animateAlongsideTransition(
            in: self,
            animation: { [self] _ in
                titleLabel.frame = titleEnd
                titleLabel.alpha = inlineTitleAlpha
                backButton.label.frame = backLabelEnd
                backButton.label.alpha = 1
                backButton.chevron.alpha = 1
                oldTitle.alpha = 0
                oldBack?.label.alpha = 0
                if !newHasBack { oldBack?.chevron.alpha = 0 }
                if push {
                    oldTitle.frame = oldTitleFrame.offsetBy(
                        dx: (newHasBack ? backCentre : leadingEdge) - oldTitleFrame.midX, dy: 0)
                    if let oldBack {
                        oldBack.label.frame = oldBack.label.frame.offsetBy(
                            dx: pastLeading(oldBack.label.frame), dy: 0)
                    }
                } else {
                    oldTitle.frame = oldTitleFrame.offsetBy(dx: towardsTrailing, dy: 0)
                    if let oldBack {
                        oldBack.label.frame = oldBack.label.frame.offsetBy(
                            dx: titleEnd.midX - oldBackCentre, dy: 0)
                    }
                }
            },
            completion: { [weak self] _ in
                oldTitle.removeFromSuperview()
                oldBack?.removeFromSuperview()
                guard let self else { return }
                self.titleLabel.alpha = self.inlineTitleAlpha
                self.backButton.label.alpha = 1
                self.backButton.chevron.alpha = 1
                self.setNeedsLayout()
                self.layoutIfNeeded()
            })
    }
}
