import Dispatch
import Foundation
@_spi(Testing) import OpenUIKit
import SegueRender

/// Renders demos into a gallery folder: `<name>.gif`, `<name>-filmstrip.png`, `frames/<name>.js`
/// (the player's copy), the article and source pages, and `index.html`.
///
/// Uses every core: the engine renders one demo at a time on the main actor (its clock is the
/// process's); its GIF encoder spreads the frames over every core; and the filmstrip PNGs (zlib,
/// one thread each) are compressed on `encoders` background threads while the next demo renders.
/// The output does not depend on the thread count: the same bytes for the same demos and options.
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
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("frames"), withIntermediateDirectories: true)
        let queue = DispatchQueue(label: "segue.gallery.encode", attributes: .concurrent)
        let slots = DispatchSemaphore(value: max(1, encoders))
        let group = DispatchGroup()
        let failure = FirstError()
        var entries: [GalleryEntry] = []
        var articles: [String: GalleryAssets.Page?] = [:]
        for (i, demo) in demos.enumerated() {
            if let error = failure.error { throw error }
            let t0 = Date()
            let result = try DemoRendering.render(demo, fps: fps, scale: scale, device: device)
            let recording = result.recording
            let strip = GalleryFilmstrip.sheet(recording, scale: scale)
            progress(
                Progress(
                    position: i + 1, demo: demo, frameCount: recording.frames.count,
                    duration: recording.duration, renderSeconds: Date().timeIntervalSince(t0)))
            if articles[demo.article.id] == nil {
                articles[demo.article.id] = try GalleryAssets.writeArticle(
                    demo.article, into: folder)
            }
            let entry = GalleryEntry(
                name: demo.name, summary: demo.summary, article: demo.article,
                gifFile: "\(demo.name).gif", filmstripFile: "\(demo.name)-filmstrip.png",
                duration: recording.duration, frameCount: recording.frames.count,
                pointSize: CGSize(
                    width: CGFloat(recording.frames[0].width) / scale,
                    height: CGFloat(recording.frames[0].height) / scale),
                framesScript: "frames/\(demo.name).js",
                articlePage: articles[demo.article.id] ?? nil,
                sourcePages: try GalleryAssets.writeSources(demo, into: folder),
                filmstripTurns: strip.picks.filter(\.isTurn).count)
            entries.append(entry)
            // The GIF encoder spreads its frames over every core itself; the recording is freed
            // as soon as it is encoded. The filmstrip's PNG (zlib, one thread) is compressed in
            // the background while the next demo renders.
            let gif = try recording.gifData()
            try gif.write(to: folder.appendingPathComponent(entry.gifFile))
            let folder = folder
            let sheet = strip.bitmap
            slots.wait()
            queue.async(group: group) {
                defer { slots.signal() }
                do {
                    let script = GalleryPlayer.framesScript(name: entry.name, gif: gif)
                    try Data(script.utf8).write(
                        to: folder.appendingPathComponent(entry.framesScript ?? ""))
                    try sheet.pngData().write(
                        to: folder.appendingPathComponent(entry.filmstripFile))
                } catch {
                    failure.keep(error)
                }
            }
        }
        group.wait()
        if let error = failure.error { throw error }
        let html = GalleryWriter.html(entries, generatedWith: command)
        try Data(html.utf8).write(to: folder.appendingPathComponent("index.html"))
        return entries
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
