import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// iOS 18's `preferredTransition = .zoom(…)`: push and present, the source asked again on the way
/// back, the source hidden while zoomed, the dimming, the interactive dismissal and the reversal
/// of a zoom interrupted mid-flight.
@MainActor
@Suite(.serialized) struct ZoomTransitionTests {
    /// A list screen with one thumbnail at (20, 200), 100×100 pt, corner radius 12.
    final class ListVC: UIViewController {
        let thumbnail = UIView(frame: CGRect(x: 20, y: 200, width: 100, height: 100))
        override func viewDidLoad() {
            view.backgroundColor = .white
            thumbnail.backgroundColor = .orange
            thumbnail.layer.cornerRadius = 12
            view.addSubview(thumbnail)
        }
    }

    final class DetailVC: UIViewController {
        override func viewDidLoad() { view.backgroundColor = .blue }
    }

    /// A detail screen that zooms from the list's thumbnail; counts the provider's calls.
    func zoomingDetail(
        from list: ListVC, options: UIViewController.Transition.ZoomOptions? = nil,
        calls: Counter = Counter()
    ) -> DetailVC {
        let detail = DetailVC()
        detail.preferredTransition = .zoom(options: options) { context in
            calls.count += 1
            #expect(context.zoomedViewController === detail)
            return (context.sourceViewController as? ListVC ?? list).thumbnail
        }
        return detail
    }

    final class Counter { var count = 0 }

    /// The clipping wrapper the zoom runs in (the container's subview that holds `view`).
    func wrapper(of view: UIView) -> UIView? {
        view.superview?.clipsToBounds == true ? view.superview : nil
    }

    func presentedFrame(_ v: UIView?) -> CGRect {
        guard let v, let p = v.layer.presentation() else { return .zero }
        let w = p.bounds.width * p.transform.m11
        let h = p.bounds.height * p.transform.m22
        return CGRect(x: p.position.x - w / 2, y: p.position.y - h / 2, width: w, height: h)
    }

    @Test func aPushGrowsTheViewOutOfTheThumbnailAndAPopShrinksItBack() {
        let list = ListVC()
        let nav = UINavigationController(rootViewController: list)
        let window = makeWindow(root: nav)
        #expect(UIApplication.shared.runUntilIdle())
        let calls = Counter()
        let detail = zoomingDetail(from: list, calls: calls)
        nav.pushViewController(detail, animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        let box = wrapper(of: detail.view)
        #expect(box != nil)
        let thumbInContainer = list.thumbnail.convert(list.thumbnail.bounds, to: box?.superview)
        let start = presentedFrame(box)
        // One frame in, the card is still about the thumbnail's size and place.
        #expect(
            abs(start.width - thumbInContainer.width) < 30
                && abs(start.minY - thumbInContainer.minY) < 30)
        #expect(list.thumbnail.isHidden)
        UIApplication.shared.advance(by: 0.2)
        let mid = presentedFrame(box)
        #expect(mid.width > start.width + 50 && mid.width < window.bounds.width)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.topViewController === detail)
        #expect(detail.view.superview != nil && detail.view.superview?.clipsToBounds == false)
        #expect(detail.view.frame == detail.view.superview!.bounds)
        #expect(detail.view.transform == .identity)
        #expect(list.thumbnail.isHidden, "the source hides while zoomed")
        #expect(calls.count == 1)

        nav.popViewController(animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(calls.count == 2, "the source is asked for again when the zoomed controller leaves")
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.viewControllers.count == 1)
        #expect(detail.view.window == nil)
        #expect(!list.thumbnail.isHidden)
        #expect(list.view.window === window)
    }

    @Test func aPresentationZoomsFullScreenAndTheDismissalLandsOnTheSourceAsItStandsThen() {
        let (list, detail, window) = presentedZoom()
        #expect(detail.presentationController?.presentationStyle == .fullScreen)
        #expect(detail.view.frame == window.bounds)
        #expect(list.view.window == nil, "full screen: the presenter's view leaves the window")
        // The thumbnail moves while zoomed; the dismissal finds it where it is now.
        list.thumbnail.frame.origin = CGPoint(x: 200, y: 500)
        list.dismiss(animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        let box = wrapper(of: detail.view)
        UIApplication.shared.advance(by: 0.45)
        let late = presentedFrame(box)
        #expect(
            abs(late.minX - 200) < 20 && abs(late.minY - 500) < 20 && abs(late.width - 100) < 20)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(list.presentedViewController == nil)
        #expect(list.view.window === window && !list.thumbnail.isHidden)
    }

