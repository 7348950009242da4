import Foundation

extension UIWindow {
    /// Installs a new root controller: the old root's view leaves, the new root's view fills the
    /// window. When the window is visible the old root disappears and the new one appears
    /// (`viewWillDisappear`/`viewWillAppear`, the swap, then the did callbacks), unanimated, as UIKit.
    func rootViewControllerChanged(from old: UIViewController?) {
        let new = rootViewController
        guard old !== new else { return }
        let visible = !isHidden
        if visible {
            if let old, old.isAppearingOrAppeared {
                old.sendBeginAppearance(false, animated: false)
            }
            new?.sendBeginAppearance(true, animated: false)
        }
        if let old, let v = old.viewIfLoaded, v.superview === self { v.removeFromSuperview() }
        if let old, old._traitState?.rootWindow === self { old._traitState?.rootWindow = nil }
        if let new {
            // The window's traits are the root's from now on, before the window is shown and
            // while its view loads, as UIKit's (Docs/Behaviour-traits.md, "Where traits come from").
            new.traitState.rootWindow = self
            let v: UIView = new.view
            v.frame = bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(v)
        }
        if visible {
            if let old, old.appearance.state == .disappearing { old.sendEndAppearance() }
            if let new, new.appearance.state == .appearing { new.sendEndAppearance() }
        }
    }

    /// The window was shown: its root controller (and the controllers it presents over full
    /// screen) appear.
    func windowDidBecomeVisible() {
        guard let root = rootViewController, root.appearance.state == .disappeared else { return }
        root.sendBeginAppearance(true, animated: false)
        root.sendEndAppearance()
    }
}
