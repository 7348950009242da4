@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit
import SegueTestFixtures
import Testing

/// Work deferred to the next run-loop turn runs before the clock moves, as on a device: a
/// presentation starts at the instant it was asked for.
@MainActor
struct PresentationTimingTests {
    @Test func linearPresentationIsHalfWayAfterHalfItsDuration() throws {
        let window = UIWindow()
        let list = ListViewController()
        window.rootViewController = list
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()

        let detail = DetailViewController()
        let fade = FadeTransitionDelegate()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = fade
        list.present(detail, animated: true)
        UIApplication.shared.advance(by: 0.25)

        let shown = try #require(detail.view.layer.presentation())
        #expect(abs(shown.opacity - 0.5) < 1e-6)
        #expect(detail.view.alpha == 1)

        UIApplication.shared.advance(by: 0.25)
        #expect(list.presentedViewController === detail)
        #expect(detail.view.layer.presentation()?.opacity == 1)
        UIApplication.shared.runUntilIdle()
        #expect(detail.isBeingPresented == false)
    }

    @Test func deferredBlockRunsAtTheInstantItWasDeferred() {
        let asked = CACurrentMediaTime()
        var ranAt: CFTimeInterval?
        // UIKit: `DispatchQueue.main.async { … }`.
        MainRunLoop.perform { ranAt = CACurrentMediaTime() }
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(ranAt == asked)
    }
}
