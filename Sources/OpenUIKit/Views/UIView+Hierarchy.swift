import Foundation

extension UIView {
    /// The subviews, back to front.
    public var subviews: [UIView] { _subviews }

    /// The window the view is in, if any.
    public var window: UIWindow? {
        var v: UIView? = self
        while let c = v {
            if let w = c as? UIWindow { return w }
            v = c.superview
        }
        return nil
    }

    /// Adds `view` on top of the subviews, removing it from its previous superview first.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: _subviews.count - (view.superview === self ? 1 : 0))
    }

    /// Inserts `view` at `index` among the subviews (clamped).
    ///
    /// Adding a view to itself or to one of its descendants raises UIKit's exception
    /// ("Can't add self as subview" / a cycle), and leaves the tree unchanged.
    public func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self, "Can't add self as subview")
        precondition(
            !isDescendant(of: view),
            "UIView: cannot add a superview as a subview (the view hierarchy would contain a cycle)"
        )
        let sameParent = view.superview === self
        if sameParent,
            _subviews.firstIndex(where: { $0 === view }) == max(0, min(index, _subviews.count - 1))
        {
            // Already there: nothing changes, nothing is asked for (bringSubviewToFront of the
            // frontmost view, in layoutSubviews, lays nothing out).
            return
        }
        let oldWindow = view.window
        let newWindow = window
        if !sameParent { view.willMove(toSuperview: self) }
        if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        if let old = view.superview {
            if !sameParent { old.willRemoveSubview(view) }
            old._subviews.removeAll { $0 === view }
            view.layer.removeFromSuperlayer()
        }
        let i = max(0, min(index, _subviews.count))
        _subviews.insert(view, at: i)
        view.superview = self
        if i > 0 {
            layer.insertSublayer(view.layer, above: _subviews[i - 1].layer)
        } else if _subviews.count > 1 {
            layer.insertSublayer(view.layer, below: _subviews[1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        if !sameParent { view.didMoveToSuperview() }
        if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
        if !sameParent { TraitPropagation.update(from: view) }
        if !sameParent {
            didAddSubview(view)
            // Reordering among the same siblings changes no geometry and asks for no layout.
            view.setNeedsLayout()
            setNeedsLayout()
        }
    }

    /// Inserts `view` just above `siblingSubview` (on top when the sibling is not a subview).
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let without = _subviews.filter { $0 !== view }
        guard let i = without.firstIndex(where: { $0 === siblingSubview }) else {
            addSubview(view)
            return
        }
        insertSubview(view, at: i + 1)
    }

    /// Inserts `view` just below `siblingSubview` (on top when the sibling is not a subview).
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let without = _subviews.filter { $0 !== view }
        guard let i = without.firstIndex(where: { $0 === siblingSubview }) else {
            addSubview(view)
            return
        }
        insertSubview(view, at: i)
    }

    /// Moves `view` to the top of the subviews.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: _subviews.count - 1)
    }

    /// Moves `view` to the bottom of the subviews.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indexes.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard _subviews.indices.contains(index1), _subviews.indices.contains(index2),
            index1 != index2
        else { return }
        let a = _subviews[index1]
        let b = _subviews[index2]
        let lo = min(index1, index2)
        let hi = max(index1, index2)
        let (low, high) = index1 < index2 ? (a, b) : (b, a)
        insertSubview(high, at: lo)
        insertSubview(low, at: hi)
    }

    /// Removes the view from its superview (and its window). Safe to call from within an
    /// animation's completion; a view that has no superview is left alone.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        parent._subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
        didMoveToSuperview()
        if oldWindow != nil { propagateDidMoveToWindow() }
        parent.setNeedsLayout()
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let c = v {
            if c === view { return true }
            v = c.superview
        }
        return false
    }

    /// The view with the given tag: this view or the first match in a depth-first search.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in _subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    func propagateWillMove(toWindow w: UIWindow?) {
        willMove(toWindow: w)
        UIView.windowHooks.willMove(self, w)
        for s in _subviews { s.propagateWillMove(toWindow: w) }
    }

    func propagateDidMoveToWindow() {
        if window != nil { PropertyUpdatePass.request(self) }
        didMoveToWindow()
        UIView.windowHooks.didMove(self)
        for s in _subviews { s.propagateDidMoveToWindow() }
    }

    /// Hooks the view-controller layer installs to send children their appearance callbacks when
    /// their views enter or leave a window.
    struct WindowHooks {
        var willMove: @MainActor (UIView, UIWindow?) -> Void = { _, _ in }
        var didMove: @MainActor (UIView) -> Void = { _ in }
    }
    static var windowHooks = WindowHooks()
}
