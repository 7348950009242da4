import Foundation
import SegueTestSupport
import Testing

@testable import SegueCodecs

/// `GIFSession`'s global colour table grows in frame order as new colours arrive.
@Suite struct GIFGrowingPaletteTests {
    @Test func coloursAreAppendedInTurnOnlyWhenAllOfAFramesColoursFit() {
        let palette = GIFGrowingPalette([1, 2], capacity: 5)
        #expect(palette.take(turn: 0, adding: nil) == [1, 2])
        #expect(palette.take(turn: 1, adding: [2, 3, 4]) == [1, 2, 3, 4])
        // 5, 6 and 7 do not all fit the one free slot: nothing is added.
        #expect(palette.take(turn: 2, adding: [5, 6, 7]) == [1, 2, 3, 4])
        #expect(palette.take(turn: 3, adding: [1, 5]) == [1, 2, 3, 4, 5])
        #expect(palette.current == [1, 2, 3, 4, 5])
    }

    @Test func turnsTakenOnOtherThreadsWaitForTheFramesBeforeThem() {
        // Frames 1…40 each bring one new colour, each taken on its own thread, started in
        // reverse order: every frame still sees exactly the colours of the frames before it and
        // its own. (Threads, not tasks: a turn blocks its thread until the turns before it.)
        let palette = GIFGrowingPalette([0], capacity: 255)
        _ = palette.take(turn: 0, adding: nil)
        /// The palettes the frames saw, written from their threads.
        final class Seen: @unchecked Sendable {
            let lock = NSLock()
            var palettes: [Int: [UInt32]] = [:]
        }
        let seen = Seen()
        let group = DispatchGroup()
        for i in (1...40).reversed() {
            group.enter()
            Thread {
                let colours = palette.take(turn: i, adding: [UInt32(i)])
                seen.lock.withLock { seen.palettes[i] = colours }
                group.leave()
            }.start()
        }
        #expect(group.wait(timeout: .now() + 30) == .success)
        seen.lock.withLock {
            for i in 1...40 {
                #expect(seen.palettes[i] == (0...i).map { UInt32($0) }, "frame \(i)")
            }
        }
    }

    /// 128 × 128 frames: a white background and a block that changes colour every frame.
    static func frames(_ count: Int) -> [RGBAImage] {
        (0..<count).map { step in
            var image = RGBAImage(
                width: 128, height: 128,
                premultipliedPixels: [UInt8](repeating: 255, count: 128 * 128 * 4))
            for y in 40..<80 {
                for x in (step * 8)..<(step * 8 + 30) {
                    image[x, y] = RGBA8(
                        r: UInt8(30 * step), g: 90, b: UInt8(255 - 20 * step), a: 255)
                }
            }
            return image
        }
    }

    @Test func aStreamedGifWhoseLaterColoursFitTheTableNeedsNoLocalTable() throws {
        let frames = Self.frames(8)
        let dir = try Reference.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("grow.gif")
        let session = try GIFSession(writingTo: url, width: 128, height: 128)
        for frame in frames { try session.append(frame, duration: 0.1) }
        try session.finish()
        let bytes = try [UInt8](Data(contentsOf: url))
        #expect(GIFPillowTests.localTableCount(bytes) == 0)
        #expect(bytes[10] == 0xF7, "a 256-entry global table from the start")
        let decoded = try #require(GIFTestDecoder(bytes))
        #expect(decoded.frames == frames.map(GIFDeferredClearTests.pixels))
    }

    @Test func smallFramesKeepTheFirstFramesTableAtItsOwnSize() throws {
        // 40 × 40: below `growingTableMinimumPixels`, so the table stays the first frame's two
        // colours and the transparent index (4 entries), and later colours go to local tables.
        let frames = (0..<3).map { step in
            var image = RGBAImage(
                width: 40, height: 40,
                premultipliedPixels: [UInt8](repeating: 255, count: 40 * 40 * 4))
            for y in 10..<20 {
                for x in 10..<20 { image[x, y] = RGBA8(r: UInt8(80 * step), g: 0, b: 0, a: 255) }
            }
            return image
        }
        let dir = try Reference.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("small.gif")
        let session = try GIFSession(writingTo: url, width: 40, height: 40)
        for frame in frames { try session.append(frame, duration: 0.1) }
        try session.finish()
        let bytes = try [UInt8](Data(contentsOf: url))
        #expect(bytes[10] == 0xF1, "a 4-entry global table")
        #expect(GIFPillowTests.localTableCount(bytes) == 2)
        let decoded = try #require(GIFTestDecoder(bytes))
        #expect(decoded.frames == frames.map(GIFDeferredClearTests.pixels))
    }
}
