@_spi(Testing) import OpenUIKit
import Testing

/// The corpus's after files, compiled in this target, do what their iOS originals do: the
/// closures call the methods the selectors named, and the main queue runs on the virtual clock.
@MainActor
struct PortedBehaviourTests {
    @Test func controlActionsCallTheirMethodsWithTheSender() {
        let settings = SettingsViewController()
        settings.loadViewIfNeeded()
        settings.saveButton.sendActions(for: .touchUpInside)
        settings.wifiSwitch.isOn = true
        settings.wifiSwitch.sendActions(for: .valueChanged)
        #expect(settings.saved == 1)
        #expect(settings.wifi)
    }

    @Test func aTapReachesTheMethodTheRecognizerNamed() {
        let window = UIWindow()
        let controller = SwipeToDismissController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        window.touchSynthesizer.tap(at: CGPoint(x: 200, y: 400))
        UIApplication.shared.runUntilIdle()
        #expect(controller.taps == 1)
        window.isHidden = true
    }

    @Test func barButtonItemsCallTheirMethods() {
        let editor = EditorViewController()
        editor.loadViewIfNeeded()
        let done = editor.navigationItem.rightBarButtonItem
        done?.handler?(done!)
        #expect(editor.finished)
    }

    @Test func theDisplayLinkStepsOncePerFrameUntilItInvalidatesItself() {
        let driver = SpringDriver()
        driver.start()
        UIApplication.shared.advance(by: 0.25)
        #expect(driver.frames == 15)
        UIApplication.shared.advance(by: 1)
        #expect(driver.frames == 30)
    }

    @Test func mainQueueWorkRunsOnTheVirtualClock() {
        let toast = ToastViewController()
        toast.toast.alpha = 0.5
        toast.show()
        #expect(toast.toast.alpha == 0.5, "nothing runs before the run loop turns")
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(toast.toast.alpha == 1)
        UIApplication.shared.advance(by: 1.5)
        #expect(toast.toast.alpha == 0, "hidden 1.5 s after show()")
        UIApplication.shared.runUntilIdle()
    }

    @Test func timersFireOnTheVirtualClockUntilInvalidated() {
        let countdown = CountdownViewController()
        countdown.loadViewIfNeeded()
        UIApplication.shared.advance(by: 2.5)
        #expect(countdown.ticks == 2)
        UIApplication.shared.advance(by: 2)
        #expect(countdown.ticks == 3, "the timer invalidated itself at the third tick")
        #expect(countdown.ticker?.isValid == false)
        #expect(!countdown.expired)
        UIApplication.shared.advance(by: 1)
        #expect(countdown.expired, "the one-shot timer fired at 5 s")
    }

    @Test func anOverrideMovedOutOfItsExtensionStillOverrides() {
        let window = UIWindow()
        let profile = ProfileViewController()
        window.rootViewController = profile
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        #expect(profile.layouts >= 1)
        #expect(profile.avatarSide() == 64)
        window.isHidden = true
    }

    @Test func notificationObserversCallTheirMethodsUntilRemoved() {
        let themed = ThemedViewController()
        themed.loadViewIfNeeded()
        NotificationCenter.default.post(
            name: .themeDidChange, object: nil, userInfo: ["theme": "dark"])
        NotificationCenter.default.post(name: .fontSizeDidChange, object: nil)
        #expect(themed.lastTheme == "dark")
        #expect(themed.resizes == 1)
        themed.stopObserving()
        NotificationCenter.default.post(
            name: .themeDidChange, object: nil, userInfo: ["theme": "light"])
        NotificationCenter.default.post(name: .fontSizeDidChange, object: nil)
        #expect(themed.lastTheme == "dark", "removeObserver(self) removed the closure observers")
        #expect(themed.resizes == 1)
    }

    @Test func uiKitDelegatesAnswerWithTheirMethodsOrUIKitsDefaults() {
        final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using context: UIViewControllerContextTransitioning?)
                -> TimeInterval
            { 0.3 }
            func animateTransition(using context: UIViewControllerContextTransitioning) {}
        }
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            let animator = Animator()
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController,
                source: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? { animator }
        }
        final class Quiet: NSObject, UIViewControllerTransitioningDelegate,
            UIGestureRecognizerDelegate
        {}
        let container = CardContainerViewController()
        let delegate = Delegate()
        container.cardDelegate = delegate
        container.prepare(for: UIViewController())
        #expect(container.animator === delegate.animator)
        let quiet = Quiet()
        container.cardDelegate = quiet
        container.panDelegate = quiet
        container.prepare(for: UIViewController())
        #expect(container.animator == nil, "UIKit's default: no animator")
        #expect(container.shouldBegin(UIPanGestureRecognizer()), "UIKit's default: begin")
    }

    @Test func anOverrideMovedFromAnotherFileStillOverrides() {
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        card.setNeedsLayout()
        card.layoutIfNeeded()
        #expect(card.layoutPasses == 1)
        #expect(card.titleLabel.frame == CGRect(x: 12, y: 8, width: 176, height: 84))
    }

    @Test func optionalRequirementsCallTheImplementationOrTheEmptyDefault() {
        let stack = CardStackView()
        let cards = CardsViewController()
        stack.delegate = cards
        stack.present()
        stack.select(2)
        #expect(cards.selected == [2])
    }
}
