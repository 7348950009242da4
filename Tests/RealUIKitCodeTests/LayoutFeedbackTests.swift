@_spi(Testing) import OpenUIKit
import Testing

/// A screen whose layout code re-makes an equal constraint, brings a view to the front and asks
/// a layer for display from its layout settles, and its multi-line body takes its wrapped height.
@MainActor
struct LayoutFeedbackTests {
    @Test func aScreenThatReordersAndRemakesInItsLayoutSettles() {
        let window = UIWindow()
        let article = ArticleViewController()
        window.rootViewController = article
        window.makeKeyAndVisible()
        #expect(UIApplication.shared.runUntilIdle(timeout: 1))
        let settled = article.layoutPasses
        #expect(settled >= 1 && settled <= 3)
        UIApplication.shared.advance(by: 0.5)
        #expect(article.layoutPasses == settled)
        #expect(article.view.subviews.last === article.badge)
        #expect(article.badge.frame.size == CGSize(width: 24, height: 24))
        #expect(article.ring.draws >= 1 && article.ring.draws <= settled + 1)
        #expect(
            !UIApplication.shared.diagnostics.warnings.contains {
                $0.message.hasPrefix("Layout feedback loop detected")
            })
    }

    @Test func theMultilineBodyTakesItsWrappedHeight() {
        let window = UIWindow()
        let article = ArticleViewController()
        window.rootViewController = article
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let body = article.bodyLabel
        let width = window.bounds.width - 32
        #expect(body.frame.width == width)
        let wrapped = body.sizeThatFits(CGSize(width: width, height: 0)).height
        #expect(wrapped > 5 * body.font.lineHeight)
        #expect(body.frame.height == wrapped)
        #expect(body.frame.minY == article.titleLabel.frame.maxY + 12)
    }
}
