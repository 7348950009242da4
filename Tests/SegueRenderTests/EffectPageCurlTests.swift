import Foundation
import OpenUIKit
import Testing

@testable import SegueRender

@Suite struct EffectPageCurlGeometryTests {
    // A 100×200 page curling from the bottom: normal n = (sin 15°, cos 15°) = (0.258819, 0.965926),
    // radius 0.12 · 100 = 12. The bottom-right corner is furthest along n: 100 s + 200 c = 219.067.
    let flat = PageCurlGeometry(
        bounds: CGRect(x: 0, y: 0, width: 100, height: 200), edge: .fromBottom, progress: 0)
    let half = PageCurlGeometry(
        bounds: CGRect(x: 0, y: 0, width: 100, height: 200), edge: nil, progress: 0.5)

    func near(_ p: CGPoint, _ x: Double, _ y: Double) -> Bool {
        abs(Double(p.x) - x) < 1e-3 && abs(Double(p.y) - y) < 1e-3
    }

    @Test func axisStartsAtTheLeadingCornerAndEndsARadiusPastTheFarEdge() {
        #expect(abs(flat.axis - 219.067) < 1e-3)
        #expect(abs(flat.radius - 12) < 1e-12)
        let done = PageCurlGeometry(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 200), edge: .fromBottom, progress: 1)
        #expect(abs(done.axis - -13) < 1e-9, "0 (top-left corner) − radius 12 − margin 1")
        // Half way: 219.067 + (−13 − 219.067) / 2 = 103.034
        #expect(abs(half.axis - 103.0335) < 1e-3)
    }

    // On the axis line the point q = 103.0335 · n = (26.6670, 99.5228). Hand-derived page points
    // (q + k·n) for view points at distance u from the axis:
    //   front, u = 12 sin 60° = 10.3923: arc 12 · π/3 = 4π → (29.9195, 111.6609)
    //   front, u = 6: arc 12·asin(½) = 2π → (28.2932, 105.5918), shading cos 30° = 0.8660
    //   back,  u = 6: arc 12·(π − π/6) = 10π → (34.7981, 129.8682)
    //   back,  u = 0 (top of the cylinder): arc 12π → (36.4243, 135.9373)
    //   flap,  u = −5: arc 12π + 5, so k = 12π + 10 = 47.699 from the view point → (37.7184, 140.7668)
    @Test func sheetsMapViewPointsToTheRightPagePoints() throws {
        let s = 0.258819045
        let c = 0.965925826
        let qx = 26.667041
        let qy = 99.522752
        func view(_ u: Double) -> (Double, Double) { (qx + u * s, qy + u * c) }
        let (ax, ay) = view(12 * 0.866025404)
        let (bx, by) = view(6)
        let (cx, cy) = view(0)
        let (dx, dy) = view(-5)
        let rising = try #require(half.front(ax, ay, slack: 0))
        #expect(near(rising.pagePoint, 29.9195, 111.6609) && abs(rising.brightness - 0.5) < 1e-5)
        let frontMid = try #require(half.front(bx, by, slack: 0))
        #expect(
            near(frontMid.pagePoint, 28.2932, 105.5918)
                && abs(frontMid.brightness - 0.866025) < 1e-5)
        let backMid = try #require(half.back(bx, by, slack: 0))
        #expect(
            near(backMid.pagePoint, 34.7981, 129.8682) && abs(backMid.brightness - 0.866025) < 1e-5)
        let top = try #require(half.back(cx, cy, slack: 0))
        #expect(near(top.pagePoint, 36.4243, 135.9373))
        let flap = try #require(half.back(dx, dy, slack: 0))
        #expect(near(flap.pagePoint, 37.7184, 140.7668))
        let flatFront = try #require(half.front(dx, dy, slack: 0))
        #expect(
            near(flatFront.pagePoint, dx, dy) && flatFront.brightness == 1,
            "the flat page stays put")
        #expect(
            half.front(qx + 13 * s, qy + 13 * c, slack: 0) == nil,
            "past the cylinder nothing of the front")
    }

    @Test func sheetsExistOnlyWherePagePointsAreOnThePage() {
        // Near the top-left corner far along −n the flap would come from beyond the page's bottom.
        #expect(half.back(2, 2, slack: 0) == nil)
        #expect(flat.back(50, 100, slack: 0) == nil, "a flat page has no back showing")
        #expect(flat.front(50, 100, slack: 0) != nil)
        #expect(flat.front(-0.5, 100, slack: 0) == nil && flat.front(-0.5, 100, slack: 1) != nil)
    }

    @Test func otherEdgesTurnTheLeadingCorner() {
        let b = CGRect(x: 0, y: 0, width: 100, height: 200)
        // Just after the start only the leading corner is lifted (has a back sheet above the page).
        func lifted(_ edge: CATransitionSubtype?, _ x: Double, _ y: Double) -> Bool {
            PageCurlGeometry(bounds: b, edge: edge, progress: 0.03).front(x, y, slack: 0)?.pagePoint
                != CGPoint(x: x, y: y)
        }
        #expect(lifted(.fromBottom, 99, 199) && !lifted(.fromBottom, 1, 199))
        #expect(lifted(.fromTop, 1, 1) && !lifted(.fromTop, 99, 1))
        #expect(lifted(.fromRight, 99, 1) && !lifted(.fromRight, 99, 199))
        #expect(lifted(.fromLeft, 1, 199) && !lifted(.fromLeft, 1, 1))
    }
}

