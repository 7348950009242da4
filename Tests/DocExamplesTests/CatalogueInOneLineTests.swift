@_spi(Testing) import OpenUIKit
import Segue
import SegueTesting
import Testing

/// README's catalogue lines do what their comments say, run in one screen.
@MainActor @Test func theCatalogueLinesPresentPushSetTheTabsSwapAndMatch() throws {
    let screen = CatalogueAdoptingViewController()
    let navigation = UINavigationController(rootViewController: screen)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, ListViewController()]
    let window = showInWindow(tabs, size: CGSize(width: 320, height: 480))
    screen.adoptTheCatalogue()
    _ = UIApplication.shared.runUntilIdle(timeout: 10)
    #expect(screen.detail.presentingViewController != nil, "the detail is presented")
    #expect(screen.detail.segueTransition != nil)
    #expect(navigation.topViewController === screen.article, "the article is pushed")
    #expect(tabs.tabSegueTransition != nil)
    #expect(screen.children.contains { $0 === screen.upcoming })
    #expect(!screen.children.contains { $0 === screen.current })
    #expect(screen.upcoming.view.superview === screen.card)
    #expect(screen.thumbnail.segueMatchID == "photo" && screen.header.segueMatchID == "photo")
    withExtendedLifetime(window) {}
}
