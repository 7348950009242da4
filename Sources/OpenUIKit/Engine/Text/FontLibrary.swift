import CFreeType
import Foundation

/// The process-wide FreeType library and the cache of loaded font files.
///
/// FreeType is not thread-safe, so every FreeType call in the text engine runs while holding
/// ``lock``; that makes the engine usable from any isolation domain (fonts are `Sendable`).
final class FontLibrary: @unchecked Sendable {
    /// The shared library.
    package static let shared = FontLibrary()

    /// Guards the FreeType library, every face and every face cache.
    let lock = NSLock()
    private var library: FT_Library?
    private var faces: [String: FontFace] = [:]

    /// Folders searched for the DejaVu fonts, in order: `$SEGUE_FONT_DIR` first when set.
    static var searchDirectories: [String] {
        var dirs: [String] = []
        if let custom = ProcessInfo.processInfo.environment["SEGUE_FONT_DIR"], !custom.isEmpty {
            dirs.append(custom)
        }
        dirs += [
            "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/TTF", "/usr/share/fonts/dejavu",
            "/usr/share/fonts/truetype", "/usr/local/share/fonts", "/opt/homebrew/share/fonts",
        ]
        return dirs
    }

    /// The path of a font file by name, or `nil` when no search folder holds it.
    package static func path(ofFile name: String) -> String? {
        for dir in searchDirectories {
            let path = dir + "/" + name
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    /// The face in `file` (e.g. `"DejaVuSans.ttf"`), loaded once and cached; `nil` when the file is
    /// missing or FreeType cannot read it.
    package func face(file: String) -> FontFace? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = faces[file] { return cached }
        guard let path = FontLibrary.path(ofFile: file) else { return nil }
        if library == nil {
            var lib: FT_Library?
            guard FT_Init_FreeType(&lib) == 0, let lib else { return nil }
            library = lib
        }
        var ftFace: FT_Face?
        guard FT_New_Face(library, path, 0, &ftFace) == 0, let ftFace else { return nil }
        let face = FontFace(face: ftFace, path: path, library: self)
        faces[file] = face
        return face
    }

    /// The face in `file`, stopping with a message naming the package to install when it is missing.
    func requiredFace(file: String) -> FontFace {
        guard let face = face(file: file) else {
            preconditionFailure(
                """
                Segue needs the DejaVu fonts to lay out and draw text, but \(file) was not found in \
                \(FontLibrary.searchDirectories.joined(separator: ", ")). Install the Debian package \
                fonts-dejavu-core (apt-get install fonts-dejavu-core), or set SEGUE_FONT_DIR to a folder holding it.
                """)
        }
        return face
    }
}
