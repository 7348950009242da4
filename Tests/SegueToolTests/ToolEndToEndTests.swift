import Foundation
import SegueRender
import Testing

/// The built `segue` tool run as a process, end to end.
@Suite struct ToolEndToEndTests {
    @Test func listNamesEveryDemoWithADescription() throws {
        let r = try Tool.run(["list"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let names = lines.map { String($0.split(separator: " ").first ?? "") }
        #expect(
            Array(names.prefix(12)) == [
                "seed000-present", "seed000-push", "seed000-selection", "seed001-modal",
                "seed001-push", "seed001-tab",
                "seed002-zoom",
                "seed003-push", "seed003-present", "seed003-presentation-controller",
                "seed004-curl", "seed004-slide",
            ])
        // Then the catalogue, beside the seeds: 53 entries, from fade to corner-slide, and the
        // matched-elements demo.
        #expect(names.count == 12 + 53 + 1)
        #expect(names[12] == "fade" && names[12 + 52] == "corner-slide")
        #expect(names.last == "matched-elements")
        #expect(names.contains("cube-left") && names.contains("circular-reveal"))
        #expect(lines.allSatisfy { $0.count > 30 }, "each line has a description")
    }

    @Test func renderWritesAGIFWhoseFramesChangeAndEndWhereTheyStarted() throws {
        let dir = try Tool.temporaryDirectory()
        let out = dir.appendingPathComponent("present.gif").path
        let r = try Tool.run([
            "render", "seed000-present", "--out", out, "--fps", "10", "--scale", "0.5",
            "--filmstrip",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let gif = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(gif.prefix(6) == Data("GIF89a".utf8))
        // Logical screen: half of the iPhone 15's 393×852 points, rounded up.
        #expect(Int(gif[6]) | Int(gif[7]) << 8 == 197 && Int(gif[8]) | Int(gif[9]) << 8 == 426)
        let strip = try Bitmap(
            pngData: Data(contentsOf: dir.appendingPathComponent("present-filmstrip.png")))
        #expect(strip.width > 197 && strip.height > 426)
        #expect(r.stdout.contains("frames"))
    }

    @Test func renderWritesAnAnimatedPNGByExtension() throws {
        let dir = try Tool.temporaryDirectory()
        let out = dir.appendingPathComponent("curl.png").path
        let r = try Tool.run([
            "render", "seed004-curl", "--out", out, "--fps", "5", "--scale", "0.25",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let png = try Data(contentsOf: URL(fileURLWithPath: out))
        let first = try Bitmap(pngData: png)  // the default image is the first frame
        #expect(first.width == 99 && first.height == 213)
        #expect(png.range(of: Data("acTL".utf8)) != nil, "animation control chunk present")
    }

    @Test func renderWritesALosslessAnimatedWebPByExtension() throws {
        let dir = try Tool.temporaryDirectory()
        let out = dir.appendingPathComponent("curl.webp").path
        let r = try Tool.run([
            "render", "seed004-curl", "--out", out, "--fps", "5", "--scale", "0.25",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let webp = [UInt8](try Data(contentsOf: URL(fileURLWithPath: out)))
        #expect(
            Array(webp[0..<4]) == Array("RIFF".utf8) && Array(webp[8..<12]) == Array("WEBP".utf8))
        #expect(Data(webp).range(of: Data("ANMF".utf8)) != nil, "animation frames present")
    }

    @Test func renderWritesAnMP4ByExtensionWhenFFmpegIsInstalled() throws {
        guard MP4Encoder().resolvedFFmpeg() != nil else { return }
        let dir = try Tool.temporaryDirectory()
        let out = dir.appendingPathComponent("curl.mp4").path
        let r = try Tool.run([
            "render", "seed004-curl", "--out", out, "--fps", "5", "--scale", "0.25",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let mp4 = [UInt8](try Data(contentsOf: URL(fileURLWithPath: out)))
        #expect(Array(mp4[4..<8]) == Array("ftyp".utf8))
    }

    @Test func renderToMP4WithoutFFmpegFailsNamingTheDebianPackage() throws {
        let dir = try Tool.temporaryDirectory()
        let out = dir.appendingPathComponent("curl.mp4").path
        let r = try Tool.run(
            ["render", "seed004-curl", "--out", out, "--fps", "5", "--scale", "0.25"],
            environment: ["SEGUE_FFMPEG": "/nonexistent/bin/ffmpeg"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("apt-get install ffmpeg"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func traceListsTheCallbacksInOrder() throws {
        let r = try Tool.run(["trace", "seed003-presentation-controller"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let will = lines.firstIndex { $0.contains("presentationTransitionWillBegin") }
        let animate = lines.firstIndex { $0.contains("animateTransition") }
        let didEnd = lines.firstIndex { $0.contains("presentationTransitionDidEnd") }
        #expect(will != nil && animate != nil && didEnd != nil)
        if let will, let animate, let didEnd { #expect(will < animate && animate < didEnd) }
    }

    @Test func galleryWritesEveryFileAndAnIndexPage() throws {
        let dir = try Tool.temporaryDirectory()
        let r = try Tool.run([
            "gallery", "--out", dir.path, "--only", "seed001-tab", "--only", "seed004-slide",
            "--fps", "5", "--scale", "0.25",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("[1/2] seed001-tab") && r.stdout.contains("[2/2] seed004-slide"))
        for name in ["seed001-tab", "seed004-slide"] {
            let gif = try Data(contentsOf: dir.appendingPathComponent("\(name).gif"))
            #expect(gif.prefix(6) == Data("GIF89a".utf8))
            _ = try Bitmap(
                pngData: Data(contentsOf: dir.appendingPathComponent("\(name)-filmstrip.png")))
        }
        let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("seed001-tab.gif") && html.contains("seed004-slide.gif"))
    }

    @Test func galleryOnTwoJobsWritesTheSameFilesAsInOneProcess() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var folders: [URL] = []
        for jobs in ["1", "2"] {
            // The same relative --out, so the index pages' headers match too.
            let run = dir.appendingPathComponent("jobs-\(jobs)")
            try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
            let r = try Tool.run(
                [
                    "gallery", "--out", "gallery", "--only", "seed001-tab", "--only",
                    "seed004-slide", "--only", "seed000-present", "--fps", "5", "--scale", "0.25",
                    "--jobs", jobs,
                ], in: run)
            #expect(r.status == 0, "\(r.stderr)")
            // Progress in the demos' order, whichever worker finished first.
            let names = r.stdout.split(separator: "\n").filter { $0.hasPrefix("[") }
                .map { $0.split(separator: " ")[1] }
            #expect(names == ["seed001-tab:", "seed004-slide:", "seed000-present:"])
            folders.append(run.appendingPathComponent("gallery"))
        }
        let files = try Self.files(in: folders[0])
        #expect(
            files.count > 10 && files.contains("index.html")
                && files.contains("frames/seed000-present.js"))
        #expect(try Self.files(in: folders[1]) == files)
        for file in files {
            let one = try Data(contentsOf: folders[0].appendingPathComponent(file))
            let two = try Data(contentsOf: folders[1].appendingPathComponent(file))
            #expect(one == two, "\(file) differs")
        }
    }

    /// Every file under `folder`, as sorted relative paths.
    static func files(in folder: URL) throws -> [String] {
        let base = folder.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else {
                continue
            }
            paths.append(String(url.standardizedFileURL.path.dropFirst(base.count)))
        }
        return paths.sorted()
    }
}
