@_spi(Testing) import OpenUIKit
import Testing

/// The after files of the corpus's key-value observing, responder-chain and optional-value
/// rewrites do what their iOS originals do.
@MainActor
@Suite(.serialized) struct PortedRuntimeBehaviourTests {
    @Test func keyValueObservationsSeeContentOffsetFrameAndCornerRadiusUntilStopped() {
        let controller = StretchyHeaderViewController()
        controller.loadViewIfNeeded()
        controller.scrollView.contentOffset = CGPoint(x: 0, y: -60)
        #expect(controller.headerFrames == [CGRect(x: 0, y: -60, width: 390, height: 180)])
        controller.header.layer.cornerRadius = 16
        #expect(controller.corners == ["- → 0.0", "0.0 → 16.0"])
        controller.stopObserving()
        controller.scrollView.contentOffset = CGPoint(x: 0, y: -90)
        controller.header.frame = .zero
        #expect(controller.headerFrames.count == 1)
        #expect(controller.header.frame == .zero, "the offset observation was invalidated")
    }

    /// Drafts holding the compose screen in a navigation controller, in a window.
    private func stage() -> (UIWindow, DraftsViewController, ComposeViewController) {
        let drafts = DraftsViewController()
        let compose = ComposeViewController()
        let navigation = UINavigationController(rootViewController: compose)
        drafts.addChild(navigation)
        drafts.view.addSubview(navigation.view)
        navigation.didMove(toParent: drafts)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = drafts
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        return (window, drafts, compose)
    }

    @Test func aNilTargetActionReachesTheControllerUpTheChainThatDeclaresIt() {
        let (window, drafts, compose) = stage()
        defer { window.isHidden = true }
        let button = compose.sendButton
        let frame = button.convert(button.bounds, to: window)
        window.touchSynthesizer.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        UIApplication.shared.runUntilIdle()
        #expect(drafts.sent == ["Send"])
        #expect(compose.log == ["down: 1 touch"], "the two-parameter action got the touch's event")
        button.sendActions(for: .touchDown)
        #expect(compose.log == ["down: 1 touch", "down: 0 touch"])
    }

    @Test func barButtonItemsMadeWithImagesAndSystemItemsCallTheirMethods() throws {
        let (window, drafts, compose) = stage()
        defer { window.isHidden = true }
        let cancel = try #require(compose.navigationItem.leftBarButtonItem)
        let items = try #require(compose.navigationItem.rightBarButtonItems)
        cancel.handler?(cancel)
        items[1].handler?(items[1])
        items[0].handler?(items[0])
        #expect(compose.log == ["cancel", "attach"])
        #expect(drafts.attachments == 1, "the nil-target add item went up the chain")
        #expect(cancel.title == "Cancel")
    }

    @Test func optionalRequirementsReturningValuesAnswerOrFallBack() {
        let host = SheetHost()
        let photo = PhotoSizing()
        host.sizing = photo
        #expect(host.height(for: 100) == 75)
        #expect(host.height(for: 200) == 150)
        #expect(photo.resizes == 2)
        #expect(host.title() == "Sheet")
        #expect(host.requiredHeight(for: 100) == 75)
        let plain = PlainSizing()
        host.sizing = plain
        #expect(host.height(for: 400) == 300, "the missing method gives nil, so the default")
        #expect(host.title() == "Plain")
    }
}
