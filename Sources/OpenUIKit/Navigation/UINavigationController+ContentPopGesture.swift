import Foundation

extension UINavigationController {
    /// The largest angle from the horizontal, in degrees, at which the content swipe still pops.
    /// Engine choice (Docs/Behaviour-today.md, "Content back swipe").
    static let contentPopMaximumAngle: CGFloat = 30

    /// Adds iOS 26's content back swipe: a pan anywhere in the content that starts the same
    /// interactive pop as the edge swipe, once the finger has moved the pan's 10 pt threshold
    /// within 30° of the horizontal toward the trailing side. It waits for the edge swipe to fail
    /// (a touch at the edge belongs to the edge swipe) and for the content's own pans; a horizontal
    /// scroll view under the finger waits for it, and it refuses when that scroll view can still
    /// scroll toward the finger's direction.
    func installContentPopGesture(on view: UIView) {
        let pan = UIPanGestureRecognizer { [weak self] g in self?.handleContentPopGesture(g) }
        pan.name = "interactiveContentPopGestureRecognizer"
        pan.maximumNumberOfTouches = 1
        let arbiter = ContentPopGestureArbiter(navigationController: self)
        pan.delegate = arbiter
        contentPopArbiter = arbiter
        if let edge = popGestureRecognizer { pan.require(toFail: edge) }
        view.addGestureRecognizer(pan)
        contentPopGestureRecognizer = pan
    }

    private func handleContentPopGesture(_ g: UIPanGestureRecognizer) {
        let width = max(viewIfLoaded?.bounds.width ?? 1, 1)
        // Right-to-left, the swipe goes leftward.
        let sign: CGFloat = viewIfLoaded?.isRightToLeft == true ? -1 : 1
        let percent = min(1, max(0, sign * g.translation(in: viewIfLoaded).x / width))
        switch g.state {
        case .began:
            // The arbiter checked `canBeginBuiltInInteractivePop()` a moment ago (the delegate is
            // not asked for a pop animator twice); an app's own recognizer delegate did not.
            let checked = g.delegate === contentPopArbiter
            guard stack.count > 1, runningTransition == nil,
                checked || canBeginBuiltInInteractivePop()
            else { return }
            interactivePop = UIPercentDrivenInteractiveTransition()
            popViewController(animated: true)
            updateInteractivePop(percent)
        case .changed:
            updateInteractivePop(percent)
        case .ended:
            let v = sign * g.velocity(in: viewIfLoaded).x
            endInteractivePop(
                finish: percent > Self.popFinishFraction || v > Self.popFinishVelocity)
        case .cancelled, .failed:
            endInteractivePop(finish: false)
        default:
            break
        }
    }

    /// Whether an interactive pop with the built-in slide could start now: more than one
    /// controller, no transition running or queued, the view in a window, no zoom on top (its own
    /// pan handles it) and no custom pop animator from the delegate (the app's interaction
    /// drives a custom pop).
    func canBeginBuiltInInteractivePop() -> Bool {
        guard stack.count > 1, runningTransition == nil, queued.isEmpty,
            viewIfLoaded?.window != nil
        else { return false }
        if ZoomDismissGesture.handlesBackSwipe(of: stack[stack.count - 1]) { return false }
        if let d = delegate,
            d.navigationController(
                self, animationControllerFor: .pop, from: stack[stack.count - 1],
                to: stack[stack.count - 2]) != nil
        {
            return false
        }
        return true
    }
}

/// The content back swipe's delegate: the rules by which it begins and yields
/// (`UINavigationController+ContentPopGesture.swift`). An app that sets its own delegate on the
/// recognizer replaces these rules, as on iOS.
@MainActor
final class ContentPopGestureArbiter: NSObject, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let nav = navigationController,
            let pan = gestureRecognizer as? UIPanGestureRecognizer,
            let view = pan.view
        else { return false }
        let rtl = view.isRightToLeft
        let t = pan.translation(in: view)
        guard Self.popsToward(t, rightToLeft: rtl) else { return false }
        guard nav.canBeginBuiltInInteractivePop() else { return false }
        let location = pan.location(in: view)
        let start = CGPoint(x: location.x - t.x, y: location.y - t.y)
        var candidate = view.hitTest(start, with: nil)
        while let v = candidate, v !== view {
            if let scrollView = v as? UIScrollView,
                scrollView.canRevealLeadingContent(rightToLeft: rtl)
            {
                return false
            }
            candidate = v.superview
        }
        return true
    }

    /// The content's own pans (not a scroll view's) come first: the content swipe waits for them
    /// to fail.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let view = gestureRecognizer.view, otherGestureRecognizer is UIPanGestureRecognizer,
            !(otherGestureRecognizer is UIScreenEdgePanGestureRecognizer),
            let otherView = otherGestureRecognizer.view, otherView !== view,
            otherView.isDescendant(of: view)
        else { return false }
        if let scrollView = otherView as? UIScrollView,
            otherGestureRecognizer === scrollView.panGestureRecognizer
        {
            return false
        }
        return true
    }

    /// A scroll view's pan under the content waits for the content swipe to fail when the swipe
    /// is one that pops: toward the trailing side within the angle, started outside the edge zone
    /// (a touch at the edge keeps UIKit's older default: the scroll view takes it;
    /// Docs/Behaviour-lists.md), with the scroll view at its leading edge. Any other drag is the
    /// scroll view's at once, as before iOS 26.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let scrollView = otherGestureRecognizer.view as? UIScrollView,
            let scrollPan = otherGestureRecognizer as? UIPanGestureRecognizer,
            scrollPan === scrollView.panGestureRecognizer, let view = gestureRecognizer.view,
            scrollView.isDescendant(of: view),
            !scrollView.canRevealLeadingContent(rightToLeft: view.isRightToLeft)
        else { return false }
        // The scroll view's pan is the one asking to begin: its translation is the drag's.
        let rtl = view.isRightToLeft
        let t = scrollPan.translation(in: view)
        let startX = scrollPan.location(in: view).x - t.x
        let fromEdge = rtl ? view.bounds.width - startX : startX
        return fromEdge > UIScreenEdgePanGestureRecognizer.edgeZone
            && Self.popsToward(t, rightToLeft: rtl)
    }

    /// Whether a pan that moved by `t` points toward the trailing side (right, or left
    /// right-to-left) within `contentPopMaximumAngle` of the horizontal.
    static func popsToward(_ t: CGPoint, rightToLeft: Bool) -> Bool {
        let slope = tan(UINavigationController.contentPopMaximumAngle * .pi / 180)
        let x = rightToLeft ? -t.x : t.x
        return x > 0 && abs(t.y) <= x * slope
    }
}

extension UIScrollView {
    /// Whether a finger moving toward the trailing side reveals content on the leading side (the
    /// content is not at its leading edge): content on the left, or on the right right-to-left
    /// (a scroll view's offsets do not flip).
    fileprivate func canRevealLeadingContent(rightToLeft: Bool) -> Bool {
        let inset = adjustedContentInset
        guard contentSize.width + inset.left + inset.right > bounds.width else { return false }
        if rightToLeft {
            return contentOffset.x < contentSize.width + inset.right - bounds.width - 0.5
        }
        return contentOffset.x > -inset.left + 0.5
    }
}
