import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueRender

/// `UIVisualEffectView`: a real Gaussian blur of the backdrop, tinted per style, clipped to the
/// view's rounded bounds, animatable, with sharp content on top.
@MainActor
@Suite struct VisualEffectViewRenderingTests {
    /// A 300×100 root: black on x < 150, white from 150, and an effect view over x 50…250.
    func edgeScene(_ effect: UIVisualEffect?) -> (UIView, UIVisualEffectView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.backgroundColor = .white
        let black = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 100))
        black.backgroundColor = .black
        root.addSubview(black)
        let effectView = UIVisualEffectView(effect: effect)
        effectView.frame = CGRect(x: 50, y: 0, width: 200, height: 100)
        root.addSubview(effectView)
        return (root, effectView)
    }

    /// Writes `bitmap` as a PNG to `$SEGUE_PNG_DIR` when set, to look at.
    func keep(_ bitmap: Bitmap, _ name: String) throws {
        guard let dir = ProcessInfo.processInfo.environment["SEGUE_PNG_DIR"] else { return }
        try bitmap.pngData().write(to: URL(fileURLWithPath: dir + "/effect-\(name).png"))
    }

    /// The standard normal distribution function Φ.
    func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.squareRoot())) }

    @Test func aSharpEdgeBehindTheViewBecomesAGaussianGradientAndPixelsOutsideStayUnchanged()
        throws
    {
        // systemUltraThinMaterial: σ = 12 pt, white at 0.3 over the blur.
        let (root, _) = edgeScene(UIBlurEffect(style: .systemUltraThinMaterial))
        let b = try Renderer().render(root)
        try keep(b, "edge")
        // Undo the tint (premultiplied white 77 over the blur) to read the blurred backdrop.
        let tint = 77.0
        func blurred(_ x: Int) -> Double {
            (Double(b[x, 50].r) - tint) / (1 - tint / 255) / 255
        }
        for d in [-24, -12, -6, 6, 12, 24] {
            // Pixel centre x + 0.5 lies d + 0.5 from the edge at 150.
            let x = 150 + d
            let expected = phi((Double(d) + 0.5) / 12)
            #expect(abs(blurred(x) - expected) < 0.03, "x \(x): \(blurred(x)) vs Φ \(expected)")
        }
        // 10 %…90 % of the step spans 2.56 σ ≈ 31 px, rising all the way.
        let rise = (120..<180).map { blurred($0) }
        #expect(zip(rise, rise.dropFirst()).allSatisfy { $0 <= $1 + 0.002 })
        let from = rise.firstIndex { $0 >= 0.1 }!
        let to = rise.firstIndex { $0 >= 0.9 }!
        #expect(abs(Double(to - from) - 2.56 * 12) <= 2, "10–90 % width \(to - from)")
        // Outside the view nothing changed.
        #expect(b[20, 50] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(b[49, 50] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(b[250, 50] == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(b[290, 50] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func aWhiteBackdropUnderTheDarkStyleReadsDarkAndUnderLightStylesStaysLight() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        root.backgroundColor = .white
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        effectView.frame = root.bounds
        root.addSubview(effectView)
        let dark = try Renderer().render(root)[30, 20]
        // Grey 0.11 at 0.73 over white: 0.11 · 0.73 · 255 + 0.27 · 255 ≈ 89.
        #expect(dark.r == dark.g && dark.g == dark.b && abs(Int(dark.r) - 89) <= 2, "\(dark)")
        effectView.effect = UIBlurEffect(style: .systemMaterialDark)
        let material = try Renderer().render(root)[30, 20]
        #expect(abs(Int(material.r) - 89) <= 2, "\(material)")
        effectView.effect = UIBlurEffect(style: .systemThickMaterialDark)
        #expect(try Renderer().render(root)[30, 20].r < 60)
        effectView.effect = UIBlurEffect(style: .light)
        #expect(try Renderer().render(root)[30, 20].r == 255)
        // Over black the light styles lift to their tint: white 0.3 → 77, systemMaterial 0.7 → 179.
        root.backgroundColor = .black
        #expect(abs(Int(try Renderer().render(root)[30, 20].r) - 77) <= 1)
        effectView.effect = UIBlurEffect(style: .systemMaterial)
        #expect(abs(Int(try Renderer().render(root)[30, 20].r) - 179) <= 1)
    }

    @Test func theCornerRadiusClipsTheEffect() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        effectView.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        effectView.layer.cornerRadius = 20
        root.addSubview(effectView)
        let b = try Renderer(scale: 2).render(root)
        try keep(b, "corner")
        // The corner of the frame lies outside the rounded shape: untouched white.
        #expect(b[21, 21] == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(b[100, 21].r < 100, "the top edge's middle is inside")
        #expect(b[100, 100].r < 100)
    }

    @Test func halfThroughALinearOneSecondAnimationFromNilTheBlurRadiusAndTintAreHalf() throws {
        let (root, effectView) = edgeScene(nil)
        let before = try Renderer().render(root)
        #expect(before[140, 50] == RGBA8(r: 0, g: 0, b: 0, a: 255), "no effect draws nothing")
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            effectView.effect = UIBlurEffect(style: .regular)
        }
        UIApplication.shared.advance(by: 0.5)
        let presented = try #require(effectView.layer.presentation() as? BackdropBlurLayer)
        #expect(abs(presented.blurRadius - 15) < 0.01, "radius \(presented.blurRadius)")
        #expect(abs(presented.tintOpacity - 0.5) < 0.01)
        let model = try #require(effectView.layer as? BackdropBlurLayer)
        #expect(model.blurRadius == 30 && model.tintOpacity == 1)
        let mid = try Renderer().render(root)
        try keep(mid, "half")
        // Half the tint (white 0.15 → 38) over a σ = 15 blur: 6 px inside the black the backdrop
        // is Φ(−6.5 / 15) ≈ 0.33 white.
        let backdrop = (Double(mid[144, 50].r) - 38) / (1 - 38.0 / 255) / 255
        #expect(abs(backdrop - phi(-6.5 / 15)) < 0.035, "\(mid[144, 50]): \(backdrop)")
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        // And back: effect = nil fades out.
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            effectView.effect = nil
        }
        UIApplication.shared.advance(by: 0.25)
        let fading = try #require(effectView.layer.presentation() as? BackdropBlurLayer)
        #expect(abs(fading.blurRadius - 22.5) < 0.01, "radius \(fading.blurRadius)")
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(try Renderer().render(root) == before)
    }

    @Test func contentViewSubviewsDrawSharpOnTopOfTheBlur() throws {
        let (root, effectView) = edgeScene(UIBlurEffect(style: .systemMaterial))
        let square = UIView(frame: CGRect(x: 20, y: 40, width: 20, height: 20))
        square.backgroundColor = .red
        effectView.contentView.addSubview(square)
        #expect(effectView.contentView.frame == effectView.bounds)
        let b = try Renderer(scale: 2).render(root)
        try keep(b, "content")
        // The square is at x 70…90 of the root: device (140…180) × (80…120) at 2×; its edge
        // pixels are pure red, the pixels next to them the blurred, tinted backdrop.
        #expect(b[140, 80] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(b[179, 119] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(b[139, 100].g > 150, "left of the square: \(b[139, 100])")
        #expect(b[180, 100].g > 150, "right of the square: \(b[180, 100])")
    }

    @Test func aVibrancyEffectViewDrawsItsContentWithTheStylesOpacity() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        let blur = UIBlurEffect(style: .light)
        let vibrancy = UIVisualEffectView(
            effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        vibrancy.frame = root.bounds
        let mark = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        mark.backgroundColor = .black
        vibrancy.contentView.addSubview(mark)
        root.addSubview(vibrancy)
        // Black at 0.6 over white: 255 · 0.4 = 102.
        let p = try Renderer().render(root)[20, 20]
        #expect(abs(Int(p.r) - 102) <= 1, "\(p)")
        #expect(try Renderer().render(root)[5, 5].r == 255, "vibrancy blurs nothing itself")
    }

    @Test func theBytesAreTheSameOnAnyNumberOfThreads() throws {
        let (root, effectView) = edgeScene(UIBlurEffect(style: .systemChromeMaterialDark))
        effectView.layer.cornerRadius = 16
        let dot = UIView(frame: CGRect(x: 60, y: 30, width: 30, height: 30))
        dot.backgroundColor = .green
        root.insertSubview(dot, at: 1)
        var renderer = Renderer(scale: 3)
        renderer.threads = 1
        let one = try renderer.render(root)
        try keep(one, "threads")
        for threads in [2, 3, 7] {
            renderer.threads = threads
            #expect(try renderer.render(root) == one, "\(threads) threads")
        }
    }
}
