// Seed 001 ("IOS-自定义UIViewController转场动画", Docs/Articles/001_9716a1406cc21019.txt): the
// screens the spring drop-in runs between (the login screen, the profile tab), built in code.
import Foundation
import OpenUIKit

/// The login screen the article's `showlogin` segue opens: a title, two text-field-like boxes and a
/// button on white.
class LoginViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let width = view.bounds.width
        let inBar = navigationController != nil
        if !inBar { DemoScenery.titleBar("Log In", in: view, width: width) }
        let top = DemoScenery.barBottom + 36
        let badge = UIView(frame: CGRect(x: width / 2 - 40, y: top, width: 80, height: 80))
        badge.backgroundColor = Seed001Colors.login
        badge.layer.cornerRadius = 40
        view.addSubview(badge)
        let hello = DemoScenery.label("Welcome back", size: 28, weight: .bold, alignment: .center)
        hello.frame = CGRect(x: 0, y: top + 100, width: width, height: 36)
        view.addSubview(hello)
        view.addSubview(
            DemoScenery.textBox(
                "Email", frame: CGRect(x: 24, y: top + 164, width: width - 48, height: 48)))
        view.addSubview(
            DemoScenery.textBox(
                "Password", frame: CGRect(x: 24, y: top + 224, width: width - 48, height: 48)))
        view.addSubview(
            DemoScenery.button(
                "Sign In", frame: CGRect(x: 24, y: top + 300, width: width - 48, height: 52),
                color: Seed001Colors.login))
    }
}

/// The second tab of the tab demo: a green "Profile" screen.
class ProfileViewController: UIViewController {
    private let frames = LeadingFrames()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        frames.apply()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let width = view.bounds.width
        DemoScenery.titleBar("Profile", in: view, width: width)
        let hero = UIView(
            frame: CGRect(x: 16, y: DemoScenery.barBottom + 20, width: width - 32, height: 180))
        hero.backgroundColor = Seed001Colors.profile
        hero.layer.cornerRadius = 16
        view.addSubview(hero)
        let name = DemoScenery.label("Jane Appleseed", size: 26, weight: .bold, color: .white)
        name.frame = CGRect(x: 20, y: 110, width: hero.bounds.width - 40, height: 36)
        hero.addSubview(name)
        let card = UIView(
            frame: CGRect(x: 16, y: DemoScenery.barBottom + 220, width: width - 32, height: 200))
        card.backgroundColor = DemoScenery.cardColor
        card.layer.cornerRadius = 12
        view.addSubview(card)
        DemoScenery.paragraph(
            in: card, x: 16, top: 24, width: card.bounds.width - 32, lines: 7, frames: frames)
    }
}

enum Seed001Colors {
    static let banner = UIColor.systemOrange
    static let login = UIColor.systemBlue
    static let profile = UIColor.systemGreen
}

@MainActor
enum Seed001Screens {
    /// The main screen: a title bar (own or the navigation bar), an orange banner and a "Log In"
    /// button.
    static func buildMain(_ vc: MainViewController) {
        let view = vc.view!
        view.backgroundColor = .systemGroupedBackground
        let width = view.bounds.width
        if vc.navigationController == nil { DemoScenery.titleBar("Home", in: view, width: width) }
        let top = DemoScenery.barBottom + 20
        let banner = UIView(frame: CGRect(x: 16, y: top, width: width - 32, height: 200))
        banner.backgroundColor = Seed001Colors.banner
        banner.layer.cornerRadius = 16
        view.addSubview(banner)
        let headline = DemoScenery.label(
            "Custom transitions", size: 26, weight: .bold, color: .white)
        headline.frame = CGRect(x: 20, y: 130, width: banner.bounds.width - 40, height: 36)
        banner.addSubview(headline)
        let card = UIView(frame: CGRect(x: 16, y: top + 220, width: width - 32, height: 140))
        card.backgroundColor = DemoScenery.cardColor
        card.layer.cornerRadius = 12
        view.addSubview(card)
        DemoScenery.paragraph(
            in: card, x: 16, top: 24, width: card.bounds.width - 32, lines: 5, frames: vc.frames)
        let button = DemoScenery.button(
            "Log In", frame: CGRect(x: 16, y: top + 384, width: width - 32, height: 52))
        view.addSubview(button)
        vc.loginButton = button
    }

    /// Gives a tab bar controller's tabs their icons (house, person) and the demos' bar colour;
    /// the bar draws the titles and tints the selected tab.
    static func decorate(_ tabs: UITabBarController, icons: [String]) {
        tabs.tabBar.backgroundColor = DemoScenery.barColor
        for (vc, icon) in zip(tabs.viewControllers ?? [], icons) {
            vc.tabBarItem.image = UIImage(systemName: icon)
        }
    }
}
