import Foundation
import OpenUIKit
import Testing

@testable import SegueRender

@MainActor
@Suite struct EffectCubeTests {
    typealias F = EffectFixture

    // Hand derivation: cube side 120 (the width), centre 60 behind the layer plane, m34 = −1/300,
    // canvas centre x 80, row 110. fromRight at p = 0.5 turns the cube by 45°. A point x on the old
    // face is (x, 60) from the cube's centre; turned: x' = x cos 45° − 60 sin 45°,
    // z = x sin 45° + 60 cos 45° − 60; canvas x = 80 + x' / (1 − z/300).
    //   old x = −60: x' = −84.853, z = −60, w = 1.2 → 9.289; old x = +60 (the shared edge):
    //   x' = 0, z = 24.853 → 80. New face (turned −45°): x = +60 → 150.711.
    //   Old white stripe (x = −30): x' = −63.640, w = 1.12929 → 23.646; new yellow stripe (x = +30) → 136.354.
    @Test func cubeFromRightAtHalfwayShowsTwoFacesMeetingAtTheCentre() throws {
        let f = F.frame(.cube, .fromRight, progress: 0.5)
        let span = try #require(coveredSpan(f, row: 110))
        #expect(abs(span.left - 9.289) < 0.5, "left \(span.left)")
        #expect(abs(span.right - 150.711) < 0.5, "right \(span.right)")
        #expect(f[23, 110] == RGBA8(r: 255, g: 255, b: 255, a: 255), "old white stripe")
        #expect(f[60, 110] == RGBA8(r: 255, g: 0, b: 0, a: 255), "old red face on the left")
        #expect(f[100, 110] == RGBA8(r: 0, g: 0, b: 255, a: 255), "new blue face on the right")
        #expect(
            f[136, 110] == RGBA8(r: 255, g: 255, b: 0, a: 255),
            "new yellow stripe, reading the right way")
        // The shared edge is nearer than the layer plane: half-height 90 / 0.91716 = 98.1 → rows 11.9…208.1.
        #expect(f[78, 13].a == 255 && f[82, 13].a == 255)
    }

    @Test func cubeFromLeftIsTheMirrorImageOfFromRight() throws {
        let f = F.frame(.cube, .fromLeft, progress: 0.5)
        let span = try #require(coveredSpan(f, row: 110))
        #expect(abs(span.left - 9.289) < 0.5 && abs(span.right - 150.711) < 0.5)
        // Mirrored positions: 160 − 136.354 = 23.646 shows the new content's x = 30 (blue), and
        // 160 − 23.646 = 136.354 the old content's x = 90 (red).
        #expect(f[23, 110] == RGBA8(r: 0, g: 0, b: 255, a: 255), "new face on the left")
        #expect(f[136, 110] == RGBA8(r: 255, g: 0, b: 0, a: 255), "old face on the right")
        #expect(F.frame(.cube, nil, progress: 0.5) == f, "nil is fromLeft, as for push")
    }

    @Test func cubeFromBottomTurnsAboutTheHorizontalAxis() {
        let f = F.frame(.cube, .fromBottom, progress: 0.5)
        // Side 180, m34 = −1/450: the shared edge sits at the centre row 110, old face above, new below.
        #expect(f[80, 60] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(f[80, 160] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func cubeIsExactAtTheEnds() {
        #expect(F.frame(.cube, .fromTop, progress: 0) == F.before)
        #expect(F.frame(.cube, .fromTop, progress: 1) == F.after)
    }
}
