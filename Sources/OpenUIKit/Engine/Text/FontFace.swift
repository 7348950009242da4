import CFreeType
import Foundation

/// One font file loaded through FreeType, with its design metrics and cached glyph data.
///
/// All measurements are in font units (``unitsPerEm`` to the em), unhinted, as Core Text lays
/// text out; callers scale by `pointSize / unitsPerEm`. Safe to share: every access to the
/// FreeType face and to the caches happens under ``FontLibrary``'s lock.
package final class FontFace: @unchecked Sendable {
    /// PostScript name, e.g. `"DejaVuSans-Bold"`.
    let postScriptName: String
    /// Family name, e.g. `"DejaVu Sans"`.
    package let familyName: String
    /// Style name, e.g. `"Bold"` (`"Book"` or `"Regular"` for the plain face).
    package let styleName: String
    /// The file the face was loaded from.
    package let path: String
    /// Font units per em.
    let unitsPerEm: Int
    /// Typographic ascender (hhea), font units above the baseline.
    package let ascender: Int
    /// Typographic descender (hhea), font units, negative below the baseline.
    let descender: Int
    /// Extra line gap (hhea), font units.
    let lineGap: Int
    /// Whether the face has a `kern` table FreeType can read.
    let hasKerning: Bool

    private let face: FT_Face
    private unowned let library: FontLibrary
    private var glyphIndices: [UInt32: UInt32] = [:]
    private var advances: [UInt32: Int] = [:]
    private var kernings: [UInt64: Int] = [:]
    private var outlines: [UInt32: GlyphOutline] = [:]

    /// Wraps a face just opened under the library's lock.
    init(face: FT_Face, path: String, library: FontLibrary) {
        self.face = face
        self.path = path
        self.library = library
        let record = face.pointee
        postScriptName =
            FT_Get_Postscript_Name(face).map { String(cString: $0) }
            ?? (path as NSString).lastPathComponent
        familyName = record.family_name.map { String(cString: $0) } ?? postScriptName
        styleName = record.style_name.map { String(cString: $0) } ?? "Regular"
        unitsPerEm = Int(record.units_per_EM)
        ascender = Int(record.ascender)
        descender = Int(record.descender)
        lineGap = max(0, Int(record.height) - Int(record.ascender) + Int(record.descender))
        hasKerning = record.face_flags & FT_Long(1 << 6) != 0  // FT_FACE_FLAG_KERNING
    }

    /// The full name, as Core Text gives it: the family, then the style unless it is the plain
    /// face (`"DejaVu Serif Italic"`, `"DejaVu Sans"`).
    package var fullName: String {
        ["Regular", "Book", "Roman", "Normal"].contains(styleName)
            ? familyName : familyName + " " + styleName
    }

    /// Load flags for design-unit data: no scaling, no hinting, no embedded bitmaps.
    private static let designLoadFlags = FT_Int32(1 | 2 | 8)  // NO_SCALE | NO_HINTING | NO_BITMAP

    /// The glyph for a Unicode scalar (0, the missing-glyph box, when the font lacks it).
    package func glyph(for scalar: Unicode.Scalar) -> UInt32 {
        library.lock.lock()
        defer { library.lock.unlock() }
        if let cached = glyphIndices[scalar.value] { return cached }
        let index = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
        glyphIndices[scalar.value] = index
        return index
    }

    /// The horizontal advance of `glyph` in font units.
    package func advance(of glyph: UInt32) -> Int {
        library.lock.lock()
        defer { library.lock.unlock() }
        if let cached = advances[glyph] { return cached }
        var value = 0
        if FT_Load_Glyph(face, glyph, FontFace.designLoadFlags) == 0 {
            value = Int(face.pointee.glyph.pointee.metrics.horiAdvance)
        }
        advances[glyph] = value
        return value
    }

    /// The kerning adjustment between two glyphs in font units (from the `kern` table; 0 when none).
    func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        guard hasKerning else { return 0 }
        library.lock.lock()
        defer { library.lock.unlock() }
        let key = UInt64(left) << 32 | UInt64(right)
        if let cached = kernings[key] { return cached }
        var vector = FT_Vector()
        var value = 0
        if FT_Get_Kerning(face, left, right, UInt32(FT_KERNING_UNSCALED.rawValue), &vector) == 0 {
            value = Int(vector.x)
        }
        kernings[key] = value
        return value
    }

    /// The outline of `glyph` in font units (y up), read once and cached.
    package func outline(of glyph: UInt32) -> GlyphOutline {
        library.lock.lock()
        defer { library.lock.unlock() }
        if let cached = outlines[glyph] { return cached }
        var result = GlyphOutline(contours: [])
        if FT_Load_Glyph(face, glyph, FontFace.designLoadFlags) == 0 {
            let slot = face.pointee.glyph.pointee
            if slot.format == FT_GLYPH_FORMAT_OUTLINE {
                result = GlyphOutline(slot.outline)
            }
        }
        outlines[glyph] = result
        return result
    }
}
