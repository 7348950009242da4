// Seed 002 ("UIKit 自定义模态视图弹出", shared/seeds/002_7815c3768c9fe918.txt): the herbs (names,
// descriptions and drawn pictures) that the thumbnail zoom shows, built in code.
import Foundation
import OpenUIKit

/// One herb of the article's herb app (name, description, and the colours of its drawn picture).
struct Herb {
    var name: String
    var description: String
    /// Background tint of the picture (top and bottom of a vertical gradient).
    var backgroundTop: (Double, Double, Double)
    var backgroundBottom: (Double, Double, Double)
    /// Leaf colour and the leaves' width relative to their length (narrow rosemary, round sage).
    var leaf: (Double, Double, Double)
    var leafWidth: Double

    static let all: [Herb] = [
        Herb(
            name: "Basil",
            description: "Sweet, peppery leaves; the heart of pesto and a companion to tomatoes.",
            backgroundTop: (0.99, 0.95, 0.82), backgroundBottom: (0.95, 0.85, 0.62),
            leaf: (0.20, 0.62, 0.22), leafWidth: 0.55),
        Herb(
            name: "Mint",
            description:
                "Cool and bright; grows everywhere it is allowed and some places it is not.",
            backgroundTop: (0.86, 0.95, 0.98), backgroundBottom: (0.62, 0.84, 0.92),
            leaf: (0.18, 0.70, 0.45), leafWidth: 0.48),
        Herb(
            name: "Rosemary", description: "Needle-like, resinous leaves for roasts and breads.",
            backgroundTop: (0.93, 0.90, 0.99), backgroundBottom: (0.76, 0.70, 0.92),
            leaf: (0.25, 0.45, 0.30), leafWidth: 0.16),
        Herb(
            name: "Sage", description: "Soft grey-green leaves with an earthy, warm scent.",
            backgroundTop: (0.99, 0.88, 0.86), backgroundBottom: (0.93, 0.68, 0.64),
            leaf: (0.48, 0.62, 0.50), leafWidth: 0.42),
    ]
}

/// Procedural herb pictures: a sprig of leaves on a tinted gradient, drawn pixel by pixel.
enum HerbArt {
    /// Pictures drawn so far, by herb name and size (each scene asks for the same few).
    @MainActor private static var drawn: [String: CGImage] = [:]

    /// A `size`×`size` picture of `herb` (opaque, premultiplied RGBA), drawn once per herb and size.
    @MainActor static func image(for herb: Herb, size: Int = 240) -> CGImage {
        let key = "\(herb.name) \(size)"
        if let image = drawn[key] { return image }
        let image = draw(herb, size: size)
        drawn[key] = image
        return image
    }

    /// Draws the picture of `herb`.
    private static func draw(_ herb: Herb, size: Int) -> CGImage {
        // Leaves along a slightly curved stem from the bottom centre up, alternating sides.
        struct Leaf { var cx, cy, ux, uy, length, width: Double }
        var leaves: [Leaf] = []
        let s = Double(size)
        let pairs = 5
        for i in 0..<pairs {
            let t: Double = (Double(i) + 0.6) / (Double(pairs) + 0.5)
            let stemX: Double = s * (0.5 + 0.05 * sin(t * 3))
            let stemY: Double = s * (0.92 - 0.78 * t)
            let length: Double = s * (0.24 - 0.1 * t)
            for side in [-1.0, 1.0] {
                let base: Double = side < 0 ? Double.pi * 0.82 : Double.pi * 0.18
                let angle: Double = base - 0.35 * t * side
                let ux: Double = cos(angle)
                let uy: Double = -sin(angle)
                leaves.append(
                    Leaf(
                        cx: stemX + ux * length * 0.55, cy: stemY + uy * length * 0.55,
                        ux: ux, uy: uy, length: length * 0.55, width: length * 0.55 * herb.leafWidth
                    ))
            }
        }
        let tipX: Double = s * (0.5 + 0.05 * sin(Double(3)))
        let tip = Leaf(
            cx: tipX, cy: s * 0.1, ux: 0, uy: -1, length: s * 0.08, width: s * 0.08 * herb.leafWidth
        )
        leaves.append(tip)
        var px = [UInt8](repeating: 255, count: size * size * 4)
        for y in 0..<size {
            let fy = Double(y) / s
            var r = herb.backgroundTop.0 + (herb.backgroundBottom.0 - herb.backgroundTop.0) * fy
            var g = herb.backgroundTop.1 + (herb.backgroundBottom.1 - herb.backgroundTop.1) * fy
            var b = herb.backgroundTop.2 + (herb.backgroundBottom.2 - herb.backgroundTop.2) * fy
            let rowR = r
            let rowG = g
            let rowB = b
            for x in 0..<size {
                r = rowR
                g = rowG
                b = rowB
                let X = Double(x) + 0.5
                let Y = Double(y) + 0.5
                // Stem.
                let stemT: Double = (0.92 - Y / s) / 0.78 * 3
                let stemX: Double = s * (0.5 + 0.05 * sin(stemT))
                if Y > s * 0.12 && Y < s * 0.95 && abs(X - stemX) < max(1.2, s * 0.008) {
                    (r, g, b) = (herb.leaf.0 * 0.6, herb.leaf.1 * 0.6, herb.leaf.2 * 0.6)
                }
                for leaf in leaves {
                    let dx = X - leaf.cx
                    let dy = Y - leaf.cy
                    let u = dx * leaf.ux + dy * leaf.uy
                    let v = -dx * leaf.uy + dy * leaf.ux
                    let nu: Double = u / leaf.length
                    let nv: Double = v / leaf.width
                    let e: Double = nu * nu + nv * nv
                    if e <= 1 {
                        // Lighter towards the tip, darker vein along the middle.
                        let shade = 0.85 + 0.25 * (u / leaf.length)
                        (r, g, b) = (herb.leaf.0 * shade, herb.leaf.1 * shade, herb.leaf.2 * shade)
                        if abs(v) < max(0.8, leaf.width * 0.08) && u < leaf.length * 0.85 {
                            (r, g, b) = (herb.leaf.0 * 0.55, herb.leaf.1 * 0.55, herb.leaf.2 * 0.55)
                        }
                    }
                }
                let i = (y * size + x) * 4
                px[i] = UInt8(max(0, min(255, r * 255)))
                px[i + 1] = UInt8(max(0, min(255, g * 255)))
                px[i + 2] = UInt8(max(0, min(255, b * 255)))
            }
        }
        return CGImage(width: size, height: size, premultipliedRGBA: px)
    }
}
