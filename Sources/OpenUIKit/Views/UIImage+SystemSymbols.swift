import Foundation

/// A few SF Symbols drawn as vector outlines (engine: simple shapes in the spirit of Apple's
/// glyphs, not Apple's artwork), in a 24 × 24 pt box. Tab bars and other tinting views draw them
/// as shape layers, so they are sharp at any scale.
struct SymbolGlyph {
    /// The outline, in a 24 × 24 pt box.
    package var path: CGPath
    /// Whether the outline is filled (else stroked with `lineWidth`).
    package var filled: Bool
    package var lineWidth: CGFloat = 1.8

    /// The side of the box the outline is drawn in, in points.
    package static let side: CGFloat = 24

    /// The body text size a symbol's box is drawn for when no point size is configured.
    package static let bodyPointSize: CGFloat = 17

    /// The side of the box a symbol is drawn in under `configuration`: 24 pt at the body size
    /// (17 pt) and medium scale, in proportion to the point size, times 0.8 for the small scale
    /// and 1.3 for the large (Behaviour-raster.md, "Symbol images").
    package static func side(for configuration: UIImage.SymbolConfiguration?) -> CGFloat {
        guard let configuration else { return side }
        let points = configuration.pointSize > 0 ? configuration.pointSize : bodyPointSize
        let factor: CGFloat =
            switch configuration.scale {
            case .small: 0.8
            case .large: 1.3
            case .medium, .default, .unspecified: 1
            }
        return side * points / bodyPointSize * factor
    }

    /// How much wider than at the regular weight a symbol's strokes are at `weight`.
    package static func strokeFactor(for weight: UIImage.SymbolWeight?) -> CGFloat {
        switch weight ?? .unspecified {
        case .ultraLight: 0.4
        case .thin: 0.55
        case .light: 0.75
        case .regular, .unspecified: 1
        case .medium: 1.15
        case .semibold: 1.3
        case .bold: 1.5
        case .heavy: 1.75
        case .black: 2
        }
    }

    /// The names drawn: the `.fill` variants and their outlined forms.
    package static let names: Set<String> = [
        "house", "house.fill", "person", "person.fill", "star", "star.fill", "magnifyingglass",
        "ellipsis", "clock", "book", "heart", "heart.fill", "arrow.down.circle", "list.bullet",
    ]

