import Foundation
import Observation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// `UIViewController.updateViewConstraints()`: the constraint pass calls it for the controller's
/// root view, once per `view.setNeedsUpdateConstraints()`, and again when a model it read
/// changes (iOS 26's observation tracking).
@MainActor
@Suite(.serialized) struct UpdateViewConstraintsTests {
    final class ModelWidthController: UIViewController {
        var model: BadgeModel?
        var updates = 0
        var rootUpdates = 0
        let box = UIView()
        lazy var width = box.widthAnchor.constraint(equalToConstant: 10)
        override func loadView() {
            final class Root: UIView {
                var onUpdate: () -> Void = {}
                override func updateConstraints() {
                    onUpdate()
                    super.updateConstraints()
                }
            }
            let root = Root(frame: UIScreen.main.bounds)
            root.onUpdate = { [unowned self] in rootUpdates += 1 }
            view = root
        }
        override func viewDidLoad() {
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            box.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            box.heightAnchor.constraint(equalToConstant: 10).isActive = true
        }
        override func updateViewConstraints() {
            updates += 1
            width.constant = CGFloat(model?.count ?? 1) * 10
            width.isActive = true
            super.updateViewConstraints()
        }
    }

    @Test func runsInTheConstraintPassOncePerRequestAndCallsTheViewsUpdateConstraints() {
        let vc = ModelWidthController()
        makeWindow(root: vc)
        UIApplication.shared.runUntilIdle()
        let (updates, rootUpdates) = (vc.updates, vc.rootUpdates)
        vc.view.setNeedsUpdateConstraints()
        vc.view.setNeedsUpdateConstraints()
        #expect(vc.updates == updates)
        UIApplication.shared.runUntilIdle()
        #expect(vc.updates == updates + 1)
        #expect(vc.rootUpdates == rootUpdates + 1)
        #expect(vc.box.frame.width == 10)
        UIApplication.shared.runUntilIdle()
        #expect(vc.updates == updates + 1)
    }

    @Test func runsAgainOnceWhenAModelItReadChanges() {
        let model = BadgeModel()
        model.count = 3
        let vc = ModelWidthController()
        vc.model = model
        makeWindow(root: vc)
        vc.view.setNeedsUpdateConstraints()
        UIApplication.shared.runUntilIdle()
        #expect(vc.box.frame.width == 30)
        let updates = vc.updates
        model.count = 7
        UIApplication.shared.runUntilIdle()
        #expect(vc.updates == updates + 1)
        #expect(vc.box.frame.width == 70)
    }

    @Test func withTrackingOffAModelChangeRunsItNoMore() {
        ObservationTracking.isEnabled = false
        defer { ObservationTracking.isEnabled = true }
        let model = BadgeModel()
        model.count = 3
        let vc = ModelWidthController()
        vc.model = model
        makeWindow(root: vc)
        vc.view.setNeedsUpdateConstraints()
        UIApplication.shared.runUntilIdle()
        let updates = vc.updates
        model.count = 7
        UIApplication.shared.runUntilIdle()
        #expect(vc.updates == updates)
        #expect(vc.box.frame.width == 30)
    }
}
