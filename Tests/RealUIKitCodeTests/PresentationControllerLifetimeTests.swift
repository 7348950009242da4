@_spi(Testing) import OpenUIKit
import Testing

/// Fixes 1 and 2 of the real-code issue, as Apple's CustomTransitions sample exercises them.
@MainActor
@Suite(.serialized) struct PresentationControllerLifetimeTests {
    func showRoot() -> (UIWindow, UIViewController) {
        let window = UIWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle(timeout: 5)
        return (window, root)
    }

    /// Presents `presented` the way the sample does: the presentation controller is a local that
    /// is only the (weak) transitioning delegate when `present` returns.
    func presentLikeTheSample(_ presented: UIViewController, from root: UIViewController) {
        let presentationController = WrappingPresentationController(
            presentedViewController: presented, presenting: root)
        presented.transitioningDelegate = presentationController
        root.present(presented, animated: true)
    }

    @Test func thePresentationControllerIsAskedForInsidePresentAndKeptByThePresentedController() {
        let (window, root) = showRoot()
        let second = UIViewController()
        presentLikeTheSample(second, from: root)
        // Before the run loop turns, the presented controller already holds it.
        #expect(second.presentationController is WrappingPresentationController)
        #expect(second.transitioningDelegate is WrappingPresentationController)
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(root.presentedViewController === second)
        #expect(second.presentationController is WrappingPresentationController)
        #expect(second.view.window === window)
    }

    @Test func theToViewIsTheWrapperMadeInPresentationTransitionWillBegin() {
        let (window, root) = showRoot()
        let second = UIViewController()
        let warningsBefore = UIApplication.shared.diagnostics.warnings.count
        presentLikeTheSample(second, from: root)
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        let pc = second.presentationController
        let wrapper = pc?.presentedView
        #expect(wrapper != nil && wrapper !== second.view)
        // The presented view sits inside the rounded view inside the wrapper, in the container.
        #expect(second.view.superview?.superview === wrapper)
        #expect(wrapper?.superview === pc?.containerView)
        #expect(
            wrapper?.frame
                == CGRect(
                    x: 0, y: window.bounds.height - 300, width: window.bounds.width, height: 300))
        #expect(second.view.frame.size == CGSize(width: window.bounds.width, height: 300))
        #expect(UIApplication.shared.diagnostics.warnings.count == warningsBefore)
        root.dismiss(animated: true)
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(root.presentedViewController == nil)
        #expect(second.view.window == nil)
    }
}
