@_spi(Testing) import OpenUIKit
import Segue
import Testing

/// Every container's gesture drives its catalogue transition: the finger moves the film, and on
/// release the transition finishes or cancels by where the finger would come to rest.
@MainActor
@Suite struct InteractiveTests {
    let window = UIWindow(frame: CGRect(origin: .zero, size: catalogueWindow))

    func show(_ root: UIViewController) {
        window.rootViewController = root
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
    }

    /// A navigation controller with `transition` adopted, the detail pushed and settled.
    func pushedDetail(_ transition: SegueTransition) -> (UINavigationController, DetailScreen) {
        let nav = UINavigationController(rootViewController: HomeScreen())
        show(nav)
        let detail = DetailScreen()
        nav.pushViewController(detail, transition: transition)
        UIApplication.shared.runUntilIdle()
        return (nav, detail)
    }

    @Test func theBackSwipeKeepsWorkingAfterACustomPushAndFollowsTheFinger() {
        let (nav, detail) = pushedDetail(.push())
        let width = catalogueWindow.width
        window.touchSynthesizer.edgeSwipe(edge: .left, distance: width * 0.6, duration: 0.4)
        UIApplication.shared.advance(by: 0.2)
        // Half-way through the swipe the detail has followed the finger to the right.
        let x = detail.view.layer.presentation()?.transform.m41 ?? 0
        #expect(x > width * 0.15 && x < width * 0.45, "detail moved \(x) pt")
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 1)
        #expect(detail.view.superview == nil)
        #expect(CATransform3DIsIdentity(nav.topViewController!.view.transform3D))
    }

    @Test func aShortSlowBackSwipeCancelsAndLeavesTheStackAsItWas() {
        let (nav, detail) = pushedDetail(.cube())
        window.touchSynthesizer.edgeSwipe(edge: .left, distance: 30, duration: 0.6)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 2)
        #expect(nav.topViewController === detail)
        #expect(CATransform3DIsIdentity(detail.view.transform3D))
        #expect(detail.view.alpha == 1)
        #expect(detail.view.layer.isDoubleSided, "put back after the cube")
        #expect(nav.viewControllers[0].view.superview == nil, "the home screen left the window")
    }

    @Test func aFlickFinishesEvenWhenShort() {
        let (nav, _) = pushedDetail(.slide())
        // 40 pt in 0.05 s: 800 pt/s, projected far past half of the 180 pt screen.
        window.touchSynthesizer.edgeSwipe(edge: .left, distance: 40, duration: 0.05)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 1)
    }

    @Test func panningDownDismissesAPresentedScreenAndAShortPanSpringsBack() {
        let home = HomeScreen()
        show(home)
        let detail = DetailScreen()
        home.present(detail, transition: .cover(.up))
        UIApplication.shared.runUntilIdle()
        // Short and slow: springs back.
        window.touchSynthesizer.drag(
            from: CGPoint(x: 90, y: 100), to: CGPoint(x: 90, y: 130), duration: 0.6)
        UIApplication.shared.runUntilIdle()
        #expect(home.presentedViewController === detail)
        #expect(CATransform3DIsIdentity(detail.view.transform3D))
        // Long: dismisses.
        window.touchSynthesizer.drag(
            from: CGPoint(x: 90, y: 60), to: CGPoint(x: 90, y: 260), duration: 0.4)
        UIApplication.shared.runUntilIdle()
        #expect(home.presentedViewController == nil)
        #expect(detail.view.window == nil)
    }

    @Test func panningAcrossTheContentMovesToTheNeighbouringTab() {
        let tabs = UITabBarController()
        tabs.viewControllers = [HomeScreen(), DetailScreen()]
        tabs.tabSegueTransition = .slide()
        show(tabs)
        // To the left: the next tab.
        window.touchSynthesizer.drag(
            from: CGPoint(x: 160, y: 100), to: CGPoint(x: 20, y: 100), duration: 0.3)
        UIApplication.shared.runUntilIdle()
        #expect(tabs.selectedIndex == 1)
        // A short slow pan back to the right cancels.
        window.touchSynthesizer.drag(
            from: CGPoint(x: 20, y: 100), to: CGPoint(x: 50, y: 100), duration: 0.6)
        UIApplication.shared.runUntilIdle()
        #expect(tabs.selectedIndex == 1)
        #expect(CATransform3DIsIdentity(tabs.selectedViewController!.view.transform3D))
        // Far to the right: back to the first.
        window.touchSynthesizer.drag(
            from: CGPoint(x: 20, y: 100), to: CGPoint(x: 170, y: 100), duration: 0.3)
        UIApplication.shared.runUntilIdle()
        #expect(tabs.selectedIndex == 0)
    }

    @Test(arguments: [true, false]) func aChildSwapFollowsItsInteractionAndEndsEitherWay(
        finishes: Bool
    ) {
        let screen = CardContainerScreen()
        show(screen)
        let detail = DetailScreen()
        let interaction = SegueInteractionController(
            animator: SegueAnimator(.push(), operation: .forward))
        var ended: Bool?
        screen.swapChild(
            from: screen.first, to: detail, in: screen.card, transition: .push(),
            interaction: interaction
        ) { ended = $0 }
        interaction.update(0.5)
        UIApplication.shared.advance(by: 1.0 / 60)
        // Half-way: the detail's left edge is at the card's middle.
        let x = detail.view.layer.presentation()?.transform.m41 ?? 0
        #expect(abs(x - screen.card.bounds.width / 2) < 1)
        if finishes { interaction.finish() } else { interaction.cancel() }
        UIApplication.shared.runUntilIdle()
        #expect(ended == finishes)
        #expect(screen.children.map { $0 === detail } == [finishes])
        #expect(screen.card.subviews.count == 1)
        #expect(CATransform3DIsIdentity(screen.card.subviews[0].transform3D))
    }

    @Test func theFingersSpeedCarriesIntoTheSpring() {
        /// Where the popped detail is in the four frames after the finger lifts at 40 % of the way.
        func pathAfterRelease(velocity: CGFloat) -> [CGFloat] {
            let (nav, detail) = pushedDetail(.push())
            let interaction = SegueInteractionController(
                animator: SegueAnimator(.push(), operation: .backward))
            (nav.delegate as? SegueNavigationDelegate)?.popInteraction = interaction
            nav.popViewController(animated: true)
            interaction.update(0.4)
            UIApplication.shared.advance(by: 1.0 / 60)
            interaction.finish(velocity: velocity)
            var path: [CGFloat] = []
            for _ in 0..<4 {
                UIApplication.shared.advance(by: 1.0 / 60)
                path.append(detail.view.layer.presentation()?.transform.m41 ?? 0)
            }
            UIApplication.shared.runUntilIdle()
            #expect(nav.viewControllers.count == 1)
            return path
        }
        let width = catalogueWindow.width
        let still = pathAfterRelease(velocity: 0)
        // 6 widths a second: 18 pt a frame on the 180 pt screen.
        let flick = pathAfterRelease(velocity: 6)
        for (s, f) in zip(still, flick) { #expect(f > s, "a flick is ahead of a still release") }
        #expect(
            flick[0] - width * 0.4 >= 6 * width / 60 * 0.9,
            "the first frame keeps the finger's speed")
    }
}

/// Pinching in on a screen presented with a zoom style zooms back under the fingers.
@MainActor
@Suite struct PinchTests {
    @Test(arguments: [true, false]) func pinchingInZoomsBack(far: Bool) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: catalogueWindow))
        let home = HomeScreen()
        window.rootViewController = home
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let detail = DetailScreen()
        home.present(detail, transition: .zoomIn)
        UIApplication.shared.runUntilIdle()
        // Far: the fingers close to a fifth of their spread. Not far: to nine tenths, slowly.
        window.touchSynthesizer.pinch(
            center: CGPoint(x: 90, y: 160), fromDistance: 120, toDistance: far ? 24 : 108,
            duration: far ? 0.4 : 0.8, angle: 0)
        UIApplication.shared.advance(by: far ? 0.3 : 0.7)
        let scale = detail.view.layer.presentation()?.transform.m11 ?? 1
        #expect(scale < 1, "the detail shrinks under the fingers (\(scale))")
        UIApplication.shared.runUntilIdle()
        #expect((home.presentedViewController == nil) == far)
    }
}
