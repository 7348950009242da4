import Foundation
import OpenUIKit
import Testing

@testable import SegueRender

/// A view's `draw(_:)` with `UIBezierPath` fills, strokes and clips, drawn by the compositor at
/// known pixels (scale 2). The PNGs go to /tmp/drawing/ for a look.
@MainActor
@Suite struct DrawRectRenderingTests {
    /// A red circle, a blue 4 pt line, a dashed green line, and a clipped yellow square.
    final class SampleView: UIView {
        var draws = 0
        var circleColor = UIColor.red

        override func draw(_ rect: CGRect) {
            draws += 1
            circleColor.setFill()
            UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 40, height: 40)).fill()
            UIColor.blue.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 70))
            line.addLine(to: CGPoint(x: 100, y: 70))
            line.lineWidth = 4
            line.stroke()
            let dashed = UIBezierPath()
            dashed.move(to: CGPoint(x: 0, y: 85))
            dashed.addLine(to: CGPoint(x: 100, y: 85))
            dashed.lineWidth = 4
            var pattern: [CGFloat] = [10, 10]
            dashed.setLineDash(&pattern, count: 2, phase: 0)
            UIColor.green.setStroke()
            dashed.stroke()
            UIGraphicsGetCurrentContext()?.saveGState()
            UIBezierPath(rect: CGRect(x: 60, y: 0, width: 20, height: 100)).addClip()
            UIColor.yellow.setFill()
            UIBezierPath(rect: CGRect(x: 50, y: 10, width: 40, height: 40)).fill()
            UIGraphicsGetCurrentContext()?.restoreGState()
        }
    }

    func render(_ window: UIWindow, _ name: String) throws -> Bitmap {
        window.layoutIfNeeded()
        let bitmap = try Renderer(scale: 2).render(window)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/drawing", withIntermediateDirectories: true)
        if let png = try? bitmap.pngData() {
            try? png.write(to: URL(fileURLWithPath: "/tmp/drawing/\(name).png"))
        }
        return bitmap
    }

    func rgb(_ b: Bitmap, _ x: CGFloat, _ y: CGFloat) -> [Int] {
        let p = b[Int(x * 2), Int(y * 2)]
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    func scene() -> (UIWindow, SampleView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        let view = SampleView(frame: window.bounds)
        view.backgroundColor = .white
        window.addSubview(view)
        return (window, view)
    }

    @Test func fillsStrokesDashesAndClipsLandOnTheirPixels() throws {
        let (window, view) = scene()
        let b = try render(window, "sample")
        #expect(rgb(b, 30, 30) == [255, 0, 0], "inside the circle")
        #expect(rgb(b, 12, 12) == [255, 255, 255], "the circle's bounding corner is outside it")
        #expect(rgb(b, 50, 70) == [0, 0, 255], "on the 4 pt line")
        #expect(rgb(b, 50, 67) == [255, 255, 255], "3 pt above its centre: outside")
        #expect(rgb(b, 5, 85) == [0, 255, 0], "first dash")
        #expect(rgb(b, 15, 85) == [255, 255, 255], "first gap")
        #expect(rgb(b, 25, 85) == [0, 255, 0], "second dash")
        #expect(rgb(b, 70, 30) == [255, 255, 0], "inside the clip")
        #expect(rgb(b, 55, 30) == [255, 255, 255], "the square left of the clip is cut")
        #expect(rgb(b, 85, 30) == [255, 255, 255], "and right of it")
        #expect(view.draws == 1)
        #expect(UIGraphicsGetCurrentContext() == nil, "no current context outside drawing")
    }

    @Test func theViewDrawsOnceUntilSetNeedsDisplay() throws {
        let (window, view) = scene()
        _ = try render(window, "before")
        _ = try render(window, "again")
        #expect(view.draws == 1, "the backing store is reused")
        view.circleColor = .blue
        view.setNeedsDisplay()
        let b = try render(window, "redrawn")
        #expect(view.draws == 2)
        #expect(rgb(b, 30, 30) == [0, 0, 255])
    }

    @Test func aResizedViewStretchesItsDrawingUnlessItRedraws() throws {
        let (window, view) = scene()
        _ = try render(window, "unstretched")
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let stretched = try render(window, "stretched")
        #expect(view.draws == 1)
        // Scale to fill: the circle (y 10…50) now spans y 5…25; the 4 pt line at y 70 is at 35.
        #expect(rgb(stretched, 30, 15) == [255, 0, 0])
        #expect(rgb(stretched, 50, 35) == [0, 0, 255])
        #expect(rgb(stretched, 30, 40) == [255, 255, 255])
        view.contentMode = .redraw
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        let redrawn = try render(window, "redraw")
        #expect(view.draws == 2)
        #expect(rgb(redrawn, 30, 40) == [255, 0, 0], "drawn again at its own size")
    }

    @Test func aViewThatDrawsNothingKeepsOnlyItsBackground() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.backgroundColor = .white
        let plain = UIView(frame: window.bounds)
        plain.backgroundColor = .black
        window.addSubview(plain)
        let b = try render(window, "plain")
        #expect(rgb(b, 10, 10) == [0, 0, 0])
        #expect(plain.layer.contents == nil)
    }
}
