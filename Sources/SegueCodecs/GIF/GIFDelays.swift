import Foundation

/// Frame delays for GIF: whole centiseconds, at least 2, with the rounding error carried forward.
enum GIFDelays {
    /// The shortest delay written, in centiseconds. Browsers replace 0 and 1 cs with 10 cs, so a
    /// GIF meant to run fast must use at least 2 cs (50 frames per second).
    static let minimumCentiseconds = 2

    /// The fastest frame rate a GIF plays at its true speed: one frame per `minimumCentiseconds`.
    static let maximumFramesPerSecond = 100 / minimumCentiseconds

    /// Centisecond delays whose running total tracks the running total of `seconds`.
    ///
    /// Frame `i` ends at `round(100 × (d₀ + … + dᵢ))` cs when it can: each delay is that target
    /// minus what has been written so far, raised to `minimumCentiseconds` when shorter (the excess
    /// is taken back from later frames when they have room) and capped at 65535 (the field's
    /// maximum). So 1/60 s frames come out as 2, 2, 2, … (the minimum) and 1/30 s frames as
    /// 3, 4, 3, 3, 4, 3, … (a total of 10 cs per 3 frames, as in the input).
    static func centiseconds(_ seconds: [TimeInterval]) -> [UInt16] {
        var running = Running()
        return seconds.map { running.next($0) }
    }

    /// The same rounding one frame at a time, for encoders that see one delay at a time.
    struct Running {
        private var total = 0.0
        /// Centiseconds written so far.
        private(set) var written = 0

        /// The delay, in centiseconds, of a frame shown for `seconds`.
        mutating func next(_ seconds: TimeInterval) -> UInt16 {
            total += seconds
            let target = Int((total * 100).rounded())
            let delay = min(65535, max(GIFDelays.minimumCentiseconds, target - written))
            written += delay
            return UInt16(delay)
        }
    }
}
