@_spi(Testing) import OpenUIKit
import Testing

/// The Swift 5 app code of this target compiles without a diagnostic and runs as it does on iOS.
@MainActor
struct Swift5ModeTests {
    @Test func swift5CardScreenPresentsAndSlidesIn() throws {
        let window = UIWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()

        let card = CardViewController()
        let transitions = CardTransitions()
        card.modalPresentationStyle = .fullScreen
        card.transitioningDelegate = transitions
        root.present(card, animated: true)
        UIApplication.shared.advance(by: 0.15)

        let halfWay = try #require(card.view.layer.presentation()?.frame)
        #expect(abs(halfWay.minY - window.bounds.height / 2) < 0.01)
        UIApplication.shared.runUntilIdle()

        #expect(root.presentedViewController === card)
        #expect(card.styled)
        #expect(card.card.layer.cornerRadius == 12)
        #expect(card.card.frame == window.bounds.insetBy(dx: 16, dy: 100))
    }

    @Test func nonisolatedHelperStylesAView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        styleAsCard(view, cornerRadius: 8)
        #expect(view.layer.cornerRadius == 8)
        #expect(view.backgroundColor == .white)
    }
}
