import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `--out` folder checked before any file is read, in the words and with the exit status
/// (74) of the `segue` tool's other commands (Sources/segue/OutputFailure.swift).
enum OutputFolder {
    struct Failure: Error { var description: String }

    /// Checks that `path` is a folder, or can be created, and that files can be created in it.
    static func check(_ path: String) throws(Failure) {
        var isDirectory: ObjCBool = false
        let folder = parent(of: path)
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw Failure(
                    description: "Cannot use '\(path)' as the output folder: it is a file.")
            }
        } else {
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
                throw Failure(
                    description: "Cannot write '\(path)': the folder '\(folder)' does not exist.")
            }
            guard isDirectory.boolValue else {
                throw Failure(
                    description: "Cannot write '\(path)': '\(folder)' is a file, not a folder.")
            }
            guard mkdir(path, 0o755) == 0 else {
                throw Failure(
                    description:
                        "Cannot create the output folder '\(path)': \(reason(errno, folder: folder))."
                )
            }
        }
        let probe = (path as NSString).appendingPathComponent(".segue-write-check")
        let fd = open(probe, O_WRONLY | O_CREAT, 0o644)
        guard fd >= 0 else {
            throw Failure(description: "Cannot write '\(probe)': \(reason(errno, folder: path)).")
        }
        close(fd)
        unlink(probe)
    }

    private static func parent(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    private static func reason(_ code: Int32, folder: String) -> String {
        switch code {
        case EACCES, EPERM: "you have no permission to write in '\(folder)'"
        case EROFS: "'\(folder)' is on a read-only file system"
        case ENOSPC: "the disk is full"
        case ENOTDIR: "a part of '\(folder)' is a file, not a folder"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
