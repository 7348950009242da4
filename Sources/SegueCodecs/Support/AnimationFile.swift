import Foundation

/// An output file written front to back as an animation is encoded, with the few header bytes
/// that are only known at the end (a frame count, a refined colour table) patched in place.
final class AnimationFile {
    private let handle: FileHandle
    /// Bytes written so far.
    private(set) var length = 0

    /// Creates (or truncates) the file at `url`.
    init(url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
        }
        handle = try FileHandle(forWritingTo: url)
    }

    /// Appends `bytes`.
    func write(_ bytes: [UInt8]) throws {
        try handle.write(contentsOf: bytes)
        length += bytes.count
    }

    /// Replaces the bytes at `offset` (already written) with `bytes`, then goes back to the end.
    func overwrite(at offset: Int, with bytes: [UInt8]) throws {
        precondition(offset + bytes.count <= length, "Only written bytes can be replaced")
        try handle.seek(toOffset: UInt64(offset))
        try handle.write(contentsOf: bytes)
        try handle.seekToEnd()
    }

    /// Flushes and closes the file.
    func close() throws {
        try handle.synchronize()
        try handle.close()
    }
}
