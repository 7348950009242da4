import Foundation
import OpenUIKit
import Testing

@testable import SegueRender

/// `UIBezierPath.fill(with:alpha:)` and `stroke(with:alpha:)` drawn by the compositor: each blend
/// mode combines with what the view drew before, in its own backing store (not with the layers
/// behind it), at known pixels (scale 2). The PNGs go to /tmp/blend/ for a look.
@MainActor
@Suite struct BlendModeRenderingTests {
    /// Draws a 60 × 60 square of `base` at (0, 0), then a 60 × 60 square of `top` at (40, 40)
    /// with `mode` and `paintAlpha`, over a white view background.
    final class BlendView: UIView {
        var base = UIColor.yellow
        var top = UIColor.cyan
        var mode = CGBlendMode.normal
        var paintAlpha = CGFloat(1)
        var strokes = false

        override func draw(_ rect: CGRect) {
            base.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 60, height: 60)).fill()
            top.setFill()
            top.setStroke()
            let square = UIBezierPath(rect: CGRect(x: 40, y: 40, width: 60, height: 60))
            if strokes {
                square.lineWidth = 10
                square.stroke(with: mode, alpha: paintAlpha)
            } else {
                square.fill(with: mode, alpha: paintAlpha)
            }
        }
    }

    func render(_ configure: (BlendView) -> Void, _ name: String) throws -> Bitmap {
        let view = BlendView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .white
        configure(view)
        let bitmap = try Renderer(scale: 2).render(view)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/blend", withIntermediateDirectories: true)
        try? bitmap.pngData().write(to: URL(fileURLWithPath: "/tmp/blend/\(name).png"))
        return bitmap
    }

    /// The colour at (x, y) in points: red, green, blue, alpha.
    func rgba(_ b: Bitmap, _ x: CGFloat, _ y: CGFloat) -> [Int] {
        let p = b[Int(x * 2), Int(y * 2)]
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    @Test func multiplyOfCyanOverYellowIsGreenWhereTheyOverlap() throws {
        let b = try render({ $0.mode = .multiply }, "multiply")
        #expect(rgba(b, 50, 50) == [0, 255, 0, 255])
        #expect(rgba(b, 20, 20) == [255, 255, 0, 255], "the yellow alone")
        #expect(rgba(b, 80, 80) == [0, 255, 255, 255], "multiply over nothing drawn is the source")
    }

    @Test func screenDifferenceAndExclusionCombineChannelByChannel() throws {
        let screen = try render(
            {
                $0.base = .red
                $0.top = .blue
                $0.mode = .screen
            }, "screen")
        #expect(rgba(screen, 50, 50) == [255, 0, 255, 255])
        let difference = try render(
            {
                $0.base = .white
                $0.top = .red
                $0.mode = .difference
            }, "difference")
        #expect(rgba(difference, 50, 50) == [0, 255, 255, 255])
        let darken = try render(
            {
                $0.base = UIColor(red: 0.2, green: 0.8, blue: 0.6, alpha: 1)
                $0.top = UIColor(red: 0.6, green: 0.4, blue: 0.6, alpha: 1)
                $0.mode = .darken
            }, "darken")
        #expect(rgba(darken, 50, 50) == [51, 102, 153, 255])
    }

    @Test func clearCutsTheDrawingSoTheViewsBackgroundShowsThrough() throws {
        let b = try render(
            {
                $0.base = .red
                $0.mode = .clear
            }, "clear")
        #expect(rgba(b, 50, 50) == [255, 255, 255, 255], "the white background, not black")
        #expect(rgba(b, 20, 20) == [255, 0, 0, 255])
        #expect(rgba(b, 80, 80) == [255, 255, 255, 255])
    }

    @Test func sourceInPaintsOnlyWhereTheDrawingHasInk() throws {
        let b = try render({ $0.mode = .sourceIn }, "source-in")
        #expect(rgba(b, 50, 50) == [0, 255, 255, 255])
        #expect(rgba(b, 80, 80) == [255, 255, 255, 255], "no ink there before: nothing")
        #expect(rgba(b, 20, 20) == [255, 255, 0, 255], "outside the shape nothing changes")
    }

    @Test func alphaScalesTheSourceAndLuminosityKeepsTheBackdropsHue() throws {
        let half = try render(
            {
                $0.top = .red
                $0.paintAlpha = 0.5
            }, "alpha")
        let pink = rgba(half, 80, 80)
        #expect(pink[0] == 255 && abs(pink[1] - 127) <= 1 && pink[1] == pink[2], "\(pink)")
        let lum = try render(
            {
                $0.base = .red
                $0.top = .white
                $0.mode = .luminosity
            }, "luminosity")
        #expect(rgba(lum, 50, 50) == [255, 255, 255, 255], "full luminosity is white")
    }

    @Test func aStrokeBlendsAlongItsOutlineOnly() throws {
        let b = try render(
            {
                $0.mode = .multiply
                $0.strokes = true
            }, "stroke-multiply")
        #expect(rgba(b, 40, 50) == [0, 255, 0, 255], "the 10 pt outline over the yellow")
        #expect(rgba(b, 55, 55) == [255, 255, 0, 255], "inside the outline: the yellow")
    }
}
