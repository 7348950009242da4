@_spi(Testing) import OpenUIKit
import Testing

/// A new root screen is laid out before the run loop goes idle, so the first tap lands on a
/// button of its real size.
@MainActor
struct FirstLayoutTests {
    @Test func newRootScreenIsLaidOutWhenTheRunLoopIsIdle() {
        let window = UIWindow()
        let detail = DetailViewController()
        window.rootViewController = detail
        window.makeKeyAndVisible()

        UIApplication.shared.runUntilIdle()

        let bounds = window.bounds
        let insets = window.safeAreaInsets
        #expect(detail.layoutPasses >= 1)
        #expect(detail.view.frame == bounds)
        #expect(
            detail.doneButton.frame
                == CGRect(
                    x: 20, y: bounds.height - insets.bottom - 64,
                    width: bounds.width - 40, height: 44))
        #expect(detail.titleLabel.frame.width == bounds.width - 40)
    }

    @Test func firstTapLandsOnTheLaidOutButton() {
        let window = UIWindow()
        let detail = DetailViewController()
        window.rootViewController = detail
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()

        let button = detail.doneButton.frame
        window.simulateTap(at: CGPoint(x: button.midX, y: button.midY))
        UIApplication.shared.runUntilIdle()

        #expect(detail.doneTaps == 1)
    }
}
