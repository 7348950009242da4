import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// The closure forms of a nil target (`UIApplication.sendAction(from:for:_:)`) and of a
/// `(_ sender:forEvent:)` action (`UIControl.addAction(for:handler:)`).
@MainActor
@Suite(.serialized) struct ResponderChainActionTests {
    final class Handler: UIViewController {}

    /// A window whose root controller holds a container view holding a button.
    func stage() -> (UIWindow, Handler, UIButton) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let handler = Handler()
        window.rootViewController = handler
        window.makeKeyAndVisible()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        container.addSubview(button)
        handler.view.addSubview(container)
        return (window, handler, button)
    }

    @Test func withNoFirstResponderTheActionClimbsFromTheSenderToTheFirstTaker() {
        let (window, handler, button) = stage()
        defer { window.isHidden = true }
        var visited: [String] = []
        let handled = UIApplication.shared.sendAction(from: button, for: nil) { responder in
            visited.append(String(describing: type(of: responder)))
            return responder === handler
        }
        #expect(handled)
        #expect(visited == ["UIButton", "UIView", "UIView", "Handler"])
    }

    @Test func theFirstResponderIsAskedFirst() {
        let (window, handler, button) = stage()
        defer { window.isHidden = true }
        let text = UITextView(frame: CGRect(x: 0, y: 400, width: 400, height: 100))
        handler.view.addSubview(text)
        #expect(text.becomeFirstResponder())
        defer { text.resignFirstResponder() }
        var first: UIResponder?
        UIApplication.shared.sendAction(from: button, for: nil) { responder in
            first = first ?? responder
            return false
        }
        #expect(first === text)
    }

    @Test func anActionNobodyTakesReturnsFalseAfterTheApplication() {
        let (window, _, button) = stage()
        defer { window.isHidden = true }
        var last: UIResponder?
        let handled = UIApplication.shared.sendAction(from: button, for: nil) { responder in
            last = responder
            return false
        }
        #expect(!handled)
        #expect(last === UIApplication.shared)
    }

    @Test func aTwoParameterActionGetsTheTouchsEventAndNilFromCode() {
        let (window, _, button) = stage()
        defer { window.isHidden = true }
        var touches: [Int?] = []
        button.addAction(for: .touchDown) { sender, event in
            #expect(sender === button)
            touches.append(event?.allTouches?.count)
        }
        window.touchSynthesizer.tap(at: CGPoint(x: 150, y: 122))
        UIApplication.shared.runUntilIdle()
        button.sendActions(for: .touchDown)
        #expect(touches == [1, nil])
    }
}
