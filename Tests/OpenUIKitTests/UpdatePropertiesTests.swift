import Foundation
import Observation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A model the screens below read (Swift's Observation, as on iOS 17+).
@Observable @MainActor
final class BadgeModel {
    var count = 0
    var title = "Inbox"
}

/// iOS 26's `updateProperties()` on views and controllers, and automatic observation tracking
/// (Apple: "Updating views automatically with observation tracking in UIKit"; UIView and
/// UIViewController `updateProperties()`, `setNeedsUpdateProperties()`,
/// `updatePropertiesIfNeeded()`).
@MainActor
@Suite(.serialized) struct UpdatePropertiesTests {
    final class BadgeView: UIView {
        var model: BadgeModel?
        var log: [String] = []
        let label = UILabel()
        override func updateProperties() {
            log.append("updateProperties")
            label.text = "\(model?.count ?? -1)"
        }
        override func layoutSubviews() { log.append("layoutSubviews") }
    }

    final class InboxController: UIViewController {
        let model: BadgeModel
        var log: [String] = []
        init(model: BadgeModel) {
            self.model = model
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func loadView() {
            let v = BadgeView(frame: .zero)
            view = v
        }
        override func updateProperties() {
            log.append("controller.updateProperties")
            title = model.title
            (view as? BadgeView)?.log.append("controller")
        }
    }

    @Test func aViewEnteringAWindowUpdatesItsPropertiesBeforeItsFirstLayout() {
        let root = UIViewController()
        makeWindow(root: root)
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        root.view.addSubview(badge)
        UIApplication.shared.runUntilIdle()
        #expect(badge.log.prefix(2) == ["updateProperties", "layoutSubviews"])
    }

    @Test func requestsAreCoalescedIntoOneUpdateBeforeLayout() {
        let root = UIViewController()
        makeWindow(root: root)
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        root.view.addSubview(badge)
        UIApplication.shared.runUntilIdle()
        badge.log.removeAll()
        badge.setNeedsUpdateProperties()
        badge.setNeedsUpdateProperties()
        badge.setNeedsLayout()
        #expect(badge.log.isEmpty)
        UIApplication.shared.runUntilIdle()
        #expect(badge.log == ["updateProperties", "layoutSubviews"])
    }

    @Test func updatePropertiesIfNeededRunsThePendingUpdatesOfTheSubtreeNow() {
        let root = UIViewController()
        makeWindow(root: root)
        UIApplication.shared.runUntilIdle()
        let outer = BadgeView(frame: .zero)
        let inner = BadgeView(frame: .zero)
        outer.addSubview(inner)
        root.view.addSubview(outer)
        outer.updatePropertiesIfNeeded()
        #expect(outer.log == ["updateProperties"] && inner.log == ["updateProperties"])
        UIApplication.shared.runUntilIdle()
        #expect(outer.log.filter { $0 == "updateProperties" }.count == 1)
    }

    @Test func theControllerUpdatesBeforeItsView() {
        let model = BadgeModel()
        let inbox = InboxController(model: model)
        makeWindow(root: inbox)
        UIApplication.shared.runUntilIdle()
        let view = inbox.view as! BadgeView
        #expect(view.log.prefix(2) == ["controller", "updateProperties"])
        #expect(inbox.title == "Inbox")
    }

    @Test func changingAnObservedPropertyRunsUpdatePropertiesAgainOnly() {
        let model = BadgeModel()
        let root = UIViewController()
        makeWindow(root: root)
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        badge.model = model
        root.view.addSubview(badge)
        UIApplication.shared.runUntilIdle()
        #expect(badge.label.text == "0")
        badge.log.removeAll()
        model.count = 7
        UIApplication.shared.runUntilIdle()
        #expect(badge.label.text == "7")
        // Properties again; layoutSubviews read nothing observable, so it does not run.
        #expect(badge.log == ["updateProperties"])
        model.title = "Archive"  // not read by the view
        UIApplication.shared.runUntilIdle()
        #expect(badge.log == ["updateProperties"])
    }

    @Test func aControllerReadingTheModelIsUpdatedWhenItChanges() {
        let model = BadgeModel()
        let inbox = InboxController(model: model)
        makeWindow(root: inbox)
        UIApplication.shared.runUntilIdle()
        model.title = "Archive"
        UIApplication.shared.runUntilIdle()
        #expect(inbox.title == "Archive")
        #expect(inbox.log == ["controller.updateProperties", "controller.updateProperties"])
    }

    @Test func layoutThatReadsTheModelIsInvalidatedByItsChange() {
        final class Bar: UIView {
            var model: BadgeModel?
            var widths: [CGFloat] = []
            let fill = UIView()
            override func layoutSubviews() {
                let w = CGFloat(model?.count ?? 0) * 10
                fill.frame = CGRect(x: 0, y: 0, width: w, height: bounds.height)
                widths.append(w)
            }
        }
        let model = BadgeModel()
        let root = UIViewController()
        makeWindow(root: root)
        let bar = Bar(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        bar.model = model
        bar.addSubview(bar.fill)
        root.view.addSubview(bar)
        UIApplication.shared.runUntilIdle()
        model.count = 12
        UIApplication.shared.runUntilIdle()
        #expect(bar.fill.frame.width == 120)
        #expect(bar.widths.last == 120)
    }

    @Test func withTrackingOffAsIOS18sDefaultAChangeAsksForNothing() {
        ObservationTracking.isEnabled = false
        defer { ObservationTracking.isEnabled = true }
        let model = BadgeModel()
        let root = UIViewController()
        makeWindow(root: root)
        let badge = BadgeView(frame: .zero)
        badge.model = model
        root.view.addSubview(badge)
        UIApplication.shared.runUntilIdle()
        model.count = 3
        UIApplication.shared.runUntilIdle()
        #expect(badge.label.text == "0")
        badge.setNeedsUpdateProperties()
        UIApplication.shared.runUntilIdle()
        #expect(badge.label.text == "3")
    }
}
