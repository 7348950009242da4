import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// The software keyboard the harness shows and hides: iOS's notifications in order with their
/// frames, duration and curve, and `keyboardLayoutGuide` following it.
@MainActor
@Suite struct KeyboardTests {
    final class Heard: @unchecked Sendable { var lines: [String] = [] }

    func listen(_ heard: Heard) -> [NSObjectProtocol] {
        let names: [(Notification.Name, String)] = [
            (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
            (UIResponder.keyboardWillShowNotification, "willShow"),
            (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
            (UIResponder.keyboardDidShowNotification, "didShow"),
            (UIResponder.keyboardWillHideNotification, "willHide"),
            (UIResponder.keyboardDidHideNotification, "didHide"),
        ]
        return names.map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let info = note.userInfo ?? [:]
                let begin = (info["UIKeyboardFrameBeginUserInfoKey"] as? NSValue)?.cgRectValue
                let end = (info["UIKeyboardFrameEndUserInfoKey"] as? NSValue)?.cgRectValue
                let duration = (info["UIKeyboardAnimationDurationUserInfoKey"] as? NSNumber)?
                    .doubleValue
                let curve = (info["UIKeyboardAnimationCurveUserInfoKey"] as? NSNumber)?.intValue
                let local = (info["UIKeyboardIsLocalUserInfoKey"] as? NSNumber)?.boolValue
                MainActor.assumeIsolated {
                    heard.lines.append(
                        "\(label) y \(begin?.minY ?? -1)→\(end?.minY ?? -1) h \(end?.height ?? -1) "
                            + "\(duration ?? -1)s curve \(curve ?? -1) local \(local ?? false)")
                }
            }
        }
    }

    @Test func showingAndHidingPostsWillThenDidAQuarterSecondApart() {
        let heard = Heard()
        let tokens = listen(heard)
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        UIApplication.shared.showKeyboard()
        UIApplication.shared.showKeyboard()
        #expect(
            heard.lines == [
                "willChangeFrame y 852.0→516.0 h 336.0 0.25s curve 7 local true",
                "willShow y 852.0→516.0 h 336.0 0.25s curve 7 local true",
            ])
        UIApplication.shared.advance(by: 0.2)
        #expect(heard.lines.count == 2, "the did notifications wait for the animation's end")
        UIApplication.shared.advance(by: 0.05)
        UIApplication.shared.hideKeyboard()
        UIApplication.shared.runUntilIdle()
        #expect(
            heard.lines.dropFirst(2) == [
                "didChangeFrame y 852.0→516.0 h 336.0 0.25s curve 7 local true",
                "didShow y 852.0→516.0 h 336.0 0.25s curve 7 local true",
                "willChangeFrame y 516.0→852.0 h 336.0 0.25s curve 7 local true",
                "willHide y 516.0→852.0 h 336.0 0.25s curve 7 local true",
                "didChangeFrame y 516.0→852.0 h 336.0 0.25s curve 7 local true",
                "didHide y 516.0→852.0 h 336.0 0.25s curve 7 local true",
            ])
    }

    @Test func theKeyboardIsTheDevicesHeight() {
        let heard = Heard()
        let tokens = listen(heard)
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        UIScreen.main.device = .iPhoneSE
        UIApplication.shared.showKeyboard()
        #expect(
            heard.lines.first == "willChangeFrame y 667.0→407.0 h 260.0 0.25s curve 7 local true")
    }

    @Test func aViewOnTheKeyboardGuideRidesTheKeyboardUp() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: root.view.keyboardLayoutGuide.topAnchor),
        ])
        UIApplication.shared.runUntilIdle()
        #expect(bar.frame == CGRect(x: 0, y: 774, width: 393, height: 44), "on the safe area")
        #expect(root.view.keyboardLayoutGuide === root.view.keyboardLayoutGuide)
        UIApplication.shared.showKeyboard()
        #expect(bar.frame.maxY == 516, "the model is at the end at once")
        UIApplication.shared.advance(by: 0.125)
        let midway = bar.layer.presentation()?.frame.maxY ?? 0
        #expect(midway > 516 && midway < 818, "animating with the keyboard: \(midway)")
        UIApplication.shared.runUntilIdle()
        #expect(bar.layer.presentation()?.frame.maxY == 516)
        UIApplication.shared.hideKeyboard()
        UIApplication.shared.runUntilIdle()
        #expect(bar.frame.maxY == 818)
        #expect(
            root.view.keyboardLayoutGuide.layoutFrame
                == CGRect(x: 0, y: 818, width: 393, height: 34))
    }

    @Test func layoutInAWillShowObserverAnimatesWithTheKeyboard() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let field = UIView(frame: CGRect(x: 0, y: 800, width: 393, height: 40))
        window.addSubview(field)
        let token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { note in
            let end =
                (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
                .cgRectValue ?? .zero
            MainActor.assumeIsolated { field.frame.origin.y = end.minY - 40 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        UIApplication.shared.showKeyboard()
        #expect(field.frame.minY == 476)
        #expect(field.layer.animationKeys()?.isEmpty == false, "animated, with no block of its own")
        UIApplication.shared.runUntilIdle()
        #expect(field.layer.presentation()?.frame.minY == 476)
    }

    @Test func theKeyboardsCurveMakesAnAnimationCurve() {
        // As keyboard code writes it: the raw curve from the notification, force-unwrapped.
        let curve = UIView.AnimationCurve(rawValue: 7)!
        #expect(curve == .easeInOut)
        #expect(UIView.AnimationCurve(rawValue: 3) == .linear)
        let animator = UIViewPropertyAnimator(duration: 0.25, curve: curve)
        #expect(animator.duration == 0.25)
    }
}
