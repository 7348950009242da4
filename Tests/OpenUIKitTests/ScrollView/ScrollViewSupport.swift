import Foundation

@_spi(Testing) @testable import OpenUIKit

/// A scroll view delegate that logs its calls, as an app would while debugging one.
@MainActor
final class ScrollLog: UIScrollViewDelegate {
    var calls: [String] = []
    var offsets: [CGPoint] = []
    var endVelocity: CGPoint?
    var proposedTarget: CGPoint?
    /// Where the delegate moves the target of a drag, if anywhere.
    var retarget: CGPoint?
    var zoomView: UIView?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if calls.last != "didScroll" { calls.append("didScroll") }
        offsets.append(scrollView.contentOffset)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        calls.append("willBeginDragging")
    }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging")
        endVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        calls.append("willBeginDecelerating")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        calls.append("didEndDecelerating")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        calls.append("didEndScrollingAnimation")
    }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        if calls.last != "didZoom" { calls.append("didZoom") }
    }
    func scrollViewDidEndZooming(
        _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {
        calls.append("didEndZooming(\(scale))")
    }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        calls.append("didChangeAdjustedContentInset")
    }
}

/// A 390 × 844 window whose root controller's view holds a full-screen scroll view of
/// `contentSize`, with a log as its delegate.
@MainActor
final class ScrollStage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let log = ScrollLog()

    init(contentSize: CGSize = CGSize(width: 390, height: 3000)) {
        let root = UIViewController()
        window.rootViewController = root
        scrollView.contentSize = contentSize
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.delegate = log
        root.view.addSubview(scrollView)
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        log.calls.removeAll()
        log.offsets.removeAll()
    }

    /// A finger down at `from`, moved to `to` over `duration` seconds, held still for `hold`
    /// seconds (so the lift has no speed), then lifted; runs until the scroll view is idle.
    func drag(from: CGPoint, to: CGPoint, duration: TimeInterval = 0.3, hold: TimeInterval = 0.2) {
        let fingers = window.touchSynthesizer
        fingers.touchDown(at: from)
        let steps = max(1, Int((duration * 60).rounded()))
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            fingers.move(
                to: CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
        }
        if hold > 0 { fingers.wait(hold) }
        fingers.touchUp()
        UIApplication.shared.runUntilIdle()
    }

    /// A straight flick from `from` to `to` at constant speed over `duration`, lifted moving.
    func flick(from: CGPoint, to: CGPoint, duration: TimeInterval) {
        window.touchSynthesizer.drag(
            from: from, to: to, duration: duration, curve: .init(name: .linear))
        UIApplication.shared.runUntilIdle()
    }
}
