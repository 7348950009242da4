import Foundation
import Testing

@testable import OpenUIKit

@MainActor
@Suite struct ViewGeometryTests {
    @Test func frameDerivesFromCenterAndBounds() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        v.center = CGPoint(x: 0, y: 0)
        #expect(v.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
    }

    @Test func rotatedFrameIsTheBoundingBox() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        v.transform = CGAffineTransform(
            a: cos(.pi / 4), b: sin(.pi / 4), c: -sin(.pi / 4), d: cos(.pi / 4), tx: 0, ty: 0)
        #expect(abs(v.frame.width - 212.132034) < 1e-5)
        #expect(abs(v.frame.height - 212.132034) < 1e-5)
        #expect(v.center == CGPoint(x: 100, y: 50), "the transform turns about the centre")
    }

    @Test func convertThroughNestedTransformsAndBoundsOrigin() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let outer = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        outer.bounds.origin = CGPoint(x: 10, y: 0)  // scrolls content left by 10
        let inner = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        // scale 2 about centre (100,100)
        inner.transform = CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
        window.addSubview(outer)
        outer.addSubview(inner)
        // Inner's (0,0) is 50 left/up of its centre; scaled ×2 → 100 left/up of (100,100) in outer = (0,0);
        // outer's bounds origin x 10 shifts by −10; outer's frame origin adds (100,100).
        let p = inner.convert(CGPoint.zero, to: nil)
        #expect(abs(p.x - 90) < 1e-9 && abs(p.y - 100) < 1e-9)
        let back = inner.convert(p, from: nil)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
        let r = inner.convert(inner.bounds, to: outer)
        #expect(r == CGRect(x: 0, y: 0, width: 200, height: 200))
    }

    @Test func subviewOrderMatchesSublayerOrder() {
        let parent = UIView()
        let a = UIView()
        let b = UIView()
        let c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        #expect(
            parent.layer.sublayers?.map(ObjectIdentifier.init)
                == [a, c, b].map { ObjectIdentifier($0.layer) })
        parent.bringSubviewToFront(a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
        #expect(
            parent.layer.sublayers?.map(ObjectIdentifier.init)
                == [c, b, a].map { ObjectIdentifier($0.layer) })
        b.removeFromSuperview()
        #expect(b.superview == nil && b.layer.superlayer == nil)
        #expect(parent.subviews.count == 2)
    }

    @Test func movingToAWindowNotifiesTheWholeSubtreeInOrder() {
        final class Probe: UIView {
            var log: [String] = []
            override func willMove(toWindow newWindow: UIWindow?) {
                log.append("willMoveToWindow \(newWindow == nil ? "nil" : "w")")
            }
            override func didMoveToWindow() {
                log.append("didMoveToWindow \(window == nil ? "nil" : "w")")
            }
            override func willMove(toSuperview s: UIView?) { log.append("willMoveToSuperview") }
            override func didMoveToSuperview() { log.append("didMoveToSuperview") }
        }
        let window = UIWindow()
        let container = UIView()
        let probe = Probe()
        container.addSubview(probe)
        #expect(probe.log == ["willMoveToSuperview", "didMoveToSuperview"])
        probe.log.removeAll()
        window.addSubview(container)
        #expect(probe.log == ["willMoveToWindow w", "didMoveToWindow w"])
        probe.log.removeAll()
        container.removeFromSuperview()
        #expect(probe.log == ["willMoveToWindow nil", "didMoveToWindow nil"])
    }

    @Test func hitTestSkipsHiddenAndNonInteractiveViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(a)
        root.addSubview(b)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === b)
        b.isHidden = true
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === a)
        a.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 200, y: 10), with: nil) == nil)
    }

    @Test func addingAViewToItsOwnDescendantIsRefused() async {
        // UIKit raises; the engine stops with the same message (checked with an exit test).
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = UIView()
                let b = UIView()
                a.addSubview(b)
                b.addSubview(a)
            }
        }
    }

    @Test func autoresizingKeepsFlexibleWidthMargins() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
    }
}
