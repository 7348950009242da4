import Foundation

/// A font: a face at a point size, with its metrics, as in UIKit.
///
/// The system fonts are DejaVu Sans (regular; weights of `.semibold` and heavier use DejaVu Sans
/// Bold) and DejaVu Sans Mono for the monospaced system font (DejaVu Sans when Mono is missing),
/// loaded through FreeType from the Debian package `fonts-dejavu-core`. Metrics are unhinted and
/// scale linearly with the point size, as Core Text's do. Immutable, so `Sendable`.
public final class UIFont: Sendable, Hashable, CustomStringConvertible {
    /// The PostScript name, e.g. `"DejaVuSans-Bold"`.
    public let fontName: String
    /// The family name, e.g. `"DejaVu Sans"`.
    public let familyName: String
    /// The size in points (em height).
    public let pointSize: CGFloat
    /// The weight asked for (the face used is regular or bold, see the type's summary).
    package let weight: UIFont.Weight
    /// The loaded face the metrics come from.
    package let face: FontFace
    /// How the font follows Dynamic Type (a text style's font, or one scaled by `UIFontMetrics`);
    /// nil for a font of a fixed size.
    let scaling: FontScaling?

    package init(
        face: FontFace, pointSize: CGFloat, weight: UIFont.Weight, scaling: FontScaling? = nil
    ) {
        self.scaling = scaling
        self.face = face
        self.pointSize = pointSize.isFinite ? max(0, pointSize) : 0
        self.weight = weight
        fontName = face.postScriptName
        familyName = face.familyName
    }

    /// Points per font unit at this size.
    package var unitScale: CGFloat { pointSize / CGFloat(face.unitsPerEm) }

    /// Distance from the baseline to the top of the tallest glyphs, in points (positive).
    public var ascender: CGFloat { CGFloat(face.ascender) * unitScale }
    /// Distance from the baseline to the bottom of the lowest glyphs, in points (negative, as UIKit).
    public var descender: CGFloat { CGFloat(face.descender) * unitScale }
    /// Extra space between lines, in points.
    public var leading: CGFloat { CGFloat(face.lineGap) * unitScale }
    /// Height of one line of text: `ascender − descender + leading`, in points.
    public var lineHeight: CGFloat { ascender - descender + leading }
    /// Height of capital letters (the top of "H"), in points.
    public var capHeight: CGFloat { glyphTop("H") }
    /// Height of lower-case letters (the top of "x"), in points.
    public var xHeight: CGFloat { glyphTop("x") }

    private func glyphTop(_ character: Unicode.Scalar) -> CGFloat {
        let outline = face.outline(of: face.glyph(for: character))
        return CGFloat(outline.controlBounds?.max.y ?? 0) * unitScale
    }

    /// The same face at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(face: face, pointSize: fontSize, weight: weight)
    }

    /// A font by PostScript or full name: a font registered with `CTFontManagerRegisterGraphicsFont`
    /// or `CTFontManagerRegisterFontsForURL` first, then the installed DejaVu faces
    /// (`"DejaVuSans"`, `"DejaVu Sans"`, `"DejaVuSans-Bold"`, `"DejaVuSansMono"`, …); `nil` for
    /// other names.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        if let face = FontLibrary.shared.registeredFace(named: fontName) {
            self.init(
                face: face, pointSize: fontSize,
                weight: face.styleName.contains("Bold") ? .bold : .regular)
            return
        }
        let files = [
            "DejaVuSans": "DejaVuSans.ttf", "DejaVu Sans": "DejaVuSans.ttf",
            "DejaVuSans-Bold": "DejaVuSans-Bold.ttf",
            "DejaVuSans-Oblique": "DejaVuSans-Oblique.ttf",
            "DejaVuSans-BoldOblique": "DejaVuSans-BoldOblique.ttf",
            "DejaVuSansMono": "DejaVuSansMono.ttf", "DejaVu Sans Mono": "DejaVuSansMono.ttf",
            "DejaVuSansMono-Bold": "DejaVuSansMono-Bold.ttf",
            "DejaVuSerif": "DejaVuSerif.ttf", "DejaVu Serif": "DejaVuSerif.ttf",
            "DejaVuSerif-Bold": "DejaVuSerif-Bold.ttf",
        ]
        guard let file = files[fontName], let face = FontLibrary.shared.face(file: file) else {
            return nil
        }
        self.init(
            face: face, pointSize: fontSize, weight: fontName.hasSuffix("Bold") ? .bold : .regular)
    }

    /// The system font at `fontSize` points and `weight`.
    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        let file = weight >= .semibold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
        return UIFont(
            face: FontLibrary.shared.requiredFace(file: file), pointSize: fontSize, weight: weight)
    }

    /// The regular-weight system font at `fontSize` points.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font at `fontSize` points.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The monospaced system font: DejaVu Sans Mono (bold from `.semibold`), or DejaVu Sans when
    /// the Mono files are not installed.
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight)
        -> UIFont
    {
        let file = weight >= .semibold ? "DejaVuSansMono-Bold.ttf" : "DejaVuSansMono.ttf"
        if let face = FontLibrary.shared.face(file: file) {
            return UIFont(face: face, pointSize: fontSize, weight: weight)
        }
        return systemFont(ofSize: fontSize, weight: weight)
    }

    /// The standard system font size, 14 points (as `UIFont.systemFontSize`).
    public class var systemFontSize: CGFloat { 14 }
    /// The standard label font size, 17 points (as `UIFont.labelFontSize`).
    public class var labelFontSize: CGFloat { 17 }
    /// The standard button font size, 18 points (as `UIFont.buttonFontSize`).
    public class var buttonFontSize: CGFloat { 18 }
    /// The small system font size, 12 points (as `UIFont.smallSystemFontSize`).
    public class var smallSystemFontSize: CGFloat { 12 }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.face === rhs.face && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
        hasher.combine(weight)
    }
    public var description: String {
        "<UIFont: \(fontName) \(pointSize)pt weight \(weight.rawValue)>"
    }
}
