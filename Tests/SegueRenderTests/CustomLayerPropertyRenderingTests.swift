import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueRender

/// A `CALayer` subclass with a custom property that `needsDisplay(forKey:)` names: set, it
/// redraws; animated, it redraws every frame with the animated value. And layer properties are
/// `open`, as Core Animation's.
@MainActor
@Suite struct CustomLayerPropertyRenderingTests {
    /// A bar filled to `progress` (0…1) of its width, in red.
    final class ProgressLayer: CALayer {
        var draws = 0
        var progress: CGFloat {
            get { value(forKey: "progress") as? CGFloat ?? 0 }
            set { setValue(newValue, forKey: "progress") }
        }
        override class func needsDisplay(forKey key: String) -> Bool {
            key == "progress" || super.needsDisplay(forKey: key)
        }
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
        }
    }

    /// A layer that counts the frames it is given, through an override of `frame`.
    final class FrameCountingLayer: CALayer {
        var frames: [CGRect] = []
        override var frame: CGRect {
            didSet { frames.append(frame) }
        }
    }

    func scene() -> (UIWindow, ProgressLayer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        window.backgroundColor = .white
        let bar = ProgressLayer()
        bar.frame = window.bounds
        window.layer.addSublayer(bar)
        return (window, bar)
    }

    func red(_ window: UIWindow, at x: CGFloat) throws -> Bool {
        let bitmap = try Renderer(scale: 1).render(window)
        let p = bitmap[Int(x), 10]
        return p.r == 255 && p.g == 0 && p.b == 0
    }

    @Test func settingTheCustomPropertyRedraws() throws {
        let (window, bar) = scene()
        bar.progress = 0.3
        #expect(bar.needsDisplay())
        #expect(try red(window, at: 25))
        #expect(try !red(window, at: 35))
        #expect(bar.value(forKey: "progress") as? CGFloat == 0.3)
        bar.progress = 0.8
        #expect(try red(window, at: 75))
        #expect(bar.draws == 2)
    }

    @Test func animatingTheCustomPropertyRedrawsEveryFrameWithTheAnimatedValue() throws {
        let (window, bar) = scene()
        let animation = CABasicAnimation(keyPath: "progress")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        bar.add(animation, forKey: "fill")
        bar.progress = 1
        UIApplication.shared.advance(by: 0.5)
        #expect(try red(window, at: 45))
        #expect(try !red(window, at: 55), "half filled at half time")
        UIApplication.shared.advance(by: 0.25)
        #expect(try red(window, at: 70))
        #expect(try !red(window, at: 80))
        #expect(bar.progress == 1, "the model holds the end value")
        UIApplication.shared.runUntilIdle()
        #expect(try red(window, at: 95))
    }

    @Test func aSubclassOverridingFrameSeesTheViewsFrames() {
        final class CountingView: UIView {
            override class var layerClass: AnyClass { FrameCountingLayer.self }
        }
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        let layer = view.layer as? FrameCountingLayer
        #expect(
            layer?.frames == [
                CGRect(x: 0, y: 0, width: 10, height: 10),
                CGRect(x: 5, y: 5, width: 20, height: 20),
            ])
    }

    @Test func needsDisplayOnBoundsChangeRedrawsAtTheNewSize() throws {
        let (window, bar) = scene()
        bar.progress = 0.5
        #expect(try red(window, at: 45) && !red(window, at: 55))
        bar.bounds.size.width = 50
        #expect(!bar.needsDisplay(), "stretched, not redrawn, by default")
        bar.needsDisplayOnBoundsChange = true
        bar.bounds.size.width = 60
        #expect(bar.needsDisplay())
        bar.position.x = 30
        // Drawn again at 60 pt: half of it (0…30) red.
        #expect(try red(window, at: 25) && !red(window, at: 35))
    }
}
