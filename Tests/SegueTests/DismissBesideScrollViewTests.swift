@_spi(Testing) import OpenUIKit
import Segue
import Testing

/// A screen presented with the catalogue's pull-down dismissal over a list: the pull dismisses only
/// when the list rests at its top, as a sheet's drag does; otherwise the list scrolls.
@MainActor
@Suite struct DismissBesideScrollViewTests {
    /// A list screen: a 2,000 pt scroll view filling the view.
    final class ListScreen: UIViewController {
        let list = UIScrollView()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            list.frame = view.bounds
            list.contentSize = CGSize(width: view.bounds.width, height: 2000)
            list.contentInsetAdjustmentBehavior = .never
            view.addSubview(list)
        }
    }

    let window = UIWindow(frame: CGRect(origin: .zero, size: catalogueWindow))

    private func presentedList() -> (UIViewController, ListScreen) {
        let home = HomeScreen()
        window.rootViewController = home
        window.makeKeyAndVisible()
        let screen = ListScreen()
        home.present(screen, transition: .slide(.up))
        UIApplication.shared.runUntilIdle()
        return (home, screen)
    }

    /// A drag of `dy` points from (90, `y`), held still before the lift.
    private func drag(fromY y: CGFloat, by dy: CGFloat) {
        let fingers = window.touchSynthesizer
        fingers.touchDown(at: CGPoint(x: 90, y: y))
        for i in 1...20 { fingers.move(to: CGPoint(x: 90, y: y + dy * CGFloat(i) / 20)) }
        fingers.wait(0.3)
        fingers.touchUp()
        UIApplication.shared.runUntilIdle()
    }

    @Test func atTheTopAPullDownDismisses() {
        let (home, screen) = presentedList()
        drag(fromY: 60, by: 240)
        #expect(home.presentedViewController == nil)
        #expect(screen.list.contentOffset == .zero)
    }

    @Test func scrolledDownAPullDownScrollsTheListBack() {
        let (home, screen) = presentedList()
        screen.list.contentOffset = CGPoint(x: 0, y: 500)
        drag(fromY: 60, by: 200)
        #expect(home.presentedViewController === screen)
        #expect(abs(screen.list.contentOffset.y - 300) < 0.5)
    }

    @Test func aDragUpScrollsTheList() {
        let (home, screen) = presentedList()
        drag(fromY: 260, by: -200)
        #expect(home.presentedViewController === screen)
        #expect(abs(screen.list.contentOffset.y - 200) < 0.5)
    }
}
