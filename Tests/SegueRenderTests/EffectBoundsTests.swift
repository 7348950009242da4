import Foundation
import OpenUIKit
import Testing

@testable import SegueRender

/// The offscreen images of a transition are bounded by what the layer's subtree covers, and the
/// 3-D effects turn all of it, overflow included.
@MainActor
@Suite struct EffectBoundsTests {
    let grey = RGBA8(r: 128, g: 128, b: 128, a: 255)
    let green = RGBA8(r: 0, g: 255, b: 0, a: 255)

    func solid(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> CGColor {
        CGColor(red: r, green: g, blue: b, alpha: 1)
    }

    @Test func subtreeExtentHoldsOverflowingSublayersUnlessMasked() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = CALayer()
        child.frame = CGRect(x: 80, y: 10, width: 60, height: 20)
        layer.addSublayer(child)
        let c = LayerCompositor(scale: 1)
        #expect(
            c.subtreeExtent(layer, state: layer.renderState())
                == CGRect(x: 0, y: 0, width: 140, height: 100))
        child.isHidden = true
        #expect(
            c.subtreeExtent(layer, state: layer.renderState())
                == CGRect(x: 0, y: 0, width: 100, height: 100))
        child.isHidden = false
        layer.masksToBounds = true
        #expect(
            c.subtreeExtent(layer, state: layer.renderState())
                == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func subtreeExtentHoldsTheShadowAndItsBlur() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.backgroundColor = solid(1, 0, 0)
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = CGSize(width: 0, height: 10)
        // No blur: the shadow is the bounds moved down 10, plus one pixel (scale 1) of slack.
        let e = LayerCompositor(scale: 1).subtreeExtent(layer, state: layer.renderState())
        #expect(e == CGRect(x: -1, y: 0, width: 102, height: 111))
    }

    @Test func sourceBoxIsTheLayersDeviceBoxWithAMarginCutAsTheEffectNeeds() {
        let c = LayerCompositor(scale: 1)
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let overflow = CGRect(x: -20, y: 0, width: 140, height: 100)
        let m = CATransform3DMakeTranslation(50, 50, 0)
        let frame = PixelRect(x: 0, y: 0, width: 200, height: 200)
        // Device box of the bounds: 50…150, grown by 2 px.
        let fade = c.transitionSourceBox(
            .fade, layerExtent: bounds, bounds: bounds, matrix: m, frame: frame, clip: frame)
        #expect(fade == PixelRect(x: 48, y: 48, width: 104, height: 104))
        // Push clips to the bounds, so the overflow is not needed.
        let push = c.transitionSourceBox(
            .push, layerExtent: overflow, bounds: bounds, matrix: m, frame: frame, clip: frame)
        #expect(push == PixelRect(x: 48, y: 48, width: 104, height: 104))
        // A flip turns everything: 30…170 in x.
        let flip = c.transitionSourceBox(
            .oglFlip, layerExtent: overflow, bounds: bounds, matrix: m, frame: frame, clip: frame)
        #expect(flip == PixelRect(x: 28, y: 48, width: 144, height: 104))
        // A fade never moves pixels: it stops at the clip.
        let clipped = c.transitionSourceBox(
            .fade, layerExtent: bounds, bounds: bounds, matrix: m, frame: frame,
            clip: PixelRect(x: 0, y: 0, width: 100, height: 100))
        #expect(clipped == PixelRect(x: 48, y: 48, width: 52, height: 52))
    }

    /// A grey 300×220 root with a 120×180 red card at (20, 20) whose green sublayer overflows its
    /// right edge (card x 100…160), flipped from the left and frozen at a quarter.
    @Test func flipTurnsContentThatOverflowsTheBounds() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 220)
        root.backgroundColor = solid(0.5, 0.5, 0.5)
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 20, width: 120, height: 180)
        card.backgroundColor = solid(1, 0, 0)
        let overflow = CALayer()
        overflow.frame = CGRect(x: 100, y: 0, width: 60, height: 180)
        overflow.backgroundColor = solid(0, 1, 0)
        card.addSublayer(overflow)
        root.addSublayer(card)
        card.speed = 0
        let t = CATransition()
        t.type = .oglFlip
        t.subtype = .fromLeft
        t.duration = 1
        t.timingFunction = CAMediaTimingFunction(name: .linear)
        t.fillMode = .both
        card.add(t, forKey: "transition")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.backgroundColor = solid(0, 0, 1)
        CATransaction.commit()
        card.timeOffset = 0.25
        defer { card.removeAllAnimations() }
        let image = try Renderer(scale: 1).render(root)
        // Turned −45° about the card's centre (x 80), receding 0.15·120·sin 45° = 12.728, viewer at
        // 300: a card point x from the centre lands at 80 + 0.7071x / (1 + (0.7071x + 12.728) / 300).
        // The bounds' right edge (x = 60) lands at 115.84, the overflow's (x = 100) at 135.32.
        #expect(image[125, 110] == green, "\(image[125, 110])")
        #expect(image[137, 110] == grey, "\(image[137, 110])")
        #expect(image[60, 110] == RGBA8(r: 255, g: 0, b: 0, a: 255), "\(image[60, 110])")
    }

    @Test func blendOverMatchesDrawingThroughAnIntegerTranslation() {
        var seed: UInt64 = 0x5EED_F00D
        print("blendOverMatchesDrawingThroughAnIntegerTranslation seed \(seed)")
        func next() -> UInt8 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: seed >> 33)
        }
        var source = Bitmap(width: 13, height: 9)
        for i in stride(from: 0, to: source.pixels.count, by: 4) {
            let a = [0, 255, next()][Int(next() % 3)]
            source.pixels[i + 3] = a
            for k in 0..<3 { source.pixels[i + k] = UInt8(Int(next()) * Int(a) / 255) }
        }
        var dest = Bitmap(width: 20, height: 16)
        for i in stride(from: 0, to: dest.pixels.count, by: 4) {
            let a = next()
            dest.pixels[i + 3] = a
            for k in 0..<3 { dest.pixels[i + k] = UInt8(Int(next()) * Int(a) / 255) }
        }
        let rect = PixelRect(x: 5, y: 3, width: 10, height: 8)
        var fast = dest
        fast.blendOver(source, origin: (4, 2), in: rect)
        var slow = dest
        let quad = [
            CGPoint(x: 5, y: 3), CGPoint(x: 15, y: 3), CGPoint(x: 15, y: 11), CGPoint(x: 5, y: 11),
        ]
        slow.draw(
            source, mapping: ProjectiveTransform(a: 1, b: 0, c: -4, d: 0, e: 1, f: -2), in: [quad])
        #expect(fast == slow)
        #expect(
            fast[0, 0] == dest[0, 0] && fast[15, 3] == dest[15, 3],
            "outside the rectangle nothing changes")
    }
}
