import Testing
import UIKitClosures

/// `import UIKitClosures` gives the closure forms a file ported by hand uses (here OpenUIKit's
/// own; on Apple platforms the module's trampolines over UIKit).
@MainActor
struct UIKitClosuresTests {
    @Test func theDocumentedClosureFormsAreThere() {
        var calls: [String] = []
        let item = UIBarButtonItem(title: "Done", style: .done) { _ in calls.append("item") }
        item.handler?(item)
        let pan = UIPanGestureRecognizer { _ in calls.append("pan") }
        let id = pan.addAction { _ in calls.append("again") }
        pan.removeAction(id)
        pan.removeAllActions()
        let link = CADisplayLink { _ in calls.append("link") }
        link.invalidate()
        #expect(calls == ["item"])
    }
}
