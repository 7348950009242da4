import Foundation

extension UIView {
    /// Marks the view as needing layout; `layoutSubviews` runs in the next layout pass.
    public func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out the view now if it needs it (and its subviews top-down).
    public func layoutIfNeeded() { layer.layoutIfNeeded() }

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
        layoutSubviews()
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

    /// A layout guide for the safe area.
    public var safeAreaLayoutGuide: UILayoutGuide {
        UILayoutGuide(owningView: self, kind: .safeArea)
    }
    /// A layout guide for the layout margins.
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(owningView: self, kind: .margins) }
}

/// A rectangular region of a view used for layout, as UIKit's `UILayoutGuide` (frame only; the
/// engine has no Auto Layout).
@preconcurrency @MainActor
public final class UILayoutGuide {
    enum Kind { case safeArea, margins }
    /// The view that owns the guide.
    public private(set) weak var owningView: UIView?
    let kind: Kind

    init(owningView: UIView, kind: Kind) {
        self.owningView = owningView
        self.kind = kind
    }

    /// The guide's rectangle in the owning view's coordinates.
    public var layoutFrame: CGRect {
        guard let v = owningView else { return .zero }
        switch kind {
        case .safeArea: return v.bounds.inset(by: v.safeAreaInsets)
        case .margins:
            let s = v.insetsLayoutMarginsFromSafeArea ? v.safeAreaInsets : .zero
            let m = v.layoutMargins
            return v.bounds.inset(
                by: UIEdgeInsets(
                    top: s.top + m.top, left: s.left + m.left, bottom: s.bottom + m.bottom,
                    right: s.right + m.right))
        }
    }
}
