import Foundation
import SegueRaster

/// Two sinks fed the same frames: for example a ``RecordingStream`` to a file and a
/// ``Recording`` kept for a filmstrip.
public struct TeeFrameSink<First: FrameSink, Second: FrameSink>: FrameSink {
    /// The sink whose ``lastFrame`` is reported; it gets each frame first.
    public var first: First
    /// The other sink.
    public var second: Second

    /// A sink that appends every frame to `first`, then to `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The first sink's newest frame.
    public var lastFrame: Bitmap? { first.lastFrame }

    /// Appends the frame to both sinks.
    public mutating func append(frame: Bitmap, at time: TimeInterval) throws {
        try first.append(frame: frame, at: time)
        try second.append(frame: frame, at: time)
    }
}
