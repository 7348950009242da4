import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueDemos

/// Seed article 002's own code (`PopAnimator` and the list's delegate methods) run as a test: the
/// details zoom out of the tapped thumbnail on a 1 s, 0.4-damping spring and back into it.
@MainActor
@Suite struct Seed002ArticleTests {
    static let omega = ArticleReference.oneSecondSpringOmega(zeta: 0.4)  // ≈ 15.1966 rad/s

    /// Checks `view`'s presented centre and scale at 0.1 s and 0.3 s into the spring: both move
    /// from (`fromCenter`, `fromScale`) toward (`toCenter`, `toScale`) by the spring's progress.
    func expectZoom(
        _ view: UIView, fromCenter: CGPoint, toCenter: CGPoint, fromScale: CGSize, toScale: CGSize,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let start = try ArticleClock.start(of: view.layer)
        for t in [0.1, 0.3] {
            let elapsed = ArticleClock.advance(to: t, after: start)
            let p = 1 - ArticleReference.springRemaining(elapsed, zeta: 0.4, omega: Self.omega)
            let layer = try #require(view.layer.presentation(), sourceLocation: sourceLocation)
            let center = CGPoint(
                x: fromCenter.x + (toCenter.x - fromCenter.x) * p,
                y: fromCenter.y + (toCenter.y - fromCenter.y) * p)
            #expect(
                abs(layer.position.x - center.x) < 1e-3 && abs(layer.position.y - center.y) < 1e-3,
                "centre \(layer.position) vs \(center) at \(elapsed) s",
                sourceLocation: sourceLocation)
            let sx = fromScale.width + (toScale.width - fromScale.width) * p
            let sy = fromScale.height + (toScale.height - fromScale.height) * p
            #expect(
                abs(layer.transform.m11 - sx) < 1e-5 && abs(layer.transform.m22 - sy) < 1e-5,
                "scale \(layer.transform.m11), \(layer.transform.m22) vs \(sx), \(sy) at \(elapsed) s",
                sourceLocation: sourceLocation)
        }
    }

    @Test func detailsZoomOutOfTheThumbnailOnASpringAndBackIntoIt() throws {
        let list = HerbsViewController()
        let window = DemoScenery.window(root: list)
        let w = window.bounds.width
        let h = window.bounds.height
        let thumb = list.imageViews[1]
        // Card 1 sits at (16, barBottom + 20 + 1 · (112 + 14)); its picture at (10, 10), 92 × 92.
        let origin = CGRect(x: 26, y: DemoScenery.barBottom + 156, width: 92, height: 92)
        list.didTapImageView(thumb, herb: Herb.all[1])
        UIApplication.shared.advance(by: 1.0 / 60)
        let details = try #require(list.presentedViewController as? HerbDetailsViewController)
        #expect(list.transition.originFrame == origin)
        #expect(thumb.isHidden && details.view.clipsToBounds)
        let thumbScale = CGSize(width: 92 / w, height: 92 / h)
        let full = CGSize(width: 1, height: 1)
        let screenCenter = CGPoint(x: w / 2, y: h / 2)
        try expectZoom(
            details.view, fromCenter: CGPoint(x: origin.midX, y: origin.midY),
            toCenter: screenCenter,
            fromScale: thumbScale, toScale: full)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(details.view.transform == .identity)
        #expect(details.view.center == screenCenter && details.view.frame == window.bounds)
        #expect(list.view.window == nil)

        details.dismiss(animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(!list.transition.presenting)
        try expectZoom(
            details.view, fromCenter: screenCenter,
            toCenter: CGPoint(x: origin.midX, y: origin.midY),
            fromScale: full, toScale: thumbScale)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(!thumb.isHidden)  // the article's dismissCompletion
        #expect(list.presentedViewController == nil && details.view.window == nil)
        #expect(window.subviews.count == 1 && window.subviews[0] === list.view)
    }
}
