import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// An anchor-built screen lays out on the iPhone 15 and animates a constraint change.
@MainActor
struct ProfileCardLayoutTests {
    @Test func anchorsPlaceTheScreenAndTheFollowBarAnimatesOpen() {
        let window = UIWindow()
        let screen = ProfileCardViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()

        let width = window.bounds.width
        let bottom = window.bounds.height - 34
        #expect(screen.avatar.frame == CGRect(x: 16, y: 79, width: 64, height: 64))
        let name = screen.nameLabel.intrinsicContentSize
        #expect(screen.nameLabel.frame.minX == 92)
        #expect(screen.nameLabel.frame.width == name.width)
        #expect(screen.nameLabel.frame.midY == 111)
        #expect(screen.followBar.frame == CGRect(x: 0, y: bottom, width: width, height: 0))

        screen.showFollowBar()
        UIApplication.shared.advance(by: 0.5)
        let shown = screen.followBar.layer.presentation()!.frame
        #expect(abs(shown.height - 40) < 2)
        #expect(abs(shown.maxY - bottom) < 1e-6)
        UIApplication.shared.runUntilIdle()
        #expect(screen.followBar.frame == CGRect(x: 0, y: bottom - 80, width: width, height: 80))
    }
}
