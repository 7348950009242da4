import Foundation
import Testing

@testable import SegueCodecs

/// `GIFEncoder.threads` changes how fast a GIF is made, never its bytes.
@Suite struct GIFThreadingTests {
    /// A many-colour frame: a two-axis gradient in one corner of colour space per `hue` (0…2), so
    /// each such frame is better served by its own palette than by one shared with the others.
    static func gradient(_ w: Int, _ h: Int, hue: Int) -> RGBAImage {
        var b = RGBAImage(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let u = UInt8(x * 255 / (w - 1))
                let v = UInt8(y * 255 / (h - 1))
                switch hue {
                case 0: b[x, y] = RGBA8(r: u, g: v / 2, b: 20, a: 255)
                case 1: b[x, y] = RGBA8(r: 20, g: u, b: v / 2, a: 255)
                default: b[x, y] = RGBA8(r: v / 2, g: 20, b: u, a: 255)
                }
            }
        }
        return b
    }

    /// UI frames (small changes, kept pixels), repeated frames (nothing changed) and gradient frames
    /// (local colour tables), interleaved so every worker gets some of each.
    static func mixedAnimation() -> [RGBAImage] {
        let ui = (0..<4).map { UIScene.frame(width: 96, height: 64, step: $0, steps: 4) }
        let g = (0..<3).map { gradient(96, 64, hue: $0) }
        return [ui[0], ui[1], ui[1], g[0], g[1], g[1], ui[2], g[2], ui[3], ui[3]]
    }

    static func encode(_ frames: [RGBAImage], threads: Int, dithering: Bool = false) throws -> Data
    {
        try GIFEncoder(dithering: dithering, threads: threads).encode(
            frames: frames, delays: Array(repeating: 1.0 / 30, count: frames.count))
    }

    @Test func oneTwoAndThreeThreadsWriteTheSameBytes() throws {
        let frames = Self.mixedAnimation()
        let one = try Self.encode(frames, threads: 1)
        // The animation really exercises local tables (the gradient frames), so the test covers them.
        #expect(GIFPillowTests.localTableCount(Array(one)) >= 2)
        #expect(try Self.encode(frames, threads: 2) == one)
        #expect(try Self.encode(frames, threads: 3) == one)
        #expect(try Self.encode(frames, threads: 0) == one)  // the default: one per processor
        #expect(try Self.encode(frames, threads: 64) == one)  // more threads than frames
    }

    @Test func transparentFramesAreTheSameWhateverTheThreadCount() throws {
        // Clear background: every frame is cropped to its opaque pixels and disposed to background.
        let frames = (0..<7).map {
            UIScene.frame(width: 80, height: 120, step: min($0, 5), steps: 6, clearBackground: true)
        }
        let one = try Self.encode(frames, threads: 1)
        let bytes = Array(one)
        let gce: [UInt8] = [0x21, 0xF9, 0x04, 0x09]  // disposal 2, transparency flag
        #expect(bytes.indices.contains { Array(bytes[$0..<min(bytes.count, $0 + 4)]) == gce })
        #expect(try Self.encode(frames, threads: 2) == one)
        #expect(try Self.encode(frames, threads: 3) == one)
    }

    @Test func ditheredFramesAreTheSameWhateverTheThreadCount() throws {
        let frames = Self.mixedAnimation()
        let one = try Self.encode(frames, threads: 1, dithering: true)
        #expect(try Self.encode(frames, threads: 2, dithering: true) == one)
        #expect(try Self.encode(frames, threads: 3, dithering: true) == one)
    }

    @Test func workerCountIsTheThreadsCappedByTheFrames() {
        #expect(InterleavedWork.workers(threads: 1, items: 50) == 1)
        #expect(InterleavedWork.workers(threads: 3, items: 50) == 3)
        #expect(InterleavedWork.workers(threads: 8, items: 2) == 2)
        #expect(
            InterleavedWork.workers(threads: 0, items: 1000)
                == ProcessInfo.processInfo.activeProcessorCount)
    }

    @Test func parallelMapKeepsIndexOrderAndGivesEachWorkerItsOwnState() {
        // Each worker counts the items it saw; the counts add up to all items, results stay in order.
        let (results, states) = InterleavedWork.map(count: 11, workers: 3, makeState: { 0 }) {
            seen, i in
            seen += 1
            return i * i
        }
        #expect(results == (0..<11).map { $0 * $0 })
        #expect(states == [4, 4, 3])  // items 0,3,6,9 / 1,4,7,10 / 2,5,8
    }

    @Test func negativeThreadCountThrows() {
        let frame = GIFEncoderTests.solid(2, 2, GIFEncoderTests.red)
        #expect(throws: AnimationEncodingError.invalidThreadCount(-1)) {
            try GIFEncoder(threads: -1).encode(frames: [frame], delays: [0.1])
        }
        #expect(
            AnimationEncodingError.invalidThreadCount(-1).description
                == "Animation: thread count -1 is negative; use 0 for one per processor")
    }
}
