import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit
import SegueRender
import Testing

@testable import SegueDemos

/// A played or recorded seed demo, with the checks every seed demo test makes.
@MainActor
struct DemoRun {
    let demo: Demo
    let scene: DemoScene
    let finished: Bool
    var recording: Recording?

    /// Plays `name` on the virtual clock (no rendering) with fresh diagnostics.
    static func play(_ name: String) throws -> DemoRun {
        let demo = try #require(DemoCatalog.demo(named: name))
        TransitionDiagnostics.shared.reset()
        let player = DemoPlayer(demo: demo)
        let scene = player.makeScene()
        let ok = player.play(scene)
        return DemoRun(
            demo: demo, scene: scene, finished: ok && MainRunLoop.shared.pendingWork().isEmpty)
    }

    /// Records `name` at 1× and 15 fps (what `DemoRendering.render` does, keeping the scene for
    /// its probes) and writes its filmstrip to /tmp/demos/<name>.png for a look.
    static func record(_ name: String) throws -> DemoRun {
        let demo = try #require(DemoCatalog.demo(named: name))
        TransitionDiagnostics.shared.reset()
        let player = DemoPlayer(demo: demo)
        let scene = player.makeScene()
        let recording = try player.record(scene, fps: 15, scale: 1)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/demos", withIntermediateDirectories: true)
        if let strip = try? recording.filmstrip(columns: 6, maximumFrames: 18) {
            try? strip.pngData().write(to: URL(fileURLWithPath: "/tmp/demos/\(name).png"))
        }
        var run = DemoRun(
            demo: demo, scene: scene, finished: MainRunLoop.shared.pendingWork().isEmpty)
        run.recording = recording
        return run
    }

    /// The first and last frames show the probes' colours (within `tolerance` per 8-bit channel),
    /// some frame differs clearly from the first, and the demo lasts at most `maximumDuration`.
    func expectProbesAndVisibleTransition(
        tolerance: Int = 14, maximumDuration: TimeInterval = 4.5,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let rec = try #require(recording, sourceLocation: sourceLocation)
        let first = try #require(rec.frames.first, sourceLocation: sourceLocation)
        let last = try #require(rec.frames.last, sourceLocation: sourceLocation)
        #expect(
            !scene.probes.start.isEmpty && !scene.probes.end.isEmpty, sourceLocation: sourceLocation
        )
        for (point, color) in scene.probes.start {
            expectColor(
                first, at: point, is: color, tolerance: tolerance, "first frame", sourceLocation)
        }
        for (point, color) in scene.probes.end {
            expectColor(
                last, at: point, is: color, tolerance: tolerance, "last frame", sourceLocation)
        }
        let changed = rec.frames.filter {
            DemoRun.differingPixels(first, $0) > first.width * first.height / 20
        }
        #expect(
            changed.count >= 3, "the transition is visible in several frames",
            sourceLocation: sourceLocation)
        #expect(rec.duration <= maximumDuration, sourceLocation: sourceLocation)
    }

    func expectColor(
        _ frame: Bitmap, at point: CGPoint, is color: UIColor, tolerance: Int, _ which: String,
        _ sourceLocation: SourceLocation
    ) {
        let px = frame[Int(point.x), Int(point.y)]
        let want = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
        let got = [Int(px.r), Int(px.g), Int(px.b)]
        let close = zip(want, got).allSatisfy { abs($0 - $1) <= tolerance }
        #expect(
            close, "\(demo.name) \(which) at \(point): got \(got), want \(want)",
            sourceLocation: sourceLocation)
    }

    /// Pixels whose colour differs by more than 24 in some channel.
    static func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
        guard a.width == b.width, a.height == b.height else { return a.width * a.height }
        var n = 0
        var i = 0
        while i < a.pixels.count {
            if abs(Int(a.pixels[i]) - Int(b.pixels[i])) > 24
                || abs(Int(a.pixels[i + 1]) - Int(b.pixels[i + 1])) > 24
                || abs(Int(a.pixels[i + 2]) - Int(b.pixels[i + 2])) > 24
            {
                n += 1
            }
            i += 4
        }
        return n
    }

    /// The colour of window point `p` in the frame nearest to `time` seconds after the start.
    func pixel(at p: CGPoint, time: TimeInterval) throws -> RGBA8 {
        let rec = try #require(recording)
        let t0 = rec.times[0]
        let i = rec.times.indices.min {
            abs(rec.times[$0] - t0 - time) < abs(rec.times[$1] - t0 - time)
        }!
        return rec.frames[i][Int(p.x), Int(p.y)]
    }
}
