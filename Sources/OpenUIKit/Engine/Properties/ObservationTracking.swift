import Foundation
import Observation

/// UIKit's automatic observation tracking (iOS 18 with `UIObservationTrackingEnabled`, on by
/// default from iOS 26): the `@Observable` properties read inside `updateProperties()`,
/// `layoutSubviews()` (and so a presentation controller's `containerViewWillLayoutSubviews()` and
/// `containerViewDidLayoutSubviews()`, which its container view's layout calls),
/// `viewWillLayoutSubviews()`, `viewDidLayoutSubviews()`, `updateConstraints()` (and so
/// `updateViewConstraints()`, which the constraint pass calls for a controller's root view),
/// `draw(_:)`, a button's `updateConfiguration()` and `configurationUpdateHandler`, and a cell's
/// or header-footer view's `updateConfiguration(using:)` and `configurationUpdateHandler` are
/// tracked, and a change to one invalidates what read it — properties, constraints, layout,
/// display or the configuration — so the method runs again in the next pass. Apple: "Updating
/// views automatically with observation tracking in UIKit". Swift's Observation reports the change before the new value is stored
/// (`willSet`); the method runs again in the next pass, after the change, as in UIKit.
@MainActor
enum ObservationTracking {
    /// What a tracked method's invalidation asks for again.
    enum Invalidation {
        case properties, constraints, layout, drawing, configuration
    }

    /// Whether tracking is on: the app's `UIObservationTrackingEnabled` Info.plist value when it
    /// has one, else true (iOS 26's default). Tests set it to see iOS 18's default (off).
    static var isEnabled: Bool =
        (Bundle.main.object(forInfoDictionaryKey: "UIObservationTrackingEnabled") as? Bool) ?? true

    /// Runs `body`, and when tracking is on, arranges for `view` to be invalidated (`what`) once
    /// an `@Observable` property `body` read changes. A body that reads none costs no tracking.
    /// As in UIKit, models that views read change on the main actor: the invalidation runs
    /// where the change is made (a change made off the main actor stops with Swift's isolation
    /// check).
    static func track(invalidating view: UIView, _ what: Invalidation, _ body: () -> Void) {
        guard isEnabled else { return body() }
        withObservationTracking(body) { [weak view] in
            MainActor.assumeIsolated { view?.invalidate(what) }
        }
    }
}

extension UIView {
    fileprivate func invalidate(_ what: ObservationTracking.Invalidation) {
        switch what {
        case .properties: setNeedsUpdateProperties()
        case .constraints: setNeedsUpdateConstraints()
        case .layout: setNeedsLayout()
        case .drawing: setNeedsDisplay()
        case .configuration:
            // Deferred: the model has not stored its new value yet (`willSet`), and a button
            // updates its configuration at once when asked.
            if let button = self as? UIButton {
                PropertyUpdatePass.requestConfigurationUpdate(button)
            } else if let view = self as? any ConfigurationUpdatingView {
                // A cell's or header-footer view's update waits for its next layout anyway.
                view.requestConfigurationUpdate()
            }
        }
    }
}
