// Seed 001: the demos of the article "IOS-自定义UIViewController转场动画" (Docs/Articles/001_9716a1406cc21019.txt).
// Transition: `CustomAnimatedTransitioning`: the new screen drops in from above on a 0.5-damping spring while
// the old one half-fades; `DismissAnimatedTransitioning` lifts it away (modal segue, push/pop, tab switch).
import Foundation
@_spi(Testing) import OpenUIKit

/// The systems of seed article 001: `CustomAnimatedTransitioning` (the new screen drops in from
/// above on a 0.5-damping spring while the old one half-fades) and a mirrored
/// `DismissAnimatedTransitioning`, used for a storyboard modal segue, a navigation push/pop and a
/// tab switch.
package enum Seed001 {
    /// The article's demos.
    package static var demos: [Demo] {
        [
            Demo(
                name: "seed001-modal",
                summary:
                    "Storyboard segue \"showlogin\": the login screen drops in on a spring; dismiss lifts it away.",
                article: .seed001
            ) { makeModalScene() },
            Demo(
                name: "seed001-push",
                summary:
                    "Navigation delegate: push drops the screen in on a spring, pop lifts it back out.",
                article: .seed001
            ) { makePushScene() },
            Demo(
                name: "seed001-tab",
                summary:
                    "Tab bar delegate: switching to the later tab drops it in, switching back lifts it away.",
                article: .seed001
            ) { makeTabScene() },
        ]
    }

    /// The article's Main.storyboard, in code: the main scene, the login scene and the modal segue
    /// "showlogin". The article predates iOS 13, whose modal default was full screen: the segue
    /// says `.fullScreen` explicitly (IB's "Presentation: Full Screen").
    @MainActor
    static func storyboard() -> UIStoryboard {
        let board = UIStoryboard(name: "Main")
        board.register(identifier: "main", initial: true) { MainViewController() }
        board.register(identifier: "login") { LoginViewController() }
        board.addSegue(
            from: "main", identifier: "showlogin", kind: .presentModally(.fullScreen),
            destination: "login")
        return board
    }

    @MainActor
    static func center(of view: UIView, in window: UIWindow) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    @MainActor
    static func makeModalScene() -> DemoScene {
        let main = storyboard().instantiateInitialViewController() as! MainViewController
        let window = DemoScenery.window(root: main)
        window.layoutIfNeeded()
        let button = main.loginButton!
        // The button's segue (a control-triggered segue in IB asks shouldPerformSegue first).
        button.addGestureRecognizer(
            UITapGestureRecognizer { [unowned main] r in
                main.triggerStoryboardSegue(withIdentifier: "showlogin", sender: r.view)
            })
        let steps = DemoStep.roundTrip(
            "tap Log In", { window.touchSynthesizer.tap(at: center(of: button, in: window)) },
            back: "dismiss(animated:)", { main.presentedViewController?.dismiss(animated: true) })
        return finish(DemoScene(window: window, steps: steps, retaining: [main]), main: main)
    }

    @MainActor
    static func makePushScene() -> DemoScene {
        let main = MainViewController()
        let nav = UINavigationController(rootViewController: main)
        DemoScenery.decorate(nav, title: "Home")
        let window = DemoScenery.window(root: nav)
        window.layoutIfNeeded()
        let button = main.loginButton!
        button.addGestureRecognizer(
            UITapGestureRecognizer { [unowned main] _ in
                let login = LoginViewController()
                login.title = "Log In"
                main.lastLogin = login
                main.navigationController?.pushViewController(login, animated: true)
            })
        let steps = DemoStep.roundTrip(
            "tap Log In",
            { window.touchSynthesizer.tap(at: center(of: button, in: window)) },
            back: "popViewController(animated:)", { nav.popViewController(animated: true) })
        return finish(DemoScene(window: window, steps: steps, retaining: [main, nav]), main: main)
    }

    @MainActor
    static func makeTabScene() -> DemoScene {
        let tabs = UITabBarController()
        let main = MainViewController()
        main.title = "Home"
        let profile = ProfileViewController()
        profile.title = "Profile"
        tabs.viewControllers = [main, profile]
        Seed001Screens.decorate(tabs, icons: ["house.fill", "person.fill"])
        let window = DemoScenery.window(root: tabs)
        window.layoutIfNeeded()
        // A tap on a tab item (the engine's tab bar is a plain view; selectTab(at:) is what its
        // tap does: shouldSelect, select, didSelect).
        let steps = DemoStep.roundTrip(
            "tap Profile tab", { tabs.selectTab(at: 1) }, back: "tap Home tab",
            { tabs.selectTab(at: 0) })
        return finish(
            DemoScene(window: window, steps: steps, retaining: [tabs, main, profile]), main: main)
    }

    /// Start and end both show the main screen: the orange banner and the grouped background
    /// beside the Log In button.
    @MainActor
    static func finish(_ scene: DemoScene, main: MainViewController) -> DemoScene {
        let window = scene.window
        let button = main.loginButton!
        let bannerPoint = CGPoint(x: window.bounds.midX, y: DemoScenery.barBottom + 60)
        let besideButton = CGPoint(x: 6, y: center(of: button, in: window).y)
        scene.probes.start = [
            (bannerPoint, Seed001Colors.banner), (besideButton, .systemGroupedBackground),
            (
                center(of: button, in: window).applying(CGAffineTransform(translationX: 0, y: 20)),
                Seed001Colors.login
            ),
        ]
        scene.probes.end = scene.probes.start
        return scene
    }
}
