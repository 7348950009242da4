import Foundation
@_spi(Testing) import OpenQuartzCore
import OpenUIKit
import SegueRaster

/// Errors a recording reports before it advances the clock.
public enum RecordingError: Error, CustomStringConvertible, Equatable {
    /// Frames per second must be a positive whole number.
    case invalidFramesPerSecond(Int)
    /// The duration must be positive and finite.
    case invalidDuration(TimeInterval)
    /// Nothing was recorded.
    case empty

    public var description: String {
        switch self {
        case .invalidFramesPerSecond(let f):
            return "A recording needs a positive frame rate, got \(f) fps"
        case .invalidDuration(let d):
            return "A recording needs a positive, finite duration, got \(d) s"
        case .empty: return "The recording has no frames"
        }
    }
}

/// Records a view (usually a window) frame by frame while the virtual clock advances.
///
/// The first frame is the view as it is now; each further frame is taken after the clock has
/// advanced by whole engine frames to the next capture time (`k / fps` after the start), so a
/// transition's callbacks and animations run exactly as without recording. When the clock's rate
/// is not a multiple of `fps` (50 or 120 fps on the 60 Hz clock), the clock steps at `fps` while
/// recording, as on a display running at that rate, so frames are exactly `1/fps` apart.
///
/// Frames go to a ``FrameSink``: a ``Recording`` in memory, or a ``RecordingStream`` that
/// encodes them to a file as they are drawn (``record(for:to:format:)``), whose memory does not
/// grow with the recording's length.
public struct Recorder {
    /// The view drawn in each frame.
    public let view: UIView
    /// Captured frames per second. Default 30.
    public var fps: Int
    /// Pixels per point of each frame. Default 1.
    public var scale: CGFloat
    /// How many threads draw each frame (``Renderer/threads``). Default: the active processor
    /// count. The frames' bytes are the same for any count.
    public var threads: Int = ProcessInfo.processInfo.activeProcessorCount
    /// The colour behind the view in every frame (``Renderer/background``). Default: opaque black
    /// when the view is a `UIWindow`, as an iPhone's display shows black wherever no window's
    /// pixels cover it (a from-view fading to 50 % darkens); nil (transparent) for any other view.
    public var background: CGColor?
    /// Whether each frame shows the status bar over the key window (``Renderer/drawsStatusBar``).
    /// Default false.
    public var drawsStatusBar = false

    /// A recorder of `view` at `fps` frames per second and `scale` pixels per point.
    public init(_ view: UIView, fps: Int = 30, scale: CGFloat = 1) {
        self.view = view
        self.fps = fps
        self.scale = scale
        background = view is UIWindow ? CGColor(red: 0, green: 0, blue: 0, alpha: 1) : nil
    }

    /// Records `duration` seconds: `duration × fps` intervals, `duration × fps + 1` frames including
    /// the first and the last.
    ///
    /// - Parameter includingFirstFrame: false leaves out the frame of the view as it is now (to
    ///   continue a recording that already ends with it) without drawing it; pending changes are
    ///   still committed first, so the following frames are the same. Default true.
    @MainActor
    public func record(for duration: TimeInterval, includingFirstFrame: Bool = true) throws
        -> Recording
    {
        var recording = Recording(fps: fps)
        try record(for: duration, into: &recording, includingFirstFrame: includingFirstFrame)
        return recording
    }

    /// Records `duration` seconds into `sink`, as ``record(for:includingFirstFrame:)`` does.
    ///
    /// When the clock's frame rate is not a whole multiple of `fps` (50 or 120 fps on the 60 Hz
    /// clock), the clock steps at `fps` while recording, so every frame is taken exactly `1/fps`
    /// after the one before (the rate a 120 Hz display would run at); it is set back afterwards.
    @MainActor
    public func record<Sink: FrameSink>(
        for duration: TimeInterval, into sink: inout Sink, includingFirstFrame: Bool = true
    ) throws {
        guard fps > 0 else { throw RecordingError.invalidFramesPerSecond(fps) }
        guard duration.isFinite, duration > 0 else {
            throw RecordingError.invalidDuration(duration)
        }
        try atCaptureRate {
            try begin(into: &sink, drawing: includingFirstFrame)
            let start = MediaClock.shared.now
            let count = max(1, Int((duration * Double(fps)).rounded()))
            for k in 1...count {
                // The first frame of a continued hold is drawn: code may have changed the view
                // since the sink's last frame (a step between two holds) and left nothing pending.
                let still = (k > 1 || includingFirstFrame) && MainRunLoop.shared.isQuiescent
                advance(to: start + Double(k) / Double(fps))
                try capture(into: &sink, unchanged: still)
            }
        }
    }

