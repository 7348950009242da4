import Foundation
import OpenUIKit
import Testing

@testable import SegueRender

@MainActor
@Suite struct EffectFadeTests {
    @Test func crossDissolveAtAQuarterIsTheRoundedLinearMix() {
        let f = EffectFixture.frame(.fade, progress: 0.25)
        // red · 0.75 + blue · 0.25 = (191.25, 0, 63.75) → (191, 0, 64)
        #expect(EffectFixture.at(f, 5, 5) == RGBA8(r: 191, g: 0, b: 64, a: 255))
        // white · 0.75 + blue · 0.25 = (191.25, 191.25, 255)
        #expect(EffectFixture.at(f, 25, 100) == RGBA8(r: 191, g: 191, b: 255, a: 255))
        // red · 0.75 + yellow · 0.25 = (255, 63.75, 0)
        #expect(EffectFixture.at(f, 60, 140) == RGBA8(r: 255, g: 64, b: 0, a: 255))
        #expect(f[5, 5].a == 0, "outside the layer stays transparent")
    }

    @Test func crossDissolveIsExactlyBeforeAndAfterAtTheEnds() {
        #expect(EffectFixture.frame(.fade, progress: 0) == EffectFixture.before)
        #expect(EffectFixture.frame(.fade, progress: 1) == EffectFixture.after)
        #expect(
            TransitionEffect.crossDissolve(EffectFixture.before, EffectFixture.after, 1e-9)
                == EffectFixture.before)
    }

    @Test func crossDissolveOfPartlyTransparentPixelsMixesPremultipliedBytes() {
        let a = Bitmap(width: 1, height: 1, premultipliedPixels: [100, 0, 0, 100])
        let b = Bitmap(width: 1, height: 1, premultipliedPixels: [0, 0, 0, 0])
        // 100 · 0.5 = 50 on both the colour and the alpha byte: half as opaque, same straight colour.
        #expect(TransitionEffect.crossDissolve(a, b, 0.5).pixels == [50, 0, 0, 50])
    }

    @Test func unknownTypesFallBackToTheCrossDissolve() {
        let f = EffectFixture.frame(CATransitionType(rawValue: "rippleEffect"), progress: 0.25)
        #expect(f == EffectFixture.frame(.fade, progress: 0.25))
    }
}
