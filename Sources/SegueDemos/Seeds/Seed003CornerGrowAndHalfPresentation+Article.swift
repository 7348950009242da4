// Seed 003 ("iOS_Custom Transition Animation 自定义转场动画"): the show animator of part 3.2, the
// hide animator of part 3.4 and the presentation controller of part 4, in current Swift names and
// as close to the text as Swift 6 allows (the text is cut off in places; completed as its comments
// describe).
// Article text: Docs/Articles/003_be9950a6cf638093.txt.
import Foundation
import OpenUIKit

/// Part 3.2: push or present — the to-view's frame opens from a point at the container's
/// bottom-right corner into its final frame, so its content slides in from that corner.
class ShowAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        return 0.5
    }

    /// 转场动画
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // 1. get data for animation (获取动画需要的数据)
        let containerView = transitionContext.containerView
        let containerFrame = containerView.frame
        let toVC = transitionContext.viewController(forKey: .to)!
        let toView = transitionContext.view(forKey: .to)!
        // 初始frame
        var toViewInitialFrame = transitionContext.initialFrame(for: toVC)
        // 最终frame
        let toViewFinalFrame = transitionContext.finalFrame(for: toVC)
        // 2. calculate the value what you want (计算初始位置+最终位置)
        toViewInitialFrame.origin.x = containerFrame.size.width
        toViewInitialFrame.origin.y = containerFrame.size.height
        // 3. Add toView to the containerView, and set the initial value
        containerView.addSubview(toView)
        toView.frame = toViewInitialFrame
        // 4. execute animation 执行动画
        UIView.animate(withDuration: self.transitionDuration(using: transitionContext)) {
            // 5.1 set final frame for animation view
            toView.frame = toViewFinalFrame
        } completion: { finish in
            // 5.2 get animation result
            let success = !transitionContext.transitionWasCancelled
            // 5.2.1 remove the view after animation finish
            if !success {
                toView.removeFromSuperview()
            }
            // 5.3 notify the transition is finished
            transitionContext.completeTransition(success)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {}
}

/// Part 3.4: pop or dismiss — the to-view is put (back) in the container at its start frame and the
/// from-view moves to the bottom-right corner.
class HideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        return 0.5
    }

    /// 转场动画
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // 1. get data for animation (获取动画需要的数据)
        let containerView = transitionContext.containerView
        let containerFrame = containerView.frame
        let fromVC = transitionContext.viewController(forKey: .from)!
        let toVC = transitionContext.viewController(forKey: .to)!
        let fromView = transitionContext.view(forKey: .from)!
        // nil when the presenter's view stays where it is (a custom presentation)
        let toView = transitionContext.view(forKey: .to)
        var toViewStartFrame = transitionContext.initialFrame(for: toVC)
        // UIKit reports .zero for a view that is not on screen: fall back to the final frame.
        if toViewStartFrame.isEmpty { toViewStartFrame = transitionContext.finalFrame(for: toVC) }
        var fromViewFinalFrame = transitionContext.finalFrame(for: fromVC)
        // 2. calculate the value what you want (计算初始位置+最终位置)
        fromViewFinalFrame = CGRect(
            x: containerFrame.width,
            y: containerFrame.height,
            width: fromView.frame.width,
            height: fromView.frame.height)
        // 3. Add toView to the containerView, and set the initial value
        if let toView {
            containerView.insertSubview(toView, belowSubview: fromView)
            toView.frame = toViewStartFrame
        }
        // 4. execute animation 执行动画
        UIView.animate(withDuration: self.transitionDuration(using: transitionContext)) {
            // 5.1 set final frame for animation view
            fromView.frame = fromViewFinalFrame
        } completion: { finish in
            // 5.2 get animation result
            let success = !transitionContext.transitionWasCancelled
            // 5.2.1 remove the view after animation finish
            if success {
                fromView.removeFromSuperview()
            }
            // 5.3 notify the transition is finished
            transitionContext.completeTransition(success)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {}
}

/// Part 4: the presented view takes the right half of the container over a 40% black dimming view.
class MoPresentationController: UIPresentationController {
    // presentVC 在动画容器上的 frame
    override var frameOfPresentedViewInContainerView: CGRect {
        let containerBounds: CGRect = self.containerView?.bounds ?? .zero
        let width = CGFloat(floorf(Float(containerBounds.size.width) / 2.0))
        let height = containerBounds.size.height
        let originX = containerBounds.size.width - width
        return CGRect(x: originX, y: 0.0, width: width, height: height)
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
