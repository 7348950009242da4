import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// `UIAlertController` and `UIAlertAction`: presentation, layout, choosing an action, and
/// UIKit's exceptions. Sizes and timings where Apple is silent: Docs/Behaviour-today.md, "Alerts".
@MainActor
@Suite struct AlertControllerTests {
    /// A presenter in a window (iPhone 15: 393 × 852 pt).
    func presenter() -> (UIViewController, UIWindow) {
        let vc = UIViewController()
        let w = makeWindow(root: vc)
        UIApplication.shared.runUntilIdle()
        return (vc, w)
    }

    func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    /// The centre of `view` in window coordinates.
    func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// The action views of the alert, in order of their frames (top to bottom, left to right).
    func actionViews(_ alert: UIAlertController) -> [AlertActionView] {
        var found: [AlertActionView] = []
        func walk(_ v: UIView) {
            if let a = v as? AlertActionView { found.append(a) }
            v.subviews.forEach(walk)
        }
        walk(alert.view)
        return found.sorted {
            let a = $0.convert($0.bounds, to: nil)
            let b = $1.convert($1.bounds, to: nil)
            return (a.minY, a.minX) < (b.minY, b.minX)
        }
    }

    @Test func anAlertIsCentredTwoHundredSeventyWideOverADimmedScreen() throws {
        let (vc, w) = presenter()
        let alert = UIAlertController(
            title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        vc.present(alert, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(alert.view.frame.width == 270)
        #expect(alert.view.frame.midX == (w.bounds.width / 2).rounded())
        #expect(abs(alert.view.frame.midY - w.bounds.height / 2) <= 0.5)
        #expect(alert.modalPresentationStyle == .custom)
        let pc = try #require(alert.presentationController as? AlertPresentationController)
        #expect(pc.dimmingView.alpha == 1 && pc.dimmingView.frame == w.bounds)
        #expect(vc.view.window === w)  // the presenter stays underneath
    }

    @Test func anAlertFadesInFromOnePointTwoTimesItsSize() {
        let (vc, _) = presenter()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        vc.present(alert, animated: true)
        UIApplication.shared.advance(by: 0)  // the presentation starts on the next turn
        let layer = alert.view.layer
        #expect(layer.presentation()?.opacity ?? -1 < 0.01)
        #expect(abs((layer.presentation()?.transform.m11 ?? 0) - 1.2) < 0.01)
        UIApplication.shared.advance(by: 0.15)
        let mid = layer.presentation()!
        #expect(mid.opacity > 0.5 && mid.opacity < 1)
        #expect(mid.transform.m11 > 1 && mid.transform.m11 < 1.1)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(layer.presentation()!.opacity == 1 && layer.transform.m11 == 1)
    }

    @Test func twoActionsSitSideBySideWithCancelOnTheLeft() {
        let (vc, _) = presenter()
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        vc.present(alert, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        let views = actionViews(alert)
        #expect(views.map { $0.action?.title } == ["Cancel", "Delete"])
        #expect(
            views.map { $0.frame.size } == [
                CGSize(width: 135, height: 44), CGSize(width: 135, height: 44),
            ])
        #expect(views[0].frame.minY == views[1].frame.minY)
    }

    @Test func threeActionsStackWithCancelAtTheBottom() {
        let (vc, _) = presenter()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Save", style: .default))
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
        vc.present(alert, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        let views = actionViews(alert)
        #expect(views.map { $0.action?.title } == ["Save", "Discard", "Cancel"])
        #expect(views.allSatisfy { $0.frame.width == 270 && $0.frame.height == 44 })
        #expect(alert.view.frame.maxY - centre(of: views[2]).y == 22)
    }

    @Test func choosingAnActionDismissesTheAlertThenRunsItsHandler() {
        let (vc, w) = presenter()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        var presentedWhenHandled: UIViewController?? = .none
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "OK", style: .default) { action in
                #expect(action.title == "OK")
                presentedWhenHandled = .some(vc.presentedViewController)
            })
        vc.present(alert, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        let ok = actionViews(alert)[1]
        w.simulateTap(at: centre(of: ok))
        #expect(UIApplication.shared.runUntilIdle())
        #expect(presentedWhenHandled == .some(nil))
        #expect(vc.presentedViewController == nil && alert.view.window == nil)
    }

    @Test func aDisabledActionIgnoresTaps() {
        let (vc, w) = presenter()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default) { _ in Issue.record("handler ran") }
        ok.isEnabled = false
        alert.addAction(ok)
        vc.present(alert, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        w.simulateTap(at: centre(of: actionViews(alert)[0]))
        #expect(UIApplication.shared.runUntilIdle())
        #expect(vc.presentedViewController === alert)
    }

    @Test func textFieldsSitUnderTheMessageAndTakeTyping() throws {
        let (vc, _) = presenter()
        let alert = UIAlertController(
            title: "Sign in", message: "Your account", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.isSecureTextEntry = true }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        vc.present(alert, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        let fields = try #require(alert.textFields)
        #expect(fields.count == 2)
        #expect(fields[0].frame.width == 238 && fields[1].frame.minY == fields[0].frame.maxY + 8)
        #expect(fields[0].becomeFirstResponder())
        fields[0].insertText("Ann")
        #expect(fields[0].text == "Ann")
        #expect(fields[0].resignFirstResponder())
    }

    @Test func anActionSheetSitsAtTheBottomWithCancelApart() throws {
        let (vc, w) = presenter()
        let sheet = UIAlertController(
            title: nil, message: "Share the photo", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Copy", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        vc.present(sheet, animated: true)
        UIApplication.shared.advance(by: 0)
        // It starts below the screen.
        #expect((sheet.view.layer.presentation()?.frame.minY ?? 0) >= w.bounds.height)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(sheet.view.frame.width == w.bounds.width - 16)
        #expect(sheet.view.frame.maxY == w.bounds.height - w.safeAreaInsets.bottom)
        let views = actionViews(sheet)
        #expect(views.map { $0.action?.title } == ["Copy", "Delete", "Cancel"])
        #expect(views.allSatisfy { $0.frame.height == 57 })
        let cancel = views[2].convert(views[2].bounds, to: nil)
        let delete = views[1].convert(views[1].bounds, to: nil)
        #expect(cancel.minY - delete.maxY == 8)
    }

    @Test func aSecondCancelActionStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "A", style: .cancel))
                alert.addAction(UIAlertAction(title: "B", style: .cancel))
            }
        }
        #expect(
            stderr(result).contains(
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"
            ))
    }

    @Test func aTextFieldOnAnActionSheetStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
                    .addTextField()
            }
        }
        #expect(
            stderr(result).contains(
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
            ))
    }

    @Test func aPreferredActionThatIsNotAnActionStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
                alert.preferredAction = UIAlertAction(title: "Elsewhere", style: .default)
            }
        }
        #expect(
            stderr(result).contains(
                "The -preferredAction of an alert controller must be contained in the -actions array or be nil."
            ))
    }

    @Test func presentingAnEmptyAlertStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                let vc = UIViewController()
                let w = UIWindow(frame: UIScreen.main.bounds)
                w.rootViewController = vc
                w.makeKeyAndVisible()
                vc.present(
                    UIAlertController(title: nil, message: nil, preferredStyle: .alert),
                    animated: false)
                UIApplication.shared.runUntilIdle()
            }
        }
        #expect(
            stderr(result).contains(
                "UIAlertController must have a title, a message or an action to display"))
    }
}
