import Foundation

/// How widely a font registration applies, as Core Text's `CTFontManagerScope`. Every scope acts
/// as `.process` here: registrations last until the process ends or they are undone.
public enum CTFontManagerScope: UInt32, Sendable {
    /// No scope.
    case none = 0
    /// The registering process only.
    case process = 1
    /// The user, across launches (iOS treats it as `.process` too for most apps).
    case persistent = 2
    /// The user's login session.
    case session = 3
}

/// The errors of Core Text's font manager, as `CTFontManagerError` (domain
/// `kCTFontManagerErrorDomain`).
public enum CTFontManagerError: Int, Sendable {
    /// The file does not exist.
    case fileNotFound = 101
    /// The file could not be read.
    case insufficientPermissions = 102
    /// The file is not a font format the font manager reads.
    case unrecognizedFormat = 103
    /// The font data is not valid.
    case invalidFontData = 104
    /// A font with the same name is already registered.
    case alreadyRegistered = 105
    /// The font is not registered.
    case notRegistered = 201
}

/// The error domain of the font manager's errors.
public let kCTFontManagerErrorDomain: CFString = "com.apple.CoreText.CTFontManagerErrorDomain"

private func fail(
    _ code: CTFontManagerError, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    error?.pointee = Unmanaged.passRetained(
        NSError(domain: kCTFontManagerErrorDomain, code: code.rawValue))
    return false
}

/// Registers `font` for the process, so that `UIFont(name:size:)` finds it by its PostScript or
/// full name. False, with an `.alreadyRegistered` error in `error`, when a font of that name is
/// registered.
public func CTFontManagerRegisterGraphicsFont(
    _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    FontLibrary.shared.register(font.face) ? true : fail(.alreadyRegistered, error)
}

/// Undoes `CTFontManagerRegisterGraphicsFont(_:_:)`; false, with a `.notRegistered` error,
/// when the font is not registered.
public func CTFontManagerUnregisterGraphicsFont(
    _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    FontLibrary.shared.unregister(font.face) ? true : fail(.notRegistered, error)
}

/// Registers the font in the file at `fontURL` (any file name) for the process. False, with an
/// error, when the file is missing (`.fileNotFound`), is not a font (`.invalidFontData`) or a font
/// of that name is registered (`.alreadyRegistered`).
public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope,
    _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    guard FileManager.default.fileExists(atPath: fontURL.path) else {
        return fail(.fileNotFound, error)
    }
    guard let face = FontLibrary.shared.face(path: fontURL.path) else {
        return fail(.invalidFontData, error)
    }
    return FontLibrary.shared.register(face) ? true : fail(.alreadyRegistered, error)
}

/// Undoes `CTFontManagerRegisterFontsForURL(_:_:_:)`; false, with a `.notRegistered` error, when
/// the file's font is not registered.
public func CTFontManagerUnregisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope,
    _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    guard let face = FontLibrary.shared.face(path: fontURL.path),
        FontLibrary.shared.unregister(face)
    else { return fail(.notRegistered, error) }
    return true
}
