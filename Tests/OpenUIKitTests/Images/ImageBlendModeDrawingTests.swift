import Foundation
import OpenUIKit
import Testing

/// `UIImage.draw(in:blendMode:alpha:)` and `draw(at:blendMode:alpha:)` combine the image with
/// what the context holds by the blend mode's formula: the W3C Compositing and Blending formulas
/// for the separable modes (the PDF blend modes `CGBlendMode`'s documentation refers to) and
/// Porter–Duff's for the others, on premultiplied colours, the image's alpha times `alpha`.
@MainActor
@Suite struct ImageBlendModeDrawingTests {
    /// A 1-point-scale renderer of `size` points.
    func renderer(_ width: CGFloat, _ height: CGFloat) -> UIGraphicsImageRenderer {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
    }

    /// A 2 × 2 image of one colour.
    func swatch(_ color: UIColor) -> UIImage {
        renderer(2, 2).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
    }

    static let source = UIColor(red: 1, green: 0.4, blue: 0.2, alpha: 0.8)
    static let backdrop = UIColor(red: 0.2, green: 0.6, blue: 1, alpha: 0.6)

    /// The pixel (1, 1) of the backdrop filled over 4 × 4 points with the swatch of the source
    /// colour drawn over it by `mode` at `alpha`.
    func blended(_ mode: CGBlendMode, alpha: CGFloat) -> [UInt8] {
        let image = swatch(Self.source)
        return renderer(4, 4).image { context in
            Self.backdrop.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4), blendMode: mode, alpha: alpha)
        }.rgba(1, 1)
    }

    /// The formula's result, from the 8-bit premultiplied source and backdrop, rounded.
    func expected(_ mode: CGBlendMode, source s8: [UInt8], backdrop d8: [UInt8], alpha: Double)
        -> [Int]
    {
        let s = s8.map { Double($0) / 255 * alpha }
        let d = d8.map { Double($0) / 255 }
        let (sa, da) = (s[3], d[3])
        func separable(_ b: (Double, Double) -> Double) -> [Double] {
            (0..<3).map { i in
                let cs = sa > 0 ? s[i] / sa : 0
                let cb = da > 0 ? d[i] / da : 0
                return s[i] * (1 - da) + d[i] * (1 - sa) + sa * da * b(cb, cs)
            } + [sa + da - sa * da]
        }
        let out: [Double]
        switch mode {
        case .normal: out = (0..<4).map { s[$0] + d[$0] * (1 - sa) }
        case .multiply: out = separable { cb, cs in cb * cs }
        case .screen: out = separable { cb, cs in cb + cs - cb * cs }
        case .overlay:
            out = separable { cb, cs in
                cb <= 0.5 ? 2 * cb * cs : 1 - 2 * (1 - cb) * (1 - cs)
            }
        case .darken: out = separable { cb, cs in min(cb, cs) }
        case .lighten: out = separable { cb, cs in max(cb, cs) }
        case .clear: out = [0, 0, 0, 0]
        case .copy: out = s
        case .sourceIn: out = s.map { $0 * da }
        case .sourceAtop: out = (0..<4).map { s[$0] * da + d[$0] * (1 - sa) }
        case .destinationIn: out = d.map { $0 * sa }
        case .destinationOut: out = d.map { $0 * (1 - sa) }
        default: out = []
        }
        return out.map { Int(($0 * 255).rounded()) }
    }

    @Test func eachBlendModeMatchesItsFormulaOnPremultipliedColours() {
        let source = swatch(Self.source).rgba(0, 0)
        let backdrop = renderer(4, 4).image { context in
            Self.backdrop.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }.rgba(1, 1)
        let modes: [CGBlendMode] = [
            .normal, .multiply, .screen, .overlay, .darken, .lighten, .clear, .copy, .sourceIn,
            .sourceAtop, .destinationIn, .destinationOut,
        ]
        for alpha in [1.0, 0.5] {
            for mode in modes {
                let got = blended(mode, alpha: alpha).map(Int.init)
                let want = expected(mode, source: source, backdrop: backdrop, alpha: alpha)
                #expect(got.count == 4 && want.count == 4)
                #expect(
                    zip(got, want).allSatisfy { abs($0 - $1) <= 1 },
                    "\(mode) at alpha \(alpha): \(got), formula \(want)")
            }
        }
    }

    @Test func destinationInKeepsTheFillOnlyWhereTheImageIsOpaque() {
        // The classic tint: fill the colour, then the image's alpha cuts it out.
        let shape = renderer(4, 4).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        let tinted = renderer(4, 4).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            shape.draw(
                in: CGRect(x: 0, y: 0, width: 4, height: 4), blendMode: .destinationIn, alpha: 1)
        }
        #expect(tinted.rgba(0, 1) == [255, 0, 0, 255])
        #expect(tinted.rgba(1, 2) == [255, 0, 0, 255])
        #expect(tinted.rgba(2, 1) == [0, 0, 0, 0])
        #expect(tinted.rgba(3, 3) == [0, 0, 0, 0])
    }

    @Test func drawAtAPointBlendsAtTheImagesSizeAndLeavesTheContextsModeAlone() {
        let cyan = swatch(.cyan)
        let image = renderer(6, 6).image { context in
            UIColor.yellow.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
            cyan.draw(at: CGPoint(x: 2, y: 2), blendMode: .multiply, alpha: 1)
            // The context's mode and alpha are as before: a fill afterwards is source-over.
            UIColor.blue.setFill()
            context.fill(CGRect(x: 5, y: 5, width: 1, height: 1))
        }
        #expect(image.rgba(2, 2) == [0, 255, 0, 255], "cyan × yellow")
        #expect(image.rgba(3, 3) == [0, 255, 0, 255])
        #expect(image.rgba(4, 4) == [255, 255, 0, 255], "outside the 2 × 2 image")
        #expect(image.rgba(5, 5) == [0, 0, 255, 255])
    }

    @Test func plainDrawInHonoursTheContextsBlendModeAndAlpha() {
        let cyan = swatch(.cyan)
        let image = renderer(2, 2).image { context in
            UIColor.yellow.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            context.cgContext.setBlendMode(.multiply)
            cyan.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(image.rgba(0, 0) == [0, 255, 0, 255])
        let faded = renderer(2, 2).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            cyan.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2), blendMode: .normal, alpha: 0.5)
        }
        // Half cyan over white: red halves, green and blue stay.
        #expect(
            (127...128).contains(faded.rgba(1, 1)[0]) && faded.rgba(1, 1)[1...] == [255, 255, 255])
    }
}
