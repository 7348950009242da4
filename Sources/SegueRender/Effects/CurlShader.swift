import Foundation
import OpenUIKit
import SegueRaster

/// Colours one device pixel of a page curl: maps it to the layer plane, finds the sheets of paper
/// above it (``PageCurlGeometry``), samples the page and the revealed content and blends them.
struct CurlShader {
    let geometry: PageCurlGeometry
    /// Device → layer plane.
    let toLayer: ProjectiveTransform
    /// Layer plane → device (where the page's content was rendered).
    let toDevice: ProjectiveTransform
    /// The size of one device pixel in layer points (from the layer's scale at its centre).
    let pixel: Double
    /// 0…1 factor on the shadow (it fades out as the curl leaves the page).
    let shadowFade: Double

    /// Rotated-grid subpixel offsets for edge pixels (x₀, y₀, x₁, y₁, …).
    static let subsamples: (Double, Double, Double, Double, Double, Double, Double, Double) =
        (-0.125, -0.375, 0.375, -0.125, 0.125, 0.375, -0.375, 0.125)

    init(
        geometry: PageCurlGeometry, toLayer: ProjectiveTransform, toDevice: ProjectiveTransform,
        scale: Double,
        shadowFade: Double
    ) {
        self.geometry = geometry
        self.toLayer = toLayer
        self.toDevice = toDevice
        self.shadowFade = shadowFade
        // Local scale of layer → device at the page centre: the square root of the Jacobian's determinant.
        let c = CGPoint(x: geometry.bounds.midX, y: geometry.bounds.midY)
        let o = toDevice.apply(Double(c.x), Double(c.y))
        let ox = toDevice.apply(Double(c.x) + 1, Double(c.y))
        let oy = toDevice.apply(Double(c.x), Double(c.y) + 1)
        if let o, let ox, let oy {
            let det = abs((ox.x - o.x) * (oy.y - o.y) - (ox.y - o.y) * (oy.x - o.x))
            pixel = det > 1e-12 ? 1 / det.squareRoot() : 1 / max(scale, 1e-6)
        } else {
            pixel = 1 / max(scale, 1e-6)
        }
    }

    /// A premultiplied colour with channels in 0…255.
    struct Colour {
        var r = 0.0, g = 0.0, b = 0.0, a = 0.0

        init(r: Double = 0, g: Double = 0, b: Double = 0, a: Double = 0) {
            self.r = r
            self.g = g
            self.b = b
            self.a = a
        }

        init(packed v: UInt32) {
            r = Double(v & 0xFF)
            g = Double(v >> 8 & 0xFF)
            b = Double(v >> 16 & 0xFF)
            a = Double(v >> 24)
        }

        /// `self` over `below`, both premultiplied.
        func over(_ below: Colour) -> Colour {
            let k = 1 - a / 255
            return Colour(
                r: r + below.r * k, g: g + below.g * k, b: b + below.b * k, a: a + below.a * k)
        }

        var packed: UInt32 {
            // Round half up (the values are ≥ 0); NaN → 0.
            @inline(__always) func byte(_ v: Double) -> UInt32 {
                v > 0 ? UInt32(min(v + 0.5, 255)) : 0
            }
            let a8 = byte(a)
            return min(byte(r), a8) | min(byte(g), a8) << 8 | min(byte(b), a8) << 16 | a8 << 24
        }
    }

    /// What lies over the layer point under device position `(dx, dy)`: which sheets (a small
    /// integer; −1 beyond the projection's horizon). Where it changes there is an edge.
    @inline(__always)
    func signature(_ dx: Double, _ dy: Double) -> Int {
        guard let l = toLayer.apply(dx, dy) else { return -1 }
        return signature(layer: l)
    }

    /// The sheets over layer point `l` (see ``signature(_:_:)``).
    @inline(__always)
    func signature(layer l: (x: Double, y: Double)) -> Int {
        let f = geometry.front(l.x, l.y, slack: pixel) != nil ? 1 : 0
        let b = geometry.back(l.x, l.y, slack: pixel) != nil ? 2 : 0
        return f + b
    }

