import Foundation
@_spi(Testing) import OpenQuartzCore
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Layout code that asks for layout again: what changes nothing asks for nothing, and what loops
/// is bounded per run-loop turn and reported, as UIKit's layout feedback loop debugger reports it.
@MainActor
@Suite struct LayoutFeedbackLoopTests {
    /// A view that counts its layouts and runs `body` in each.
    final class CountingView: UIView {
        var layouts = 0
        var body: (CountingView) -> Void = { _ in }
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            body(self)
        }
    }

    /// A window holding `view` (400 × 400), laid out once.
    func windowHolding(_ view: UIView) -> UIWindow {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        w.addSubview(view)
        testWindows.append(w)
        MainRunLoop.shared.advance(by: 0)
        return w
    }

    func feedbackWarnings(since mark: Int) -> [String] {
        warnings(since: mark).filter { $0.hasPrefix("Layout feedback loop detected") }
    }

    @Test func anEqualConstraintRemadeInLayoutSubviewsAsksForNoMoreLayout() {
        let host = CountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(child)
        NSLayoutConstraint.activate([
            child.heightAnchor.constraint(equalToConstant: 40),
            child.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            child.topAnchor.constraint(equalTo: host.topAnchor),
        ])
        var width: NSLayoutConstraint?
        host.body = { _ in
            width?.isActive = false
            width = child.widthAnchor.constraint(equalToConstant: 120)
            width?.isActive = true
        }
        let mark = warningMark
        _ = windowHolding(host)
        MainRunLoop.shared.advance(by: 1.0 / 60)
        // The first layout makes the constraint and moves the child (a second layout applies
        // its frame); re-making it unchanged then asks for nothing.
        #expect(host.layouts == 2)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
        MainRunLoop.shared.advance(by: 0.5)
        #expect(host.layouts == 2)
        #expect(host.constraints.count + child.constraints.count == 4)
        #expect(feedbackWarnings(since: mark) == [])
    }

    @Test func bringingTheFrontmostSubviewToFrontInLayoutSubviewsAsksForNothing() {
        let host = CountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView()
        let badge = UIView()
        host.addSubview(badge)
        host.addSubview(back)
        host.body = { $0.bringSubviewToFront(badge) }
        let mark = warningMark
        _ = windowHolding(host)
        MainRunLoop.shared.advance(by: 0.5)
        #expect(host.layouts == 1)
        #expect(host.subviews.last === badge)
        #expect(feedbackWarnings(since: mark) == [])
    }

    @Test func reorderingSubviewsInLayoutSubviewsAsksForNoLayout() {
        let host = CountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView()
        let b = UIView()
        host.addSubview(a)
        host.addSubview(b)
        // Each layout moves both: the order changes every time, the geometry never.
        host.body = { host in
            host.bringSubviewToFront(host.subviews[0])
            host.sendSubviewToBack(host.subviews[1])
        }
        _ = windowHolding(host)
        MainRunLoop.shared.advance(by: 0.5)
        #expect(host.layouts == 1)
        #expect(!host.layer.needsLayout() && !a.layer.needsLayout() && !b.layer.needsLayout())
    }

    /// A layer whose `layoutSublayers()` asks for display, counting both.
    final class DisplayingLayer: CALayer {
        var layouts = 0
        var displays = 0
        override func layoutSublayers() {
            super.layoutSublayers()
            layouts += 1
            setNeedsDisplay()
        }
        override func display() { displays += 1 }
    }

    @Test func setNeedsDisplayFromLayoutSublayersDisplaysOnceAndLaysOutOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let layer = DisplayingLayer()
        view.layer.addSublayer(layer)
        layer.setNeedsLayout()
        let mark = warningMark
        _ = windowHolding(view)
        MainRunLoop.shared.advance(by: 0.5)
        #expect(layer.layouts == 1)
        #expect(layer.displays == 1)
        #expect(!layer.needsDisplay() && !layer.needsLayout())
        #expect(feedbackWarnings(since: mark) == [])
    }

    @Test func setNeedsDisplayDoesNotAskForLayout() {
        let layer = CALayer()
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        #expect(!layer.needsLayout())
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        _ = windowHolding(view)
        let before = view.layouts
        view.layer.setNeedsDisplay()
        MainRunLoop.shared.advance(by: 1.0 / 60)
        #expect(view.layouts == before)
    }

    @Test func settingAnEqualFrameBoundsOrCenterAsksForNoLayout() {
        let host = CountingView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        _ = windowHolding(host)
        let before = host.layouts
        host.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
        host.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        host.center = CGPoint(x: 110, y: 70)
        #expect(!host.layer.needsLayout())
        #expect(host.superview?.layer.needsLayout() == false)
        MainRunLoop.shared.advance(by: 1.0 / 60)
        #expect(host.layouts == before)
    }

    @Test func aViewThatAsksForItsOwnLayoutEveryTimeIsReportedAndTheFrameEnds() {
        let host = CountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.body = { $0.setNeedsLayout() }
        let mark = warningMark
        _ = windowHolding(host)
        // One turn: the threshold's worth of layouts, then the frame ends.
        #expect(host.layouts == 100)
        let reported = feedbackWarnings(since: mark)
        #expect(reported.count == 1)
        #expect(
            reported.first
                == "Layout feedback loop detected: \(host) was laid out 100 times in one run-loop turn (UIViewLayoutFeedbackLoopDebuggingThreshold 100). Something in its layout asks for its layout again; it is laid out again on the next turn."
        )
        // The loop goes on, bounded each turn, reported once; the run continues.
        MainRunLoop.shared.advance(by: 2.0 / 60)
        #expect(host.layouts > 100 && host.layouts <= 100 * 4)
        #expect(feedbackWarnings(since: mark).count == 1)
        #expect(UIApplication.shared.runUntilIdle(timeout: 1))
        host.body = { _ in }
        MainRunLoop.shared.advance(by: 1.0 / 60)
        let settled = host.layouts
        MainRunLoop.shared.advance(by: 1.0 / 60)
        #expect(host.layouts == settled)
    }
}
