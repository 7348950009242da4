import Foundation
import SegueRaster

/// Where a ``Recorder`` puts the frames it captures: a ``Recording`` kept in memory, or a
/// ``RecordingStream`` that encodes them to a file as they come.
public protocol FrameSink {
    /// The frame appended last, if any: a frame known to be unchanged is appended again as this
    /// one instead of being drawn.
    var lastFrame: Bitmap? { get }

    /// Appends a frame taken at virtual time `time` (seconds; never earlier than the one before).
    mutating func append(frame: Bitmap, at time: TimeInterval) throws
}

extension Recording: FrameSink {
    /// The newest frame.
    public var lastFrame: Bitmap? { frames.last }
}
