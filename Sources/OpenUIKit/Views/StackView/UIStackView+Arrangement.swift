import Foundation

extension UIStackView {
    func stopArranging(_ view: UIView) {
        _arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        if pendingHides.removeValue(forKey: ObjectIdentifier(view)) != nil {
            view.layer.isHidden = true
        }
        // Drop the constraints that name the view now: it keeps its frame until laid out again.
        let mine = arrangementConstraints.filter { $0.firstItem === view || $0.secondItem === view }
        NSLayoutConstraint.deactivate(mine)
        arrangementConstraints.removeAll { c in mine.contains { $0 === c } }
        retiredConstraints += mine
        setNeedsUpdateConstraints()
    }

    // MARK: Hiding

    /// The model `isHidden` of an arranged subview whose layer still draws while it collapses.
    func isPendingHide(_ view: UIView) -> Bool {
        pendingHides[ObjectIdentifier(view)] != nil
    }

    /// Called by `UIView.isHidden`'s setter for a subview: re-arranges when an arranged subview's
    /// visibility changes; returns true when the layer must stay visible for now (hidden inside an
    /// animation block: it hides when its collapse has animated, at the next layout).
    func arrangedSubview(_ view: UIView, willSetHidden hidden: Bool) -> Bool {
        guard _arrangedSubviews.contains(where: { $0 === view }) else { return false }
        let key = ObjectIdentifier(view)
        if hidden != view.isHidden { setNeedsUpdateConstraints() }
        guard hidden else {
            pendingHides[key] = nil
            return false
        }
        guard BlockAnimationState.animationsEnabled,
            let context = BlockAnimationState.current, context.animates, !view.layer.isHidden
        else {
            pendingHides[key] = nil
            return false
        }
        if pendingHides[key] == nil {
            nextHideToken += 1
            pendingHides[key] = nextHideToken
        }
        return true
    }

    /// Hides the layers of the subviews hidden inside an animation block: when their frame
    /// animations end, or now if their frames did not animate.
    func commitPendingHides() {
        guard !pendingHides.isEmpty else { return }
        for view in _arrangedSubviews {
            let key = ObjectIdentifier(view)
            guard let token = pendingHides[key], token > 0 else { continue }
            let moving = (view.layer.animationKeys() ?? []).compactMap {
                view.layer.animation(forKey: $0)
            }.filter { anim in
                guard let path = (anim as? CAPropertyAnimation)?.keyPath else { return false }
                return path.hasPrefix("bounds") || path.hasPrefix("position")
            }
            guard !moving.isEmpty else {
                pendingHides[key] = nil
                view.layer.isHidden = true
                continue
            }
            // Taken over by this group: a later layout does not hide it early.
            pendingHides[key] = -token
            let group = AnimationCompletionGroup { [weak self, weak view] _ in
                guard let self, let view, self.pendingHides[key] == -token else { return }
                self.pendingHides[key] = nil
                view.layer.isHidden = true
            }
            for anim in moving { group.join(anim) }
            group.seal()
        }
    }

    /// Called when an arranged subview's intrinsic content size, hugging or compression
    /// resistance changes: the constraints built from them (proportions, baseline offsets, the
    /// fill distribution's order among equal priorities) are rebuilt.
    func arrangedSubviewContentSizeDidChange(_ view: UIView) {
        guard _arrangedSubviews.contains(where: { $0 === view }) else { return }
        setNeedsUpdateConstraints()
    }
}
