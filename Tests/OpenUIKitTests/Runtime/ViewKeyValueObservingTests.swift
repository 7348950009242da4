import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// Porting.md's key-value observing example, as written there.
final class StretchyHeader: UIViewController {
    let scrollView = UIScrollView()
    private var observation: NSKeyValueObservation?
    private(set) var offsets: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        observation = scrollView.observe(\.contentOffset, options: [.new]) {
            [weak self] _, change in
            if let offset = change.newValue { self?.offsets.append(offset.y) }
        }
    }
}

/// `observe(_:options:changeHandler:)` on views and layers: Foundation's block KVO for the
/// properties a layer stores (Docs/Behaviour-runtime.md, "Key-value observing").
@MainActor
@Suite struct ViewKeyValueObservingTests {
    @Test func aFrameChangeIsReportedOnceWithItsOldAndNewValues() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        var changes: [[CGRect]] = []
        let observation = view.observe(\.frame, options: [.old, .new]) { _, change in
            changes.append([change.oldValue!, change.newValue!])
        }
        view.frame = CGRect(x: 10, y: 20, width: 200, height: 80)
        view.frame = CGRect(x: 10, y: 20, width: 200, height: 80)
        view.center = CGPoint(x: 10, y: 20)
        #expect(
            changes == [
                [
                    CGRect(x: 0, y: 0, width: 100, height: 50),
                    CGRect(x: 10, y: 20, width: 200, height: 80),
                ],
                [
                    CGRect(x: 10, y: 20, width: 200, height: 80),
                    CGRect(x: -90, y: -20, width: 200, height: 80),
                ],
            ])
        observation.invalidate()
        view.frame = .zero
        #expect(changes.count == 2, "an invalidated observation is not told")
    }

    @Test func theStretchyHeaderOfPortingMdSeesEachContentOffset() {
        let controller = StretchyHeader()
        controller.loadViewIfNeeded()
        controller.scrollView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 40)
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 40)
        controller.scrollView.contentOffset = CGPoint(x: 0, y: -64)
        #expect(controller.offsets == [40, -64])
    }

    @Test func initialPriorOldAndNewArriveInFoundationsOrder() {
        let layer = CALayer()
        var log: [String] = []
        let observation = layer.observe(\.cornerRadius, options: [.initial, .prior, .old, .new]) {
            _, change in
            log.append(
                "\(change.isPrior ? "prior" : "change") "
                    + "\(change.oldValue.map { "\($0)" } ?? "-") \(change.newValue.map { "\($0)" } ?? "-")"
            )
        }
        layer.cornerRadius = 12
        #expect(log == ["change - 0.0", "prior 0.0 -", "change 0.0 12.0"])
        _ = observation
    }

    @Test func releasingTheTokenEndsTheObservation() {
        let view = UIView()
        var alphas: [CGFloat] = []
        var observation: NSKeyValueObservation? = view.observe(\.alpha, options: [.new]) { _, c in
            alphas.append(c.newValue!)
        }
        view.alpha = 0.5
        #expect(observation != nil)
        observation = nil
        view.alpha = 0.25
        #expect(alphas == [0.5])
    }

    @Test func aChangeInsideAnAnimationBlockIsReportedAtOnceWithTheModelValue() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var widths: [CGFloat] = []
        let observation = view.observe(\.bounds, options: [.new]) { _, change in
            widths.append(change.newValue!.width)
        }
        UIView.animate(withDuration: 1) { view.bounds.size.width = 300 }
        #expect(widths == [300])
        UIApplication.shared.runUntilIdle()
        #expect(widths == [300], "the animation's frames are not model changes")
        observation.invalidate()
    }

    @Test func aViewsLayerPropertyIsObservedThroughTheView() {
        let view = UIView()
        var radii: [CGFloat] = []
        let observation = view.observe(\.layer.cornerRadius, options: [.new]) { _, change in
            radii.append(change.newValue!)
        }
        view.layer.cornerRadius = 8
        view.backgroundColor = .red
        #expect(radii == [8], "a change of another property is not reported")
        observation.invalidate()
    }
}