    /// Records until nothing is pending (the transition finished and every animation stopped), or
    /// until `timeout`; then `tail` more seconds of the settled state.
    ///
    /// - Parameter includingFirstFrame: as for ``record(for:includingFirstFrame:)``. Default true.
    @MainActor
    public func recordUntilIdle(
        timeout: TimeInterval = 60, tail: TimeInterval = 0,
        includingFirstFrame: Bool = true
    ) throws -> Recording {
        var recording = Recording(fps: fps)
        try recordUntilIdle(
            into: &recording, timeout: timeout, tail: tail,
            includingFirstFrame: includingFirstFrame)
        return recording
    }

    /// Records into `sink` until nothing is pending, as
    /// ``recordUntilIdle(timeout:tail:includingFirstFrame:)`` does.
    @MainActor
    public func recordUntilIdle<Sink: FrameSink>(
        into sink: inout Sink, timeout: TimeInterval = 60, tail: TimeInterval = 0,
        includingFirstFrame: Bool = true
    ) throws {
        guard fps > 0 else { throw RecordingError.invalidFramesPerSecond(fps) }
        guard timeout.isFinite, timeout > 0 else { throw RecordingError.invalidDuration(timeout) }
        try atCaptureRate {
            try begin(into: &sink, drawing: includingFirstFrame)
            let start = MediaClock.shared.now
            var k = 0
            // Work is pending at every step here, so no frame can be a repeat of the one before.
            while !MainRunLoop.shared.pendingWork().isEmpty && Double(k) / Double(fps) < timeout {
                k += 1
                advance(to: start + Double(k) / Double(fps))
                try capture(into: &sink, unchanged: false)
            }
        }
        if tail > 0 { try record(for: tail, into: &sink, includingFirstFrame: false) }
    }

    /// Captures one frame of the view as it is now.
    @MainActor
    public func capture(into recording: inout Recording) throws {
        try capture(into: &recording, unchanged: false)
    }

    /// Captures one frame of the view as it is now into `sink`.
    @MainActor
    public func capture<Sink: FrameSink>(into sink: inout Sink) throws {
        try capture(into: &sink, unchanged: false)
    }

    /// Captures one frame; when `unchanged` (the run loop was quiescent before the clock moved, so
    /// no code ran and no value depends on time) and the sink has a frame, that frame is
    /// appended again instead of drawing the same pixels.
    @MainActor
    func capture<Sink: FrameSink>(into sink: inout Sink, unchanged: Bool) throws {
        MainRunLoop.shared.advance(by: 0)  // commit pending changes without moving time
        if unchanged, let last = sink.lastFrame {
            try sink.append(frame: last, at: MediaClock.shared.now)
            return
        }
        try sink.append(frame: try renderer.render(view), at: MediaClock.shared.now)
    }

    /// The renderer each frame is drawn with: this recorder's scale, threads and background.
    package var renderer: Renderer {
        var renderer = Renderer(scale: scale)
        renderer.threads = max(1, threads)
        renderer.background = background
        renderer.drawsStatusBar = drawsStatusBar
        return renderer
    }

    /// The first frame of a recording: captured, or (when not drawn) only the pending changes committed.
    @MainActor
    private func begin<Sink: FrameSink>(into sink: inout Sink, drawing: Bool) throws {
        if drawing {
            try capture(into: &sink)
        } else {
            MainRunLoop.shared.advance(by: 0)
        }
    }

    /// Runs `body` with the clock stepping at `fps` when its own rate is not a multiple of it.
    @MainActor
    private func atCaptureRate(_ body: () throws -> Void) rethrows {
        let clockRate = MediaClock.shared.framesPerSecond
        guard clockRate % fps != 0 else { return try body() }
        MediaClock.shared.setFramesPerSecond(fps)
        defer { MediaClock.shared.setFramesPerSecond(clockRate) }
        try body()
    }

    @MainActor
    private func advance(to time: TimeInterval) {
        let frame = MediaClock.shared.frameDuration
        while MediaClock.shared.now < time - frame / 2 {
            MainRunLoop.shared.advance(by: frame)
        }
    }
}
