import Foundation
import Testing

/// An output the tool cannot write is found before anything is rendered, reported in plain words
/// without the usage text, with exit status 74 (EX_IOERR).
@Suite struct ToolOutputErrorTests {
    @Test func renderIntoAMissingFolderFailsAtOnceWithStatus74() throws {
        let r = try Tool.run(["render", "seed002-zoom", "--out", "/nonexistent-segue/zoom.gif"])
        #expect(r.status == 74)
        #expect(
            r.stderr
                == "Error: Cannot write '/nonexistent-segue/zoom.gif': the folder '/nonexistent-segue' does not exist.\n"
        )
        #expect(!r.stderr.contains("Usage:") && !r.stderr.contains("NSCocoaErrorDomain"))
        #expect(r.stdout.isEmpty, "nothing rendered: \(r.stdout)")
    }

    @Test func renderOntoAFolderSaysItIsAFolder() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("zoom.gif")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let r = try Tool.run(["render", "seed000-present", "--out", folder.path])
        #expect(r.status == 74)
        #expect(r.stderr.contains("Cannot write '\(folder.path)': it is a folder."), "\(r.stderr)")
    }

    @Test func renderUnderAFileSaysThePathIsAFile() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("notes.txt")
        try Data("x".utf8).write(to: file)
        let r = try Tool.run(["render", "seed000-present", "--out", file.path + "/zoom.gif"])
        #expect(r.status == 74)
        #expect(r.stderr.contains("'\(file.path)' is a file, not a folder."), "\(r.stderr)")
    }

    /// A one-letter relative folder: swift-corelibs-foundation's `deletingLastPathComponent`
    /// traps on it, so the tool finds the parent folder itself.
    @Test func galleryIntoAOneLetterFolderWritesIt() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Tool.run(
            [
                "gallery", "--out", "g", "--only", "seed000-present", "--fps", "5", "--scale",
                "0.25",
            ],
            in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            FileManager.default.fileExists(
                atPath: dir.appendingPathComponent("g/seed000-present.gif").path))
    }

    @Test func galleryIntoAFileFailsWithStatus74() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("gallery")
        try Data("x".utf8).write(to: file)
        let r = try Tool.run(["gallery", "--out", file.path, "--only", "seed000-present"])
        #expect(r.status == 74)
        #expect(
            r.stderr == "Error: Cannot use '\(file.path)' as the output folder: it is a file.\n")
        #expect(r.stdout.isEmpty)
    }

    @Test func aGalleryWorkerThatCannotWriteFailsTheGalleryWithStatus74() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A folder where the second demo's GIF goes: the worker rendering it cannot write it.
        let gallery = dir.appendingPathComponent("gallery")
        try FileManager.default.createDirectory(
            at: gallery.appendingPathComponent("seed004-slide.gif"),
            withIntermediateDirectories: true)
        let r = try Tool.run([
            "gallery", "--out", gallery.path, "--only", "seed001-tab", "--only", "seed004-slide",
            "--fps", "5", "--scale", "0.25", "--jobs", "2",
        ])
        #expect(r.status == 74)
        #expect(r.stderr.hasPrefix("Error: Cannot write '\(gallery.path)'"), "\(r.stderr)")
        #expect(!r.stdout.contains("seed004-slide"))
        #expect(
            !FileManager.default.fileExists(
                atPath: gallery.appendingPathComponent("index.html").path))
    }

    @Test func aFailedCheckLeavesNoFileBehind() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The check creates and removes the output; a failure later (unknown container) must not
        // leave an empty file either: validation runs first.
        let out = dir.appendingPathComponent("x.gif").path
        let r = try Tool.run(["render", "seed000-present", "--container", "push", "--out", out])
        #expect(r.status == 64)
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
