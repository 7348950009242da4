import ArgumentParser
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An output file or folder the tool cannot write: reported in plain words, without the usage
/// text, with `EX_IOERR` (74) as the exit status (sysexits.h), not the usage status 64.
struct OutputFailure: Error, CustomStringConvertible {
    /// What could not be written, and why.
    var description: String

    /// `EX_IOERR` from sysexits.h.
    static let exitStatus: Int32 = 74

    /// Prints `Error: <description>` on standard error and exits with 74.
    func exit() -> Never {
        FileHandle.standardError.write(Data("Error: \(description)\n".utf8))
        SegueCommand.exit(withError: ExitCode(Self.exitStatus))
    }

    /// Checks, before anything is rendered, that a file can be created at `path`: its folder exists
    /// and is a folder, the path itself is not a folder, and the file can be opened for writing
    /// (a file created by the check is removed again).
    static func checkFile(_ path: String) throws(OutputFailure) {
        let folder = parentFolder(of: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
            isDirectory.boolValue
        {
            throw OutputFailure(
                description:
                    "Cannot write '\(path)': it is a folder. Give a file name, such as '\((path as NSString).appendingPathComponent("demo.gif"))'."
            )
        }
        try checkFolderExists(folder, for: path)
        let existed = FileManager.default.fileExists(atPath: path)
        let fd = open(path, O_WRONLY | O_CREAT, 0o644)
        guard fd >= 0 else {
            throw OutputFailure(
                description: "Cannot write '\(path)': \(reason(errno, folder: folder)).")
        }
        close(fd)
        if !existed { unlink(path) }
    }

    /// Checks that the folder `path` exists or can be created, and that files can be created in it.
    static func checkFolder(_ path: String) throws(OutputFailure) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw OutputFailure(
                    description: "Cannot use '\(path)' as the output folder: it is a file.")
            }
        } else {
            try checkFolderExists(parentFolder(of: path), for: path)
            do {
                try FileManager.default.createDirectory(
                    atPath: path, withIntermediateDirectories: true)
            } catch {
                throw OutputFailure(
                    description:
                        "Cannot create the output folder '\(path)': \(reason(errno, folder: parentFolder(of: path)))."
                )
            }
        }
        try checkFile((path as NSString).appendingPathComponent(".segue-write-check"))
    }

    /// A failure to write `path` after rendering (the disk filled up, the folder went away).
    static func writing(_ path: String, _ error: any Error) -> OutputFailure {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        let why =
            underlying.map { reason(Int32($0.code), folder: parentFolder(of: path)) }
            ?? error.localizedDescription
        return OutputFailure(description: "Cannot write '\(path)': \(why).")
    }

    /// The folder holding `path`: what comes before its last "/" ("/" for a top-level path, "."
    /// for a bare name). Not `NSString.deletingLastPathComponent`, which traps on a one-character
    /// name in swift-corelibs-foundation (`--out g`).
    static func parentFolder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let folder = trimmed[..<slash]
        return folder.isEmpty ? "/" : String(folder)
    }

    private static func checkFolderExists(_ folder: String, for path: String) throws(OutputFailure)
    {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw OutputFailure(
                description: "Cannot write '\(path)': the folder '\(folder)' does not exist.")
        }
        guard isDirectory.boolValue else {
            throw OutputFailure(
                description: "Cannot write '\(path)': '\(folder)' is a file, not a folder.")
        }
    }

    /// The reason for `code` (an errno value) in plain words.
    private static func reason(_ code: Int32, folder: String) -> String {
        switch code {
        case EACCES, EPERM: "you have no permission to write in '\(folder)'"
        case EROFS: "'\(folder)' is on a read-only file system"
        case ENOSPC: "the disk is full"
        case ENOENT: "the folder '\(folder)' does not exist"
        case ENOTDIR: "a part of '\(folder)' is a file, not a folder"
        case EISDIR: "it is a folder"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}

extension CocoaError {
    /// Whether this is one of Foundation's file-writing errors (codes 512–1023:
    /// `fileWriteUnknown` … `fileWriteVolumeReadOnly`), which the tool reports as an
    /// ``OutputFailure``.
    var isFileWriting: Bool { (512..<1024).contains(code.rawValue) }
}
