@_spi(Testing) import OpenUIKit
import Testing

/// Apple's swipe sample: an interactive dismissal the user gives up on brings the presented
/// screen back on screen.
@MainActor
struct SwipeDismissalCancelTests {
    @Test func cancelledSwipeDismissalPutsThePresentedViewBackOnScreen() throws {
        let window = UIWindow()
        let list = ListViewController()
        window.rootViewController = list
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()

        let detail = DetailViewController()
        let swipe = SwipeTransitionDelegate()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = swipe
        list.present(detail, animated: true)
        UIApplication.shared.runUntilIdle()
        let onScreen = window.bounds
        #expect(detail.view.frame == onScreen)

        // The swipe gesture begins: it makes the interaction controller and dismisses.
        let interaction = UIPercentDrivenInteractiveTransition()
        swipe.interactionController = interaction
        detail.dismiss(animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        // The finger moves 40 % of the way, then lifts short of the threshold.
        interaction.update(0.4)
        UIApplication.shared.advance(by: 1.0 / 60)
        // The swipe animator moves the view off to the left with UIView.animate's default
        // ease-in-out curve: 40 % of the time is about a third of the way.
        let midway = try #require(detail.view.layer.presentation()?.frame)
        #expect(midway.minX < -0.3 * onScreen.width && midway.minX > -0.4 * onScreen.width)
        #expect(detail.view.frame.minX == -onScreen.width, "the model holds the block's end value")
        interaction.cancel()
        UIApplication.shared.runUntilIdle()

        #expect(detail.view.frame == onScreen)
        #expect(detail.view.layer.presentation()?.frame == onScreen)
        #expect(detail.view.window === window)
        #expect(list.presentedViewController === detail)
        #expect(detail.presentingViewController === list)
        // The animator removed the presenter's view it had put back; UIKit keeps it out of the
        // window under a full-screen presentation.
        #expect(list.view.window == nil)
    }
}
