import Foundation
import Testing

@testable import SegueCodecs

/// The streaming sessions write what the whole-animation encoders write, read back by Pillow.
@Suite struct AnimationSessionTests {
    static func frames(_ count: Int, width: Int = 120, height: Int = 200) -> [RGBAImage] {
        (0..<count).map { UIScene.frame(width: width, height: height, step: $0, steps: count) }
    }

    /// Pillow's frame count, per-frame durations (ms, as floats) and RGBA frames of a file.
    static func pillow(_ file: URL) throws -> (durations: [Double], frames: [[UInt8]]) {
        let out = try Reference.python(
            #"""
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1])
            durations = []
            for i in range(im.n_frames):
                im.seek(i)
                durations.append(im.info.get("duration", -1))
                open("%s.%d.rgba" % (sys.argv[1], i), "wb").write(im.convert("RGBA").tobytes())
            print(" ".join(repr(float(d)) for d in durations))
            """#, [file.path])
        let durations = out.split(whereSeparator: \.isWhitespace).map { Double($0)! }
        let frames = try durations.indices.map {
            try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(file.path).\($0).rgba")))
        }
        return (durations, frames)
    }

    static func gifSession(
        _ frames: [RGBAImage], delay: TimeInterval, threads: Int = 0, loopCount: Int = 0
    ) throws -> (URL, GIFSession) {
        let url = try Reference.temporaryDirectory().appendingPathComponent("s.gif")
        let session = try GIFSession(
            writingTo: url, width: frames[0].width, height: frames[0].height,
            encoder: GIFEncoder(loopCount: loopCount, threads: threads))
        for frame in frames { try session.append(frame, duration: delay) }
        try session.finish()
        return (url, session)
    }

    @Test func gifAt50FpsPlaysEveryFrameFor20MillisecondsAndReportsTheTrueDuration() throws {
        let (url, session) = try Self.gifSession(Self.frames(10), delay: 1.0 / 50)
        let read = try Self.pillow(url)
        #expect(read.durations == Array(repeating: 20, count: 10))
        #expect(session.duration == 0.2)
    }

    @Test func gifAt30FpsDistributesTheRoundingSoTheTotalIsExact() throws {
        let (url, session) = try Self.gifSession(Self.frames(9), delay: 1.0 / 30)
        let read = try Self.pillow(url)
        #expect(read.durations == [30, 40, 30, 30, 40, 30, 30, 40, 30])
        #expect(read.durations.reduce(0, +) == 300)
        #expect(session.duration == 0.3)
    }

    @Test func gifFramesDecodeExactlyForAFewColoursAndMatchTheBatchEncodersPictures() throws {
        // Few colours per frame (no anti-aliasing): every table is exact, so both are lossless.
        let frames = (0..<6).map { step -> RGBAImage in
            var image = RGBAImage(
                width: 48, height: 32,
                premultipliedPixels: [UInt8](repeating: 255, count: 48 * 32 * 4))
            for y in 8..<24 {
                for x in (step * 6)..<(step * 6 + 12) {
                    image[x, y] = RGBA8(r: 200, g: UInt8(20 * step), b: 40, a: 255)
                }
            }
            return image
        }
        let (url, _) = try Self.gifSession(frames, delay: 0.1)
        let streamed = try Self.pillow(url)
        let batchURL = url.deletingLastPathComponent().appendingPathComponent("b.gif")
        try GIFEncoder().encode(frames: frames, delays: Array(repeating: 0.1, count: 6))
            .write(to: batchURL)
        let batch = try Self.pillow(batchURL)
        #expect(streamed.frames.count == 6)
        for (i, frame) in frames.enumerated() {
            #expect(streamed.frames[i] == batch.frames[i], "frame \(i)")
            #expect(GIFPillowTests.psnr(frame, streamed.frames[i]) == 99, "frame \(i)")
        }
    }

    @Test func gifQualityOfAnAntialiasedSceneMatchesTheBatchEncoder() throws {
        let frames = Self.frames(8, width: 130, height: 240)
        let (url, _) = try Self.gifSession(frames, delay: 1.0 / 30)
        let streamed = try Self.pillow(url)
        let batch = try GIFPillowTests.decode(
            GIFEncoder().encode(frames: frames, delays: Array(repeating: 1.0 / 30, count: 8)))
        for (i, frame) in frames.enumerated() {
            let s = GIFPillowTests.psnr(frame, streamed.frames[i])
            let b = GIFPillowTests.psnr(frame, batch.frames[i])
            #expect(s >= b - 0.5, "frame \(i): streamed \(s) dB, batch \(b) dB")
            #expect(s > 40, "frame \(i): \(s) dB")
        }
    }

    @Test func gifBytesAreTheSameForAnyThreadCount() throws {
        let frames = Self.frames(7)
        let one = try Data(contentsOf: Self.gifSession(frames, delay: 0.05, threads: 1).0)
        let two = try Data(contentsOf: Self.gifSession(frames, delay: 0.05, threads: 2).0)
        let three = try Data(contentsOf: Self.gifSession(frames, delay: 0.05, threads: 3).0)
        #expect(one == two && two == three)
    }

    @Test func aLoneGifFrameHasNoLoopingExtension() throws {
        let (url, _) = try Self.gifSession(Self.frames(1), delay: 0.1)
        let bytes = try [UInt8](Data(contentsOf: url))
        #expect(!String(decoding: bytes, as: UTF8.self).contains("NETSCAPE2.0"))
        #expect(try Self.pillow(url).frames.count == 1)
    }

    @Test func apngSessionWritesExactlyTheBytesOfTheBatchEncoder() throws {
        for count in [1, 2, 5] {
            let frames = Self.frames(count)
            let delays = (0..<count).map { 1.0 / 120 + Double($0 % 2) / 120 }
            let url = try Reference.temporaryDirectory().appendingPathComponent("a.png")
            let session = try APNGSession(
                writingTo: url, width: frames[0].width, height: frames[0].height)
            for (frame, delay) in zip(frames, delays) { try session.append(frame, duration: delay) }
            try session.finish()
            let batch = try APNGEncoder().encode(frames: frames, delays: delays)
            #expect(try Data(contentsOf: url) == batch, "\(count) frames")
        }
    }

    @Test func apngAt120FpsStoresAnExact120thOfASecondPerFrame() throws {
        let frames = Self.frames(6)
        let url = try Reference.temporaryDirectory().appendingPathComponent("a.png")
        let session = try APNGSession(
            writingTo: url, width: frames[0].width, height: frames[0].height)
        for frame in frames { try session.append(frame, duration: 1.0 / 120) }
        try session.finish()
        let read = try Self.pillow(url)
        #expect(read.frames.count == 6)
        for d in read.durations { #expect(abs(d - 1000.0 / 120) < 1e-9) }
        #expect(abs(session.duration - 0.05) < 1e-12)
    }

    @Test func clearPixelsAfterAnOpaqueFirstFrameAreDrawnOverBlack() throws {
        var frames = Self.frames(3, width: 40, height: 40)
        for y in 4..<8 {
            for x in 4..<8 { frames[1][x, y] = RGBA8(r: 0, g: 0, b: 0, a: 0) }
        }
        frames[2] = frames[1]
        frames[2][30, 30] = RGBA8(r: 0, g: 255, b: 0, a: 255)
        let (url, _) = try Self.gifSession(frames, delay: 0.1)
        let read = try Self.pillow(url)
        for i in 1...2 {
            let p = (5 * 40 + 5) * 4
            #expect(Array(read.frames[i][p..<(p + 4)]) == [0, 0, 0, 255], "frame \(i)")
        }
        let q = (30 * 40 + 30) * 4
        #expect(Array(read.frames[2][q..<(q + 4)]) == [0, 255, 0, 255])
        #expect(Array(read.frames[0][0..<4]) == [255, 255, 255, 255])
    }

    @Test func aSessionWithoutFramesThrowsNoFrames() throws {
        let url = try Reference.temporaryDirectory().appendingPathComponent("e.gif")
        let session = try GIFSession(writingTo: url, width: 4, height: 4)
        #expect(throws: AnimationEncodingError.noFrames) { try session.finish() }
    }
}
