@_spi(Testing) import OpenUIKit
import Segue
import Testing

/// Under Reduce Motion every entry cross-dissolves, as iOS's own transitions do.
@MainActor
@Suite(.serialized) struct ReduceMotionTests {
    @Test(arguments: ["cube-left", "explode", "zoom-slide-up", "circular-reveal", "spring-drop"])
    func everyStyleBecomesACrossDissolve(_ name: String) throws {
        let transition = try #require(SegueTransition.named(name))
        UIAccessibility.setReduceMotionEnabled(true)
        defer { UIAccessibility.setReduceMotionEnabled(false) }
        let window = UIWindow(frame: CGRect(origin: .zero, size: catalogueWindow))
        let home = HomeScreen()
        window.rootViewController = home
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let detail = DetailScreen()
        home.present(detail, transition: transition)
        UIApplication.shared.advance(by: transition.duration / 2)
        let presented = try #require(detail.view.layer.presentation())
        // Nothing moves, turns or breaks apart: the detail is where it ends, half faded in.
        #expect(CATransform3DIsIdentity(presented.transform))
        #expect(abs(Double(presented.opacity) - 0.5) < 0.1)
        #expect(CATransform3DIsIdentity(home.view.layer.presentation()?.transform ?? .init()))
        #expect(home.view.superview?.subviews.count == 2, "no stand-ins")
        UIApplication.shared.runUntilIdle()
        #expect(home.presentedViewController === detail)
    }

    @Test func turningReduceMotionOnIsAnnounced() {
        final class Counter: @unchecked Sendable { var heard = 0 }
        let counter = Counter()
        let token = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil,
            queue: nil
        ) { _ in counter.heard += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        UIAccessibility.setReduceMotionEnabled(true)
        UIAccessibility.setReduceMotionEnabled(true)
        #expect(UIAccessibility.isReduceMotionEnabled)
        UIAccessibility.setReduceMotionEnabled(false)
        #expect(!UIAccessibility.isReduceMotionEnabled)
        #expect(counter.heard == 2, "once per change")
    }
}
