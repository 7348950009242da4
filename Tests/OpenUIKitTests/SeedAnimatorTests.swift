// The seed articles' animators, in current Swift names and as close to the text as Swift 6 allows.
// Seed000 (MyAnimator, present + push), Seed001 (CustomAnimatedTransitioning, spring), Seed002
// (PopAnimator, the herb-card zoom), Seed003 (the show/dismiss animators of parts 3.2/3.4), and the
// Seed004 variant that slides frames inside the animations block. The articles predate iOS 13, so
// every presentation sets `.fullScreen` explicitly (DESIGN.md fidelity rule 3).
import Foundation
import Testing
@testable import OpenUIKit

// MARK: Seed 000

class MyAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var presenting: Bool = true

    init(presenting: Bool) {
        super.init()
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromVC = transitionContext.viewController(forKey: .from)
        let toVC = transitionContext.viewController(forKey: .to)
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let containerFrame = containerView.frame
        var toViewStartFrame = transitionContext.initialFrame(for: toVC!)
        let toViewFinalFrame = transitionContext.finalFrame(for: toVC!)
        var fromViewFinalFrame = transitionContext.finalFrame(for: fromVC!)

        containerView.addSubview(toView!)
        if self.presenting {
            toViewStartFrame.origin.x = containerFrame.size.width
            toViewStartFrame.origin.y = containerFrame.size.height
            toView?.frame = toViewStartFrame
        } else {
            fromViewFinalFrame = CGRect(x: containerFrame.size.width, y: containerFrame.size.height,
                                        width: (toView?.frame.size.width)!, height: (toView?.frame.size.height)!)
            toView?.frame = toViewFinalFrame
            containerView.bringSubviewToFront(fromView!)
        }

        UIView.animate(withDuration: self.transitionDuration(using: transitionContext), animations: {
            if self.presenting {
                toView?.frame = toViewFinalFrame
            } else {
                fromView?.frame = fromViewFinalFrame
            }
        }) { (finshed) in
            let success = !transitionContext.transitionWasCancelled
            if self.presenting && !success || !self.presenting && success {
                toView?.removeFromSuperview()
            }
            transitionContext.completeTransition(success)
        }
    }
}

class Seed000ViewController: UIViewController, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
    func didSelect() {
        let controller = UIViewController()
        controller.modalPresentationStyle = .fullScreen
        controller.transitioningDelegate = self
        self.present(controller, animated: true, completion: nil)
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return MyAnimator(presenting: true)
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return MyAnimator(presenting: false)
    }
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if operation == .push { return MyAnimator(presenting: true) }
        else if operation == .pop { return MyAnimator(presenting: false) }
        return nil
    }
}

@MainActor
@Suite struct Seed000Tests {
    @Test func presentGrowsFromTheBottomRightCornerToFullScreenIn0_5Seconds() {
        let main = Seed000ViewController()
        let w = makeWindow(root: main)
        main.didSelect()
        UIApplication.shared.advance(by: 1.0 / 60)
        let presented = main.presentedViewController!
        UIApplication.shared.advance(by: 0.25)
        let mid = presented.view.layer.presentation()!.frame
        #expect(mid.minX > 0 && mid.minX < w.bounds.width && mid.width > 0 && mid.width < w.bounds.width)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(presented.view.frame == w.bounds)
        #expect(main.view.window == nil)
        presented.dismiss(animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(main.view.window === w)   // restored by UIKit even though the animator removed it
        #expect(presented.view.window == nil)
    }

    @Test func pushUsesTheSameAnimator() {
        let main = Seed000ViewController()
        let nav = UINavigationController(rootViewController: main)
        nav.delegate = main
        let w = makeWindow(root: nav)
        let next = UIViewController()
        nav.pushViewController(next, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(next.view.frame == nav.view.bounds)
        #expect(next.view.window === w)
    }
}

// MARK: Seed 001

public class CustomAnimatedTransitioning: NSObject, UIViewControllerAnimatedTransitioning {
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 1.0
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let finalFrameForVC = transitionContext.finalFrame(for: toViewController)
        let containerView = transitionContext.containerView
        let bounds = UIScreen.main.bounds

        toViewController.view.frame = finalFrameForVC.offsetBy(dx: 0, dy: -bounds.size.height)
        containerView.addSubview(toViewController.view)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0.0, usingSpringWithDamping: 0.5,
                       initialSpringVelocity: 0.0, options: .curveLinear, animations: {
            fromViewController.view.alpha = 0.5
            toViewController.view.frame = finalFrameForVC
        }, completion: { finished in
            transitionContext.completeTransition(true)
            fromViewController.view.alpha = 1.0
        })
    }
}

class Seed001MainViewController: UIViewController, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CustomAnimatedTransitioning()
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if "showlogin" == segue.identifier {
            let toViewController = segue.destination
            toViewController.transitioningDelegate = self
        }
    }
}

@MainActor
@Suite struct Seed001Tests {
    @Test func loginDropsInFromTheTopWithASpringAndTheSourceHalfFades() {
        let board = UIStoryboard(name: "Main")
        board.register(identifier: "main", initial: true) { Seed001MainViewController() }
        board.register(identifier: "login") { let vc = UIViewController(); vc.modalPresentationStyle = .fullScreen; return vc }
        board.addSegue(from: "main", identifier: "showlogin", kind: .presentModally(), destination: "login")
        let main = board.instantiateInitialViewController() as! Seed001MainViewController
        let w = makeWindow(root: main)
        main.performSegue(withIdentifier: "showlogin", sender: nil)
        UIApplication.shared.advance(by: 1.0 / 60)
        let login = main.presentedViewController!
        #expect(login.view.layer.presentation()!.frame.minY < 0)
        UIApplication.shared.advance(by: 0.5)
        #expect(main.view.layer.presentation()!.opacity < 1)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(login.view.frame == w.bounds)
        #expect(main.view.alpha == 1.0)
    }
}

