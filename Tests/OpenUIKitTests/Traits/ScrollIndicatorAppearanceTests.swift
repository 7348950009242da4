import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// The default scroll indicator style is dark (black at 35 %) in the light appearance and light
/// (white at 35 %) in the dark one, as UIKit's `.default` ("dark on light, light on dark").
@MainActor
@Suite struct ScrollIndicatorAppearanceTests {
    @Test func theDefaultIndicatorIsLightInTheDark() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        scrollView.flashScrollIndicators()
        #expect(scrollView.indicators.vertical.backgroundColor == UIColor(white: 0, alpha: 0.35))
        scrollView.overrideUserInterfaceStyle = .dark
        scrollView.flashScrollIndicators()
        #expect(scrollView.indicators.vertical.backgroundColor == UIColor(white: 1, alpha: 0.35))
        scrollView.indicatorStyle = .black
        scrollView.flashScrollIndicators()
        #expect(scrollView.indicators.vertical.backgroundColor == UIColor(white: 0, alpha: 0.35))
    }
}
