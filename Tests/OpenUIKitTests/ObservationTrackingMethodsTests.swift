import Foundation
import Observation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// iOS 26's automatic observation tracking beyond `updateProperties()` and layout: a presentation
/// controller's container layout callbacks, `updateConstraints()`, and a button's
/// `updateConfiguration()` and `configurationUpdateHandler` (Apple: "Automatic observation
/// tracking"; Docs/Behaviour-today.md). A change runs exactly the method that read the model again,
/// once, in the next pass; with tracking off it runs nothing.
@MainActor
@Suite(.serialized) struct ObservationTrackingMethodsTests {
    final class InsetModelPresentationController: UIPresentationController {
        var model: BadgeModel?
        var willLayoutCount = 0
        override var frameOfPresentedViewInContainerView: CGRect {
            containerView?.bounds.insetBy(dx: CGFloat(model?.count ?? 0), dy: 0) ?? .zero
        }
        override func containerViewWillLayoutSubviews() {
            willLayoutCount += 1
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    final class CustomPresentation: NSObject, UIViewControllerTransitioningDelegate {
        let model: BadgeModel
        var controller: InsetModelPresentationController?
        init(model: BadgeModel) { self.model = model }
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?,
            source: UIViewController
        ) -> UIPresentationController? {
            let pc = InsetModelPresentationController(
                presentedViewController: presented, presenting: presenting)
            pc.model = model
            controller = pc
            return pc
        }
    }

    final class ConstraintsView: UIView {
        var model: BadgeModel?
        var updateCount = 0
        var propertiesCount = 0
        lazy var width = widthAnchor.constraint(equalToConstant: 10)
        override func updateConstraints() {
            updateCount += 1
            width.constant = CGFloat(model?.count ?? 0) * 10
            width.isActive = true
            super.updateConstraints()
        }
        override func updateProperties() { propertiesCount += 1 }
    }

    @Test func aContainerLayoutThatReadsTheModelRunsAgainWhenItChanges() {
        let model = BadgeModel()
        model.count = 20
        let presenter = UIViewController()
        makeWindow(root: presenter)
        let delegate = CustomPresentation(model: model)
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        presenter.present(presented, animated: false)
        UIApplication.shared.runUntilIdle()
        let pc = delegate.controller!
        #expect(presented.view.frame.minX == 20)
        let before = pc.willLayoutCount
        model.count = 40
        UIApplication.shared.runUntilIdle()
        #expect(pc.willLayoutCount == before + 1)
        #expect(presented.view.frame.minX == 40)
        #expect(presented.view.frame.width == UIScreen.main.bounds.width - 80)
    }

    @Test func updateConstraintsThatReadsTheModelRunsAgainAloneWhenItChanges() {
        let model = BadgeModel()
        model.count = 3
        let root = UIViewController()
        makeWindow(root: root)
        let v = ConstraintsView()
        v.model = model
        v.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(v)
        v.leadingAnchor.constraint(equalTo: root.view.leadingAnchor).isActive = true
        v.topAnchor.constraint(equalTo: root.view.topAnchor).isActive = true
        v.heightAnchor.constraint(equalToConstant: 10).isActive = true
        v.setNeedsUpdateConstraints()
        UIApplication.shared.runUntilIdle()
        #expect(v.frame.width == 30)
        let (updates, properties) = (v.updateCount, v.propertiesCount)
        model.count = 7
        UIApplication.shared.runUntilIdle()
        #expect(v.updateCount == updates + 1)
        #expect(v.propertiesCount == properties)
        #expect(v.frame.width == 70)
    }

    @Test func aButtonsUpdateHandlerAndUpdateConfigurationRunAgainOnceWhenTheModelChanges() {
        final class CountButton: UIButton {
            var updates = 0
            override func updateConfiguration() {
                updates += 1
                super.updateConfiguration()
            }
        }
        let model = BadgeModel()
        let root = UIViewController()
        makeWindow(root: root)
        let button = CountButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        var handlerRuns = 0
        button.configurationUpdateHandler = { b in
            handlerRuns += 1
            var c = b.configuration ?? .plain()
            c.title = "\(model.title) \(model.count)"
            b.configuration = c
        }
        button.configuration = .plain()
        root.view.addSubview(button)
        UIApplication.shared.runUntilIdle()
        #expect(button.currentTitle == "Inbox 0")
        let (runs, updates) = (handlerRuns, button.updates)
        model.count = 5
        model.title = "Mail"
        UIApplication.shared.runUntilIdle()
        #expect(handlerRuns == runs + 1)
        #expect(button.currentTitle == "Mail 5")
        // The handler's own assignment to `configuration` asks once more (as before tracking).
        #expect(button.updates == updates + 2)
    }

    @Test func withTrackingOffAChangeRunsNoneOfThem() {
        ObservationTracking.isEnabled = false
        defer { ObservationTracking.isEnabled = true }
        let model = BadgeModel()
        let root = UIViewController()
        makeWindow(root: root)
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        var handlerRuns = 0
        button.configurationUpdateHandler = { b in
            handlerRuns += 1
            var c = b.configuration ?? .plain()
            c.title = "\(model.count)"
            b.configuration = c
        }
        button.configuration = .plain()
        let v = ConstraintsView()
        v.model = model
        v.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(v)
        root.view.addSubview(button)
        v.setNeedsUpdateConstraints()
        UIApplication.shared.runUntilIdle()
        let (runs, updates) = (handlerRuns, v.updateCount)
        model.count = 9
        UIApplication.shared.runUntilIdle()
        #expect(handlerRuns == runs)
        #expect(v.updateCount == updates)
        #expect(button.currentTitle == "0")
    }
}
