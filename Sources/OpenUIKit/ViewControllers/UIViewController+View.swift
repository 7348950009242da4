import Foundation

extension UIViewController {
    /// Whether the root view has been loaded.
    public var isViewLoaded: Bool { _view != nil }

    /// The root view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { _view }

    /// Loads the root view now if it has not been loaded.
    public func loadViewIfNeeded() { loadViewIfRequired() }

    func loadViewIfRequired() {
        guard _view == nil else { return }
        trace(self, "loadView()")
        loadView()
        if _view == nil { _view = makeDefaultView() }
        _view?.owningViewController = self
        if let board = _storyboard {
            // The scene's views, as if decoded from it, are awoken before viewDidLoad.
            _view?.awakeSceneViewsFromNib()
            for id in board.embedSegueIdentifiers(from: _storyboardIdentifier) {
                runStoryboardSegue(id, sender: nil)
            }
        }
        trace(self, "viewDidLoad()")
        viewDidLoad()
    }

    /// UIKit's default root view: screen-sized, resizing with its superview (flexible width and
    /// height), as views loaded by `loadView` are.
    func makeDefaultView() -> UIView {
        let v = UIView(frame: UIScreen.main.bounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return v
    }

    func setView(_ newValue: UIView?) {
        if let old = _view, old.owningViewController === self { old.owningViewController = nil }
        _view = newValue
        newValue?.owningViewController = self
    }

    func titleDidChange(from old: String?) {
        if let i = _navigationItem, i.title == old { i.title = title }
        if let i = _tabBarItem, i.title == old { i.title = title }
        parent?.childTitleDidChange(self)
    }

    func safeAreaDidChange() {
        guard let v = _view else { return }
        v.setNeedsLayout()
        viewSafeAreaInsetsDidChange()
        for child in _children { child.safeAreaDidChange() }
    }

    /// The insets the engine adds to this controller's root view's safe area: its own
    /// `additionalSafeAreaInsets` and bar insets, plus those of every ancestor container.
    /// (Engine choice: children fill their container, so the container's insets apply in full.)
    var accumulatedAdditionalSafeArea: UIEdgeInsets {
        var total = UIEdgeInsets.zero
        var vc: UIViewController? = self
        while let c = vc {
            let a = c.additionalSafeAreaInsets
            let b = c._systemBarInsets
            total.top += a.top + b.top
            total.left += a.left + b.left
            total.bottom += a.bottom + b.bottom
            total.right += a.right + b.right
            vc = c.parent
        }
        return total
    }
}

/// Installs the engine hooks view controllers need in `UIView` (layout callbacks, safe area,
/// window-driven appearance of children) the first time a controller is created.
@MainActor
enum ViewControllerHooks {
    static var installed = false

    static func installOnce() {
        guard !installed else { return }
        installed = true
        UIView.layoutHooks.willLayout = { view in
            guard let vc = view.owningViewController as? UIViewController, vc._view === view else {
                return
            }
            if view.window != nil { vc.sendIsAppearingIfOwed() }
            ObservationTracking.track(invalidating: view, .layout) { vc.viewWillLayoutSubviews() }
        }
        UIView.layoutHooks.didLayout = { view in
            guard let vc = view.owningViewController as? UIViewController, vc._view === view else {
                return
            }
            ObservationTracking.track(invalidating: view, .layout) { vc.viewDidLayoutSubviews() }
        }
        UIView.additionalSafeAreaProvider = { view in
            guard let vc = view.owningViewController as? UIViewController, vc._view === view else {
                return .zero
            }
            return vc.accumulatedAdditionalSafeArea
        }
        UIView.windowHooks.willMove = { view, window in
            guard let vc = view.owningViewController as? UIViewController, vc._view === view else {
                return
            }
            vc.viewWillMove(toWindow: window)
        }
        UIView.windowHooks.didMove = { view in
            guard let vc = view.owningViewController as? UIViewController, vc._view === view else {
                return
            }
            vc.viewDidMoveToWindow()
        }
    }
}

extension UIView {
    /// Sends `awakeFromNib()` to this view and every view under it, each before its subviews
    /// (a storyboard scene's views, once its controller's view has loaded).
    func awakeSceneViewsFromNib() {
        awakeFromNib()
        for sub in _subviews { sub.awakeSceneViewsFromNib() }
    }
}