// MARK: Seed 002

class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration = 1.0
    var presenting = true
    var originFrame = CGRect.zero
    var dismissCompletion: (() -> Void)?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)!
        containerView.addSubview(toView)
        let herbView = presenting ? toView : transitionContext.view(forKey: .from)!
        let initialFrame = presenting ? originFrame : herbView.frame
        let finalFrame = presenting ? herbView.frame : originFrame
        let xScaleFactor = presenting ? initialFrame.width / finalFrame.width : finalFrame.width / initialFrame.width
        let yScaleFactor = presenting ? initialFrame.height / finalFrame.height : finalFrame.height / initialFrame.height
        let scaleTransform = CGAffineTransform(scaleX: xScaleFactor, y: yScaleFactor)

        if presenting {
            herbView.transform = scaleTransform
            herbView.center = CGPoint(x: initialFrame.midX, y: initialFrame.midY)
            herbView.clipsToBounds = true
        }

        containerView.addSubview(toView)
        containerView.bringSubviewToFront(herbView)

        UIView.animate(withDuration: duration, delay: 0.0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0.0, animations: {
            herbView.transform = self.presenting ? CGAffineTransform.identity : scaleTransform
            herbView.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
        }, completion: { _ in
            if !self.presenting {
                self.dismissCompletion?()
            }
            transitionContext.completeTransition(true)
        })
    }
}

class Seed002ViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let transition = PopAnimator()
    var selectedImage: UIView?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transition.originFrame = selectedImage!.superview!.convert(selectedImage!.frame, to: nil)
        transition.presenting = true
        selectedImage!.isHidden = true
        return transition
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transition.presenting = false
        return transition
    }
}

@MainActor
@Suite struct Seed002Tests {
    @Test func herbCardZoomsFromItsThumbnailAndBack() {
        let main = Seed002ViewController()
        let w = makeWindow(root: main)
        let thumb = UIView(frame: CGRect(x: 20, y: 500, width: 100, height: 80))
        main.view.addSubview(thumb)
        main.selectedImage = thumb
        main.transition.dismissCompletion = { thumb.isHidden = false }
        let details = UIViewController()
        details.modalPresentationStyle = .fullScreen
        details.transitioningDelegate = main
        main.present(details, animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        let start = details.view.layer.presentation()!
        #expect(abs(start.position.x - 70) < 5 && abs(start.position.y - 540) < 5)
        #expect(thumb.isHidden)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(details.view.transform == .identity)
        #expect(details.view.center == CGPoint(x: w.bounds.midX, y: w.bounds.midY))
        details.dismiss(animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(!thumb.isHidden)
        #expect(main.view.window === w)
    }
}

// MARK: Seed 003 (parts 3.2 and 3.4)

class Seed003ShowAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let containerFrame = containerView.frame
        let toVC = transitionContext.viewController(forKey: .to)!
        let toView = transitionContext.view(forKey: .to)!
        var toViewInitialFrame = transitionContext.initialFrame(for: toVC)
        let toViewFinalFrame = transitionContext.finalFrame(for: toVC)
        toViewInitialFrame.origin.x = containerFrame.size.width
        toViewInitialFrame.origin.y = containerFrame.size.height
        containerView.addSubview(toView)
        toView.frame = toViewInitialFrame
        UIView.animate(withDuration: self.transitionDuration(using: transitionContext)) {
            toView.frame = toViewFinalFrame
        } completion: { finish in
            let success = !transitionContext.transitionWasCancelled
            if !success { toView.removeFromSuperview() }
            transitionContext.completeTransition(success)
        }
    }
    func animationEnded(_ transitionCompleted: Bool) {}
}

@MainActor
@Suite struct Seed003AnimatorTests {
    @Test func showAnimatorGrowsTheToViewIntoItsFinalFrame() {
        final class Delegate: UIViewControllerTransitioningDelegate {
            func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { Seed003ShowAnimator() }
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
                MoPresentationController(presentedViewController: presented, presenting: presenting)
            }
        }
        let a = UIViewController(), b = UIViewController()
        let w = makeWindow(root: a)
        let d = Delegate()
        b.transitioningDelegate = d
        b.modalPresentationStyle = .custom
        a.present(b, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        let half = (w.bounds.width / 2).rounded(.down)
        #expect(b.view.frame == CGRect(x: w.bounds.width - half, y: 0, width: half, height: w.bounds.height))
    }
}

// MARK: Seed 004 (the sliding variant)

@MainActor
@Suite struct Seed004SlideTests {
    @Test func childrenSlideHorizontallyInsideTheAnimationsBlock() {
        let parent = UIViewController(), first = UIViewController(), second = UIViewController()
        makeWindow(root: parent)
        parent.addChild(first); parent.view.addSubview(first.view); first.didMove(toParent: parent)
        let view = parent.view!
        second.view.frame = CGRect(x: view.frame.width, y: 0, width: view.frame.width, height: view.frame.height)
        first.willMove(toParent: nil)
        parent.addChild(second)
        parent.transition(from: first, to: second, duration: 0.4, options: [], animations: {
            first.view.frame = CGRect(x: 0 - view.frame.width, y: 0, width: view.frame.width, height: view.frame.height)
            second.view.frame = CGRect(x: 0, y: 0, width: view.frame.width, height: view.frame.height)
        }) { finished in
            first.removeFromParent()
            second.didMove(toParent: parent)
        }
        UIApplication.shared.advance(by: 0.2)
        let x = second.view.layer.presentation()!.frame.minX
        #expect(x > 0 && x < view.frame.width)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(second.view.frame.minX == 0 && first.view.superview == nil)
    }
}
