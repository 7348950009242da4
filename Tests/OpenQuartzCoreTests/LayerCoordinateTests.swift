import Foundation
import Testing

@testable import OpenQuartzCore

/// Layer geometry: `frame` from bounds, position and anchor point; point conversion through nested
/// 3-D transforms with perspective and `sublayerTransform`; hit testing.
@MainActor
@Suite struct LayerCoordinateTests {
    let root = CALayer()

    init() {
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        root.position = CGPoint(x: 200, y: 200)
    }

    func layer(
        bounds: CGRect, position: CGPoint, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5),
        in parent: CALayer? = nil
    ) -> CALayer {
        let l = CALayer()
        l.anchorPoint = anchor
        l.bounds = bounds
        l.position = position
        (parent ?? root).addSublayer(l)
        return l
    }

    @Test(arguments: [(0.0, 0.0), (0.5, 0.5), (1.0, 1.0), (0.25, 0.75)])
    func frameOriginIsPositionMinusAnchorTimesSize(_ anchor: (Double, Double)) {
        let l = layer(
            bounds: CGRect(x: 7, y: 9, width: 100, height: 50), position: CGPoint(x: 10, y: 20),
            anchor: CGPoint(x: anchor.0, y: anchor.1))
        #expect(
            l.frame == CGRect(x: 10 - anchor.0 * 100, y: 20 - anchor.1 * 50, width: 100, height: 50)
        )
    }

    @Test func settingTheFrameMovesPositionByTheAnchorAndKeepsBoundsOrigin() {
        let l = layer(
            bounds: CGRect(x: 5, y: 5, width: 10, height: 10), position: .zero,
            anchor: CGPoint(x: 0.25, y: 1))
        l.frame = CGRect(x: 100, y: 200, width: 80, height: 40)
        #expect(l.position == CGPoint(x: 120, y: 240))
        #expect(l.bounds == CGRect(x: 5, y: 5, width: 80, height: 40))
        #expect(l.frame == CGRect(x: 100, y: 200, width: 80, height: 40))
    }

    @Test func frameOfAScaledLayerIsTheBoundingBoxAboutTheAnchor() {
        let l = layer(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 100, y: 100),
            anchor: CGPoint(x: 0, y: 0))
        var t = CATransform3DIdentity
        t.m11 = 2
        t.m22 = 3
        l.transform = t
        #expect(l.frame == CGRect(x: 100, y: 100, width: 200, height: 150))
    }

    @Test func convertAccountsForBoundsOriginAndPosition() {
        let a = layer(
            bounds: CGRect(x: 10, y: 20, width: 100, height: 100), position: CGPoint(x: 100, y: 100)
        )
        // The top-left of a's bounds (10, 20) sits at frame origin (50, 50) in root.
        #expect(a.convert(CGPoint(x: 10, y: 20), to: root) == CGPoint(x: 50, y: 50))
        #expect(a.convert(CGPoint(x: 50, y: 50), from: root) == CGPoint(x: 10, y: 20))
        let b = layer(
            bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 300, y: 300))
        #expect(a.convert(CGPoint(x: 10, y: 20), to: b) == CGPoint(x: 50 - 295, y: 50 - 295))
    }

    @Test func convertThroughARotationAboutYWithPerspective() {
        // Root applies perspective m34 = −1/500 to its sublayers about its centre (200, 200).
        var persp = CATransform3DIdentity
        persp.m34 = -1.0 / 500
        root.sublayerTransform = persp
        // A 200 × 100 card centred in root, rotated 60° about y (Core Animation's row-vector
        // rotation: m11 = cos, m13 = −sin, m31 = sin, m33 = cos).
        let card = layer(
            bounds: CGRect(x: 0, y: 0, width: 200, height: 100), position: CGPoint(x: 200, y: 200))
        let angle = Double.pi / 3
        var r = CATransform3DIdentity
        r.m11 = cos(angle)
        r.m13 = -sin(angle)
        r.m31 = sin(angle)
        r.m33 = cos(angle)
        card.transform = r
        // Card point (200, 0) is (100, −50) from the anchor. Rotated: x' = 100·cos, z' = −100·sin.
        // Perspective about the root centre: w = 1 + z'·m34 = 1 + 100·sin/500; x'' = x'/w, y'' = −50/w.
        let w = 1 + 100 * sin(angle) / 500
        let expected = CGPoint(x: 200 + 100 * cos(angle) / w, y: 200 - 50 / w)
        let got = card.convert(CGPoint(x: 200, y: 0), to: root)
        #expect(close(got, expected, 1e-9), "\(got) vs \(expected)")
        let back = card.convert(got, from: root)
        #expect(close(back, CGPoint(x: 200, y: 0), 1e-9), "\(back)")
    }

    @Test func convertThroughNestedTransforms() {
        // outer: 200 × 200 at (200, 200), scaled ×2 about its centre; inner: 50 × 50 at (150, 50)
        // in outer, rotated 90° about z (m11 = 0, m12 = 1, m21 = −1, m22 = 0).
        let outer = layer(
            bounds: CGRect(x: 0, y: 0, width: 200, height: 200), position: CGPoint(x: 200, y: 200))
        var s = CATransform3DIdentity
        s.m11 = 2
        s.m22 = 2
        outer.transform = s
        let inner = layer(
            bounds: CGRect(x: 0, y: 0, width: 50, height: 50), position: CGPoint(x: 150, y: 50),
            in: outer)
        var rz = CATransform3DIdentity
        rz.m11 = 0
        rz.m12 = 1
        rz.m21 = -1
        rz.m22 = 0
        inner.transform = rz
        // inner (50, 25) is (25, 0) from its anchor (25, 25); the row vector times R gives
        // (25·0 + 0·(−1), 25·1 + 0·0) = (0, 25); plus position → (150, 75) in outer; that is
        // (50, −25) from outer's anchor (100, 100); ×2 → (100, −50); plus outer's position → (300, 150).
        let p = inner.convert(CGPoint(x: 50, y: 25), to: root)
        #expect(close(p, CGPoint(x: 300, y: 150), 1e-9), "\(p)")
        #expect(close(root.convert(p, to: inner), CGPoint(x: 50, y: 25), 1e-9))
    }

    @Test func sublayerTransformMovesSublayersAboutTheAnchor() {
        var t = CATransform3DIdentity
        t.m41 = 30
        t.m42 = -10
        root.sublayerTransform = t
        let l = layer(
            bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 100, y: 100))
        #expect(l.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 130, y: 90))
    }

    @Test func hitTestFindsTheFrontmostLayerByZPositionThenOrder() {
        let back = layer(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 100, y: 100))
        let front = layer(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 120, y: 120))
        #expect(root.hitTest(CGPoint(x: 110, y: 110)) === front, "later sibling is on top")
        back.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 110, y: 110)) === back, "higher zPosition wins over order")
        #expect(root.hitTest(CGPoint(x: 160, y: 160)) === front, "only front covers this point")
        #expect(root.hitTest(CGPoint(x: 390, y: 390)) === root)
        #expect(root.hitTest(CGPoint(x: 500, y: 10)) == nil, "outside everything")
    }

    @Test func hitTestSkipsHiddenLayersAndRespectsMasksToBounds() {
        let box = layer(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 100, y: 100))
        let overhang = layer(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 120, y: 120),
            in: box)
        // overhang covers box's (70…170); root point (175, 175) is box (125, 125): outside box.
        #expect(root.hitTest(CGPoint(x: 175, y: 175)) === overhang)
        box.masksToBounds = true
        #expect(
            root.hitTest(CGPoint(x: 175, y: 175)) === root, "clipped away: falls through to root")
        #expect(root.hitTest(CGPoint(x: 140, y: 140)) === overhang, "inside both")
        overhang.isHidden = true
        #expect(root.hitTest(CGPoint(x: 140, y: 140)) === box)
    }

    @Test func hitTestFollowsTransforms() {
        let l = layer(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 20), position: CGPoint(x: 200, y: 200))
        var rz = CATransform3DIdentity
        rz.m11 = 0
        rz.m12 = 1
        rz.m21 = -1
        rz.m22 = 0
        l.transform = rz  // now 20 wide, 100 tall on screen
        #expect(root.hitTest(CGPoint(x: 200, y: 240)) === l)
        #expect(root.hitTest(CGPoint(x: 240, y: 200)) === root)
    }
    /// Root (400 × 400, centre 200, 200) gives its sublayers perspective m34 = −1/500; a 100 × 100
    /// layer centred at (200, 200) sits at zPosition 100, i.e. toward the eye.
    func raisedLayerUnderPerspective() -> CALayer {
        var persp = CATransform3DIdentity
        persp.m34 = -1.0 / 500
        root.sublayerTransform = persp
        let l = layer(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 200, y: 200))
        l.zPosition = 100
        return l
    }

    @Test func zPositionUnderPerspectiveMagnifiesConvertedPoints() {
        let l = raisedLayerUnderPerspective()
        // Layer (0, 0) is (−50, −50) from its anchor, at depth 100 in root; about root's centre,
        // w = 1 + 100 · (−1/500) = 0.8, so it lands at 200 − 50 / 0.8 = 137.5 (not at 150).
        #expect(close(l.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: 137.5, y: 137.5), 1e-9))
        #expect(close(l.convert(CGPoint(x: 100, y: 50), to: root), CGPoint(x: 262.5, y: 200), 1e-9))
        #expect(
            close(l.convert(CGPoint(x: 137.5, y: 262.5), from: root), CGPoint(x: 0, y: 100), 1e-9))
        // frame ignores zPosition, as Core Animation documents.
        #expect(l.frame == CGRect(x: 150, y: 150, width: 100, height: 100))
        l.zPosition = 0
        #expect(close(l.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: 150, y: 150), 1e-9))
    }

    @Test func zPositionUnderPerspectiveWidensTheHitArea() {
        let l = raisedLayerUnderPerspective()
        // On screen the layer spans 137.5…262.5: (255, 200) is inside it, (265, 200) is not.
        #expect(root.hitTest(CGPoint(x: 255, y: 200)) === l)
        #expect(root.hitTest(CGPoint(x: 140, y: 140)) === l)
        #expect(root.hitTest(CGPoint(x: 265, y: 200)) === root)
        l.zPosition = 0  // flat again: 150…250
        #expect(root.hitTest(CGPoint(x: 255, y: 200)) === root)
    }

    @Test func rendererAndConversionShareOneMatrix() {
        let l = raisedLayerUnderPerspective()
        l.anchorPoint = CGPoint(x: 0.25, y: 0.75)
        l.anchorPointZ = 7
        var t = CATransform3DIdentity
        t.m11 = 2
        t.m13 = 0.5
        t.m42 = 3
        l.transform = t
        let s = l.renderState()
        let p = CGPoint(x: 200, y: 200)
        let a = CGPoint(x: 25, y: 75)
        #expect(
            s.matrixToParent
                == CALayer.matrixToParent(
                    bounds: l.bounds, position: l.position, zPosition: 100,
                    anchorPoint: l.anchorPoint, anchorPointZ: 7, transform: t))
        // Hand-built: the anchor to the origin, the transform, then to (position, zPosition + anchorPointZ).
        let hand = CATransform3DMakeTranslation(-a.x, -a.y, -7).concatenating(t)
            .concatenating(CATransform3DMakeTranslation(p.x, p.y, 107))
        #expect(s.matrixToParent == hand)
        #expect(
            l.modelMatrixToSuperlayer
                == hand.concatenating(
                    CATransform3DMakeTranslation(-200, -200, 0)
                        .concatenating(root.sublayerTransform).concatenating(
                            CATransform3DMakeTranslation(200, 200, 0))))
    }
}