    /// The glyph for a symbol name, nil for names not drawn.
    package static func named(_ name: String) -> SymbolGlyph? {
        let filled = name.hasSuffix(".fill")
        let base = filled ? String(name.dropLast(5)) : name
        let p = CGMutablePath()
        switch base {
        case "house":
            p.addLines(between: [
                CGPoint(x: 12, y: 3), CGPoint(x: 22, y: 11.5), CGPoint(x: 19.5, y: 11.5),
                CGPoint(x: 19.5, y: 21), CGPoint(x: 14.5, y: 21), CGPoint(x: 14.5, y: 15),
                CGPoint(x: 9.5, y: 15), CGPoint(x: 9.5, y: 21), CGPoint(x: 4.5, y: 21),
                CGPoint(x: 4.5, y: 11.5), CGPoint(x: 2, y: 11.5),
            ])
            p.closeSubpath()
        case "person":
            p.addEllipse(in: CGRect(x: 7.5, y: 2.5, width: 9, height: 9))
            p.move(to: CGPoint(x: 3.5, y: 21.5))
            p.addCurve(
                to: CGPoint(x: 12, y: 13), control1: CGPoint(x: 3.5, y: 16.5),
                control2: CGPoint(x: 7.5, y: 13))
            p.addCurve(
                to: CGPoint(x: 20.5, y: 21.5), control1: CGPoint(x: 16.5, y: 13),
                control2: CGPoint(x: 20.5, y: 16.5))
            p.closeSubpath()
        case "star":
            let points = (0..<10).map { i -> CGPoint in
                let r: CGFloat = i % 2 == 0 ? 10.5 : 4.6
                let a = -CGFloat.pi / 2 + CGFloat(i) * CGFloat.pi / 5
                return CGPoint(x: 12 + r * cos(a), y: 12.8 + r * sin(a))
            }
            p.addLines(between: points)
            p.closeSubpath()
        case "heart":
            p.move(to: CGPoint(x: 12, y: 21))
            p.addCurve(
                to: CGPoint(x: 2.5, y: 8.5), control1: CGPoint(x: 6, y: 16.5),
                control2: CGPoint(x: 2.5, y: 13))
            p.addCurve(
                to: CGPoint(x: 12, y: 6.5), control1: CGPoint(x: 2.5, y: 3.5),
                control2: CGPoint(x: 9.5, y: 2.5))
            p.addCurve(
                to: CGPoint(x: 21.5, y: 8.5), control1: CGPoint(x: 14.5, y: 2.5),
                control2: CGPoint(x: 21.5, y: 3.5))
            p.addCurve(
                to: CGPoint(x: 12, y: 21), control1: CGPoint(x: 21.5, y: 13),
                control2: CGPoint(x: 18, y: 16.5))
            p.closeSubpath()
        case "magnifyingglass":
            p.addEllipse(in: CGRect(x: 3, y: 3, width: 13, height: 13))
            p.move(to: CGPoint(x: 14.3, y: 14.3))
            p.addLine(to: CGPoint(x: 21, y: 21))
            return SymbolGlyph(path: p, filled: false, lineWidth: 2.2)
        case "ellipsis":
            for x in [4.5, 12, 19.5] as [CGFloat] {
                p.addEllipse(in: CGRect(x: x - 2.2, y: 9.8, width: 4.4, height: 4.4))
            }
            return SymbolGlyph(path: p, filled: true)
        case "clock":
            p.addEllipse(in: CGRect(x: 2.5, y: 2.5, width: 19, height: 19))
            p.move(to: CGPoint(x: 12, y: 6.5))
            p.addLine(to: CGPoint(x: 12, y: 12))
            p.addLine(to: CGPoint(x: 16, y: 14.5))
            return SymbolGlyph(path: p, filled: false)
        case "book":
            p.move(to: CGPoint(x: 12, y: 6))
            p.addCurve(
                to: CGPoint(x: 2.5, y: 4.5), control1: CGPoint(x: 9.5, y: 4.2),
                control2: CGPoint(x: 5.5, y: 3.8))
            p.addLine(to: CGPoint(x: 2.5, y: 19))
            p.addCurve(
                to: CGPoint(x: 12, y: 20.5), control1: CGPoint(x: 5.5, y: 18.3),
                control2: CGPoint(x: 9.5, y: 18.7))
            p.addCurve(
                to: CGPoint(x: 21.5, y: 19), control1: CGPoint(x: 14.5, y: 18.7),
                control2: CGPoint(x: 18.5, y: 18.3))
            p.addLine(to: CGPoint(x: 21.5, y: 4.5))
            p.addCurve(
                to: CGPoint(x: 12, y: 6), control1: CGPoint(x: 18.5, y: 3.8),
                control2: CGPoint(x: 14.5, y: 4.2))
            p.addLine(to: CGPoint(x: 12, y: 20.5))
            return SymbolGlyph(path: p, filled: false)
        case "arrow.down.circle":
            p.addEllipse(in: CGRect(x: 2.5, y: 2.5, width: 19, height: 19))
            p.move(to: CGPoint(x: 12, y: 7))
            p.addLine(to: CGPoint(x: 12, y: 16.5))
            p.move(to: CGPoint(x: 8, y: 12.8))
            p.addLine(to: CGPoint(x: 12, y: 16.8))
            p.addLine(to: CGPoint(x: 16, y: 12.8))
            return SymbolGlyph(path: p, filled: false)
        case "list.bullet":
            for y in [6, 12, 18] as [CGFloat] {
                p.addEllipse(in: CGRect(x: 2.5, y: y - 1.6, width: 3.2, height: 3.2))
                p.move(to: CGPoint(x: 9, y: y))
                p.addLine(to: CGPoint(x: 21.5, y: y))
            }
            return SymbolGlyph(path: p, filled: false)
        default:
            return nil
        }
        return SymbolGlyph(path: p, filled: filled)
    }
}
