import Foundation
@_spi(Testing) import OpenQuartzCore

/// UIKit's properties pass (iOS 26): the views and controllers whose `updateProperties()` is due
/// run it before layout, top-down, once per request however many requests came.
///
/// A view asks by `setNeedsUpdateProperties()`, by entering a window, or when an `@Observable`
/// property its last update read changes. The pass runs first in the layout pass (before the
/// constraint pass and layout, as properties may change both), in `layoutIfNeeded()` for the
/// views under the view laid out, in `updatePropertiesIfNeeded()`, and when a `.flushUpdates`
/// animation flushes pending updates. A button whose configuration update read a model that has
/// changed updates its configuration again first (`requestConfigurationUpdate(_:)`).
@MainActor
enum PropertyUpdatePass {
    /// A view held weakly.
    struct WeakView {
        weak var view: UIView?
    }
    /// The views that asked, in the order they asked.
    static var pending: [WeakView] = []

    /// The buttons whose configuration update read a model that has changed since, in order.
    static var pendingConfigurations: [WeakView] = []

    /// Marks `button` as needing its configuration updated again (a model its last update read
    /// changed) and asks for a layout pass, whose properties pass runs the update first.
    static func requestConfigurationUpdate(_ button: UIButton) {
        guard !button.needsTrackedConfigurationUpdate else { return }
        EngineWorld.willChange()
        button.needsTrackedConfigurationUpdate = true
        pendingConfigurations.append(WeakView(view: button))
        UIView.installLayoutPrelude()
        CALayer.setNeedsLayoutPrelude()
    }

    /// Runs the configuration updates asked for by observation tracking, once per button.
    private static func runConfigurationUpdates() {
        let due = pendingConfigurations
        pendingConfigurations.removeAll()
        for entry in due {
            guard let button = entry.view as? UIButton, button.needsTrackedConfigurationUpdate
            else { continue }
            button.setNeedsUpdateConfiguration()
        }
    }

    /// Marks `view` as needing its properties updated and asks for a layout pass.
    static func request(_ view: UIView) {
        guard !view.needsPropertyUpdate else { return }
        view.needsPropertyUpdate = true
        pending.append(WeakView(view: view))
        UIView.installLayoutPrelude()
        CALayer.setNeedsLayoutPrelude()
    }

    /// Runs every pending update (under `root` only, when given), shallowest view first, until
    /// none asks again (at most ``CALayer`` layout's 100 rounds; the rest waits for the next pass).
    static func run(under root: UIView? = nil) {
        if !pendingConfigurations.isEmpty { runConfigurationUpdates() }
        guard !pending.isEmpty else { return }
        for _ in 0..<100 {
            var due: [(depth: Int, view: UIView)] = []
            var kept: [WeakView] = []
            for entry in pending {
                guard let v = entry.view, v.needsPropertyUpdate else { continue }
                if let root, !v.isDescendant(of: root) {
                    kept.append(entry)
                } else {
                    due.append((v.layer.depth, v))
                }
            }
            pending = kept
            guard !due.isEmpty else { return }
            for (_, view) in due.sorted(by: { $0.depth < $1.depth }) where view.needsPropertyUpdate
            {
                view.performPropertyUpdate()
            }
        }
    }
}

extension UIView {
    /// The owning controller's `updateProperties()` (for its root view), then the view's own, each
    /// tracking the `@Observable` properties it reads.
    func performPropertyUpdate() {
        needsPropertyUpdate = false
        if let vc = owningViewController as? UIViewController, vc._view === self {
            ObservationTracking.track(invalidating: self, .properties) { vc.updateProperties() }
        }
        ObservationTracking.track(invalidating: self, .properties) { updateProperties() }
    }

    /// Makes the layout pass's prelude run the properties pass, then the constraint pass.
    static func installLayoutPrelude() {
        guard !layoutPreludeInstalled else { return }
        layoutPreludeInstalled = true
        CALayer.layoutPrelude = {
            PropertyUpdatePass.run()
            UIView.syncEnginesNeedingSync()
        }
    }
    private static var layoutPreludeInstalled = false
}
