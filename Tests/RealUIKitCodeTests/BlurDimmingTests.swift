@_spi(Testing) import OpenUIKit
import Testing

/// A visual-effect view animated by a presentation controller: the blur comes in with the sheet
/// and leaves with it.
@MainActor
struct BlurDimmingTests {
    @Test func theBlurAnimatesInWithTheSheetAndLeavesWithIt() {
        let window = UIWindow()
        let home = UIViewController()
        home.view.backgroundColor = .systemTeal
        window.rootViewController = home
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()

        let delegate = BlurDimmingTransitioningDelegate()
        let sheet = UIViewController()
        sheet.view.backgroundColor = .white
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        home.present(sheet, animated: true)

        let controller = sheet.presentationController as? BlurDimmingPresentationController
        #expect(controller != nil, "the presentation controller is asked inside present()")
        guard let blur = controller?.blurView else { return }
        UIApplication.shared.advance(by: 0.1)
        #expect(blur.superview != nil && blur.superview === sheet.view.superview)
        #expect(blur.frame == window.bounds)
        UIApplication.shared.runUntilIdle()
        #expect((blur.effect as? UIBlurEffect) != nil)
        #expect(sheet.view.frame.minY == window.bounds.height / 2)

        sheet.dismiss(animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(blur.effect == nil)
        #expect(blur.superview == nil)
        #expect(home.presentedViewController == nil)
    }
}
