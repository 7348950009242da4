import Foundation

extension UIView {
    /// Marks the view as needing layout; `layoutSubviews` runs in the next layout pass.
    public func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out the view now if it needs it (and its subviews top-down).
    public func layoutIfNeeded() {
        PropertyUpdatePass.run(under: self)
        autoLayoutWillLayoutIfNeeded()
        layer.layoutIfNeeded()
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    public func sizeToFit() {
        let s = sizeThatFits(bounds.size)
        var f = frame
        f.size = s
        frame = f
    }

    /// Runs one layout of this view: the owning controller's `viewWillLayoutSubviews`,
    /// `layoutSubviews`, then `viewDidLayoutSubviews`, as UIKit does.
    func performLayout() {
        UIView.layoutHooks.willLayout(self)
        applyAutoLayoutFrames()
        // UIKit makes the view's traits current around layoutSubviews (dynamic colours read there
        // resolve with them), and tracks the @Observable properties it reads.
        traitCollection.performAsCurrent {
            ObservationTracking.track(invalidating: self, .layout) { layoutSubviews() }
        }
        UIView.layoutHooks.didLayout(self)
    }

    /// Hooks the view-controller layer installs around `layoutSubviews`.
    struct LayoutHooks {
        var willLayout: @MainActor (UIView) -> Void = { _ in }
        var didLayout: @MainActor (UIView) -> Void = { _ in }
    }
    static var layoutHooks = LayoutHooks()

    /// The insets of the area not covered by bars, the status bar or the home indicator:
    /// the window's safe area (from the device profile) intersected with this view's bounds,
    /// plus any additional insets view controllers add.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let w = window.bounds.inset(by: window.windowSafeAreaInsets)
        let mine = convert(bounds, to: nil)
        var insets = UIEdgeInsets(
            top: max(0, w.minY - mine.minY), left: max(0, w.minX - mine.minX),
            bottom: max(0, mine.maxY - w.maxY), right: max(0, mine.maxX - w.maxX))
        let extra = UIView.additionalSafeAreaProvider(self)
        insets.top += extra.top
        insets.left += extra.left
        insets.bottom += extra.bottom
        insets.right += extra.right
        return insets
    }

    /// Additional insets (supplied by view controllers: bars, `additionalSafeAreaInsets`).
    static var additionalSafeAreaProvider: @MainActor (UIView) -> UIEdgeInsets = { _ in .zero }
}
