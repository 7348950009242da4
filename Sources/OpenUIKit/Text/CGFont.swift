import Foundation

/// A font face as Core Graphics has it, as `CGFont`: made from font data, registered with
/// `CTFontManagerRegisterGraphicsFont(_:_:)`, then found by `UIFont(name:size:)`.
public final class CGFont: @unchecked Sendable {
    /// The face, read by FreeType.
    package let face: FontFace

    /// The face in the provider's data (TrueType, OpenType, or the first face of a collection);
    /// nil when it is not font data.
    public init?(_ provider: CGDataProvider) {
        guard let face = FontLibrary.shared.face(data: provider.bytes) else { return nil }
        self.face = face
    }

    /// A registered or installed face by PostScript or full name; nil when there is none.
    public init?(_ name: CFString) {
        guard let face = UIFont(name: name, size: 12)?.face else { return nil }
        self.face = face
    }

    /// The PostScript name, e.g. `"DejaVuSerif-Italic"`.
    public var postScriptName: CFString? { face.postScriptName }
    /// The full name, e.g. `"DejaVu Serif Italic"`.
    public var fullName: CFString? { face.fullName }
    /// Font units per em.
    public var unitsPerEm: Int32 { Int32(face.unitsPerEm) }
}
