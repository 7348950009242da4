import Foundation
import Testing
@testable import OpenUIKit

// Seed 003 ("custom transition animation"), part 4: the presentation controller that shows the
// presented view on the right half with a dimming view animated alongside the transition. The
// article's code, completed where the text is cut off. The animators of parts 3.2/3.4 use
// UIView.animate and live in SeedAnimatorTests.swift (pending the anim branch).

class MoPresentationController: UIPresentationController {
    // presentVC 在动画容器上的 frame
    override var frameOfPresentedViewInContainerView: CGRect {
        get {
            let containerBounds: CGRect = self.containerView?.bounds ?? .zero
            let width = CGFloat(floorf(Float(containerBounds.size.width) / 2.0))
            let height = containerBounds.size.height
            let originX = containerBounds.size.width - width
            return CGRect(x: originX, y: 0.0, width: width, height: height)
        }
    }

    // 暗色背景
    lazy var moDimmingView: UIView = {
        let view = UIView(frame: .zero)
        view.backgroundColor = UIColor(white: 0.0, alpha: 0.4)
        view.alpha = 0.0
        return view
    }()

    // MARK: - 将要开始 present,设置初始值 和 动画回调
    override func presentationTransitionWillBegin() {
        // 1. get animation container view (获取动画容器视图)
        guard let containerView = containerView else { return }
        // 2. set initial value for animation views and add to container view
        self.moDimmingView.frame = containerView.bounds
        self.moDimmingView.alpha = 0.0
        containerView.insertSubview(self.moDimmingView, at: 0)
        // 3. execute animation (执行动画)
        guard let transitionCoordinator = self.presentedViewController.transitionCoordinator else {
            self.moDimmingView.alpha = 1.0
            return
        }
        transitionCoordinator.animateAlongsideTransition(in: self.presentedView) { context in
            self.moDimmingView.alpha = 1.0
        }
    }

    // MARK: - present 动画结束
    override func presentationTransitionDidEnd(_ completed: Bool) {
        // remove dark background view when transition fail
        if !completed {
            self.moDimmingView.removeFromSuperview()
        }
    }

    // MARK: - 将要开始 dismiss,设置初始值 和 动画回调
    override func dismissalTransitionWillBegin() {
        guard let transitionCoordinator = self.presentedViewController.transitionCoordinator else {
            self.moDimmingView.alpha = 0.0
            return
        }
        transitionCoordinator.animateAlongsideTransition(in: self.presentedView) { context in
            self.moDimmingView.alpha = 0.0
        }
    }

    // MARK: - dismiss 动画结束
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            self.moDimmingView.removeFromSuperview()
        }
    }
}

final class Seed003Delegate: UIViewControllerTransitioningDelegate {
    // 返回实现 present-dismiss 动效的VC
    func presentationController(forPresented presented: UIViewController,
                                presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        return MoPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

@MainActor
@Suite struct Seed003Tests {
    @Test func presentationControllerShowsTheRightHalfOverADimmedPresenter() throws {
        let a = LoggingVC(), b = LoggingVC()
        let w = makeWindow(root: a)
        let delegate = Seed003Delegate()
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .custom
        a.present(b, animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        let pc = try #require(b.presentationController as? MoPresentationController)
        #expect(pc.moDimmingView.superview === pc.containerView)
        #expect(pc.containerView?.subviews.first === pc.moDimmingView)
        #expect(UIApplication.shared.runUntilIdle())
        let half = (w.bounds.width / 2).rounded(.down)
        #expect(b.view.frame == CGRect(x: w.bounds.width - half, y: 0, width: half, height: w.bounds.height))
        #expect(pc.moDimmingView.alpha == 1)
        #expect(pc.moDimmingView.frame == w.bounds)
        #expect(a.view.window === w)   // the presenter stays (custom, shouldRemovePresentersView false)
        b.dismiss(animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(pc.moDimmingView.superview == nil)
        #expect(b.view.window == nil)
        #expect(w.subviews.count == 1)
    }
}
