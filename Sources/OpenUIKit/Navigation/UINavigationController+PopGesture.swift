import Foundation

extension UINavigationController {
    /// The distance fraction past which a released edge swipe finishes the pop. Engine choice.
    static let popFinishFraction: CGFloat = 0.5
    /// The rightward release speed (points per second) that finishes the pop whatever the distance.
    /// Engine choice.
    static let popFinishVelocity: CGFloat = 300

    /// Adds the leading-edge pan that drives `beginInteractivePop` / `updateInteractivePop` /
    /// `endInteractivePop`: the percentage is the horizontal translation over the view's width; on
    /// release the pop finishes past half the width or when flung right faster than 300 pt/s, and
    /// is cancelled otherwise (or when the gesture is cancelled). Right-to-left, it is the right
    /// edge and the motion is leftward, as UIKit's.
    func installPopGesture(on view: UIView) {
        let pan = LeadingEdgePanGestureRecognizer { [weak self] g in self?.handlePopGesture(g) }
        pan.name = "interactivePopGestureRecognizer"
        view.addGestureRecognizer(pan)
        popGestureRecognizer = pan
    }

    private func handlePopGesture(_ g: UIScreenEdgePanGestureRecognizer) {
        let width = max(viewIfLoaded?.bounds.width ?? 1, 1)
        // Right-to-left, the swipe goes leftward.
        let sign: CGFloat = viewIfLoaded?.isRightToLeft == true ? -1 : 1
        let percent = min(1, max(0, sign * g.translation(in: viewIfLoaded).x / width))
        switch g.state {
        case .began:
            if beginInteractivePop() { updateInteractivePop(percent) }
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
}

/// The navigation controller's edge pan: from the left edge, or the right one when its view
/// lays out right-to-left.
final class LeadingEdgePanGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    override var edges: UIRectEdge {
        get { view?.isRightToLeft == true ? .right : .left }
        set {}
    }
}
