import Foundation

extension UINavigationController {
    /// The distance fraction past which a released edge swipe finishes the pop. Engine choice.
    static let popFinishFraction: CGFloat = 0.5
    /// The rightward release speed (points per second) that finishes the pop whatever the distance.
    /// Engine choice.
    static let popFinishVelocity: CGFloat = 300

    /// Adds the left-edge pan that drives `beginInteractivePop` / `updateInteractivePop` /
    /// `endInteractivePop`: the percentage is the horizontal translation over the view's width; on
    /// release the pop finishes past half the width or when flung right faster than 300 pt/s, and
    /// is cancelled otherwise (or when the gesture is cancelled).
    func installPopGesture(on view: UIView) {
        let pan = UIScreenEdgePanGestureRecognizer { [weak self] g in self?.handlePopGesture(g) }
        pan.edges = .left
        pan.name = "interactivePopGestureRecognizer"
        view.addGestureRecognizer(pan)
        popGestureRecognizer = pan
    }

    private func handlePopGesture(_ g: UIScreenEdgePanGestureRecognizer) {
        let width = max(viewIfLoaded?.bounds.width ?? 1, 1)
        let percent = min(1, max(0, g.translation(in: viewIfLoaded).x / width))
        switch g.state {
        case .began:
            if beginInteractivePop() { updateInteractivePop(percent) }
        case .changed:
            updateInteractivePop(percent)
        case .ended:
            let v = g.velocity(in: viewIfLoaded).x
            endInteractivePop(
                finish: percent > Self.popFinishFraction || v > Self.popFinishVelocity)
        case .cancelled, .failed:
            endInteractivePop(finish: false)
        default:
            break
        }
    }
}
