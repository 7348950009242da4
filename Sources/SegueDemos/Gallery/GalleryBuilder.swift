import Dispatch
import Foundation
@_spi(Testing) import OpenUIKit
import SegueRender

/// Renders demos into a gallery folder: `<name>.gif`, `<name>-filmstrip.png`, `frames/<name>.js`
/// (the player's copy), the article and source pages, and `index.html`.
///
/// The engine renders one demo at a time on the main actor (its clock is the process's); the GIF
/// encoder spreads each demo's frames over every core, and the PNG encoder its filmstrip's rows.
/// `build` renders every demo in this process, writing each filmstrip on `encoders` background
/// threads while the next demo renders; `segue gallery` instead runs one process per core, each
/// calling `render(_:)`, and writes the pages with `entry(for:_:articles:)` and `writeIndex`.
/// The output does not depend on the thread or process count: the same bytes for the same demos
/// and options.
@MainActor
package struct GalleryBuilder {
    /// The folder written into (created if missing).
    package var folder: URL
    /// Recording rate, frames per second.
    package var fps = 30
    /// Pixels per point. Default 2, sharp on Retina screens.
    package var scale: CGFloat = 2
    /// The device the demos run on.
    package var device: UIDeviceProfile = .iPhone15
    /// The system settings the demos are shown in. Default light, left-to-right, `.large`.
    package var traits = DemoTraits()
    /// How many filmstrips are compressed at once while the next demo renders: one less than the
    /// active cores, at least one. Each holds its filmstrip bitmap until it is written.
    package var encoders = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)

    package init(folder: URL) { self.folder = folder }

    /// What was built for one demo, reported as soon as its recording is made.
    package struct Progress {
        package var position: Int
        package var demo: Demo
        package var frameCount: Int
        package var duration: TimeInterval
        package var renderSeconds: TimeInterval
    }

    /// Renders and writes every demo, then `index.html` (whose header shows `command`); returns
    /// the entries in `demos`' order. `progress` is called on the main actor after each render.
    package func build(
        _ demos: [Demo], command: String, progress: (Progress) -> Void = { _ in }
    ) throws -> [GalleryEntry] {
        try makeFolders()
        let queue = DispatchQueue(label: "segue.gallery.encode", attributes: .concurrent)
        let slots = DispatchSemaphore(value: max(1, encoders))
        let group = DispatchGroup()
        let failure = FirstError()
        var entries: [GalleryEntry] = []
        var articles: [String: GalleryAssets.Page?] = [:]
        for (i, demo) in demos.enumerated() {
            if let error = failure.error { throw error }
            let (rendered, pending) = try render(demo)
            progress(
                Progress(
                    position: i + 1, demo: demo, frameCount: rendered.frameCount,
                    duration: rendered.duration, renderSeconds: rendered.renderSeconds))
            entries.append(try entry(for: demo, rendered, articles: &articles))
            // The player's copy and the filmstrip's PNG are written in the background while the
            // next demo renders.
            slots.wait()
            queue.async(group: group) {
                defer { slots.signal() }
                do { try pending() } catch { failure.keep(error) }
            }
        }
        group.wait()
        if let error = failure.error { throw error }
        try writeIndex(entries, traits: try renderTraits(demos), command: command)
        return entries
    }

    /// The "In every trait" section's cells (``GalleryTraitGrid``), rendered and written when
    /// `demos` holds its demo; none otherwise.
    package func renderTraits(_ demos: [Demo]) throws -> [GalleryTraitGrid.Cell] {
        guard let demo = demos.first(where: { $0.name == GalleryTraitGrid.demoName }) else {
            return []
        }
        return try GalleryTraitGrid.render(demo, scale: scale, into: folder)
    }

    /// Creates the folder and its `frames` folder.
    package func makeFolders() throws {
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("frames"), withIntermediateDirectories: true)
    }

    /// Renders `demo` and writes `<name>.gif`; returns what it measured, and the writes left
    /// (the player's copy `frames/<name>.js` and `<name>-filmstrip.png`), which may run on any
    /// thread. The GIF encoder spreads its frames over every core, and the PNG encoder its rows;
    /// the recording is freed once the GIF is written. Throws ``UnsettledDemo`` when the demo's
    /// transitions are still running at the end of its script: the next demo in the process would
    /// start on their clock, so its frames would depend on the demos rendered before it.
    package func render(_ demo: Demo) throws -> (
        GalleryRender, pending: @Sendable () throws -> Void
    ) {
        let t0 = Date()
        let result = try DemoRendering.render(
            demo, fps: fps, scale: scale, device: device, traits: traits)
        guard result.finished else { throw UnsettledDemo(name: demo.name) }
        let recording = result.recording
        let strip = GalleryFilmstrip.sheet(recording, scale: scale)
        let rendered = GalleryRender(
            frameCount: recording.frames.count, duration: recording.duration,
            pointSize: CGSize(
                width: CGFloat(recording.frames[0].width) / scale,
                height: CGFloat(recording.frames[0].height) / scale),
            filmstripTurns: strip.picks.filter(\.isTurn).count,
            renderSeconds: Date().timeIntervalSince(t0))
        let gif = try recording.gifData()
        try gif.write(to: folder.appendingPathComponent(GalleryEntry.gifFile(demo.name)))
        let folder = folder
        let sheet = strip.bitmap
        let name = demo.name
        return (
            rendered,
            {
                let script = GalleryPlayer.framesScript(name: name, gif: gif)
                try Data(script.utf8).write(
                    to: folder.appendingPathComponent(GalleryEntry.framesScript(name)))
                try sheet.pngData().write(
                    to: folder.appendingPathComponent(GalleryEntry.filmstripFile(name)))
            }
        )
    }

    /// The index entry of `demo` as `rendered`; writes its source pages and, the first time its
    /// article is met (kept in `articles`), the article's page.
    package func entry(
        for demo: Demo, _ rendered: GalleryRender, articles: inout [String: GalleryAssets.Page?]
    ) throws -> GalleryEntry {
        if articles[demo.article.id] == nil {
            articles[demo.article.id] = try GalleryAssets.writeArticle(demo.article, into: folder)
        }
        return GalleryEntry(
            name: demo.name, summary: demo.summary, article: demo.article,
            gifFile: GalleryEntry.gifFile(demo.name),
            filmstripFile: GalleryEntry.filmstripFile(demo.name),
            duration: rendered.duration, frameCount: rendered.frameCount,
            pointSize: rendered.pointSize, framesScript: GalleryEntry.framesScript(demo.name),
            articlePage: articles[demo.article.id] ?? nil,
            sourcePages: try GalleryAssets.writeSources(demo, into: folder),
            filmstripTurns: rendered.filmstripTurns)
    }

    /// Writes `index.html` for `entries` and the `traits` section's cells, its header showing
    /// `command`.
    package func writeIndex(
        _ entries: [GalleryEntry], traits: [GalleryTraitGrid.Cell] = [], command: String
    ) throws {
        let html = GalleryWriter.html(entries, traits: traits, generatedWith: command)
        try Data(html.utf8).write(to: folder.appendingPathComponent("index.html"))
    }
}

/// The first error thrown on any encoding thread.
private final class FirstError: @unchecked Sendable {
    private let lock = NSLock()
    private var first: (any Error)?

    var error: (any Error)? { lock.withLock { first } }

    func keep(_ error: any Error) {
        lock.withLock { if first == nil { first = error } }
    }
}
