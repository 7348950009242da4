import Foundation

/// Why `GIFEncoder` or `APNGEncoder` refused its input.
public enum AnimationEncodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `frames` was empty.
    case noFrames
    /// `delays` does not have one entry per frame.
    case delayCountMismatch(frames: Int, delays: Int)
    /// A frame's size differs from the first frame's.
    case frameSizeMismatch(
        index: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
    /// A frame is empty or larger than the format allows (GIF: 65535 px per side).
    case unsupportedFrameSize(width: Int, height: Int, maximum: Int)
    /// A delay is negative, NaN or infinite.
    case invalidDelay(index: Int, seconds: TimeInterval)
    /// `loopCount` is outside 0…65535.
    case invalidLoopCount(Int)
    /// `maxColors` is outside 2…256.
    case invalidColorCount(Int)
    /// `GIFEncoder.threads` is negative.
    case invalidThreadCount(Int)
    /// zlib failed while compressing (APNG).
    case compressionFailed(String)

    public var description: String {
        switch self {
        case .noFrames: return "Animation: no frames to encode"
        case .delayCountMismatch(let frames, let delays):
            return "Animation: \(frames) frames but \(delays) delays; give one delay per frame"
        case .frameSizeMismatch(
            let index, let width, let height, let expectedWidth, let expectedHeight):
            return
                "Animation: frame \(index) is \(width)×\(height); frame 0 is \(expectedWidth)×\(expectedHeight)"
        case .unsupportedFrameSize(let width, let height, let maximum):
            return
                "Animation: frame size \(width)×\(height) is not supported (each side must be 1…\(maximum) px)"
        case .invalidDelay(let index, let seconds):
            return "Animation: delay \(index) is \(seconds) s; delays must be finite and ≥ 0"
        case .invalidLoopCount(let count):
            return "Animation: loop count \(count) is outside 0…65535"
        case .invalidColorCount(let count):
            return "Animation: maximum colour count \(count) is outside 2…256"
        case .invalidThreadCount(let count):
            return "Animation: thread count \(count) is negative; use 0 for one per processor"
        case .compressionFailed(let what): return "Animation: compression failed: \(what)"
        }
    }

    /// Checks what both encoders require: frames present, one finite non-negative delay each, all
    /// frames the size of the first, each side 1…`maximumSide`, and a loop count of 0…65535.
    static func validate(
        frames: [RGBAImage], delays: [TimeInterval], maximumSide: Int, loopCount: Int
    ) throws(AnimationEncodingError) {
        guard let first = frames.first else { throw .noFrames }
        guard delays.count == frames.count else {
            throw .delayCountMismatch(frames: frames.count, delays: delays.count)
        }
        guard (0...65535).contains(loopCount) else { throw .invalidLoopCount(loopCount) }
        guard first.width >= 1, first.height >= 1, first.width <= maximumSide,
            first.height <= maximumSide
        else {
            throw .unsupportedFrameSize(
                width: first.width, height: first.height, maximum: maximumSide)
        }
        for (i, frame) in frames.enumerated() {
            try validate(frame: frame, index: i, width: first.width, height: first.height)
        }
        for (i, delay) in delays.enumerated() { try validate(delay: delay, index: i) }
    }

    /// Checks that frame `index` is `width` × `height` pixels, as the first frame.
    static func validate(
        frame: RGBAImage, index: Int, width: Int, height: Int
    ) throws(AnimationEncodingError) {
        guard frame.width == width, frame.height == height else {
            throw .frameSizeMismatch(
                index: index, width: frame.width, height: frame.height,
                expectedWidth: width, expectedHeight: height)
        }
    }

    /// Checks that frame `index`'s delay is finite and not negative.
    static func validate(delay: TimeInterval, index: Int) throws(AnimationEncodingError) {
        guard delay.isFinite, delay >= 0 else { throw .invalidDelay(index: index, seconds: delay) }
    }
}
