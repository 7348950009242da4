import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit
import SegueRender

/// The command-line tool's operations on a demo, as library API.
@MainActor
package enum DemoRendering {
    /// A rendered demo.
    package struct Result {
        /// The frames.
        package var recording: Recording
        /// Whether every settle step finished before its timeout.
        package var finished: Bool
    }

    /// Builds `demo` on `device` in the system settings `traits`, plays its script and records
    /// it.
    package static func render(
        _ demo: Demo, fps: Int = 30, scale: CGFloat = 1, device: UIDeviceProfile = .iPhone15,
        traits: DemoTraits = DemoTraits()
    ) throws -> Result {
        var player = DemoPlayer(demo: demo, device: device)
        player.traits = traits
        let scene = player.makeScene()
        let recording = try player.record(scene, fps: fps, scale: scale)
        withExtendedLifetime(scene) {}
        return Result(recording: recording, finished: MainRunLoop.shared.pendingWork().isEmpty)
    }

    /// A demo recorded straight to a file.
    package struct StreamedResult {
        /// What the file holds: frames and how long they play.
        package var summary: RecordingStream.Summary
        /// The frame rate recorded at (the format's highest when a higher one was asked for).
        package var fps: Int
        /// Whether every settle step finished before its timeout.
        package var finished: Bool
        /// Every frame, when asked to keep them (for a filmstrip).
        package var recording: Recording?
    }

    /// Builds `demo` on `device` (in landscape when `landscape`) in the system settings `traits`,
    /// plays its script and records it to `url` in `format` as the
    /// frames are drawn (only the newest frames are kept in memory unless `keepingFrames`). A GIF
    /// is recorded at most at ``RecordingFormat/maximumFramesPerSecond``.
    package static func render(
        _ demo: Demo, to url: URL, format: RecordingFormat, fps: Int = 30, scale: CGFloat = 1,
        device: UIDeviceProfile = .iPhone15, landscape: Bool = false,
        traits: DemoTraits = DemoTraits(), keepingFrames: Bool = false
    ) throws -> StreamedResult {
        let rate = format.framesPerSecond(forRequested: fps)
        let stream = try RecordingStream(url: url, format: format, fps: rate)
        var player = DemoPlayer(demo: demo, device: device)
        player.landscape = landscape
        player.traits = traits
        let scene = player.makeScene()
        var recording: Recording?
        if keepingFrames {
            var tee = TeeFrameSink(stream, Recording(fps: rate))
            try player.record(scene, fps: rate, scale: scale, into: &tee)
            recording = tee.second
        } else {
            var sink = stream
            try player.record(scene, fps: rate, scale: scale, into: &sink)
        }
        withExtendedLifetime(scene) {}
        return StreamedResult(
            summary: try stream.finish(), fps: rate,
            finished: MainRunLoop.shared.pendingWork().isEmpty, recording: recording)
    }

    /// A demo's callback timeline.
    package struct Trace {
        /// One line per timeline entry and warning, times relative to the start.
        package var lines: [String]
        /// Whether the script ran to the end with nothing left pending.
        package var finished: Bool
    }

    /// Plays `demo` without rendering and returns its timeline (delegate, animator, presentation
    /// controller, appearance and containment calls) and warnings, timed from the script's start,
    /// on `device` in the system settings `traits`.
    package static func trace(
        _ demo: Demo, device: UIDeviceProfile = .iPhone15, traits: DemoTraits = DemoTraits()
    ) -> Trace {
        var player = DemoPlayer(demo: demo, device: device)
        player.traits = traits
        TransitionDiagnostics.shared.reset()
        EngineDiagnostics.shared.reset()
        let start = CACurrentMediaTime()
        let scene = player.makeScene()
        let ok = player.play(scene)
        var lines = [
            "# \(demo.name): \(demo.summary)", "# seed \(demo.article.id): \(demo.article.title)",
        ]
        lines += TransitionDiagnostics.shared.timeline.lines(since: start)
        for w in EngineDiagnostics.shared.warnings {
            lines.append(String(format: "%8.3f  warning: ", w.time - start) + w.message)
        }
        let pending = MainRunLoop.shared.pendingWork()
        if !pending.isEmpty { lines.append("# still pending: " + pending.joined(separator: "; ")) }
        withExtendedLifetime(scene) {}
        return Trace(lines: lines, finished: ok && pending.isEmpty)
    }
}
