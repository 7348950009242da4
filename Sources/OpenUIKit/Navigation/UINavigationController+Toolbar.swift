import Foundation

extension UINavigationController {
    /// The toolbar at the bottom of the view, showing the top controller's `toolbarItems` while
    /// `isToolbarHidden` is false.
    ///
    /// It is 49 pt tall above the bottom safe area (the home indicator, and a tab bar when the
    /// navigation controller is a tab), its background extending down under the home indicator;
    /// the children's safe area then ends at its top edge. A push or pop cross-fades its items
    /// alongside the transition. Engine choices: Docs/Behaviour-today.md, "Toolbars".
    public var toolbar: UIToolbar! { _toolbar }

    /// Whether the toolbar is hidden. Default true, as UIKit's. Setting it is
    /// `setToolbarHidden(_:animated: false)`.
    public var isToolbarHidden: Bool {
        get { _isToolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Shows or hides the toolbar; when `animated` it slides up from, or down past, the bottom
    /// edge in 0.35 s (engine choice, as `setNavigationBarHidden(_:animated:)`). The children's
    /// safe area changes at once.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != _isToolbarHidden else { return }
        _isToolbarHidden = hidden
        let old = _toolbar.layer.presentation()?.position ?? _toolbar.layer.position
        updateToolbar()
        guard animated, _toolbar.window != nil else {
            _toolbar.isHidden = hidden
            return
        }
        _toolbar.isHidden = false
        let end = _toolbar.layer.position
        EngineAnimation.run(
            duration: 0.35,
            { [_toolbar] in
                EngineAnimation.move(_toolbar, from: old, to: end, animated: true)
            },
            completion: { [weak self] in
                guard let self else { return }
                self._toolbar.isHidden = self._isToolbarHidden
            })
    }

    /// The top controller's toolbar items, the children's safe area and the toolbar's frame
    /// after a stack change or a change of `isToolbarHidden`.
    func updateToolbar() {
        _toolbar.setItems(stack.last?.toolbarItems, animated: false)
        let inset: CGFloat = _isToolbarHidden ? 0 : UIToolbar.standardHeight
        for vc in stack where vc._systemBarInsets.bottom != inset {
            vc._systemBarInsets.bottom = inset
            vc.safeAreaDidChange()
        }
        layoutToolbar()
    }

    /// Places the toolbar 49 pt tall above the bottom safe area (below the bottom edge when
    /// hidden), its background extending down under the home indicator.
    func layoutToolbar() {
        guard let v = viewIfLoaded else { return }
        let bottom =
            v.window != nil ? v.safeAreaInsets.bottom : UIScreen.main.safeAreaInsets.bottom
        let h = UIToolbar.standardHeight
        _toolbar.bottomAttachmentHeight = bottom
        _toolbar.frame = CGRect(
            x: 0, y: _isToolbarHidden ? v.bounds.height : v.bounds.height - bottom - h,
            width: v.bounds.width, height: h)
    }
}
