import Foundation
import OpenUIKit
import Testing

/// `UIVisualEffectView()` and `UIVisualEffectView(frame:)`: an effect view with no effect, set
/// later, as UIKit code often does.
@MainActor
@Suite struct VisualEffectViewInitTests {
    @Test func withoutArgumentsItHasNoEffectUntilOneIsSet() {
        let view = UIVisualEffectView()
        #expect(view.effect == nil)
        #expect(view.frame == .zero)
        #expect(view.contentView.superview === view)
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        view.layoutIfNeeded()
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
        view.effect = UIBlurEffect(style: .dark)
        #expect((view.effect as? UIBlurEffect)?.style == .dark)
    }

    @Test func withAFrameItHasTheFrameAndNoEffect() {
        let view = UIVisualEffectView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.effect == nil)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 30, height: 40))
    }
}