    /// The packed premultiplied colour of pixel `(x, y)` of the source images' pixel space.
    ///
    /// - Parameter corners: the signatures at the pixel's four corners (computed once per grid
    ///   point by the caller). When they and the centre's agree, the pixel is shaded once at its
    ///   centre; otherwise it is supersampled.
    ///
    /// Two cases are common and exact copies: past the curl's shadow (or off the page) only the
    /// revealed content shows, and on the flat page well inside its edges with no flap above it
    /// an opaque page pixel hides everything. They skip the floating-point shading.
    func pixel(
        _ x: Int, _ y: Int, corners: (Int, Int, Int, Int), page: ImageSampler, under: ImageSampler
    ) -> UInt32 {
        let cx = Double(x) + 0.5
        let cy = Double(y) + 0.5
        let l = toLayer.apply(cx, cy)
        let centre = l.map { signature(layer: $0) } ?? -1
        let uniform =
            corners.0 == centre && corners.1 == centre && corners.2 == centre && corners.3 == centre
        if uniform {
            guard let l else { return 0 }
            if centre == 0 {
                let u = geometry.u(l.x, l.y)
                if u <= 0 || u > shadowReach || shadowFade <= 0 { return under.pixel(x, y) }
            } else if centre == 1, geometry.u(l.x, l.y) <= 0,
                geometry.insideDistance(CGPoint(x: l.x, y: l.y)) >= pixel / 2
            {
                let v = page.pixel(x, y)
                if v >> 24 == 255 { return v }
            }
            return colour(cx, cy, pixelCentre: (cx, cy), page: page, under: under).packed
        }
        let o = Self.subsamples
        var sum = colour(cx + o.0, cy + o.1, pixelCentre: (cx, cy), page: page, under: under)
        @inline(__always) func add(_ ox: Double, _ oy: Double) {
            let c = colour(cx + ox, cy + oy, pixelCentre: (cx, cy), page: page, under: under)
            sum.r += c.r
            sum.g += c.g
            sum.b += c.b
            sum.a += c.a
        }
        add(o.2, o.3)
        add(o.4, o.5)
        add(o.6, o.7)
        return Colour(r: sum.r / 4, g: sum.g / 4, b: sum.b / 4, a: sum.a / 4).packed
    }

    /// How far past the axis the curl's shadow reaches, in layer points.
    var shadowReach: Double { geometry.radius * (1 + TransitionEffect.curlShadowWidth) }

    /// The colour at device position `(dx, dy)`, a subsample of the pixel centred at `pixelCentre`.
    ///
    /// What is not displaced (the revealed content and the flat page) is sampled at the pixel
    /// centre, so supersampled edge pixels keep those images' own pixels (and their alpha at the
    /// layer's border) instead of blurring them.
    func colour(
        _ dx: Double, _ dy: Double, pixelCentre: (x: Double, y: Double), page: ImageSampler,
        under: ImageSampler
    ) -> Colour {
        guard let l = toLayer.apply(dx, dy) else { return Colour() }
        var result = revealed(pixelCentre.x, pixelCentre.y, layer: l, under: under)
        if let front = geometry.front(l.x, l.y, slack: pixel) {
            var c =
                front.brightness == 1 && front.pagePoint == CGPoint(x: l.x, y: l.y)
                ? Colour(packed: page.sample(pixelCentre.x, pixelCentre.y))
                : sample(page, front.pagePoint)
            if front.brightness < 1 {
                let k = 0.45 + 0.55 * front.brightness
                c.r *= k
                c.g *= k
                c.b *= k
            }
            // The page hides what is beneath as far as it is on the page and as opaque as its content.
            let onPage = min(max(geometry.insideDistance(front.pagePoint) / pixel + 0.5, 0), 1)
            let paper = min(onPage, c.a / 255)
            result = Colour(
                r: c.r + result.r * (1 - paper), g: c.g + result.g * (1 - paper),
                b: c.b + result.b * (1 - paper), a: c.a + result.a * (1 - paper))
        }
        if let back = geometry.back(l.x, l.y, slack: pixel) {
            let c = sample(page, back.pagePoint)
            guard c.a > 0 else { return result }
            // The content seen through the paper: straight colour, washed towards white, shaded.
            let w = TransitionEffect.curlBackWhiteness
            let k = 0.75 + 0.25 * back.brightness
            let alpha = c.a * TransitionEffect.curlBackOpacity
            func wash(_ v: Double) -> Double {
                (255 * w + v / c.a * 255 * (1 - w)) * k * alpha / 255
            }
            result = Colour(r: wash(c.r), g: wash(c.g), b: wash(c.b), a: alpha).over(result)
        }
        return result
    }

    /// The revealed content at a device position, darkened by the curl's shadow.
    private func revealed(
        _ dx: Double, _ dy: Double, layer l: (x: Double, y: Double), under: ImageSampler
    ) -> Colour {
        let c = Colour(packed: under.sample(dx, dy))
        guard shadowFade > 0 else { return c }
        let u = geometry.u(l.x, l.y)
        let r = geometry.radius
        guard u > 0 else { return c }
        let width = r * TransitionEffect.curlShadowWidth
        let fall = u <= r ? 1 : max(0, 1 - (u - r) / width)
        guard fall > 0 else { return c }
        let inside = min(max(geometry.insideDistance(CGPoint(x: l.x, y: l.y)) / pixel + 0.5, 0), 1)
        let s = TransitionEffect.curlShadowOpacity * shadowFade * fall * fall * inside
        return Colour(a: 255 * s).over(c)
    }

    /// The page's content at a layer point: where the point was rendered in device space.
    private func sample(_ image: ImageSampler, _ p: CGPoint) -> Colour {
        guard let d = toDevice.apply(Double(p.x), Double(p.y)) else { return Colour() }
        return Colour(packed: image.sample(d.x, d.y))
    }
}