    @Test func theDimmingUsesTheOptionsColour() {
        let list = ListVC()
        _ = makeWindow(root: list)
        #expect(UIApplication.shared.runUntilIdle())
        let options = UIViewController.Transition.ZoomOptions()
        options.dimmingColor = UIColor.red.withAlphaComponent(0.5)
        let detail = zoomingDetail(from: list, options: options)
        list.present(detail, animated: true)
        UIApplication.shared.advance(by: 0.1)
        let container = wrapper(of: detail.view)?.superview
        let dimming = container?.subviews.first { $0.backgroundColor == options.dimmingColor }
        #expect(dimming != nil)
        #expect(
            dimming.map {
                ($0.layer.presentation()?.opacity ?? 0) > 0
                    && ($0.layer.presentation()?.opacity ?? 1) < 1
            } == true)
        #expect(UIApplication.shared.runUntilIdle())
    }

    /// A list showing a detail screen presented with a zoom from its thumbnail, settled.
    func presentedZoom(options: UIViewController.Transition.ZoomOptions? = nil)
        -> (ListVC, DetailVC, UIWindow)
    {
        let list = ListVC()
        let window = makeWindow(root: list)
        #expect(UIApplication.shared.runUntilIdle())
        let detail = zoomingDetail(from: list, options: options)
        list.present(detail, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        return (list, detail, window)
    }

    @Test func dragDownFollowsTheFingerAndDismissesOnRelease() {
        let (list, detail, window) = presentedZoom()
        window.simulateDrag(
            from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 560), duration: 0.4)
        UIApplication.shared.advance(by: 0.3)
        #expect(detail.transitionCoordinator?.isInteractive == true)
        let card = presentedFrame(wrapper(of: detail.view))
        #expect(card.width < window.bounds.width * 0.95, "the card shrinks while dragged")
        #expect(card.midY > window.bounds.midY + 100, "and follows the finger down")
        #expect(UIApplication.shared.runUntilIdle())
        #expect(list.presentedViewController == nil)
        #expect(!list.thumbnail.isHidden)
    }

    @Test func theInteractiveDismissalTellsTheProviderTheControllerPresentWasSentTo() {
        let list = ListVC()
        let nav = UINavigationController(rootViewController: list)
        let window = makeWindow(root: nav)
        #expect(UIApplication.shared.runUntilIdle())
        var sources: [UIViewController] = []
        let detail = DetailVC()
        detail.preferredTransition = .zoom { context in
            sources.append(context.sourceViewController)
            return list.thumbnail
        }
        list.present(detail, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(detail.presentingViewController === nav)
        window.simulateDrag(
            from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), duration: 0.3)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.presentedViewController == nil)
        #expect(sources.count == 2 && sources.allSatisfy { $0 === list })
    }

    @Test func aShortSlowDragSpringsBack() {
        let (list, detail, window) = presentedZoom()
        window.simulateDrag(
            from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 340), duration: 1.0)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(list.presentedViewController === detail)
        #expect(detail.view.frame == window.bounds && detail.view.window === window)
        #expect(list.thumbnail.isHidden)
    }

    @Test func interactiveDismissShouldBeginCanRefuseTheDrag() {
        let list = ListVC()
        let window = makeWindow(root: list)
        #expect(UIApplication.shared.runUntilIdle())
        let options = UIViewController.Transition.ZoomOptions()
        var asked: [Bool] = []
        options.interactiveDismissShouldBegin = { context in
            asked.append(context.willBegin)
            return false
        }
        let detail = zoomingDetail(from: list, options: options)
        list.present(detail, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        window.simulateDrag(
            from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: 0.3)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(asked == [true])
        #expect(list.presentedViewController === detail)
    }

    @Test func aPopMidFlightRunsThePushBack() {
        let list = ListVC()
        let nav = UINavigationController(rootViewController: list)
        let window = makeWindow(root: nav)
        #expect(UIApplication.shared.runUntilIdle())
        let detail = zoomingDetail(from: list)
        nav.pushViewController(detail, animated: true)
        UIApplication.shared.advance(by: 0.2)
        let before = presentedFrame(wrapper(of: detail.view))
        nav.popViewController(animated: true)
        UIApplication.shared.advance(by: 0.1)
        let after = presentedFrame(wrapper(of: detail.view))
        #expect(after.width < before.width, "it shrinks back from where it stood")
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.viewControllers.count == 1 && nav.topViewController === list)
        #expect(detail.parent == nil && detail.view.window == nil)
        #expect(list.view.window === window && !list.thumbnail.isHidden)
        #expect(
            UIApplication.shared.diagnostics.timeline.contains {
                $0.event == "completeTransition(false)"
            })
    }

    @Test func theAlignmentRectIsAskedWithTheSourceView() {
        let list = ListVC()
        _ = makeWindow(root: list)
        #expect(UIApplication.shared.runUntilIdle())
        let options = UIViewController.Transition.ZoomOptions()
        var sources: [UIView] = []
        options.alignmentRectProvider = { context in
            sources.append(context.sourceView)
            return CGRect(x: 0, y: 0, width: 200, height: 200)
        }
        let detail = zoomingDetail(from: list, options: options)
        list.present(detail, animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        // Collapsed on the 100 pt thumbnail, the 200 pt alignment rect scales the view by 0.5.
        #expect(sources.first === list.thumbnail)
        #expect(UIApplication.shared.runUntilIdle())
    }
}