@MainActor
@Suite struct EffectPageCurlTests {
    typealias F = EffectFixture
    // The fixture page is 120×180: s = x sin 15° + y cos 15° runs 0…204.925, radius 14.4,
    // margin 1. At p the axis is 204.925 − 220.325 p.
    func s(_ x: Int, _ y: Int) -> Double {
        (Double(x) + 0.5) * 0.258819 + (Double(y) + 0.5) * 0.965926
    }

    func count(_ f: Bitmap, where region: (Int, Int) -> Bool, differsFrom image: Bitmap) -> Int {
        var n = 0
        for y in 0..<180 {
            for x in 0..<120 where region(x, y) && F.at(f, x, y) != F.at(image, x, y) { n += 1 }
        }
        return n
    }

    @Test func curlIsExactlyBeforeAtTheStartAndAfterAtTheEnd() {
        #expect(F.frame(.pageCurl, progress: 0) == F.before)
        #expect(F.frame(.pageCurl, progress: 1) == F.after)
        #expect(F.frame(.pageUnCurl, progress: 0) == F.before)
        #expect(F.frame(.pageUnCurl, progress: 1) == F.after)
    }

    @Test func aBarelyStartedCurlLiftsOnlyTheBottomRightCorner() {
        // p = 0.02: axis 200.518; the page is untouched where s < 199.
        let f = F.frame(.pageCurl, progress: 0.02)
        #expect(count(f, where: { s($0, $1) < 199 }, differsFrom: F.before) == 0)
        #expect(F.at(f, 119, 179) != F.at(F.before, 119, 179), "the corner itself has moved")
    }

    @Test func halfwayCurlKeepsTheFlatPageAndRevealsTheNewContentPastTheShadow() {
        // p = 0.5: axis 94.762. The flap reaches back to s = 94.762 − (204.925 − 94.762 − π·14.4)
        // = 29.839, so s < 28 is the untouched old page. The shadow ends 2.5 radii past the axis,
        // at s = 130.76, beyond which the new content shows as it is.
        let f = F.frame(.pageCurl, progress: 0.5)
        #expect(count(f, where: { s($0, $1) < 28 }, differsFrom: F.before) == 0)
        #expect(count(f, where: { s($0, $1) > 132 }, differsFrom: F.after) == 0)
        // Next to the cylinder the revealed blue is darkened by the shadow.
        // (60, 105): s = 117.6, 22.8 past the axis (beyond the radius 14.4): shadow 0.4 · 0.61² = 0.15.
        let shaded = F.at(f, 60, 105)
        #expect(shaded.a == 255 && shaded.b < 230 && shaded.b > 200 && shaded.r == 0, "\(shaded)")
    }

    @Test func backOfThePageIsAWashedOutMirrorAndNeverGarbage() {
        for p in [0.1, 0.3, 0.5, 0.7, 0.9] {
            let f = F.frame(.pageCurl, progress: p)
            var holes = 0
            var leaks = 0
            for y in 0..<f.height {
                for x in 0..<f.width {
                    let inside = x >= 20 && x < 140 && y >= 20 && y < 200
                    if inside && f[x, y].a != 255 { holes += 1 }
                    if !inside && f[x, y].a != 0 { leaks += 1 }
                }
            }
            #expect(
                holes == 0 && leaks == 0,
                "p \(p): \(holes) see-through pixels, \(leaks) outside the layer")
            if holes > 0 {
                for y in 20..<200 {
                    for x in 20..<140 where f[x, y].a != 255 {
                        print("hole p \(p) at \(x - 20), \(y - 20): \(f[x, y])")
                    }
                }
            }
        }
        // Halfway, the flap over the old page: page points of the red page washed towards white
        // over the red page: every channel well above the raw content's 0.
        let f = F.frame(.pageCurl, progress: 0.5)
        let flap = F.at(f, 60, 70)  // s = 82.1: between the flap's end (29.8) and the axis (94.8)
        #expect(flap.r > 240 && flap.g > 150 && flap.b > 150, "\(flap)")
    }

    @Test func uncurlIsTheCurlRunBackwardsWithTheNewContentAsThePage() {
        for p in [0.2, 0.6] {
            let down = F.frame(.pageUnCurl, progress: p)
            let up = F.frame(.pageCurl, progress: 1 - p, before: F.after, after: F.before)
            #expect(down == up)
        }
    }

    @Test func partialCurlHoldsTheCurlAtSixtyPercent() {
        // The documented partial-curl setting: at 0.6 the bottom of the new content is uncovered
        // (s > 204.925 − 0.6·220.325 + 2.5·14.4 = 108.7) and the old page still covers the top.
        let f = F.frame(.pageCurl, progress: 0.6)
        #expect(count(f, where: { s($0, $1) > 110 }, differsFrom: F.after) == 0)
        // The curled-back page lies over the top: (5, 3) shows the washed-out back of the red page.
        let top = F.at(f, 5, 3)
        #expect(top.a == 255 && top.r > 240 && top.g > 150 && top.g < 230, "\(top)")
    }
}
